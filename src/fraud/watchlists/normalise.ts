// Identifier normalisation and fuzzy full-name matching for watchlists: pure functions.
import type { SubjectType } from '../entities/watchlist-entry.entity.js';

export type Normalised = { ok: true; value: string } | { ok: false; issue: string };

/** NUBAN and BVN/NIN digits, Nigerian phone numbers to E.164 (+234…), emails trimmed and lower-cased. */
export function normaliseIdentifier(type: SubjectType, raw: string): Normalised {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  switch (type) {
    case 'account':
      return /^\d{10}$/.test(compact) ? { ok: true, value: compact } : { ok: false, issue: 'must be a 10-digit NUBAN account number' };
    case 'bvn':
      return /^\d{11}$/.test(compact) ? { ok: true, value: compact } : { ok: false, issue: 'must be an 11-digit BVN' };
    case 'nin':
      return /^\d{11}$/.test(compact) ? { ok: true, value: compact } : { ok: false, issue: 'must be an 11-digit NIN' };
    case 'phone': {
      const m = /^(?:\+?234|0)?([789][01]\d{8})$/.exec(compact.replace(/^00234/, '+234'));
      return m ? { ok: true, value: `+234${m[1]}` } : { ok: false, issue: 'must be a Nigerian mobile number (080…, +234 80…)' };
    }
    case 'email': {
      const e = raw.trim().toLowerCase();
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) && e.length <= 254 ? { ok: true, value: e } : { ok: false, issue: 'must be an email address' };
    }
  }
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'chief', 'alhaji', 'alhaja', 'engr', 'sir', 'madam', 'hon', 'barr', 'pastor', 'rev', 'mallam', 'otunba', 'oba']);

/**
 * Name tokens folded so that spellings of one name across transliterations meet: accents dropped,
 * ph -> f, ck/q/c(before a, o, u) -> k, kh -> k, y -> i, w -> u (as in Oluwa/Olua), doubled letters once.
 */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\s'-]/g, ' ')
    .replace(/['-]/g, '')
    .split(/\s+/)
    .filter((t) => t.length > 0 && !TITLES.has(t))
    .map(foldToken);
}

function foldToken(t: string): string {
  return t
    .replace(/ph/g, 'f')
    .replace(/kh/g, 'k')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/c(?=[aou]|$)/g, 'k')
    .replace(/y/g, 'i')
    .replace(/w/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

/** A coarse phonetic key per token (first letter + consonant classes), for finding candidates. */
export function nameKeys(name: string): string[] {
  return [...new Set(nameTokens(name).map(phoneticKey))];
}

const CLASS: Record<string, string> = { b: '1', f: '1', p: '1', v: '1', c: '2', g: '2', j: '2', k: '2', s: '2', x: '2', z: '2', d: '3', t: '3', l: '4', m: '5', n: '5', r: '6' };
function phoneticKey(token: string): string {
  let out = token[0];
  let last = CLASS[token[0]] ?? '';
  for (const ch of token.slice(1)) {
    const c = CLASS[ch] ?? '';
    if (c && c !== last) out += c;
    last = c;
  }
  return out.slice(0, 4);
}

export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const range = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const am = new Array<boolean>(a.length).fill(false);
  const bm = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - range); j < Math.min(b.length, i + range + 1); j++) {
      if (!bm[j] && a[i] === b[j]) {
        am[i] = bm[j] = true;
        matches++;
        break;
      }
    }
  }
  if (!matches) return 0;
  let t = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (!am[i]) continue;
    while (!bm[j]) j++;
    if (a[i] !== b[j++]) t++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - t / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/**
 * Similarity of two full names, 0-1, independent of token order: each token of the shorter name
 * is paired with its best unused counterpart; extra tokens (middle names) cost a little.
 */
export function nameSimilarity(a: string, b: string): number {
  const ta = nameTokens(a);
  const tb = nameTokens(b);
  if (!ta.length || !tb.length) return 0;
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  const used = new Set<number>();
  let sum = 0;
  for (const t of short) {
    let best = 0;
    let bestJ = -1;
    long.forEach((u, j) => {
      if (used.has(j)) return;
      const s = jaroWinkler(t, u);
      if (s > best) [best, bestJ] = [s, j];
    });
    if (bestJ >= 0) used.add(bestJ);
    sum += best;
  }
  const tokenScore = (sum / short.length) * (0.9 + 0.1 * (short.length / long.length));
  const whole = jaroWinkler([...ta].sort().join(' '), [...tb].sort().join(' '));
  return Math.round(1000 * Math.max(tokenScore, whole)) / 1000;
}

export const NAME_MATCH_THRESHOLD = 0.85;
