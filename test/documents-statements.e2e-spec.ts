// Issue 18, documents: statements read for what they say. Each test builds its statement with
// test/support/statement-pdf.mjs (pdfkit) and uploads it through POST /api/v1/detect/file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { FraudReportService } from '../src/fraud/fraud-network/fraud-report.service.js';
import { png } from './support/documents-corpus.js';
import {
  brokenRunningBalance,
  datesOutsidePeriod,
  genuineStatement,
  invalidAccountNumber,
  renderStatement,
  resaveLikeILovePdf,
  rng,
  weekendSalaryForeignFont,
} from './support/statement-pdf.mjs';
import { createOrganization, signUpOrganization, startTestApp, TestApp } from './support/test-app.js';

interface Finding {
  code: string;
  description: string;
  severity: string;
}

let t: TestApp;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  t = await startTestApp();
  tokenA = (await createOrganization(t, 'Lender A')).api_token;
  tokenB = (await createOrganization(t, 'Lender B')).api_token;
});

afterAll(async () => {
  await t?.close();
});

async function detect(bytes: Buffer, token = tokenA) {
  const res = await request(t.server).post('/api/v1/detect/file').set('Authorization', `Bearer ${token}`).attach('file', bytes, 'statement.pdf');
  expect(res.status).toBe(200);
  return res.body.detection_data;
}
const finding = (d: { findings: Finding[] }, code: string) => d.findings.find((f) => f.code === code);
const codes = (d: { findings: Finding[] }) => d.findings.map((f) => f.code);

