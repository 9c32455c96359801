import { lenderInNarration, takesDeposits, type Lender } from '../../common/lenders/nigerian-lenders.js';
import type { ProviderTransaction } from '../providers/bank-connection.provider.js';

// Reads narrations the way a Nigerian credit analyst does: income, money that is not income, debt repayments of every kind, spending.

export type CreditClass =
  | 'salary'
  | 'recurring'
  | 'irregular'
  | 'loan_disbursement'
  | 'reversal'
  | 'own_transfer'
  | 'bonus'
  | 'gambling_winnings';
export type DebitClass =
  | 'debt_repayment'
  | 'own_transfer'
  | 'gambling'
  | 'supplier_and_operating'
  | 'fuel_and_transport'
  | 'rent_and_housing'
  | 'utilities_and_subscriptions'
  | 'airtime_and_data'
  | 'pos_purchases'
  | 'transfers_out'
  | 'cash_withdrawal'
  | 'savings_and_contributions'
  | 'bank_charges'
  | 'other';
export type DebtType = 'loan' | 'bnpl' | 'hire_purchase' | 'gsi' | 'direct_debit';

export interface Classified {
  tx: ProviderTransaction;
  kind: CreditClass | DebitClass;
  /** The counterparty with dates, numbers and references removed (groups recurring flows). */
  counterparty: string;
  /** The lender on the maintained list whose loan product the narration names. */
  lender?: Lender;
  /** For debt repayments: what kind of debt the debit services. */
  debtType?: DebtType;
  /** Own-account transfers: how they were recognised. */
  ownBy?: 'name' | 'nuban' | 'round_trip';
}

/** Who the account holder is: their names (bank's and applicant's) and their BVN-linked NUBANs. */
export interface AccountHolder {
  names: string[];
  nubans: string[];
}

const SALARY = /\b(SALARY|SAL|PAYROLL|WAGES?|STAFF PAY)\b/;
const BONUS = /\b(BONUS|13TH MONTH|LEAVE ALLOWANCE|INCENTIVE)\b/;
// Loan money arrives under many names; a salary advance is a loan, not salary.
const LOAN_IN = /\b(LOAN|SALARY ADVANCE|SAL ADV|DISBURS\w*|OVERDRAFT|CREDIT FACILITY|CREDIT LINE|PAYDAY ADVANCE)\b/;
const REVERSAL = /\b(REVERSAL|REVERSED|REFUND|RVSL|RETURNED)\b/;
const GAMBLING = /\b(BET9JA|SPORTY ?BET|BET ?KING|NAIRA ?BET|1XBET|MSPORT|BANG ?BET|MERRY ?BET|BETWAY|ACCESS ?BET|SURE ?BET|BET ?BONANZA|BET ?LAND|PARIPESA|22BET|BETBABA|BETNAIJA|LIVESCORE ?BET|WINNERS ?GOLDEN ?BET|PREMIER ?BET|LOTTO|BABA ?IJEBU|GREEN ?LOTTO)\b/;
const GSI = /\b(GSI|GLOBAL STANDING INSTRUCTION)\b/;
const DIRECT_DEBIT = /\b(REMITA\b.*\b(DD|LOAN|DEDUCTION|MANDATE|RPMT|REPAYMENT)|REMITA DD|DIRECT DEBIT|DD MANDATE|NIBSS DD|E-?MANDATE|NDD)\b/;
const HIRE_PURCHASE = /\b(HIRE ?PURCHASE|H\/P|LEASE RENTAL|ASSET FINANCE)\b/;
const INSTALMENT = /\b(INSTAL?L?MENTS?|INST \d+\/\d+)\b/;
const REPAY = /\b(LOAN|REPAYMENT|REPAYMT|RPMT|LOAN RECOVERY|RECOVERY|LIQUIDATION)\b/;
// Platform payouts: a gig worker's income (ride-hailing, delivery, marketplaces).
const GIG_PAYOUT = /\b(BOLT|UBER|INDRIVE|TAXIFY|CHOWDECK|GLOVO|GOKADA|JUMIA (FOOD )?(RIDER|VENDOR)|HEETCH|RIDA|LAGRIDE|FIVERR|UPWORK|PAYOUT|RIDER EARNINGS|DRIVER EARNINGS)\b/;
const TRANSFER = /\b(NIP|TRF|TRANSFER|FT|MOBILE TRF|INTRA ?BANK|INTERBANK|USSD)\b/;

