// Averages divide by the whole months covered, so a young account is not diluted and a partial current month adds no 13th salary.

export interface StatementMonths {
  /** Whole calendar months covered, oldest first (YYYY-MM). Averages divide by their number. */
  months: string[];
  /** Every calendar month the statement touches, whole or not. */
  calendar_months: string[];
  /** Months left out of averages because the statement covers only part of them. */
  partial_months: string[];
  /** True when no month is covered whole: the figures then rest on the partial span, counted as one month. */
  insufficient_history: boolean;
}

/** A statement that starts by this day of its first month is taken to cover that month whole. */
export const FIRST_MONTH_LAST_START_DAY = 7;

const monthKey = (y: number, m: number) => `${y}-${String(m + 1).padStart(2, '0')}`;

/** The months from `first` to `last` inclusive (YYYY-MM), oldest first. */
export function monthRange(first: string, last: string): string[] {
  const out: string[] = [];
  let y = Number(first.slice(0, 4));
  let m = Number(first.slice(5, 7)) - 1;
  for (let guard = 0; guard < 1200; guard++) {
    const key = monthKey(y, m);
    if (key > last) break;
    out.push(key);
    if (++m === 12) {
      m = 0;
      y++;
    }
  }
  return out;
}

const nextMonth = (key: string) => monthRange(key, '9999-12').slice(1, 2)[0];
const prevMonth = (key: string) => {
  const y = Number(key.slice(0, 4));
  const m = Number(key.slice(5, 7)) - 1;
  return m === 0 ? monthKey(y - 1, 11) : monthKey(y, m - 1);
};
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** The first month counts if the history reaches it or starts by FIRST_MONTH_LAST_START_DAY; the last only if the period ends on its last day. */
export function statementMonths(dates: string[], period: { from: Date; to: Date }): StatementMonths {
  const toIso = period.to.toISOString().slice(0, 10);
  const fromIso = period.from.toISOString().slice(0, 10);
  const inPeriod = dates.filter((d) => d >= fromIso && d <= toIso).sort();
  if (!inPeriod.length) return { months: [], calendar_months: [], partial_months: [], insufficient_history: true };
  const first = inPeriod[0];
  const calendar = monthRange(first.slice(0, 7), toIso.slice(0, 7));

  const firstWhole = first.slice(0, 7) === fromIso.slice(0, 7) && fromIso.slice(8) === '01' ? true : Number(first.slice(8, 10)) <= FIRST_MONTH_LAST_START_DAY;
  const start = firstWhole ? first.slice(0, 7) : nextMonth(first.slice(0, 7));
  const toY = period.to.getUTCFullYear();
  const toM = period.to.getUTCMonth();
  const end = period.to.getUTCDate() === lastDayOf(toY, toM) ? monthKey(toY, toM) : prevMonth(monthKey(toY, toM));
  const months = start <= end ? monthRange(start, end) : [];
  return {
    months,
    calendar_months: calendar,
    partial_months: calendar.filter((m) => !months.includes(m)),
    insufficient_history: months.length === 0,
  };
}
