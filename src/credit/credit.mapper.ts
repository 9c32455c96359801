import type { BureauInquiry } from './bureaus/bureau.types.js';
import type { BureauInquiryDto, FacilityDto } from './dto/credit.dto.js';
import type { FacilitySummary, RepaymentHistory } from './engine/repayment-history.js';

// Explicit field-by-field mapping: a bureau adapter's extra fields never reach a client.

export function toFacilityDto(f: FacilitySummary): FacilityDto {
  return {
    account_ref: f.account_ref,
    lender: f.lender,
    lender_type: f.lender_type,
    facility_type: f.facility_type,
    currency: f.currency,
    credit_limit: f.credit_limit,
    outstanding_balance: f.outstanding_balance,
    opened_on: f.opened_on,
    closed_on: f.closed_on,
    status: f.status,
    days_past_due: f.days_past_due,
    months_reported: f.months_reported,
    on_time_payments_pct: f.on_time_payments_pct,
    worst_delinquency_days: f.worst_delinquency_days,
    payment_history: f.payment_history.map((m) => ({ month: m.month, days_past_due: m.days_past_due })),
  };
}

export function toInquiryDto(q: BureauInquiry): BureauInquiryDto {
  return { date: q.date, institution: q.institution, inquiry_type: q.inquiry_type, purpose: q.purpose };
}

/** The history part shared by GET /credit/history/ and a finished credit report. */
export function toHistoryFields(h: RepaymentHistory) {
  return {
    months_analyzed: h.months_analyzed,
    total_facilities: h.total_facilities,
    active_facilities: h.active_facilities,
    on_time_payments_pct: h.on_time_payments_pct,
    worst_delinquency_days: h.worst_delinquency_days,
    facilities: h.facilities.map(toFacilityDto),
    hard_inquiries: h.hard_inquiries.map(toInquiryDto),
  };
}
