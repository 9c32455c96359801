import { Analysis, Budget, tamperRisk, tamperScore } from './findings.js';
import type { FileKind } from './file-kind.js';
import { analyzeImage } from './image.analyzer.js';
import { analyzePdf } from './pdf.analyzer.js';

export interface StoredDetection {
  file_type: FileKind;
  mime_type: string;
  size_bytes: number;
  tamper_risk: string;
  tamper_score: number;
  findings: Analysis['findings'];
  metadata: Record<string, unknown>;
  analyzed_at: string;
}

const LIMIT_DESCRIPTIONS = {
  time: 'The analysis did not finish within its time limit; a file built to stall parsers cannot be verified.',
  memory: 'The analysis exceeded its memory limit; a file built to exhaust parsers cannot be verified.',
  processing: 'The analysis stopped abnormally on this file; it is malformed in a way that defeats inspection.',
};

/** The result for a file whose analysis was stopped by a limit: one high finding, nothing verified. */
export function unanalysable(kind: FileKind, mime: string, size: number, code: string, limit: keyof typeof LIMIT_DESCRIPTIONS): StoredDetection {
  const findings = [{ code, severity: 'high' as const, description: LIMIT_DESCRIPTIONS[limit] }];
  const score = tamperScore(findings);
  return { file_type: kind, mime_type: mime, size_bytes: size, tamper_risk: tamperRisk(score), tamper_score: score, findings, metadata: {}, analyzed_at: new Date().toISOString() };
}

/** Runs the analyser for the kind; an analyser failure is a finding, never an error. */
export async function analyzeDocument(kind: FileKind, mime: string, bytes: Buffer, budgetMs: number): Promise<StoredDetection> {
  let analysis: Analysis;
  try {
    analysis = kind === 'pdf' ? await analyzePdf(bytes, new Budget(budgetMs)) : await analyzeImage(bytes, kind);
  } catch {
    analysis = {
      findings: [{ code: 'ANALYSIS_FAILED', severity: 'high', description: 'The file could not be analysed; it is malformed in a way that defeats inspection.' }],
      metadata: {},
    };
  }
  const score = tamperScore(analysis.findings);
  return {
    file_type: kind,
    mime_type: mime,
    size_bytes: bytes.length,
    tamper_risk: tamperRisk(score),
    tamper_score: score,
    findings: analysis.findings,
    metadata: analysis.metadata,
    analyzed_at: new Date().toISOString(),
  };
}
