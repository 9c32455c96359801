import type { BureauInquiry } from './bureaus/bureau.types.js';
import type { BureauInquiryDto, FacilityDto } from './dto/credit.dto.js';
import type { FetchedFile } from './bureaus/bureau-gateway.service.js';
import type { FacilitySummary, RepaymentHistory } from './engine/repayment-history.js';
import { classOf, Scorecard } from './engine/scorecard.js';

// Explicit field-by-field mapping: a bureau adapter's extra fields never reach a client.

export function toFacilityDto(f: FacilitySummary): FacilityDto {
  return {
    account_ref: f.account_ref,
    lender: f.lender,
    lender_type: f.lender_type,
    facility_type: f.facility_type,
    currency: f.currency ?? 'NGN',
    ngn_rate: f.ngn_rate ?? null,
    credit_limit: f.credit_limit,
    outstanding_balance: f.outstanding_balance,
    instalment_amount: f.instalment_amount ?? null,
    amount_overdue: f.amount_overdue ?? null,
    opened_on: f.opened_on,
    maturity_date: f.maturity_date ?? null,
    closed_on: f.closed_on,
    status: f.status,
    days_past_due: f.days_past_due,
    classification: classOf(f),
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

/** Which bureaus a file came from, shared by every credit answer. */
export function toBureauFields(fetched: FetchedFile) {
  return {
    bureau_source: fetched.file.source,
    bureaus_answered: fetched.answered,
    bureaus_unavailable: fetched.unavailable,
    partial: fetched.unavailable.length > 0,
  };
}

/** The score part shared by POST /credit/score/ and a finished credit report. */
export function toScoreFields(card: Scorecard) {
  return {
    score: card.score,
    rating: card.rating,
    factors: card.factors.map((f) => ({ code: f.code, category: f.category, description: f.description, impact: f.impact, points: f.points, max_points: f.max_points })),
    no_hit: card.no_hit,
    thin_file: card.thin_file,
    knockouts: card.knockouts,
    score_ceiling: card.score_ceiling,
    score_basis: { ...card.basis },
  };
}
