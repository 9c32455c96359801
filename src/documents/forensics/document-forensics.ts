import { Analysis, Budget, tamperRisk, tamperScore } from './findings.js';
import type { FileKind } from './file-kind.js';
import { analyzeImage } from './image.analyzer.js';
import { analyzePdf } from './pdf.analyzer.js';
import { screenshotFinding } from './screenshot.js';
import { analyzeStatementContent } from './statement/statement-content.analyzer.js';
import type { StatementSummary, Verification } from './statement/statement-summary.js';

export interface StoredDetection {
  file_type: FileKind;
  mime_type: string;
  size_bytes: number;
  tamper_risk: string;
  tamper_score: number;
  findings: Analysis['findings'];
  metadata: Record<string, unknown>;
  analyzed_at: string;
  /** How far the content was verified (absent in analyses stored before content checks). */
  verification?: Verification;
  statement?: StatementSummary | null;
  content_fingerprint?: string | null;
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
  return {
    file_type: kind,
    mime_type: mime,
    size_bytes: size,
    tamper_risk: tamperRisk(score),
    tamper_score: score,
    findings,
    metadata: {},
    analyzed_at: new Date().toISOString(),
    verification: 'unverifiable',
    statement: null,
    content_fingerprint: null,
  };
}

/**
 * The statement's text, checked against itself; it also re-weighs what the structure said. A
 * failure here costs the content checks only, never the structural findings.
 */
async function withStatementContent(bytes: Buffer, structural: Analysis, budget: Budget, content: Partial<StoredDetection>): Promise<Analysis> {
  try {
    const read = await analyzeStatementContent(bytes, structural, budget);
    Object.assign(content, { verification: read.verification, statement: read.statement, content_fingerprint: read.content_fingerprint });
    return { findings: read.findings, metadata: structural.metadata };
  } catch {
    const unread = { code: 'PDF_TEXT_UNREADABLE', severity: 'medium' as const, description: 'The text of the document could not be read, so its figures cannot be checked.' };
    return { findings: [...structural.findings, unread], metadata: structural.metadata };
  }
}

/** Runs the analyser for the kind; an analyser failure is a finding, never an error. */
export async function analyzeDocument(kind: FileKind, mime: string, bytes: Buffer, budgetMs: number): Promise<StoredDetection> {
  let analysis: Analysis;
  const content: Pick<StoredDetection, 'verification' | 'statement' | 'content_fingerprint'> = { verification: 'unverifiable', statement: null, content_fingerprint: null };
  try {
    const budget = new Budget(budgetMs);
    analysis = kind === 'pdf' ? await analyzePdf(bytes, budget) : await analyzeImage(bytes, kind);
    if (kind === 'pdf') analysis = await withStatementContent(bytes, analysis, budget, content);
    // whichever step ran past the budget, the answer says the findings are partial
    if (budget.exceeded && !analysis.findings.some((f) => f.code === 'ANALYSIS_INCOMPLETE')) {
      analysis.findings.push({ code: 'ANALYSIS_INCOMPLETE', severity: 'low', description: 'The analysis stopped at its time limit; findings cover only part of the document.' });
    }
    const screenshot = screenshotFinding(kind, analysis);
    if (screenshot) analysis.findings = [screenshot, ...analysis.findings];
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
    ...content,
  };
}