const DEBIT_RULES: Array<[DebitClass, RegExp]> = [
  ['bank_charges', /\b(CHARGES?|VAT|STAMP DUTY|LEVY|MAINTENANCE FEE|COMMISSION|COT)\b/],
  ['rent_and_housing', /\b(RENT|LANDLORD|ESTATE DUES|SERVICE CHARGE)\b/],
  ['supplier_and_operating', /\b(SUPPLIER|SUPPLIES|WHOLESALE|DISTRIBUTOR|STOCK|GOODS|MKT|MARKET|DEPOT|LOGISTICS|WAYBILL|SHOP RENT|VEHICLE HIRE|DRIVER HIRE)\b/],
  ['fuel_and_transport', /\b(FUEL|PETROL|DIESEL|FILLING (STN|STATION)|CONOIL|ARDOVA|MRS OIL|NNPC RETAIL|BRT|COWRY CARD|LAGRIDE TRIP)\b/],
  ['utilities_and_subscriptions', /\b(IKEDC|EKEDC|AEDC|PHED|IBEDC|EEDC|KEDCO|JED|PREPAID TOKEN|DSTV|GOTV|STARTIMES|SHOWMAX|NETFLIX|WATER BOARD|SPECTRANET|SMILE)\b/],
  ['airtime_and_data', /\b(AIRTIME|DATA BUNDLE|RECHARGE|VTU)\b/],
  ['savings_and_contributions', /\b(AJO|ESUSU|PIGGYVEST|COWRYWISE|SAVINGS|THRIFT|COOPERATIVE|COOP)\b/],
  ['pos_purchases', /\bPOS\b/],
  ['cash_withdrawal', /\b(ATM|WDL|CASH WITHDRAWAL)\b/],
  ['transfers_out', /\b(NIP TRF TO|TRF TO|TRANSFER TO)\b/],
];

/** Charges a bank makes when a debit bounces for want of money: a lender counts them. */
export const INSUFFICIENT_FUNDS = /\b(INSUFFICIENT FUNDS?|INSUFF FUNDS|NSF|RETURNED UNPAID|DD RETURN(ED)? CHARGE|UNPAID DD)\b/;

export const counterpartyOf = (narration: string) =>
  narration
    .toUpperCase()
    .replace(/\b(JAN(UARY)?|FEB(RUARY)?|MAR(CH)?|APR(IL)?|MAY|JUNE?|JULY?|AUG(UST)?|SEPT?(EMBER)?|OCT(OBER)?|NOV(EMBER)?|DEC(EMBER)?)\b/g, ' ')
    .replace(/[0-9]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The other party of a transfer, direction words removed: "NIP TRF TO ADA OKE/KUDA" and "TRF FROM ADA OKE" give "ADA OKE KUDA" and "ADA OKE". */
export const partyOf = (narration: string) =>
  counterpartyOf(narration)
    .replace(/[^A-Z ]+/g, ' ')
    .replace(/\b(NIP|TRF|TRANSFER|FRM|FROM|TO|FT|MOBILE|USSD|INTRA|INTER|BANK|INTRABANK|INTERBANK|REF|VIA|APP|OWN|ACCT|ACCOUNT)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const isGigPayout = (narration: string) => GIG_PAYOUT.test(narration.toUpperCase());

const nameTokens = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z ]+/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length >= 2 && !['MR', 'MRS', 'MS', 'DR', 'CHIEF', 'ALHAJI', 'ALHAJA'].includes(t));

/**
 * The other party's part of a narration: after FROM on a credit, after TO on a debit. Some banks
 * print both names ("TRF FROM JOHN DOE TO ADAEZE OKONKWO"); the holder's own name is then not a sign.
 */
function otherPartyText(text: string, credit: boolean): string {
  if (credit) return (/\bFROM\b(.*?)(\bTO\b|$)/.exec(text)?.[1] ?? text.replace(/\bTO\b.*$/, '')).trim();
  return (/\bTO\b(.*?)(\bFROM\b|$)/.exec(text)?.[1] ?? text.replace(/\bFROM\b.*$/, '')).trim();
}