describe('statements read for what they say', () => {
  it('a genuine statement with consistent balances is low risk and its content is verified', async () => {
    const spec = genuineStatement(rng(1), { bank: { name: 'Zenith Bank', code: '057' } });
    const d = await detect(await renderStatement(spec));
    expect(d.tamper_risk).toBe('low');
    expect(d.verification).toBe('consistent');
    expect(d.statement).toMatchObject({
      bank: 'Zenith Bank',
      bank_code: '057',
      account_number: spec.accountNumber,
      account_name: spec.accountName,
      period_start: '2026-07-01',
      period_end: '2026-09-30',
      opening_balance: spec.openingBalance,
      transaction_count: spec.transactions.length,
      checks: { running_balance: 'pass', opening_to_closing: 'pass', dates_in_period: 'pass', salary_on_business_days: 'pass', account_number: 'pass', amount_fonts: 'pass' },
    });
    expect(d.content_fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(d.findings.filter((f: Finding) => f.severity !== 'info')).toEqual([]);
  });

  it('a forged statement with broken running balances is high risk, and the finding names the line and the amounts', async () => {
    const r = rng(2);
    const d = await detect(await brokenRunningBalance(r, genuineStatement(r)));
    const f = finding(d, 'STATEMENT_RUNNING_BALANCE_BROKEN');
    expect(f).toMatchObject({ severity: 'high' });
    expect(f!.description).toMatch(/line \d+ \(\d{2}\/\d{2}\/2026, "[^"]+"\): [\d,]+\.\d{2} [+−] [\d,]+\.\d{2} = [\d,]+\.\d{2}, but the statement shows [\d,]+\.\d{2}/);
    expect(d.tamper_risk).toBe('high');
    expect(d.verification).toBe('inconsistent');
    expect(d.statement.checks.running_balance).toBe('fail');
  });

  it('salary credited on Sundays and on Christmas Day, with one amount in a foreign font, is high risk', async () => {
    const r = rng(3);
    const d = await detect(await weekendSalaryForeignFont(r, genuineStatement(r)));
    const salary = finding(d, 'STATEMENT_SALARY_ON_NON_BUSINESS_DAY');
    expect(salary).toMatchObject({ severity: 'medium' });
    expect(salary!.description).toMatch(/Sunday/);
    expect(salary!.description).toMatch(/25\/12\/2026.*Christmas Day/);
    const font = finding(d, 'STATEMENT_AMOUNT_FONT_MISMATCH');
    expect(font).toMatchObject({ severity: 'high' });
    expect(font!.description).toMatch(/credit [\d,]+\.\d{2} in Courier \(the other \d+ credit amounts use Helvetica\)/);
    expect(d.tamper_risk).toBe('high');
  });

  it('transactions dated outside the statement period are found, with their dates', async () => {
    const r = rng(4);
    const spec = genuineStatement(r);
    const d = await detect(await renderStatement(datesOutsidePeriod(r, spec)));
    const f = finding(d, 'STATEMENT_DATE_OUTSIDE_PERIOD');
    expect(f).toMatchObject({ severity: 'high' });
    expect(f!.description).toMatch(/2 transaction\(s\) are dated outside the statement period 01\/07\/2026 to 30\/09\/2026: line \d+ \(\d{2}\/10\/2026/);
    expect(d.tamper_risk).not.toBe('low');
  });

  it('an account number that fails the NUBAN check digit for the bank on the letterhead is found', async () => {
    const spec = invalidAccountNumber(genuineStatement(rng(5), { bank: { name: 'Guaranty Trust Bank', code: '058' } }));
    const d = await detect(await renderStatement(spec));
    expect(finding(d, 'STATEMENT_ACCOUNT_NUMBER_INVALID')?.description).toContain(`Account number ${spec.accountNumber} fails the NUBAN check digit for Guaranty Trust Bank (CBN code 058)`);
    expect(d.statement.checks.account_number).toBe('fail');
  });

  it('a PNG screenshot of a statement is unverifiable, not low risk', async () => {
    const d = await detect(png(1170, 2532));
    expect(d.verification).toBe('unverifiable');
    expect(codes(d)).toContain('IMAGE_SCREENSHOT_UNVERIFIABLE');
    expect(d.tamper_risk).not.toBe('low');
    expect(d.statement).toBeNull();
  });
});

describe('re-saving is not forgery; the same statement re-saved is recognised', () => {
  it('an iLovePDF re-save of a clean statement is not high risk, and says what was done', async () => {
    const original = await renderStatement(genuineStatement(rng(6)));
    const d = await detect(await resaveLikeILovePdf(original));
    expect(codes(d)).not.toContain('PDF_EDITOR_SOFTWARE');
    const f = finding(d, 'PDF_RESAVED_BY_TOOL');
    expect(f).toMatchObject({ severity: 'low' });
    expect(f!.description).toMatch(/re-saved by iLovePDF on \d{2}\/\d{2}\/\d{4}.*unlock or compress.*\d+ transactions/);
    expect(d.verification).toBe('consistent');
    expect(d.tamper_risk).not.toBe('high');
  });

  it('an iLovePDF re-save of a statement whose balances do not add up stays high risk', async () => {
    const r = rng(7);
    const d = await detect(await resaveLikeILovePdf(await brokenRunningBalance(r, genuineStatement(r))));
    expect(codes(d)).toEqual(expect.arrayContaining(['PDF_EDITOR_SOFTWARE', 'STATEMENT_RUNNING_BALANCE_BROKEN']));
    expect(d.tamper_risk).toBe('high');
  });

  it("another lender's re-saved copy has the original's content fingerprint and is counted, never saying who", async () => {
    const original = await renderStatement(genuineStatement(rng(8)));
    const resaved = await resaveLikeILovePdf(original, { days: 1 });
    expect(resaved.equals(original)).toBe(false);
    const first = await detect(original, tokenA);
    expect(first.other_organizations_same_content_count).toBe(0);

    const other = await detect(resaved, tokenB);
    expect(other.content_fingerprint).toBe(first.content_fingerprint);
    expect(other.other_organizations_count).toBe(0); // not the same bytes
    expect(other.other_organizations_same_content_count).toBe(1);
    expect(codes(other)[0]).toBe('SAME_STATEMENT_SUBMITTED_TO_OTHER_INSTITUTIONS');
    expect(JSON.stringify(other)).not.toMatch(/Lender A/);

    const again = await detect(resaved, tokenB); // cached: the count is read fresh
    expect(again.other_organizations_same_content_count).toBe(1);
    expect(codes(again)).toContain('SAME_STATEMENT_SUBMITTED_TO_OTHER_INSTITUTIONS');
  });

  it("a self-signed-up organization's re-saved copy counts for no member until the operator approves it, nor does it read theirs", async () => {
    const original = await renderStatement(genuineStatement(rng(9)));
    const resaved = await resaveLikeILovePdf(original, { days: 2 });
    const upstart = await signUpOrganization(t, 'Upstart Loans');
    const upstartFirst = await detect(resaved, upstart.token);
    expect(upstartFirst.content_fingerprint).not.toBeNull();
    const first = await detect(original, tokenA);
    expect(first.content_fingerprint).toBe(upstartFirst.content_fingerprint);
    expect(first.other_organizations_same_content_count).toBe(0);
    expect(codes(first)).not.toContain('SAME_STATEMENT_SUBMITTED_TO_OTHER_INSTITUTIONS');
    expect((await detect(original, tokenA)).other_organizations_same_content_count).toBe(0); // cached
    expect((await detect(resaved, upstart.token)).other_organizations_same_content_count).toBe(0);
    await t.app.get(FraudReportService).approveOrganization(upstart.organizationId);
    const after = await detect(original, tokenA);
    expect(after.other_organizations_same_content_count).toBe(1);
    expect(codes(after)[0]).toBe('SAME_STATEMENT_SUBMITTED_TO_OTHER_INSTITUTIONS');
    expect((await detect(resaved, upstart.token)).other_organizations_same_content_count).toBe(1);
  });
});

describe('on analysis worker threads (DETECT_ANALYSIS_WORKERS=1)', () => {
  let threaded: TestApp;
  let token: string;

  beforeAll(async () => {
    threaded = await startTestApp({ DETECT_ANALYSIS_WORKERS: '1' });
    token = (await createOrganization(threaded, 'Lender T')).api_token;
  });

  afterAll(async () => {
    await threaded?.close();
  });

  it('a forged statement with broken running balances is high risk there too', async () => {
    const r = rng(9);
    const res = await request(threaded.server).post('/api/v1/detect/file').set('Authorization', `Bearer ${token}`).attach('file', await brokenRunningBalance(r, genuineStatement(r)), 'statement.pdf');
    expect(res.status).toBe(200);
    expect(codes(res.body.detection_data)).toContain('STATEMENT_RUNNING_BALANCE_BROKEN');
    expect(res.body.detection_data.tamper_risk).toBe('high');
  });
});
