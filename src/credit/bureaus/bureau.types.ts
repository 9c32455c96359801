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
  currency: 'NGN';
  credit_limit: number;
  outstanding_balance: number;
  opened_on: string;
  closed_on: string | null;
  status: FacilityStatus;
  days_past_due: number;
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