/** A transfer whose other party is the holder: at least two of a name's words (any order), or all of a one-word name. */
function namesHolder(text: string, credit: boolean, holder: AccountHolder): boolean {
  if (!TRANSFER.test(text)) return false;
  const party = otherPartyText(text, credit);
  const words = new Set(nameTokens(party));
  const initials = new Set(party.replace(/[^A-Z ]+/g, ' ').split(/\s+/).filter((w) => w.length === 1));
  return holder.names.some((name) => {
    const tokens = nameTokens(name);
    const hits = tokens.filter((t) => words.has(t)).length;
    if (tokens.length > 0 && hits >= Math.min(2, tokens.length)) return true;
    // "A OKONKWO": the surname in full and the first name's initial
    return tokens.length >= 2 && words.has(tokens[tokens.length - 1]) && initials.has(tokens[0][0]);
  });
}

/** The other party's account number is one of the holder's (a salary credit that prints the holder's own NUBAN is not). */
function namesOwnNuban(text: string, credit: boolean, holder: AccountHolder): boolean {
  const numbers = otherPartyText(text, credit).match(/(?<!\d)\d{10}(?!\d)/g) ?? [];
  return numbers.some((n) => holder.nubans.includes(n));
}

/** Recurring: pays in at least half the months (at least 2) with steady totals (CV <= 0.4); many customers paying at random are not. */
const RECURRING_MIN_SHARE = 0.5;
const RECURRING_MAX_CV = 0.4;

function steadyCounterparties(items: Classified[], monthsCovered: number): Set<string> {
  const totals = new Map<string, Map<string, number>>();
  for (const c of items) {
    const byMonth = totals.get(c.counterparty) ?? new Map<string, number>();
    byMonth.set(c.tx.date.slice(0, 7), (byMonth.get(c.tx.date.slice(0, 7)) ?? 0) + Math.abs(c.tx.amount));
    totals.set(c.counterparty, byMonth);
  }
  const out = new Set<string>();
  const minMonths = Math.max(2, Math.ceil(monthsCovered * RECURRING_MIN_SHARE));
  for (const [key, byMonth] of totals) {
    const xs = [...byMonth.values()];
    if (xs.length < minMonths) continue;
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    if (mean > 0 && sd / mean <= RECURRING_MAX_CV) out.add(key);
  }
  return out;
}

/** Round trips: money out to a party and back (or in and out again) within a month, same amount within 1%. */
const ROUND_TRIP_DAYS = 31;
const ROUND_TRIP_MIN_AMOUNT = 10_000;

function markRoundTrips(items: Classified[]) {
  const open = items.filter((c) => (c.kind === 'irregular' || c.kind === 'recurring' || c.kind === 'transfers_out' || c.kind === 'other') && Math.abs(c.tx.amount) >= ROUND_TRIP_MIN_AMOUNT && TRANSFER.test(c.tx.narration.toUpperCase()));
  const used = new Set<Classified>();
  for (const a of open) {
    if (used.has(a)) continue;
    const party = partyOf(a.tx.narration);
    if (!party) continue;
    const t = Date.parse(a.tx.date);
    const b = open.find(
      (x) =>
        !used.has(x) &&
        x !== a &&
        Math.sign(x.tx.amount) !== Math.sign(a.tx.amount) &&
        Math.abs(Math.abs(x.tx.amount) - Math.abs(a.tx.amount)) <= 0.01 * Math.abs(a.tx.amount) &&
        Math.abs(Date.parse(x.tx.date) - t) <= ROUND_TRIP_DAYS * 86_400_000 &&
        partyOf(x.tx.narration) === party,
    );
    if (!b) continue;
    for (const c of [a, b]) {
      used.add(c);
      c.kind = 'own_transfer';
      c.ownBy = 'round_trip';
    }
  }
}

/**
 * The lender a narration names, unless it is a transfer to or from a person who merely banks there
 * ("NIP TRF FROM FAIRMONEY MFB/ADAEZE OKONKWO"): deposit-taking lenders hold ordinary accounts too.
 */
function lenderMoneyIn(text: string): Lender | undefined {
  const lender = lenderInNarration(text);
  if (!lender || !takesDeposits(lender) || !TRANSFER.test(text)) return lender;
  const lenderWords = new Set([lender.name, ...lender.aliases, ...lender.loanMarkers].flatMap((n) => n.toUpperCase().split(/[^A-Z]+/)));
  const others = partyOf(text).split(' ').filter((w) => w.length > 1 && !lenderWords.has(w) && !/^(MFB|MICROFINANCE|LTD|PLC)$/.test(w));
  return others.length >= 2 ? undefined : lender;
}

