import { canonicalLenderName, lenderKeyOf } from './lender-names.js';
import { BureauFacility, BureauFile, BureauInquiry, LoanClass, MonthStatus, worseClass } from './bureau.types.js';

/** Two bureaus' opening dates of one facility differ by at most this (one reports the booking, the other the drawdown). */
const SAME_OPENING_DAYS = 31;
/** ...and their amounts by at most this share (one reports the limit, the other the principal drawn). */
const SAME_AMOUNT_SHARE = 0.05;

const days = (a: string, b: string) => Math.abs(Date.parse(a.slice(0, 10)) - Date.parse(b.slice(0, 10))) / 86400_000;

/** One facility seen by two bureaus: matched on lender, type, opening and amount, as bureaus mask account numbers differently. */
export function sameFacility(a: BureauFacility, b: BureauFacility): boolean {
  if (a.facility_type !== b.facility_type || (a.currency ?? 'NGN') !== (b.currency ?? 'NGN')) return false;
  if (lenderKeyOf(a.lender) !== lenderKeyOf(b.lender)) return false;
  if (days(a.opened_on, b.opened_on) > SAME_OPENING_DAYS) return false;
  const big = Math.max(a.credit_limit, b.credit_limit);
  return big === 0 || Math.abs(a.credit_limit - b.credit_limit) / big <= SAME_AMOUNT_SHARE;
}

/** One view of several files: a shared facility counts once and the worst month wins, so one bureau never hides a late payment. */
export function mergeFiles(files: BureauFile[]): BureauFile {
  if (files.length === 1) return { ...files[0], facilities: files[0].facilities.map(canonicalLender) };
  const merged: { facility: BureauFacility; from: Set<number> }[] = [];
  files.forEach((file, i) => {
    for (const f of file.facilities) {
      const match = merged.find((m) => !m.from.has(i) && sameFacility(m.facility, f));
      if (match) {
        match.facility = mergeFacility(match.facility, f);
        match.from.add(i);
      } else merged.push({ facility: canonicalLender(f), from: new Set([i]) });
    }
  });
  const inquiries = new Map<string, BureauInquiry>();
  for (const file of files) {
    for (const q of file.inquiries) inquiries.set(q.reference ?? `${q.date}|${q.institution_id ?? lenderKeyOf(q.institution)}|${q.inquiry_type}|${q.purpose}`, q);
  }
  return {
    source: files.map((f) => f.source).join('+'),
    facilities: merged.map((m) => m.facility),
    inquiries: [...inquiries.values()].sort((a, b) => b.date.localeCompare(a.date)),
  };
}

/** The lender under the name of the shared list, whatever spelling the bureau used. */
function canonicalLender(f: BureauFacility): BureauFacility {
  const name = canonicalLenderName(f.lender);
  return name !== f.lender ? { ...f, lender: name } : f;
}

function mergeFacility(a: BureauFacility, b: BureauFacility): BureauFacility {
  const months = new Map<string, number>();
  for (const m of [...a.payment_history, ...b.payment_history]) months.set(m.month, Math.max(months.get(m.month) ?? 0, m.days_past_due));
  const history: MonthStatus[] = [...months.entries()].sort((x, y) => y[0].localeCompare(x[0])).map(([month, days_past_due]) => ({ month, days_past_due }));
  // The fresher report gives the balance and status; a write-off reported by either stays on record.
  const newer = (b.payment_history[0]?.month ?? '') > (a.payment_history[0]?.month ?? '') ? b : a;
  const writtenOff = a.status === 'written_off' ? a : b.status === 'written_off' ? b : null;
  // A facility the fresher report shows repaid is repaid; otherwise the worse arrears of the two stand.
  if (newer.status === 'closed' && !writtenOff) return canonicalLender({ ...newer, payment_history: history.slice(0, 60) });
  const classification = [a.classification, b.classification].filter((c): c is LoanClass => !!c).reduce<LoanClass | undefined>((w, c) => (w ? worseClass(w, c) : c), undefined);
  return canonicalLender({
    ...newer,
    ...(writtenOff ? { status: 'written_off', closed_on: writtenOff.closed_on, outstanding_balance: writtenOff.outstanding_balance, amount_overdue: writtenOff.amount_overdue } : {}),
    ...(classification ? { classification } : {}),
    days_past_due: Math.max(a.days_past_due, b.days_past_due),
    payment_history: history.slice(0, 60),
  });
}
