// Whether the account is the applicant's: word order, titles, a missing middle name and one typo are tolerated, another surname is not.

export type NameMatch = 'match' | 'partial' | 'mismatch' | 'unavailable';

const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'CHIEF', 'ALHAJI', 'ALHAJA', 'ENGR', 'PROF', 'PASTOR', 'BARR']);

const words = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !TITLES.has(w));

/** Optimal string alignment distance, stopping early above 1 (only "one edit or not" matters here). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length] <= 1;
}

const same = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && withinOneEdit(a, b));

export function matchHolderName(applicantName: string | null, holderNames: string[]) {
  const holder = holderNames.find((n) => words(n).length > 0) ?? null;
  if (!applicantName || !holder) return { applicant_name: applicantName, account_holder_name: holder, result: 'unavailable' as NameMatch, matched_words: 0 };
  const a = words(applicantName);
  const h = words(holder);
  const matched = a.filter((w) => h.some((x) => same(w, x))).length;
  const needed = Math.min(a.length, h.length);
  const result: NameMatch = matched >= needed && matched >= Math.min(2, needed) ? 'match' : matched > 0 ? 'partial' : 'mismatch';
  return { applicant_name: applicantName, account_holder_name: holder, result, matched_words: matched };
}
