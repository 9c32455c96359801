import type { ProviderAccount, ProviderTransaction } from '../providers/bank-connection.provider.js';
import { classify, Classified, DebitClass } from './transaction-classifier.js';

// The scored affordability report from 12 months of statements. Every figure is explained in
// `details`, so an analyst can see which flows produced the score.

export const MONTHS = 12;
/** Irregular inflows count at half weight toward income (they may not repeat). */
export const IRREGULAR_WEIGHT = 0.5;
/** A new monthly repayment may take total debt service to at most 40% of income... */
export const MAX_DTI = 0.4;
/** ...and at most 80% of what is left after essential spending and existing debt. */
export const MAX_SHARE_OF_SURPLUS = 0.8;
const ESSENTIAL: DebitClass[] = ['rent_and_housing', 'utilities_and_subscriptions', 'airtime_and_data', 'pos_purchases'];

export interface ReportSummary {
  score: number;
  income_monthly_usd: number;
  income_monthly_local: number;
  affordability_ceiling_local: number;
  dti_ratio: number;
}

export interface ScoreFactor {
  factor: string;
  points: number;
  max_points: number;
  note: string;
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r100 = (n: number) => Math.round(n / 100) * 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const sum = (xs: Classified[]) => xs.reduce((a, c) => a + Math.abs(c.tx.amount), 0);

function topCounterparties(xs: Classified[], n: number) {
  const by = new Map<string, { total: number; count: number; kind: string }>();
  for (const c of xs) {
    const e = by.get(c.counterparty) ?? { total: 0, count: 0, kind: c.kind };
    e.total += Math.abs(c.tx.amount);
    e.count++;
    by.set(c.counterparty, e);
  }
  return [...by.entries()]
    .sort((a, b) => b[1].total - a[1].total)
    .slice(0, n)
    .map(([name, e]) => ({ name, class: e.kind, monthly_average: r2(e.total / MONTHS), occurrences: e.count }));
}

export function buildReport(input: {
  accounts: ProviderAccount[];
  transactions: ProviderTransaction[];
  usdNgnRate: number;
  period: { from: Date; to: Date };
}): { summary: ReportSummary; details: Record<string, unknown> } {
  const classified = classify(input.transactions);
  const of = (...kinds: string[]) => classified.filter((c) => kinds.includes(c.kind));

  const salary = sum(of('salary')) / MONTHS;
  const recurring = sum(of('recurring')) / MONTHS;
  const irregular = sum(of('irregular')) / MONTHS;
  const income = salary + recurring + IRREGULAR_WEIGHT * irregular;
  const debt = sum(of('debt_repayment')) / MONTHS;
  const spendingKinds: DebitClass[] = [
    'rent_and_housing', 'utilities_and_subscriptions', 'airtime_and_data', 'pos_purchases', 'transfers_out',
    'cash_withdrawal', 'savings_and_contributions', 'bank_charges', 'other',
  ];
  const byCategory = Object.fromEntries(spendingKinds.map((k) => [k, r2(sum(of(k)) / MONTHS)]));
  const spending = spendingKinds.reduce((a, k) => a + byCategory[k], 0);
  const essential = ESSENTIAL.reduce((a, k) => a + byCategory[k], 0);

  const dti = income > 0 ? debt / income : debt > 0 ? 9.99 : 0;
  const ceiling = Math.max(0, Math.min(MAX_DTI * income - debt, MAX_SHARE_OF_SURPLUS * (income - essential - debt)));

  // Income stability: months with a steady (salary or recurring) inflow.
  const months = new Set(input.transactions.map((t) => t.date.slice(0, 7)));
  const steadyMonths = new Set(of('salary', 'recurring').map((c) => c.tx.date.slice(0, 7)));
  const incomeMonths = new Set(of('salary', 'recurring', 'irregular').map((c) => c.tx.date.slice(0, 7)));
  const steadyShare = income > 0 ? (salary + recurring) / income : 0;

  // Balances: the end-of-day balance of every day that had activity.
  const endOfDay = new Map<string, number>();
  for (const t of input.transactions) endOfDay.set(`${t.account_id}:${t.date}`, t.balance_after);
  const balances = [...endOfDay.values()];
  const daysOverdrawn = balances.filter((b) => b < 0).length;
  const avgBalance = balances.length ? balances.reduce((a, b) => a + b, 0) / balances.length : 0;
  const minBalance = balances.length ? Math.min(...balances) : 0;

  const netByMonth = new Map<string, number>();
  for (const t of input.transactions) netByMonth.set(t.date.slice(0, 7), (netByMonth.get(t.date.slice(0, 7)) ?? 0) + t.amount);
  const positiveMonths = [...netByMonth.values()].filter((n) => n >= 0).length;
  const inflow = input.transactions.filter((t) => t.amount > 0).reduce((a, t) => a + t.amount, 0) / MONTHS;
  const outflow = input.transactions.filter((t) => t.amount < 0).reduce((a, t) => a - t.amount, 0) / MONTHS;

  const factors: ScoreFactor[] = [];
  const add = (factor: string, points: number, max: number, note: string) => factors.push({ factor, points: Math.round(clamp(points, 0, max)), max_points: max, note });
  add('income_stability', 30 * (0.6 * steadyShare + 0.4 * (steadyMonths.size / MONTHS)), 30, `${steadyMonths.size} of ${MONTHS} months with salary or recurring income; ${Math.round(steadyShare * 100)}% of income is steady`);
  add('debt_to_income', dti <= 0.2 ? 25 : 25 * (1 - (dti - 0.2) / 0.4), 25, `debt repayments are ${Math.round(dti * 100)}% of income`);
  add('balance_health', 20 * (1 - daysOverdrawn / Math.max(balances.length, 1)) * (avgBalance > 0.25 * income ? 1 : avgBalance > 0 ? 0.75 : 0.4), 20, `${daysOverdrawn} overdrawn day(s) of ${balances.length} with activity; average balance NGN ${Math.round(avgBalance).toLocaleString('en-NG')}`);
  add('income_level', income <= 50_000 ? 0 : (15 * Math.log(income / 50_000)) / Math.log(20), 15, `weighted monthly income NGN ${Math.round(income).toLocaleString('en-NG')}`);
  add('cash_flow', (10 * positiveMonths) / Math.max(netByMonth.size, 1), 10, `${positiveMonths} of ${netByMonth.size} months with inflows covering outflows`);
  const score = clamp(factors.reduce((a, f) => a + f.points, 0), 0, 100);

  const summary: ReportSummary = {
    score,
    income_monthly_usd: r2(income / input.usdNgnRate),
    income_monthly_local: r2(income),
    affordability_ceiling_local: r100(ceiling),
    dti_ratio: Math.round(dti * 10_000) / 10_000,
  };
  const details = {
    currency: 'NGN',
    period: { from: input.period.from.toISOString().slice(0, 10), to: input.period.to.toISOString().slice(0, 10), months: MONTHS, months_with_activity: months.size },
    fx: { usd_ngn_rate: input.usdNgnRate, source: 'REPORT_USD_NGN_RATE (configured)' },
    accounts: input.accounts.map((a) => ({ account_id: a.account_id, name: a.name, type: a.type, mask: a.mask, institution: a.institution, current_balance: a.current_balance })),
    transactions_analysed: input.transactions.length,
    income: {
      salary_monthly: r2(salary),
      recurring_monthly: r2(recurring),
      irregular_monthly: r2(irregular),
      irregular_weight: IRREGULAR_WEIGHT,
      months_with_income: incomeMonths.size,
      loan_disbursements_excluded: r2(sum(of('loan_disbursement'))),
      reversals_excluded: r2(sum(of('reversal'))),
      sources: topCounterparties(of('salary', 'recurring', 'irregular'), 8),
    },
    debt: { repayments_monthly: r2(debt), lenders: topCounterparties(of('debt_repayment'), 8) },
    spending: { monthly_total: r2(spending), essential_monthly: r2(essential), by_category: byCategory },
    balances: { average: r2(avgBalance), minimum: r2(minBalance), days_overdrawn: daysOverdrawn },
    cash_flow: { inflow_monthly: r2(inflow), outflow_monthly: r2(outflow), months_net_positive: positiveMonths },
    affordability: { rule: `min(${MAX_DTI} x income - debt, ${MAX_SHARE_OF_SURPLUS} x (income - essential spending - debt)), at least 0, rounded to NGN 100` },
    score_factors: factors,
  };
  return { summary, details };
}
