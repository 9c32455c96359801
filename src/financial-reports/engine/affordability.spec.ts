import { describe, expect, it } from '@jest/globals';
import { SandboxBankProvider } from '../providers/sandbox.provider.js';
import { buildReport, maxPrincipal } from './affordability.js';
import { monthRange } from './statement-months.js';
import type { ProviderAccount, ProviderTransaction } from '../providers/bank-connection.provider.js';
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

  describe('statements written out by hand', () => {
    let seq = 0;
    const tx = (date: string, amount: number, narration: string): ProviderTransaction => ({ transaction_id: `h${++seq}`, account_id: 'acc', date, amount, narration, balance_after: 100_000 });
    const account: ProviderAccount = { account_id: 'acc', name: 'Savings', type: 'savings', mask: '4567', institution: 'GTBank', currency: 'NGN', current_balance: 100_000, holder_name: 'ADAEZE OKONKWO', nuban: '0123454567' };
    const run = (transactions: ProviderTransaction[], period: { from: Date; to: Date }, extra: Partial<Parameters<typeof buildReport>[0]> = {}) =>
      buildReport({ accounts: [account], transactions, usdNgnRate: 1500, period, applicantName: 'Adaeze Okonkwo', ...extra });
    const detailsOf = (r: ReturnType<typeof run>) => r.details as any;

    it('13 salary credits of NGN 300,000 over 12 whole months and a current month are NGN 300,000 a month, not 325,000', () => {
      const txs = monthRange('2025-11', '2026-11').map((m) => tx(`${m}-01`, 300_000, 'SALARY FROM FIDSON HEALTHCARE PLC'));
      const r = run(txs, { from: new Date(Date.UTC(2025, 10, 1)), to: new Date(Date.UTC(2026, 10, 20)) });
      expect(r.summary.income_monthly_local).toBe(300_000);
      expect(detailsOf(r).period).toMatchObject({ months: 12, calendar_months: 13, partial_months_excluded: ['2026-11'] });
      expect(detailsOf(r).monthly).toHaveLength(13);
      expect(detailsOf(r).monthly.at(-1)).toMatchObject({ month: '2026-11', whole_month: false, salary: 300_000 });
    });

    it('a 3-month-old account is averaged over 3 months', () => {
      const txs = ['2026-08', '2026-09', '2026-10'].flatMap((m) => [tx(`${m}-02`, -500, 'SMS ALERT CHARGES'), tx(`${m}-25`, 250_000, 'SALARY FROM ANDELA NIGERIA LTD')]);
      const r = run(txs, { from: new Date(Date.UTC(2025, 10, 1)), to: new Date(Date.UTC(2026, 10, 20)) });
      expect(r.summary.income_monthly_local).toBe(250_000);
      expect(detailsOf(r).period.months).toBe(3);
      expect(detailsOf(r).salary).toMatchObject({ detected: true, day_of_month: 25, employer: 'ANDELA NIGERIA LTD', changes: [] });
    });

    it('own-account round trips and lender disbursements are not income (the issue\'s NGN 100k that became 300k)', () => {
      const txs = monthRange('2025-11', '2026-10').flatMap((m, i) => [
        tx(`${m}-25`, 100_000, 'SALARY FROM LAGOS STATE GOVT'),
        tx(`${m}-03`, 200_000, 'NIP TRF FROM ADAEZE OKONKWO'),
        tx(`${m}-04`, -200_000, 'NIP TRF TO ADAEZE OKONKWO'),
        tx(`${m}-12`, [100_000, 80_000, 120_000][i % 3], ['SALARY ADVANCE DISBURSED', 'TRF FROM FAIRMONEY MFB', 'QUICKCREDIT DISBURSEMENT GTB'][i % 3]),
      ]);
      const r = run(txs, { from: new Date(Date.UTC(2025, 10, 1)), to: new Date(Date.UTC(2026, 10, 20)) });
      expect(r.summary.income_monthly_local).toBe(100_000);
      expect(detailsOf(r).income).toMatchObject({ salary_monthly: 100_000, own_transfers_excluded: 2_400_000, loan_disbursements_excluded: 1_200_000 });
      expect(r.summary.affordability_ceiling_local).toBeLessThanOrEqual(33_400);
    });

    it('GSI, Remita, BNPL and hire-purchase debits are existing debt; the one-third rule leaves nothing when they take a third', () => {
      const txs = monthRange('2026-01', '2026-06').flatMap((m) => [
        tx(`${m}-25`, 300_000, 'SALARY FROM FIDSON HEALTHCARE PLC'),
        tx(`${m}-26`, -15_000, 'GSI RECOVERY ACCESS BANK'),
        tx(`${m}-26`, -25_000, 'REMITA DD LOAN RENMONEY'),
        tx(`${m}-26`, -28_000, 'PAYSTACK/FAIRMONEY'),
        tx(`${m}-26`, -12_000, 'EASYBUY PHONE INSTALMENT'),
        tx(`${m}-26`, -20_000, 'HIRE PURCHASE INSTALMENT CFAO MOTORS'),
      ]);
      const r = run(txs, { from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2026, 5, 30)) });
      expect(detailsOf(r).debt).toMatchObject({ repayments_monthly: 100_000, by_type: { gsi: 15_000, direct_debit: 25_000, loan: 28_000, bnpl: 12_000, hire_purchase: 20_000 } });
      expect(r.summary.dti_ratio).toBeCloseTo(1 / 3, 3);
      expect(r.summary.affordability_ceiling_local).toBe(0);
    });

    it('a trader is judged on net surplus after supplier payments, not on turnover; the max loan follows the lender\'s tenor and rate', () => {
      const txs = monthRange('2026-01', '2026-06').flatMap((m) => [
        ...[1, 5, 9, 13, 17, 21, 25].map((day, i) => tx(`${m}-${String(day).padStart(2, '0')}`, 100_000, `NIP TRF FROM ${['TUNDE BAKARE', 'AISHA BELLO', 'EMEKA EZE', 'FUNMI ADEYEMI', 'YUSUF ABDULLAHI', 'NGOZI OKAFOR', 'IBRAHIM MUSA'][i]} GOODS`)),
        tx(`${m}-10`, -450_000, 'NIP TRF TO ALABA INTL MKT SUPPLIER'),
      ]);
      const r = run(txs, { from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2026, 5, 30)) }, { loanTerms: { tenorMonths: 6, monthlyRatePercent: 4 } });
      expect(detailsOf(r).applicant_type).toBe('self_employed');
      expect(detailsOf(r).income.turnover_monthly).toBe(700_000);
      expect(r.summary.income_monthly_local).toBe(250_000);
      expect(r.summary.affordability_ceiling_local).toBe(100_000); // min(0.4 x 250k, 0.5 x 250k)
      expect(detailsOf(r).affordability.max_loan).toEqual({ tenor_months: 6, monthly_rate_percent: 4, monthly_instalment: 100_000, max_principal: 524_000 });
    });

    it('a trader\'s stock paid to a person\'s name is a business cost; a gig worker\'s fuel is an operating cost', () => {
      const period = { from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2026, 2, 31)) };
      const trader = monthRange('2026-01', '2026-03').flatMap((m) => [
        ...[2, 6, 10, 14, 18].map((day, i) => tx(`${m}-${String(day).padStart(2, '0')}`, 100_000, `NIP TRF FROM ${['TUNDE BAKARE', 'AISHA BELLO', 'EMEKA EZE', 'FUNMI ADEYEMI', 'YUSUF ABDULLAHI'][i]}`)),
        tx(`${m}-11`, -200_000, 'NIP TRF TO CHIKA OBI'),
        tx(`${m}-12`, -10_000, 'NIP TRF TO MUM'),
      ]);
      expect(run(trader, period).summary.income_monthly_local).toBe(300_000);
      const gig = monthRange('2026-01', '2026-03').flatMap((m) => [
        ...[4, 11, 18, 25].map((day) => tx(`${m}-${day < 10 ? '0' : ''}${day}`, 50_000, 'BOLT DRIVER PAYOUT')),
        tx(`${m}-05`, -30_000, 'POS PURCHASE TOTAL FILLING STN'),
        tx(`${m}-06`, -20_000, 'POS PURCHASE CONOIL FUEL'),
      ]);
      const g = run(gig, period);
      expect(detailsOf(g).applicant_type).toBe('gig_worker');
      expect(g.summary.income_monthly_local).toBe(150_000);
    });

    it('the holder\'s name is matched against full_name, and the rate carries its source and date', () => {
      const txs = [tx('2026-01-25', 100_000, 'SALARY FROM X LTD')];
      const period = { from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2026, 0, 31)) };
      expect(detailsOf(run(txs, period)).identity).toMatchObject({ result: 'match', account_holder_name: 'ADAEZE OKONKWO' });
      expect(detailsOf(run(txs, period, { applicantName: 'Adaeze Okonkow' })).identity.result).toBe('match');
      expect(detailsOf(run(txs, period, { applicantName: 'Adaeze Bello' })).identity.result).toBe('partial');
      expect(detailsOf(run(txs, period, { applicantName: 'Tunde Bakare' })).identity.result).toBe('mismatch');
      expect(detailsOf(run(txs, period, { fx: { source: 'CBN NFEM closing rate', rateDate: '2026-01-30' } })).fx).toEqual({ usd_ngn_rate: 1500, source: 'CBN NFEM closing rate', rate_date: '2026-01-30' });
    });

    it('bureau instalments add to existing debt unless the statement already repays that lender', () => {
      const txs = monthRange('2026-01', '2026-03').flatMap((m) => [tx(`${m}-25`, 300_000, 'SALARY FROM FIDSON HEALTHCARE PLC'), tx(`${m}-26`, -28_000, 'PAYSTACK/FAIRMONEY')]);
      const period = { from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2026, 2, 31)) };
      const without = run(txs, period);
      expect(detailsOf(without).debt).toMatchObject({ repayments_monthly: 28_000, bureau_instalments: null });
      const r = run(txs, period, { bureauInstalments: [{ lender: 'FairMoney Microfinance Bank Ltd', monthlyInstalment: 28_000 }, { lender: 'Stanbic IBTC Bank Plc', monthlyInstalment: 50_000 }] });
      expect(detailsOf(r).debt.repayments_monthly).toBe(78_000);
      expect(detailsOf(r).debt.bureau_instalments).toMatchObject({ monthly_total: 78_000, added_monthly: 50_000, facilities: [{ counted: false }, { counted: true }] });
      expect(r.summary.dti_ratio).toBe(0.26);
    });

    it('max principal: annuity on the reducing balance, and plain instalments x tenor at 0%', () => {
      expect(maxPrincipal(100_000, { tenorMonths: 12, monthlyRatePercent: 0 })).toBe(1_200_000);
      expect(maxPrincipal(100_000, { tenorMonths: 12, monthlyRatePercent: 5 })).toBe(886_000);
    });
  });

  it('sandbox statements are consistent: each balance follows from the last, savings never below zero, current_balance is the last balance', async () => {
    for (const profile of ['salaried', 'informal_trader', 'gig_worker', 'overdrawn', 'new_account', 'stacked_borrower'] as const) {
      for (const seed of ['a', 'b', 'c']) {
        const access = `access-sandbox-${profile}-gtbank-${seed.padEnd(20, 'x')}`;
        const all = await provider.getTransactions(access, new Date(Date.UTC(2000, 0, 1)), new Date());
        const [account] = await provider.getAccounts(access);
        expect(account.current_balance).toBe(all.at(-1)!.balance_after);
        for (let i = 1; i < all.length; i++) expect(all[i].balance_after).toBeCloseTo(all[i - 1].balance_after + all[i].amount, 2);
        if (account.type === 'savings') expect(Math.min(...all.map((t) => t.balance_after))).toBeGreaterThanOrEqual(0);
        else expect(Math.min(...all.map((t) => t.balance_after))).toBeGreaterThanOrEqual(-150_000);
      }
    }
  });
});
