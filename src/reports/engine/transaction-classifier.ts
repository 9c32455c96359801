import type { ProviderTransaction } from '../providers/bank-connection.provider.js';

// Classifies bank transactions by their narrations, the way a Nigerian credit analyst reads a
// statement: salary credits, other recurring inflows, irregular inflows, loan money that is not
// income, debt repayments and spending categories.

export type CreditClass = 'salary' | 'recurring' | 'irregular' | 'loan_disbursement' | 'reversal';
export type DebitClass =
  | 'debt_repayment'
  | 'rent_and_housing'
  | 'utilities_and_subscriptions'
  | 'airtime_and_data'
  | 'pos_purchases'
  | 'transfers_out'
  | 'cash_withdrawal'
  | 'savings_and_contributions'
  | 'bank_charges'
  | 'other';

export interface Classified {
  tx: ProviderTransaction;
  kind: CreditClass | DebitClass;
  /** The counterparty with dates, numbers and references removed (groups recurring flows). */
  counterparty: string;
}

const SALARY = /\b(SALARY|SAL|PAYROLL|WAGES)\b/;
const LOAN_IN = /\b(LOAN DISB|LOAN DISBURSEMENT|DISBURSEMENT FROM)\b/;
const REVERSAL = /\b(REVERSAL|REFUND|RVSL)\b/;
const LENDERS = /\b(CARBON|FAIRMONEY|RENMONEY|PALMCREDIT|QUICKCHECK|BRANCH|AELLA|MIGO|LAPO|KIAKIA|PAGE ?FINANCIALS|SPECTA)\b/;
const REPAY = /\b(LOAN REPAYMENT|REPAYMENT|LOAN RPMT|LOAN RECOVERY)\b/;

const DEBIT_RULES: Array<[DebitClass, RegExp]> = [
  ['bank_charges', /\b(CHARGES?|VAT|STAMP DUTY|LEVY|MAINTENANCE FEE|COMMISSION)\b/],
  ['rent_and_housing', /\b(RENT|LANDLORD|ESTATE DUES)\b/],
  ['utilities_and_subscriptions', /\b(IKEDC|EKEDC|AEDC|PHED|PREPAID TOKEN|DSTV|GOTV|STARTIMES|SHOWMAX|NETFLIX|WATER BOARD)\b/],
  ['airtime_and_data', /\b(AIRTIME|DATA BUNDLE|RECHARGE)\b/],
  ['savings_and_contributions', /\b(AJO|ESUSU|PIGGYVEST|COWRYWISE|SAVINGS|THRIFT)\b/],
  ['pos_purchases', /\bPOS\b/],
  ['cash_withdrawal', /\b(ATM|WDL|CASH WITHDRAWAL)\b/],
  ['transfers_out', /\b(NIP TRF TO|TRF TO|TRANSFER TO)\b/],
];

export const counterpartyOf = (narration: string) =>
  narration
    .toUpperCase()
    .replace(/\b(JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)\b/g, ' ')
    .replace(/[0-9]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A credit counterparty is recurring when it pays in at least 6 of the 12 months and its monthly
 * totals are steady (coefficient of variation <= 0.4); many customers paying at random are not.
 */
const RECURRING_MIN_MONTHS = 6;
const RECURRING_MAX_CV = 0.4;

function recurringCounterparties(transactions: ProviderTransaction[]): Set<string> {
  const totals = new Map<string, Map<string, number>>();
  for (const tx of transactions) {
    if (tx.amount <= 0) continue;
    const key = counterpartyOf(tx.narration);
    const byMonth = totals.get(key) ?? new Map<string, number>();
    byMonth.set(tx.date.slice(0, 7), (byMonth.get(tx.date.slice(0, 7)) ?? 0) + tx.amount);
    totals.set(key, byMonth);
  }
  const out = new Set<string>();
  for (const [key, byMonth] of totals) {
    const xs = [...byMonth.values()];
    if (xs.length < RECURRING_MIN_MONTHS) continue;
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    if (mean > 0 && sd / mean <= RECURRING_MAX_CV) out.add(key);
  }
  return out;
}

export function classify(transactions: ProviderTransaction[]): Classified[] {
  const recurring = recurringCounterparties(transactions);
  return transactions.map((tx) => {
    const text = tx.narration.toUpperCase();
    const counterparty = counterpartyOf(text);
    if (tx.amount > 0) {
      let kind: CreditClass = 'irregular';
      if (LOAN_IN.test(text)) kind = 'loan_disbursement';
      else if (REVERSAL.test(text)) kind = 'reversal';
      else if (SALARY.test(text)) kind = 'salary';
      else if (recurring.has(counterparty)) kind = 'recurring';
      return { tx, kind, counterparty };
    }
    if (REPAY.test(text) || (LENDERS.test(text) && /\bLOAN\b/.test(text))) return { tx, kind: 'debt_repayment', counterparty };
    const rule = DEBIT_RULES.find(([, re]) => re.test(text));
    return { tx, kind: rule ? rule[0] : 'other', counterparty };
  });
}
