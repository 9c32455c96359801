import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { waitFor } from './support/receiver.js';
import { linkTokenOf, REPORTS_TEST_ENV } from './support/financial-reports-helpers.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Lending-grade affordability (issue 18): each case is driven over HTTP through the sandbox
// provider with a profile whose statement is known line by line (src/financial-reports/providers/sandbox-transactions.ts).
const facility = (lender: string, instalment: number | null, status = 'open') => ({
  account_ref: `ACC-${lender.slice(0, 4)}-${instalment}`,
  lender,
  lender_type: 'commercial_bank',
  facility_type: 'term_loan',
  currency: 'NGN',
  credit_limit: 1_000_000,
  outstanding_balance: status === 'open' ? 600_000 : 0,
  instalment_amount: instalment,
  opened_on: '2025-06-01',
  closed_on: status === 'open' ? null : '2026-01-01',
  status,
  days_past_due: 0,
  payment_history: [],
});
// The applicant's bureau file as both bureaus give it: FairMoney (also repaid from the statement), Stanbic (not), one closed loan.
const BUREAU_FILE = { facilities: [facility('FairMoney MFB', 28_000), facility('Stanbic IBTC Bank Plc', 50_000), facility('Zenith Bank Plc', 40_000, 'closed')], inquiries: [] };

