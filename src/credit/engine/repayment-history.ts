import type { BureauFacility, BureauFile, BureauInquiry, MonthStatus } from '../bureaus/bureau.types.js';
import { monthKey } from '../bureaus/sandbox-bureau.js';

export interface FacilitySummary extends Omit<BureauFacility, 'payment_history'> {
  months_reported: number;
  on_time_payments_pct: number;
  worst_delinquency_days: number;
  payment_history: MonthStatus[];
}

export interface RepaymentHistory {
  months_analyzed: number;
  total_facilities: number;
  active_facilities: number;
  on_time_payments_pct: number;
  worst_delinquency_days: number;
  facilities: FacilitySummary[];
  hard_inquiries: BureauInquiry[];
}

// No reported month means no missed payment on record: 100%, next to total_facilities 0.
const pct = (onTime: number, reported: number) => (reported ? Math.round((onTime / reported) * 1000) / 10 : 100);

/**
 * The repayment summary over the last `months` calendar months (this month included): facilities
 * with any reported month in the window or still open, their statuses within it, and totals.
 */
export function summarizeHistory(file: BureauFile, months: number, now = new Date()): RepaymentHistory {
  const oldest = monthKey(months - 1, now);
  const sinceDate = `${oldest}-01`;
  let reported = 0;
  let onTime = 0;
  let worst = 0;
  const facilities: FacilitySummary[] = [];
  for (const f of file.facilities) {
    const window = f.payment_history.filter((m) => m.month >= oldest);
    if (!window.length && f.status !== 'open') continue;
    const fOnTime = window.filter((m) => m.days_past_due === 0).length;
    const fWorst = window.reduce((w, m) => Math.max(w, m.days_past_due), 0);
    reported += window.length;
    onTime += fOnTime;
    worst = Math.max(worst, fWorst);
    facilities.push({
      ...f,
      months_reported: window.length,
      on_time_payments_pct: pct(fOnTime, window.length),
      worst_delinquency_days: fWorst,
      payment_history: window,
    });
  }
  facilities.sort((a, b) => b.opened_on.localeCompare(a.opened_on));
  return {
    months_analyzed: months,
    total_facilities: facilities.length,
    active_facilities: facilities.filter((f) => f.status === 'open').length,
    on_time_payments_pct: pct(onTime, reported),
    worst_delinquency_days: worst,
    facilities,
    hard_inquiries: file.inquiries.filter((q) => q.inquiry_type === 'hard' && q.date >= sinceDate),
  };
}
