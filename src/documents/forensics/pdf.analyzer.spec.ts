import { describe, expect, it } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { analyzeDocument } from './document-forensics.js';
import { TAMPER_RISKS } from './findings.js';

async function samplePdf(objectStreams: boolean) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 3; i++) doc.addPage().drawText(`statement line ${i}`, { x: 40, y: 700, font, size: 10 });
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

/** Deterministic pseudo-random numbers, so a failing corruption can be replayed. */
function rng(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
}

describe('PDF analysis of damaged files', () => {
  it('an empty-bodied PDF is a malformed finding, not an analysis failure', async () => {
    const result = await analyzeDocument('pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 1000);
    expect(result.findings.map((f) => f.code)).toContain('PDF_MALFORMED');
    expect(result.findings.map((f) => f.code)).not.toContain('ANALYSIS_FAILED');
  });

  it('300 random corruptions (truncation, byte flips, spliced ranges) all answer a result', async () => {
    const random = rng(7);
    const originals = [await samplePdf(false), await samplePdf(true)];
    for (let n = 0; n < 300; n++) {
      const original = originals[n % 2];
      let bytes = Buffer.from(original);
      const kind = n % 3;
      if (kind === 0) bytes = bytes.subarray(0, Math.floor(random() * bytes.length));
      if (kind === 1) for (let k = 0; k < 20; k++) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      if (kind === 2) {
        const a = Math.floor(random() * bytes.length);
        const b = Math.floor(random() * bytes.length);
        bytes = Buffer.concat([bytes.subarray(0, Math.min(a, b)), bytes.subarray(Math.max(a, b)), bytes.subarray(Math.min(a, b), Math.max(a, b))]);
      }
      const result = await analyzeDocument('pdf', 'application/pdf', bytes, 1000);
      expect(TAMPER_RISKS).toContain(result.tamper_risk);
      expect(result.tamper_score).toBeGreaterThanOrEqual(0);
      expect(result.tamper_score).toBeLessThanOrEqual(100);
      expect(result.findings.map((f) => f.code)).not.toContain('ANALYSIS_FAILED');
    }
  });
});