/** A bureau adapter on loopback speaking the HTTP bureau protocol (POST /v1/consumer-file). */
async function startBureau(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(BUREAU_FILE)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('financial reports: affordability judgments', () => {
  let t: TestApp;
  let token: string;
  let seq = 0;
  let bureau: Awaited<ReturnType<typeof startBureau>>;

  const api = (method: 'get' | 'post', path: string) => request(t.server)[method](path).set('Authorization', `Bearer ${token}`);
  /** Creates a case, connects the sandbox bank with `profile`, and waits for the report. */
  const reportFor = async (profile: string, extra: Record<string, unknown> = {}, beforeConnect?: () => Promise<unknown>) => {
    const created = await api('post', '/api/v1/report').send({ full_name: 'Adaeze Okonkwo', reference_id: `AFF-${Date.now()}-${++seq}`, ...extra }).expect(202);
    await beforeConnect?.();
    const c = `/c/${linkTokenOf(created.body.link_url)}`;
    const pub = await request(t.server).post(`${c}/sandbox/connect`).send({ profile, institution_id: 'gtbank' }).expect(200);
    await request(t.server).post(`${c}/complete`).send({ public_token: pub.body.public_token }).expect(200);
    return waitFor(async () => {
      const r = (await api('get', `/api/v1/report/${created.body.case_id}`).expect(200)).body;
      return r.status === 'REPORT_READY' ? r : null;
    });
  };

  const consent = async (purposes = ['loan_application']) =>
    (await api('post', '/api/v1/consents').send({ bvn: `2${String(randomInt(0, 9_999_999_999)).padStart(10, '0')}`, purposes }).expect(201)).body.consent_reference as string;

  beforeAll(async () => {
    bureau = await startBureau();
    t = await startTestApp({
      ...REPORTS_TEST_ENV,
      REPORT_USD_NGN_RATE: '1500',
      REPORT_USD_NGN_RATE_SOURCE: 'CBN NFEM closing rate',
      REPORT_USD_NGN_RATE_DATE: '2026-11-20',
      CREDIT_BUREAU_CRC_URL: bureau.url,
      CREDIT_BUREAU_FIRST_CENTRAL_URL: bureau.url,
    });
    token = (await createOrganization(t, 'Ikeja Salary Lenders MFB')).api_token;
  });
  afterAll(async () => {
    await t?.close();
    await bureau?.close();
  });

  it('own-account round trips and lender disbursements are not income; a 13-month statement averages NGN 300,000 salary to 300,000', async () => {
    const case_ = await reportFor('stacked_borrower', { loan_tenor_months: 12, loan_monthly_rate_percent: 4 });
    const { report } = case_;
    const d = report.details;
    // 13 calendar months of salary credits (the current month's on the 1st) over 12 whole months
    expect(d.period).toMatchObject({ months: 12, calendar_months: 13 });
    expect(d.monthly).toHaveLength(13);
    expect(d.monthly.filter((m: { salary: number }) => m.salary === 300_000)).toHaveLength(13);
    expect(d.monthly.at(-1).whole_month).toBe(false);
    expect(d.income.salary_monthly).toBe(300_000);
    expect(report.income_monthly_local).toBe(300_000);
    expect(report.income_monthly_usd).toBe(200);
    // NGN 200k to and from the holder's own name, 50k from the BVN-linked wallet, 150k round trip to EMEKA EZE, every month
    expect(d.income.own_transfers_excluded).toBe(12 * (200_000 + 50_000 + 150_000));
    expect(d.income.loan_disbursements_excluded).toBe(4 * (100_000 + 80_000 + 120_000));
    expect(d.income.irregular_monthly).toBe(0);
    expect(d.income.gambling_winnings_excluded).toBeGreaterThanOrEqual(0);
    expect(d.identity).toMatchObject({ applicant_name: 'Adaeze Okonkwo', account_holder_name: 'ADAEZE OKONKWO', result: 'match' });
    expect(d.fx).toEqual({ usd_ngn_rate: 1500, source: 'CBN NFEM closing rate', rate_date: '2026-11-20' });
    expect(d.salary).toMatchObject({ detected: true, day_of_month: 1, employer: 'FIDSON HEALTHCARE PLC', changes: [] });
    expect(d.gambling).toMatchObject({ monthly_spend: 8_000, transactions: 24 });
    expect(d.lending.borrow_repay_cycles).toBeGreaterThan(0);
    expect(d.lending.lenders.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['FairMoney Microfinance Bank', 'Guaranty Trust Bank', 'Easybuy']));
  });

  it('GSI, Remita, BNPL, lender and hire-purchase debits are debt: DTI 0.4 and nothing left under the one-third rule', async () => {
    const { report } = await reportFor('stacked_borrower', { loan_tenor_months: 6, loan_monthly_rate_percent: 5 });
    const d = report.details;
    expect(d.debt.repayments_monthly).toBe(120_000);
    expect(d.debt.by_type).toEqual({ gsi: 15_000, direct_debit: 25_000, loan: 28_000, bnpl: 12_000, hire_purchase: 40_000 });
    expect(report.dti_ratio).toBe(0.4);
    expect(d.applicant_type).toBe('salaried');
    expect(report.affordability_ceiling_local).toBe(0);
    expect(d.affordability.max_loan).toEqual({ tenor_months: 6, monthly_rate_percent: 5, monthly_instalment: 0, max_principal: 0 });
    expect(d.debt.recurring_debits.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['GSI RECOVERY ACCESS BANK', 'REMITA DD LOAN RENMONEY', 'PAYSTACK/FAIRMONEY']));
  });

  it('a 3-month-old account is averaged over its 3 whole months, and the max loan follows the case\'s tenor and rate', async () => {
    const { report } = await reportFor('new_account', { loan_tenor_months: 12, loan_monthly_rate_percent: 0 });
    const d = report.details;
    expect(d.period.months).toBe(3);
    expect(d.period.months_covered).toHaveLength(3);
    expect(report.income_monthly_local).toBe(250_000);
    expect(d.income.salary_monthly).toBe(250_000);
    expect(report.dti_ratio).toBe(0);
    expect(report.affordability_ceiling_local).toBeGreaterThan(0);
    expect(report.affordability_ceiling_local).toBeLessThanOrEqual(83_400); // a third of net pay
    expect(d.affordability.max_loan).toEqual({ tenor_months: 12, monthly_rate_percent: 0, monthly_instalment: report.affordability_ceiling_local, max_principal: Math.floor((12 * report.affordability_ceiling_local) / 1000) * 1000 });
  });

  it('loan terms are optional but go together, within bounds', async () => {
    for (const body of [{ loan_tenor_months: 12 }, { loan_monthly_rate_percent: 4 }, { loan_tenor_months: 0, loan_monthly_rate_percent: 4 }, { loan_tenor_months: 12, loan_monthly_rate_percent: -1 }, { loan_tenor_months: 1.5, loan_monthly_rate_percent: 4 }]) {
      const res = await api('post', '/api/v1/report').send({ full_name: 'A B', reference_id: `BAD-${++seq}`, ...body }).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    const ok = await api('post', '/api/v1/report').send({ full_name: 'A B', reference_id: `OK-${++seq}` }).expect(202);
    const { rows } = await t.db.query(`SELECT loan_tenor_months, loan_monthly_rate_percent FROM report_cases WHERE id = $1`, [ok.body.case_id]);
    expect(rows[0]).toEqual({ loan_tenor_months: null, loan_monthly_rate_percent: null });
  });

  it('with a credit consent, bureau instalments of lenders the statement does not repay are added to existing debt', async () => {
    const reference = await consent();
    const { report, case_id } = await reportFor('stacked_borrower', { consent_reference: reference });
    const d = report.details;
    expect(d.debt.bureau_instalments).toEqual({
      monthly_total: 78_000,
      added_monthly: 50_000,
      facilities: [
        // the bureau file names lenders as the shared list does, whatever spelling the bureau used
        { lender: 'FairMoney Microfinance Bank', monthly_instalment: 28_000, counted: false, reason: 'repaid from this account: already in the statement' },
        { lender: 'Stanbic IBTC Bank', monthly_instalment: 50_000, counted: true },
      ],
    });
    expect(d.debt.repayments_monthly).toBe(170_000);
    expect(report.dti_ratio).toBeCloseTo(170 / 300, 4);
    // the bureau read is logged once, by the worker that made it, and not when the case was created
    const { rows } = await t.db.query(`SELECT action, actor, outcome, reason, resource_id FROM credit_access_log WHERE consent_reference = $1 ORDER BY created_at`, [reference]);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'consent.create' }),
      { action: 'report.bureau.read', actor: 'worker:financial-report', outcome: 'allowed', reason: null, resource_id: case_id },
    ]);
  });

  it('a consent that is unknown, another purpose\'s, or revoked is refused at creation; one revoked before generation reads nothing', async () => {
    for (const reference of ['CNS-NOPE', await consent(['periodic_review'])]) {
      const res = await api('post', '/api/v1/report').send({ full_name: 'A B', reference_id: `CNS-${++seq}`, consent_reference: reference }).expect(403);
      expect(res.body.error.code).toBe('CONSENT_INVALID');
    }
    const revoked = await consent();
    await api('post', `/api/v1/consents/${revoked}/revoke`).expect(200);
    expect((await api('post', '/api/v1/report').send({ full_name: 'A B', reference_id: `CNS-${++seq}`, consent_reference: revoked }).expect(403)).body.error.code).toBe('CONSENT_INVALID');

    const later = await consent();
    const { report, case_id } = await reportFor('new_account', { consent_reference: later }, () => api('post', `/api/v1/consents/${later}/revoke`).expect(200));
    expect(report.details.debt.bureau_instalments).toEqual({ unavailable: 'consent_revoked' });
    expect(report.details.debt.repayments_monthly).toBe(0);
    // refusals are logged where they happen: at creation for the refused cases, by the worker for the consent revoked meanwhile
    const log = async (reference: string) =>
      (await t.db.query(`SELECT action, outcome, reason, resource_id FROM credit_access_log WHERE consent_reference = $1 AND action LIKE 'report.%'`, [reference])).rows;
    expect(await log(revoked)).toEqual([{ action: 'report.create', outcome: 'refused', reason: 'revoked', resource_id: null }]);
    expect(await log(later)).toEqual([{ action: 'report.bureau.read', outcome: 'refused', reason: 'revoked', resource_id: case_id }]);
  });
});
