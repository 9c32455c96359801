import { findLender, lenderKey } from '../../common/lenders/nigerian-lenders.js';
import type { ProviderAccount, ProviderTransaction } from '../providers/bank-connection.provider.js';
import { matchHolderName } from './holder-name.js';
import { statementMonths } from './statement-months.js';
import { classify, Classified, DebitClass, DebtType, INSUFFICIENT_FUNDS, isGigPayout, recurringDebits } from './transaction-classifier.js';

// Salaried applicants are judged on one third of net pay, traders and gig workers on their net surplus; `details` shows which flows made each figure.

/** How many whole months of statement the report asks the provider for (plus the current month). */
export const MONTHS = 12;
/** Salaried: all loan repayments together may take at most a third of net pay (CBN/bank salary-lending practice)... */
export const SALARY_DEDUCTION_SHARE = 1 / 3;
/** ...and at most 80% of what is left after essential spending and existing debt. */
export const MAX_SHARE_OF_SURPLUS = 0.8;
/** Traders and gig workers: a new repayment may take at most half the net monthly surplus... */
export const NON_SALARIED_SURPLUS_SHARE = 0.5;
/** ...and total debt service at most 40% of net business income. */
export const MAX_DTI = 0.4;
/** A salary change of this share or more from one month to the next is reported. */
export const SALARY_CHANGE_THRESHOLD = 0.1;
/** A repayment to a lender within this many days of its disbursement closes a borrow-then-repay cycle. */
export const CYCLE_DAYS = 45;
const ESSENTIAL: DebitClass[] = ['rent_and_housing', 'utilities_and_subscriptions', 'airtime_and_data', 'pos_purchases', 'fuel_and_transport'];
const SPENDING_KINDS: DebitClass[] = [
  'rent_and_housing', 'utilities_and_subscriptions', 'airtime_and_data', 'pos_purchases', 'transfers_out',
  'cash_withdrawal', 'savings_and_contributions', 'bank_charges', 'gambling', 'supplier_and_operating', 'fuel_and_transport', 'other',
];
const DEBT_TYPES: DebtType[] = ['loan', 'bnpl', 'hire_purchase', 'gsi', 'direct_debit'];

export type ApplicantType = 'salaried' | 'self_employed' | 'gig_worker';

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

export interface LoanTerms {
  tenorMonths: number;
  /** Percent per month on the reducing balance. */
  monthlyRatePercent: number;
}