function debtTypeOf(text: string, lender: Lender | undefined): DebtType | null {
  if (GSI.test(text)) return 'gsi';
  if (DIRECT_DEBIT.test(text)) return 'direct_debit';
  if (HIRE_PURCHASE.test(text)) return 'hire_purchase';
  if (lender?.kind === 'bnpl') return 'bnpl';
  if (lender) return 'loan';
  if (INSTALMENT.test(text)) return 'bnpl';
  if (REPAY.test(text)) return 'loan';
  return null;
}

function classifyCredit(text: string, holder: AccountHolder): Omit<Classified, 'tx' | 'counterparty'> {
  if (REVERSAL.test(text)) return { kind: 'reversal' };
  if (namesOwnNuban(text, true, holder)) return { kind: 'own_transfer', ownBy: 'nuban' };
  if (namesHolder(text, true, holder)) return { kind: 'own_transfer', ownBy: 'name' };
  const lender = lenderMoneyIn(text);
  if (LOAN_IN.test(text)) return { kind: 'loan_disbursement', lender: lender ?? lenderInNarration(text) };
  // an employer banking with a microfinance bank that also lends pays salary, not a loan
  if (SALARY.test(text) && !BONUS.test(text)) return { kind: 'salary' };
  if (lender) return { kind: 'loan_disbursement', lender };
  if (GAMBLING.test(text)) return { kind: 'gambling_winnings' };
  if (BONUS.test(text)) return { kind: 'bonus' };
  if (SALARY.test(text)) return { kind: 'salary' };
  return { kind: 'irregular' };
}

function classifyDebit(text: string, holder: AccountHolder): Omit<Classified, 'tx' | 'counterparty'> {
  if (INSUFFICIENT_FUNDS.test(text)) return { kind: 'bank_charges' };
  if (namesOwnNuban(text, false, holder)) return { kind: 'own_transfer', ownBy: 'nuban' };
  if (namesHolder(text, false, holder)) return { kind: 'own_transfer', ownBy: 'name' };
  if (GAMBLING.test(text)) return { kind: 'gambling' };
  const lender = lenderMoneyIn(text);
  const debtType = debtTypeOf(text, lender);
  if (debtType) return { kind: 'debt_repayment', debtType, lender };
  const rule = DEBIT_RULES.find(([, re]) => re.test(text));
  return { kind: rule ? rule[0] : 'other' };
}

/**
 * Classifies every transaction. `holder` names the account holder (own-account transfers are
 * neither income nor spending); `monthsCovered` sets how many months make a flow recurring.
 */
export function classify(transactions: ProviderTransaction[], holder: AccountHolder = { names: [], nubans: [] }, monthsCovered = 12): Classified[] {
  const out: Classified[] = transactions.map((tx) => {
    const text = tx.narration.toUpperCase();
    const counterparty = counterpartyOf(text);
    return { tx, counterparty, ...(tx.amount > 0 ? classifyCredit(text, holder) : classifyDebit(text, holder)) };
  });
  markRoundTrips(out);
  const steady = steadyCounterparties(out.filter((c) => c.kind === 'irregular'), monthsCovered);
  for (const c of out) if (c.kind === 'irregular' && steady.has(c.counterparty)) c.kind = 'recurring';
  return out;
}

/** Debits that come back month after month at a steady amount (standing orders, mandates, instalments). */
export function recurringDebits(items: Classified[], monthsCovered: number) {
  const debits = items.filter((c) => c.tx.amount < 0 && c.kind !== 'own_transfer' && c.kind !== 'bank_charges');
  const steady = steadyCounterparties(debits, monthsCovered);
  const by = new Map<string, { total: number; count: number; months: Set<string>; kind: string; debtType?: DebtType }>();
  for (const c of debits) {
    if (!steady.has(c.counterparty)) continue;
    const e = by.get(c.counterparty) ?? { total: 0, count: 0, months: new Set<string>(), kind: c.kind, debtType: c.debtType };
    e.total += -c.tx.amount;
    e.count++;
    e.months.add(c.tx.date.slice(0, 7));
    by.set(c.counterparty, e);
  }
  return [...by.entries()]
    .sort((a, b) => b[1].total - a[1].total)
    .map(([name, e]) => ({ name, class: e.kind, debt_type: e.debtType ?? null, months: e.months.size, average_amount: Math.round((e.total / e.count) * 100) / 100 }));
}
