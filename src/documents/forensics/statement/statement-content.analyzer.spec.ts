import { describe, expect, it } from '@jest/globals';
import { brokenRunningBalance, genuineStatement, renderStatement, resaveLikeILovePdf, rng } from '../../../../test/support/statement-pdf.mjs';
import { analyzeDocument } from '../document-forensics.js';

const analyze = (bytes: Buffer, budgetMs = 3000) => analyzeDocument('pdf', 'application/pdf', bytes, budgetMs);

describe('statement content analysis', () => {
  it('the content fingerprint ignores how the file was saved, and changes with the figures', async () => {
    const r = rng(11);
    const spec = genuineStatement(r);
    const original = await analyze(await renderStatement(spec));
    const resaved = await analyze(await resaveLikeILovePdf(await renderStatement(spec)));
    const forged = await analyze(await brokenRunningBalance(r, spec));
    expect(original.content_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(resaved.content_fingerprint).toBe(original.content_fingerprint);
    expect(forged.content_fingerprint).not.toBe(original.content_fingerprint);
  });

  it('with no time left the text is not read: unverifiable, with the reason, never an error', async () => {
    const result = await analyze(await renderStatement(genuineStatement(rng(12))), -1);
    expect(result.verification).toBe('unverifiable');
    expect(result.findings.map((f) => f.code)).toContain('ANALYSIS_INCOMPLETE');
    expect(result.findings.map((f) => f.code)).not.toContain('ANALYSIS_FAILED');
    expect(result.findings.map((f) => f.code)).not.toContain('PDF_CONTENT_UNVERIFIABLE'); // not "a scan": time ran out
  });

  it('a document with text but no transaction table is not a statement: no content finding, no fingerprint', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('Payslip for October 2026   Net pay NGN 450,000.00', { x: 40, y: 700, font, size: 10 });
    const result = await analyze(Buffer.from(await doc.save()));
    expect(result.verification).toBe('not_a_statement');
    expect(result.content_fingerprint).toBeNull();
    expect(result.findings.filter((f) => f.code.startsWith('STATEMENT_'))).toEqual([]);
  });
});