export interface ReportInput {
  accounts: ProviderAccount[];
  transactions: ProviderTransaction[];
  usdNgnRate: number;
  /** Where the USD rate comes from and the date it was set. */
  fx?: { source: string; rateDate: string | null };
  period: { from: Date; to: Date };
  /** The case's full_name: matched against the account holder and used to spot own transfers. */
  applicantName?: string;
  /** Other NUBANs linked to the holder's BVN (the provider's identity data): transfers to and from them are own transfers. */
  linkedNubans?: string[];
  /** Open bureau facilities' instalments (with a credit consent); added to debt unless the statement already repays that lender. */
  bureauInstalments?: Array<{ lender: string; monthlyInstalment: number }> | null;
  /** Why a consented bureau read gave nothing (consent revoked or expired, bureaus down). */
  bureauUnavailable?: string | null;
  /** The tenor and rate the lender gave when creating the case: the report gives the largest loan they allow. */
  loanTerms?: LoanTerms | null;
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r100 = (n: number) => Math.round(n / 100) * 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const sum = (xs: Classified[]) => xs.reduce((a, c) => a + Math.abs(c.tx.amount), 0);
const monthOf = (c: Classified) => c.tx.date.slice(0, 7);
const ngn = (n: number) => Math.round(n).toLocaleString('en-NG');

function topCounterparties(xs: Classified[], n: number, months: number) {
  const by = new Map<string, { total: number; count: number; kind: string; debtType?: string }>();
  for (const c of xs) {
    const e = by.get(c.counterparty) ?? { total: 0, count: 0, kind: c.kind, debtType: c.debtType };
    e.total += Math.abs(c.tx.amount);
    e.count++;
    by.set(c.counterparty, e);
  }
  return [...by.entries()]
    .sort((a, b) => b[1].total - a[1].total)
    .slice(0, n)
    .map(([name, e]) => ({ name, class: e.kind, ...(e.debtType ? { debt_type: e.debtType } : {}), monthly_average: r2(e.total / months), occurrences: e.count }));
}

/** The largest principal whose level monthly instalment over `tenor` months at `rate` is `instalment`. */
export function maxPrincipal(instalment: number, terms: LoanTerms): number {
  const r = terms.monthlyRatePercent / 100;
  const n = terms.tenorMonths;
  const factor = r === 0 ? n : (1 - (1 + r) ** -n) / r;
  return Math.floor((instalment * factor) / 1000) * 1000;
}

const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const employerOf = (counterparty: string) =>
  counterparty
    .replace(/\b(SALARY|SAL|PAYROLL|WAGES?|STAFF PAY|FROM|FOR|PAYMENT|NIP|TRF|TRANSFER|CREDIT)\b/g, ' ')
    .replace(/[^A-Z& ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function salarySignals(salary: Classified[], months: string[]) {
  if (!salary.length) return { detected: false, day_of_month: null, employer: null, latest_amount: null, monthly: [], changes: [] };
  const employers = new Map<string, number>();
  for (const c of salary) employers.set(employerOf(c.counterparty), (employers.get(employerOf(c.counterparty)) ?? 0) + 1);
  const byMonth = new Map<string, number>();
  for (const c of salary) byMonth.set(monthOf(c), (byMonth.get(monthOf(c)) ?? 0) + c.tx.amount);
  const monthly = months.map((m) => ({ month: m, amount: r2(byMonth.get(m) ?? 0) }));
  const paid = monthly.filter((m) => m.amount > 0);
  const changes = paid.slice(1).flatMap((m, i) => {
    const prev = paid[i].amount;
    const change = (m.amount - prev) / prev;
    return Math.abs(change) >= SALARY_CHANGE_THRESHOLD ? [{ month: m.month, previous: prev, amount: m.amount, change_pct: Math.round(change * 1000) / 10 }] : [];
  });
  const latest = [...salary].sort((a, b) => a.tx.date.localeCompare(b.tx.date)).at(-1)!;
  return {
    detected: true,
    day_of_month: median(salary.map((c) => Number(c.tx.date.slice(8, 10)))),
    employer: [...employers.entries()].sort((a, b) => b[1] - a[1])[0][0] || null,
    latest_amount: latest.tx.amount,
    monthly,
    changes,
    months_missed: monthly.filter((m) => m.amount === 0).map((m) => m.month),
  };
}

/** Distinct lenders, what each disbursed and was repaid, and how often a loan was repaid within CYCLE_DAYS of its disbursement. */
function lendingSignals(items: Classified[]) {
  const keyOf = (c: Classified) => c.lender?.id ?? c.counterparty;
  const lenders = new Map<string, { name: string; kind: string; disbursed: number; repaid: number; disbursements: number; repayments: number }>();
  for (const c of items) {
    if (c.kind !== 'loan_disbursement' && c.kind !== 'debt_repayment') continue;
    const lender = c.lender ?? findLender(c.counterparty);
    const e = lenders.get(keyOf(c)) ?? { name: lender?.name ?? c.counterparty, kind: lender?.kind ?? (c.debtType ?? 'unknown'), disbursed: 0, repaid: 0, disbursements: 0, repayments: 0 };
    if (c.kind === 'loan_disbursement') {
      e.disbursed += c.tx.amount;
      e.disbursements++;
    } else {
      e.repaid -= c.tx.amount;
      e.repayments++;
    }
    lenders.set(keyOf(c), e);
  }
  let cycles = 0;
  const repayments = items.filter((c) => c.kind === 'debt_repayment');
  const used = new Set<Classified>();
  for (const d of items.filter((c) => c.kind === 'loan_disbursement').sort((a, b) => a.tx.date.localeCompare(b.tx.date))) {
    const start = Date.parse(d.tx.date);
    const repay = repayments.find((r) => !used.has(r) && keyOf(r) === keyOf(d) && Date.parse(r.tx.date) >= start && Date.parse(r.tx.date) - start <= CYCLE_DAYS * 86_400_000);
    if (repay) {
      used.add(repay);
      cycles++;
    }
  }
  const list = [...lenders.values()].map((l) => ({ ...l, disbursed: r2(l.disbursed), repaid: r2(l.repaid) }));
  return {
    digital_lenders: list.filter((l) => l.kind === 'digital_lender' || l.kind === 'bnpl').length,
    lenders_total: list.length,
    borrow_repay_cycles: cycles,
    lenders: list.sort((a, b) => b.repaid + b.disbursed - (a.repaid + a.disbursed)),
  };
}

function monthlyTable(items: Classified[], months: string[], calendar: string[]) {
  return calendar.map((month) => {
    const xs = items.filter((c) => monthOf(c) === month);
    const total = (...kinds: string[]) => r2(sum(xs.filter((c) => kinds.includes(c.kind))));
    const closing = new Map<string, number>();
    for (const c of [...xs].sort((a, b) => a.tx.date.localeCompare(b.tx.date))) closing.set(c.tx.account_id, c.tx.balance_after);
    return {
      month,
      whole_month: months.includes(month),
      inflow: r2(xs.filter((c) => c.tx.amount > 0).reduce((a, c) => a + c.tx.amount, 0)),
      outflow: r2(xs.filter((c) => c.tx.amount < 0).reduce((a, c) => a - c.tx.amount, 0)),
      salary: total('salary'),
      other_income: total('recurring', 'irregular'),
      own_transfers_in: r2(sum(xs.filter((c) => c.kind === 'own_transfer' && c.tx.amount > 0))),
      loan_disbursements: total('loan_disbursement'),
      debt_repayments: total('debt_repayment'),
      gambling: total('gambling'),
      insufficient_funds_charges: xs.filter((c) => INSUFFICIENT_FUNDS.test(c.tx.narration.toUpperCase())).length,
      closing_balance: closing.size ? r2([...closing.values()].reduce((a, b) => a + b, 0)) : null,
    };
  });
}

/** Bureau instalments not already repaid from this account (same lender on the list, or same normalised name). */
function bureauDebt(instalments: ReportInput['bureauInstalments'], debtItems: Classified[]) {
  if (!instalments) return null;
  const seen = new Set(debtItems.map((c) => c.lender?.id ?? lenderKey(c.counterparty)));
  const facilities = instalments.map((f) => {
    const inStatement = seen.has(lenderKey(f.lender));
    return { lender: f.lender, monthly_instalment: r2(f.monthlyInstalment), counted: !inStatement, ...(inStatement ? { reason: 'repaid from this account: already in the statement' } : {}) };
  });
  return {
    monthly_total: r2(facilities.reduce((a, f) => a + f.monthly_instalment, 0)),
    added_monthly: r2(facilities.filter((f) => f.counted).reduce((a, f) => a + f.monthly_instalment, 0)),
    facilities,
  };
}

/** A business account's outgoing transfer of at least this share of monthly turnover is taken as a supplier payment. */
export const LARGE_BUSINESS_PAYMENT_SHARE = 0.1;

/**
 * What a business pays to earn its inflows: supplier and operating payments named as such; for a
 * trader also large transfers out (stock is often paid to a person's name); for a gig worker fuel.
 */
function operatingPayments(items: Classified[], type: ApplicantType, turnoverMonthly: number): Classified[] {
  if (type === 'salaried') return items.filter((c) => c.kind === 'supplier_and_operating');
  return items.filter(
    (c) =>
      c.kind === 'supplier_and_operating' ||
      (type === 'gig_worker' && c.kind === 'fuel_and_transport') ||
      (type === 'self_employed' && c.kind === 'transfers_out' && -c.tx.amount >= LARGE_BUSINESS_PAYMENT_SHARE * turnoverMonthly),
  );
}

export function buildReport(input: ReportInput): { summary: ReportSummary; details: Record<string, unknown> } {
  const covered = statementMonths(input.transactions.map((t) => t.date), input.period);
  // A statement with no whole month is read over its partial span, as one month.
  const months = covered.months.length ? covered.months : covered.calendar_months;
  const n = Math.max(1, covered.months.length);
  const holderNames = input.accounts.map((a) => a.holder_name).filter((x): x is string => !!x);
  const holder = {
    names: [...holderNames, ...(input.applicantName ? [input.applicantName] : [])],
    nubans: [...input.accounts.map((a) => a.nuban).filter((x): x is string => !!x), ...(input.linkedNubans ?? [])],
  };
  const all = classify(input.transactions, holder, n);
  const inWindow = all.filter((c) => months.includes(monthOf(c)));
  const of = (...kinds: string[]) => inWindow.filter((c) => kinds.includes(c.kind));
  const monthly = (xs: Classified[]) => sum(xs) / n;

  const salaryItems = of('salary');
  const salary = monthly(salaryItems);
  const recurring = monthly(of('recurring'));
  const irregular = monthly(of('irregular'));
  const salaryMonths = new Set(salaryItems.map(monthOf)).size;
  const gigShare = sum(of('recurring', 'irregular').filter((c) => isGigPayout(c.tx.narration))) / Math.max(1, sum(of('recurring', 'irregular')));
  const applicantType: ApplicantType =
    salaryMonths >= Math.ceil(n / 2) && salary >= 0.5 * (salary + recurring + irregular) ? 'salaried' : gigShare >= 0.5 ? 'gig_worker' : 'self_employed';
  // Salaried: net pay and steady side income; others: what the business leaves after its costs.
  const turnover = salary + recurring + irregular;
  const operatingItems = operatingPayments(inWindow, applicantType, turnover);
  const operating = monthly(operatingItems);
  const income = applicantType === 'salaried' ? salary + recurring : Math.max(0, turnover - operating);

  const debtItems = of('debt_repayment');
  const bureau = bureauDebt(input.bureauInstalments ?? null, debtItems);
  const debt = monthly(debtItems) + (bureau?.added_monthly ?? 0);
  const debtByType = Object.fromEntries(DEBT_TYPES.map((t) => [t, r2(monthly(debtItems.filter((c) => c.debtType === t)))]));
  const byCategory = Object.fromEntries(SPENDING_KINDS.map((k) => [k, r2(monthly(of(k)))]));
  const spending = SPENDING_KINDS.reduce((a, k) => a + byCategory[k], 0);
  // Fuel a driver buys is a business cost already taken off income, not living spending too.
  const essential = ESSENTIAL.reduce((a, k) => a + byCategory[k], 0) - (applicantType === 'gig_worker' ? byCategory.fuel_and_transport : 0);
  const surplus = income - essential - debt;

  const dti = income > 0 ? debt / income : debt > 0 ? 9.99 : 0;
  const ceiling =
    applicantType === 'salaried'
      ? Math.max(0, Math.min(SALARY_DEDUCTION_SHARE * income - debt, MAX_SHARE_OF_SURPLUS * surplus))
      : Math.max(0, Math.min(MAX_DTI * income - debt, NON_SALARIED_SURPLUS_SHARE * surplus));
  const rule =
    applicantType === 'salaried'
      ? `salaried: min(1/3 x net pay - existing debt, ${MAX_SHARE_OF_SURPLUS} x (net pay - essential spending - existing debt)), at least 0, rounded to NGN 100`
      : `${applicantType}: min(${MAX_DTI} x net business income - existing debt, ${NON_SALARIED_SURPLUS_SHARE} x net surplus), where net business income = inflows - supplier and operating payments and net surplus = net business income - essential spending - existing debt; at least 0, rounded to NGN 100`;

  // Income stability: months with a steady (salary or recurring) inflow.
  const steadyMonths = new Set(of('salary', 'recurring').map(monthOf));
  const incomeMonths = new Set(of('salary', 'recurring', 'irregular').map(monthOf));
  const steadyShare = turnover > 0 ? (salary + recurring) / turnover : 0;

  // Balances: the end-of-day balance of every day that had activity.
  const endOfDay = new Map<string, number>();
  for (const t of input.transactions) endOfDay.set(`${t.account_id}:${t.date}`, t.balance_after);
  const balances = [...endOfDay.values()];
  const daysOverdrawn = balances.filter((b) => b < 0).length;
  const avgBalance = balances.length ? balances.reduce((a, b) => a + b, 0) / balances.length : 0;
  const minBalance = balances.length ? Math.min(...balances) : 0;

  const netByMonth = new Map<string, number>(months.map((m) => [m, 0]));
  for (const c of inWindow) if (c.kind !== 'own_transfer') netByMonth.set(monthOf(c), (netByMonth.get(monthOf(c)) ?? 0) + c.tx.amount);
  const positiveMonths = [...netByMonth.values()].filter((v) => v >= 0).length;
  const external = inWindow.filter((c) => c.kind !== 'own_transfer');
  const inflow = external.filter((c) => c.tx.amount > 0).reduce((a, c) => a + c.tx.amount, 0) / n;
  const outflow = external.filter((c) => c.tx.amount < 0).reduce((a, c) => a - c.tx.amount, 0) / n;

  const gambling = of('gambling');
  const gamblingMonthly = monthly(gambling);
  const nsf = inWindow.filter((c) => INSUFFICIENT_FUNDS.test(c.tx.narration.toUpperCase()));
  const lending = lendingSignals(inWindow);
  const identity = matchHolderName(input.applicantName ?? null, holderNames);

  const factors: ScoreFactor[] = [];
  const add = (factor: string, points: number, max: number, note: string) => factors.push({ factor, points: Math.round(clamp(points, 0, max)), max_points: max, note });
  add('income_stability', 30 * (0.6 * steadyShare + 0.4 * (steadyMonths.size / n)), 30, `${steadyMonths.size} of ${n} months with salary or recurring income; ${Math.round(steadyShare * 100)}% of inflows are steady`);
  add('debt_to_income', dti <= 0.2 ? 25 : 25 * (1 - (dti - 0.2) / 0.4), 25, `debt repayments are ${Math.round(dti * 100)}% of income`);
  add('balance_health', 20 * (1 - daysOverdrawn / Math.max(balances.length, 1)) * (avgBalance > 0.25 * income ? 1 : avgBalance > 0 ? 0.75 : 0.4), 20, `${daysOverdrawn} overdrawn day(s) of ${balances.length} with activity; average balance NGN ${ngn(avgBalance)}`);
  add('income_level', income <= 50_000 ? 0 : (15 * Math.log(income / 50_000)) / Math.log(20), 15, `monthly income NGN ${ngn(income)}`);
  add('cash_flow', (10 * positiveMonths) / Math.max(netByMonth.size, 1), 10, `${positiveMonths} of ${netByMonth.size} months with inflows covering outflows`);
  // Conduct takes points away: betting, bounced debits and borrowing from many apps.
  const gamblingShare = income > 0 ? gamblingMonthly / income : gamblingMonthly > 0 ? 1 : 0;
  const conduct = -Math.round(
    (gamblingShare >= 0.1 ? 10 : gamblingShare >= 0.03 ? 5 : 0) +
      Math.min(6, 2 * nsf.length) +
      (lending.digital_lenders >= 3 ? 4 : 0) +
      (lending.borrow_repay_cycles >= 3 ? 4 : 0),
  );
  factors.push({
    factor: 'account_conduct',
    points: conduct,
    max_points: 0,
    note: `betting ${Math.round(gamblingShare * 100)}% of income; ${nsf.length} insufficient-funds charge(s); ${lending.digital_lenders} digital lender(s); ${lending.borrow_repay_cycles} borrow-then-repay cycle(s)`,
  });
  const score = clamp(factors.reduce((a, f) => a + f.points, 0), 0, 100);

  const ceilingRounded = r100(ceiling);
  const summary: ReportSummary = {
    score,
    income_monthly_usd: r2(income / input.usdNgnRate),
    income_monthly_local: r2(income),
    affordability_ceiling_local: ceilingRounded,
    dti_ratio: Math.round(dti * 10_000) / 10_000,
  };
  const details = {
    currency: 'NGN',
    period: {
      from: input.period.from.toISOString().slice(0, 10),
      to: input.period.to.toISOString().slice(0, 10),
      months: n,
      months_covered: covered.months,
      calendar_months: covered.calendar_months.length,
      partial_months_excluded: covered.partial_months,
      insufficient_history: covered.insufficient_history,
      months_with_activity: new Set(input.transactions.map((t) => t.date.slice(0, 7))).size,
    },
    fx: { usd_ngn_rate: input.usdNgnRate, source: input.fx?.source ?? 'REPORT_USD_NGN_RATE (configured)', rate_date: input.fx?.rateDate ?? null },
    identity,
    applicant_type: applicantType,
    accounts: input.accounts.map((a) => ({ account_id: a.account_id, name: a.name, type: a.type, mask: a.mask, institution: a.institution, current_balance: a.current_balance })),
    transactions_analysed: input.transactions.length,
    income: {
      salary_monthly: r2(salary),
      recurring_monthly: r2(recurring),
      irregular_monthly: r2(irregular),
      turnover_monthly: r2(turnover),
      supplier_and_operating_monthly: r2(operating),
      counted_as_income:
        applicantType === 'salaried'
          ? 'salary + recurring'
          : applicantType === 'gig_worker'
            ? 'payouts and other inflows - supplier, operating and fuel payments'
            : `inflows - supplier and operating payments (incl. transfers out of ${LARGE_BUSINESS_PAYMENT_SHARE * 100}% of monthly turnover or more)`,
      months_with_income: incomeMonths.size,
      loan_disbursements_excluded: r2(sum(of('loan_disbursement'))),
      own_transfers_excluded: r2(sum(of('own_transfer').filter((c) => c.tx.amount > 0))),
      bonuses_excluded: r2(sum(of('bonus'))),
      gambling_winnings_excluded: r2(sum(of('gambling_winnings'))),
      reversals_excluded: r2(sum(of('reversal'))),
      sources: topCounterparties(of('salary', 'recurring', 'irregular'), 8, n),
    },
    salary: salarySignals(of('salary'), months),
    debt: {
      repayments_monthly: r2(debt),
      by_type: debtByType,
      lenders: topCounterparties(debtItems, 8, n),
      recurring_debits: recurringDebits(inWindow, n).slice(0, 12),
      bureau_instalments: bureau ?? (input.bureauUnavailable ? { unavailable: input.bureauUnavailable } : null),
    },
    lending,
    gambling: {
      monthly_spend: r2(gamblingMonthly),
      total_spend: r2(sum(gambling)),
      share_of_income: Math.round(gamblingShare * 10_000) / 10_000,
      transactions: gambling.length,
      operators: [...new Set(gambling.map((c) => c.counterparty))].slice(0, 10),
      winnings_total: r2(sum(of('gambling_winnings'))),
    },
    insufficient_funds: { count: nsf.length, total_charges: r2(sum(nsf)) },
    spending: { monthly_total: r2(spending), essential_monthly: r2(essential), by_category: byCategory },
    balances: { average: r2(avgBalance), minimum: r2(minBalance), days_overdrawn: daysOverdrawn },
    cash_flow: { inflow_monthly: r2(inflow), outflow_monthly: r2(outflow), months_net_positive: positiveMonths, net_surplus_monthly: r2(surplus) },
    monthly: monthlyTable(all, covered.months, covered.calendar_months),
    affordability: {
      rule,
      applicant_type: applicantType,
      max_monthly_repayment: ceilingRounded,
      max_loan: input.loanTerms
        ? {
            tenor_months: input.loanTerms.tenorMonths,
            monthly_rate_percent: input.loanTerms.monthlyRatePercent,
            monthly_instalment: ceilingRounded,
            max_principal: maxPrincipal(ceilingRounded, input.loanTerms),
          }
        : null,
    },
    score_factors: factors,
  };
  return { summary, details };
}
