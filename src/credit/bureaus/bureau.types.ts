import type { BureauCode, ConsentPurpose, InquiryType } from '../credit.constants.js';

// The normalized bureau file every bureau client answers with. Real bureau adapters translate
// their own formats into this; the sandbox bureau generates it.

export const FACILITY_TYPES = ['term_loan', 'overdraft', 'credit_card', 'mortgage', 'auto_loan', 'salary_advance', 'mobile_loan', 'sme_loan'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];
export const REVOLVING: ReadonlySet<FacilityType> = new Set(['overdraft', 'credit_card']);

/** YYYY-MM of the month `ago` months before now (UTC). */
export function monthKey(ago: number, now = new Date()): string {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - ago;
  const month = (total % 12) + 1;
  return `${Math.floor(total / 12)}-${month < 10 ? '0' : ''}${month}`;
}

export type FacilityStatus = 'open' | 'closed' | 'written_off';

/** By days past due, as the CBN Prudential Guidelines 6.01 classify (90/180/360); watch-list from 30 days per IFRS 9 5.5.11. */
export const LOAN_CLASSES = ['performing', 'watch_list', 'substandard', 'doubtful', 'lost'] as const;
export type LoanClass = (typeof LOAN_CLASSES)[number];
export const NON_PERFORMING_DAYS = 90;

export function loanClassOf(daysPastDue: number): LoanClass {
  if (daysPastDue >= 360) return 'lost';
  if (daysPastDue >= 180) return 'doubtful';
  if (daysPastDue >= NON_PERFORMING_DAYS) return 'substandard';
  if (daysPastDue > 30) return 'watch_list';
  return 'performing';
}

/** The worse of two classes. */
export const worseClass = (a: LoanClass, b: LoanClass): LoanClass => (LOAN_CLASSES.indexOf(a) >= LOAN_CLASSES.indexOf(b) ? a : b);

export interface MonthStatus {
  /** Calendar month, YYYY-MM. */
  month: string;
  /** Days past due reported for the month (0 = paid on time). */
  days_past_due: number;
}

export interface BureauFacility {
  /** The lender's account reference, masked; the same facility has the same one at every bureau. */
  account_ref: string;
  lender: string;
  lender_type: 'commercial_bank' | 'microfinance_bank' | 'digital_lender' | 'mortgage_bank';
  facility_type: FacilityType;
  /** ISO 4217; domiciliary (foreign-currency) facilities carry their own currency's amounts. */
  currency: string;
  /** Naira per unit of `currency` as the bureau reported it; absent for NGN (the scorecard falls back to its configured rate). */
  ngn_rate?: number | null;
  /** The amount granted: principal of a loan, limit of an overdraft or card. */
  credit_limit: number;
  outstanding_balance: number;
  /** The scheduled monthly repayment; null for revolving facilities (no fixed instalment). */
  instalment_amount?: number | null;
  /** Missed repayments not yet paid (the whole balance once written off). */
  amount_overdue?: number;
  opened_on: string;
  /** Contractual end (loans), renewal date (overdrafts); null when open-ended. */
  maturity_date?: string | null;
  /** When it left the lender's books: repaid and closed, or written off. */
  closed_on: string | null;
  status: FacilityStatus;
  days_past_due: number;
  /** The lender's classification as reported; the scorecard also derives one from days past due and takes the worse. */
  classification?: LoanClass;
  /** Most recent month first, up to 60 months. */
  payment_history: MonthStatus[];
}

export interface BureauInquiry {
  date: string;
  institution: string;
  inquiry_type: InquiryType;
  purpose: string;
  /** The inquiry_id this service sent when recording it (a bureau echoing it back is not counted twice). */
  reference?: string | null;
  /** Who asked, for counting distinct lenders: the member organization for inquiries made through this service; never shown. */
  institution_id?: string;
}

export interface BureauFile {
  /** Bureau code, or "crc+first_central" for a merged file. */
  source: string;
  facilities: BureauFacility[];
  inquiries: BureauInquiry[];
}

export interface InquiryRecord {
  inquiryId: string;
  bvn: string;
  inquiryType: InquiryType;
  purpose: ConsentPurpose;
  at: Date;
}

/** One credit bureau. Implementations: the sandbox bureau and the HTTP bureau client. */
export interface BureauClient {
  readonly code: BureauCode;
  /** False for the in-process sandbox: no network, so no timeout to arm. */
  readonly remote: boolean;
  fetchFile(bvn: string, signal: AbortSignal): Promise<BureauFile>;
  /** Records a hard inquiry on the bureau's file; resolves true when the bureau accepted it. */
  recordInquiry(inquiry: InquiryRecord, signal: AbortSignal): Promise<boolean>;
}

export class BureauUnavailableError extends Error {
  constructor(
    readonly bureau: BureauCode,
    reason: string,
  ) {
    super(`${bureau}: ${reason}`);
  }
}
