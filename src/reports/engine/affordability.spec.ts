import { describe, expect, it } from '@jest/globals';
import { SandboxBankProvider } from '../providers/sandbox.provider.js';
import { buildReport } from './affordability.js';
import { classify } from './transaction-classifier.js';

const provider = new SandboxBankProvider();
const to = new Date(Date.UTC(2026, 10, 20));
const from = new Date(Date.UTC(2025, 10, 1));

async function reportFor(profile: 'salaried' | 'informal_trader' | 'gig_worker' | 'overdrawn', seed = 'a') {
  // a fixed access token: the sandbox derives the statement from it, so the figures are reproducible
  const access = `access-sandbox-${profile}-gtbank-${seed.padEnd(20, 'x')}`;
  const transactions = await provider.getTransactions(access, from, to);
  const accounts = await provider.getAccounts(access);
  return { transactions, ...buildReport({ accounts, transactions, usdNgnRate: 1550, period: { from, to } }) };
}

describe('affordability report from sandbox statements', () => {
  it('salaried: salary is recognised, low DTI, a good score and a positive ceiling', async () => {
    const { summary, details, transactions } = await reportFor('salaried');
    expect(transactions.length).toBeGreaterThan(200);
    const income = details.income as { salary_monthly: number };
    expect(income.salary_monthly).toBeCloseTo(450_000, -3);
    expect(summary.dti_ratio).toBeGreaterThan(0.05);
    expect(summary.dti_ratio).toBeLessThan(0.15);
    expect(summary.score).toBeGreaterThanOrEqual(65);
    expect(summary.affordability_ceiling_local).toBeGreaterThan(50_000);
    expect(summary.income_monthly_usd).toBeCloseTo(summary.income_monthly_local / 1550, 1);
  });

  it('overdrawn: loan disbursements are not income, DTI is high, the score is low and nothing is affordable', async () => {
    const { summary, details } = await reportFor('overdrawn');
    const income = details.income as { loan_disbursements_excluded: number; salary_monthly: number };
    expect(income.loan_disbursements_excluded).toBeGreaterThan(0);
    expect(income.salary_monthly).toBeCloseTo(180_000, -3);
    expect(summary.dti_ratio).toBeGreaterThan(0.6);
    expect(summary.affordability_ceiling_local).toBe(0);
    expect(summary.score).toBeLessThan(40);
  });

  it('informal trader: customer transfers are irregular income; gig worker: weekly payouts are recurring', async () => {
    const trader = await reportFor('informal_trader');
    const t = trader.details.income as { salary_monthly: number; irregular_monthly: number };
    expect(t.salary_monthly).toBe(0);
    expect(t.irregular_monthly).toBeGreaterThan(200_000);
    const gig = await reportFor('gig_worker');
    const g = gig.details.income as { recurring_monthly: number; salary_monthly: number };
    expect(g.salary_monthly).toBe(0);
    expect(g.recurring_monthly).toBeGreaterThan(150_000);
    const salaried = await reportFor('salaried');
    for (const r of [trader, gig]) expect(r.summary.score).toBeLessThan(salaried.summary.score);
  });

  it('scores stay within 0-100 across connections and are the same for the same connection', async () => {
    for (const p of ['salaried', 'informal_trader', 'gig_worker', 'overdrawn'] as const) {
      for (const seed of ['a', 'b', 'c', 'd', 'e']) {
        const { summary } = await reportFor(p, seed);
        expect(summary.score).toBeGreaterThanOrEqual(0);
        expect(summary.score).toBeLessThanOrEqual(100);
        expect((await reportFor(p, seed)).summary).toEqual(summary);
      }
    }
  });

  it('the profiles rank as an analyst would on every connection: salaried above overdrawn', async () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const salaried = await reportFor('salaried', seed);
      const overdrawn = await reportFor('overdrawn', seed);
      expect(salaried.summary.score - overdrawn.summary.score).toBeGreaterThan(30);
    }
  });

  it('classifies debt repayments and spending categories from narrations', () => {
    const tx = (narration: string, amount: number) => ({ transaction_id: narration, account_id: 'a', date: '2026-01-05', amount, narration, balance_after: 0 });
    const kinds = classify([
      tx('CARBON LOAN REPAYMENT', -45000),
      tx('AIRTIME MTN 08031234567', -1000),
      tx('IKEDC PREPAID TOKEN 1234', -15000),
      tx('POS PURCHASE SHOPRITE LEKKI', -9000),
      tx('SMS ALERT CHARGES', -50),
      tx('LOAN DISBURSEMENT FROM PALMCREDIT', 60000),
      tx('SALARY JAN 2026 FROM DANGOTE CEMENT PLC', 450000),
      tx('NIP TRF FROM TUNDE BAKARE', 20000),
    ]).map((c) => c.kind);
    expect(kinds).toEqual(['debt_repayment', 'airtime_and_data', 'utilities_and_subscriptions', 'pos_purchases', 'bank_charges', 'loan_disbursement', 'salary', 'irregular']);
  });

  it('the provider_error profile fails on transactions with a retryable provider error', async () => {
    const access = (await provider.exchangePublicToken('public-sandbox-provider_error-gtbank-xxxxxxxxxxxxxxxxxxxx')).accessToken;
    await expect(provider.getTransactions(access, from, to)).rejects.toMatchObject({ code: 'INSTITUTION_DOWN', retryable: true });
  });
});
