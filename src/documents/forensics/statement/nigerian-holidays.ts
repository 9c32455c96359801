// Fixed and Easter holidays are computed; lunar ones (Eid, Maulud) are a table of declared or expected dates; weekend holidays move to Monday.

const FIXED: [month: number, day: number, name: string][] = [
  [1, 1, "New Year's Day"],
  [5, 1, "Workers' Day"],
  [6, 12, 'Democracy Day'],
  [10, 1, 'Independence Day'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Boxing Day'],
];

/** Eid-el-Fitr, Eid-el-Kabir (Adha) and Eid-el-Maulud days declared or expected, by year. */
const LUNAR: Record<number, [string, string][]> = {
  2022: [['05-02', 'Eid-el-Fitr'], ['05-03', 'Eid-el-Fitr'], ['07-11', 'Eid-el-Kabir'], ['07-12', 'Eid-el-Kabir'], ['10-10', 'Eid-el-Maulud']],
  2023: [['04-21', 'Eid-el-Fitr'], ['04-24', 'Eid-el-Fitr'], ['06-28', 'Eid-el-Kabir'], ['06-29', 'Eid-el-Kabir'], ['09-27', 'Eid-el-Maulud']],
  2024: [['04-10', 'Eid-el-Fitr'], ['04-11', 'Eid-el-Fitr'], ['06-17', 'Eid-el-Kabir'], ['06-18', 'Eid-el-Kabir'], ['09-16', 'Eid-el-Maulud']],
  2025: [['03-31', 'Eid-el-Fitr'], ['04-01', 'Eid-el-Fitr'], ['06-06', 'Eid-el-Kabir'], ['06-09', 'Eid-el-Kabir'], ['09-05', 'Eid-el-Maulud']],
  2026: [['03-20', 'Eid-el-Fitr'], ['03-23', 'Eid-el-Fitr'], ['05-27', 'Eid-el-Kabir'], ['05-28', 'Eid-el-Kabir'], ['08-26', 'Eid-el-Maulud']],
  2027: [['03-10', 'Eid-el-Fitr'], ['03-11', 'Eid-el-Fitr'], ['05-17', 'Eid-el-Kabir'], ['05-18', 'Eid-el-Kabir'], ['08-16', 'Eid-el-Maulud']],
};

/** Years the table covers; outside them only fixed and Easter holidays are known. */
export const HOLIDAY_YEARS = Object.keys(LUNAR).map(Number);

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Easter Sunday (Gregorian, anonymous computus). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

const cache = new Map<number, Map<string, string>>();

/** Every public holiday of a year, ISO date to name, with weekend holidays also on the next Monday. */
export function holidaysOf(year: number): Map<string, string> {
  let days = cache.get(year);
  if (days) return days;
  days = new Map<string, string>();
  const add = (date: string, name: string) => {
    if (!days!.has(date)) days!.set(date, name);
  };
  for (const [m, d, name] of FIXED) add(iso(year, m, d), name);
  const sunday = easter(year);
  add(isoOf(addDays(sunday, -2)), 'Good Friday');
  add(isoOf(addDays(sunday, 1)), 'Easter Monday');
  for (const [md, name] of LUNAR[year] ?? []) add(`${year}-${md}`, name);
  // observed days: a weekend holiday moves to the next free weekday (Christmas on Saturday: Monday and Tuesday)
  for (const [date, name] of [...days.entries()].sort()) {
    let d = new Date(`${date}T00:00:00Z`);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) continue;
    do d = addDays(d, 1);
    while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || days.has(isoOf(d)));
    add(isoOf(d), `${name} (observed)`);
  }
  cache.set(year, days);
  return days;
}

/** Why a date is not a business day in Nigeria (weekend or public holiday), or null. */
export function nonBusinessDay(isoDate: string): string | null {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const holiday = holidaysOf(d.getUTCFullYear()).get(isoDate);
  if (holiday) return holiday;
  if (d.getUTCDay() === 0) return 'Sunday';
  if (d.getUTCDay() === 6) return 'Saturday';
  return null;
}
