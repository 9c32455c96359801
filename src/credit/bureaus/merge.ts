import type { BureauFacility, BureauFile, BureauInquiry, MonthStatus } from './bureau.types.js';

/**
 * Merges the files of several bureaus into one view of the consumer. A facility reported to more
 * than one bureau (same lender and account reference) counts once; for each month the worst
 * reported status wins, so a late payment seen by one bureau is never hidden by the other.
 */
export function mergeFiles(files: BureauFile[]): BureauFile {
  if (files.length === 1) return files[0];
  const facilities = new Map<string, BureauFacility>();
  for (const file of files) {
    for (const f of file.facilities) {
      const key = `${f.lender}|${f.account_ref}|${f.facility_type}`;
      const seen = facilities.get(key);
      facilities.set(key, seen ? mergeFacility(seen, f) : f);
    }
  }
  const inquiries = new Map<string, BureauInquiry>();
  for (const file of files) for (const q of file.inquiries) inquiries.set(q.reference ?? `${q.date}|${q.institution}|${q.inquiry_type}|${q.purpose}`, q);
  return {
    source: files.map((f) => f.source).join('+'),
    facilities: [...facilities.values()],
    inquiries: [...inquiries.values()].sort((a, b) => b.date.localeCompare(a.date)),
  };
}

function mergeFacility(a: BureauFacility, b: BureauFacility): BureauFacility {
  const months = new Map<string, number>();
  for (const m of [...a.payment_history, ...b.payment_history]) months.set(m.month, Math.max(months.get(m.month) ?? 0, m.days_past_due));
  const history: MonthStatus[] = [...months.entries()].sort((x, y) => y[0].localeCompare(x[0])).map(([month, days_past_due]) => ({ month, days_past_due }));
  // The fresher report gives the balance and status.
  const newer = (b.payment_history[0]?.month ?? '') > (a.payment_history[0]?.month ?? '') ? b : a;
  return {
    ...newer,
    days_past_due: Math.max(a.days_past_due, b.days_past_due),
    payment_history: history.slice(0, 60),
  };
}
