import { describe, expect, it } from '@jest/globals';
import { buildReport } from '../engine/affordability.js';
import { SandboxBankProvider } from '../providers/sandbox.provider.js';
import { renderReportPdf } from './report-pdf.js';

/** The text pdfkit wrote (uncompressed): its TJ operators carry hex strings. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}

describe('report PDF', () => {
  it('carries the lender signals: identity, FX source and date, salary, debt kinds, betting, NSF charges and the month table', async () => {
    const provider = new SandboxBankProvider();
    const access = `access-sandbox-stacked_borrower-gtbank-${'p'.repeat(20)}`;
    const to = new Date();
    const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 12, 1));
    const { summary, details } = buildReport({
      accounts: await provider.getAccounts(access),
      transactions: await provider.getTransactions(access, from, to),
      linkedNubans: await provider.getLinkedNubans(access),
      usdNgnRate: 1500,
      fx: { source: 'CBN NFEM closing rate', rateDate: '2026-11-20' },
      period: { from, to },
      applicantName: 'Adaeze Okonkwo',
      loanTerms: { tenorMonths: 12, monthlyRatePercent: 4 },
    });
    const pdf = await renderReportPdf({ caseId: 'c1', referenceId: 'REF-1', applicantName: 'Adaeze Okonkwo', organizationName: 'Test MFB', institutionName: 'GTBank', generatedAt: new Date(), summary, details, compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const phrase of ['ADAEZE OKONKWO', 'matches', 'CBN NFEM closing rate', 'rate of 2026-11-20', 'FIDSON HEALTHCARE PLC', 'GSI', 'hire purchase', 'Betting', 'Insufficient-funds charges', 'borrow-then-repay cycles', 'Month by month', 'Largest loan for 12 months']) {
      expect(text.replace(/\s+/g, ' ')).toContain(phrase);
    }
    // one table row per calendar month of the statement
    for (const m of (details.monthly as Array<{ month: string }>).map((r) => r.month)) expect(text).toContain(m);
  });
});
