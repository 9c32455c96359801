// The credit part of `npm run eval:lending`: a labelled set of generated bureau files, scored by
// the built scorecard (dist/, after `npm run build`). Defaulted files (a current facility 90+ days
// past due in each CBN class, or a write-off) must never rate "fair" or better; how the good files
// rate is printed for context. The generator is independent of the sandbox bureau.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const name = 'credit';

const FILES = 300;
const DEFAULTED_SHARE = 0.5;
const NOW = new Date('2026-11-15T12:00:00Z');

/** mulberry32: a small seeded PRNG, so a seed gives the same labelled set every run. */
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    range: (lo, hi) => lo + next() * (hi - lo),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
  };
}

const monthKey = (ago) => {
  const total = NOW.getUTCFullYear() * 12 + NOW.getUTCMonth() - ago;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};
const dayAgo = (days) => new Date(NOW.getTime() - days * 86400_000).toISOString().slice(0, 10);

const BANKS = ['Access Bank', 'GTBank', 'Zenith Bank', 'First Bank', 'UBA', 'Fidelity Bank', 'Stanbic IBTC', 'FCMB', 'Wema Bank', 'Sterling Bank'];
const MFBS = ['LAPO MFB', 'Accion MFB', 'Renmoney', 'AB Microfinance Bank', 'Baobab MFB'];
const DIGITAL = ['FairMoney', 'Carbon', 'Branch', 'Palmcredit', 'QuickCheck', 'Aella Credit'];
const TYPES = [
  { type: 'credit_card', lenders: BANKS, kind: 'commercial_bank', limit: [100_000, 2_000_000], revolving: true },
  { type: 'overdraft', lenders: BANKS, kind: 'commercial_bank', limit: [200_000, 5_000_000], revolving: true },
  { type: 'term_loan', lenders: [...BANKS, ...MFBS], kind: 'commercial_bank', limit: [300_000, 10_000_000] },
  { type: 'auto_loan', lenders: BANKS, kind: 'commercial_bank', limit: [3_000_000, 25_000_000] },
  { type: 'salary_advance', lenders: BANKS, kind: 'commercial_bank', limit: [50_000, 500_000] },
  { type: 'mobile_loan', lenders: DIGITAL, kind: 'digital_lender', limit: [10_000, 300_000] },
  { type: 'sme_loan', lenders: MFBS, kind: 'microfinance_bank', limit: [200_000, 5_000_000] },
];

/** Profiles of the underlying file: a long clean one, an average one, a thin one. */
const PROFILES = {
  prime: { facilities: [3, 6], age: [36, 120], late: 0.003, util: [0.03, 0.3], inquiries: [0, 2] },
  near_prime: { facilities: [2, 5], age: [18, 72], late: 0.02, util: [0.3, 0.7], inquiries: [1, 4] },
  thin: { facilities: [1, 2], age: [3, 10], late: 0.01, util: [0.2, 0.7], inquiries: [0, 2] },
};

function cleanFacility(rng, p, openedAgo) {
  const t = rng.pick(TYPES);
  const limit = Math.round(rng.range(t.limit[0], t.limit[1]) / 1000) * 1000;
  const months = Math.min(60, openedAgo);
  const history = Array.from({ length: months }, (_, i) => ({ month: monthKey(i), days_past_due: i > 0 && rng.chance(p.late) ? 30 : 0 }));
  return {
    account_ref: `****${String(rng.int(0, 9999)).padStart(4, '0')}`,
    lender: rng.pick(t.lenders),
    lender_type: t.kind,
    facility_type: t.type,
    currency: 'NGN',
    credit_limit: limit,
    outstanding_balance: Math.round(limit * rng.range(p.util[0], p.util[1])),
    amount_overdue: 0,
    opened_on: `${monthKey(openedAgo)}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    closed_on: null,
    status: 'open',
    days_past_due: 0,
    payment_history: history,
  };
}

function baseFile(rng, profileName) {
  const p = PROFILES[profileName];
  const age = rng.int(p.age[0], p.age[1]);
  const facilities = Array.from({ length: rng.int(p.facilities[0], p.facilities[1]) }, (_, i) => cleanFacility(rng, p, i === 0 ? age : rng.int(1, age)));
  const inquiries = Array.from({ length: rng.int(p.inquiries[0], p.inquiries[1]) }, () => ({
    date: dayAgo(rng.int(20, 700)),
    institution: rng.pick([...BANKS, ...DIGITAL]),
    inquiry_type: 'hard',
    purpose: 'loan_application',
  }));
  return { source: 'crc', facilities, inquiries };
}

/** One defaulted facility of the given kind, added to an otherwise clean file. */
function defaultedFacility(rng, kind) {
  const t = rng.pick(TYPES.filter((x) => !x.revolving || kind !== 'write_off'));
  const limit = Math.round(rng.range(t.limit[0], t.limit[1]) / 1000) * 1000;
  const balance = Math.round(limit * rng.range(0.3, 0.95));
  if (kind.startsWith('write_off')) {
    const ago = kind === 'write_off_recent' ? rng.int(0, 24) : rng.int(25, 59);
    const before = rng.int(6, 12);
    return {
      account_ref: `****${String(rng.int(0, 9999)).padStart(4, '0')}`, lender: rng.pick(t.lenders), lender_type: t.kind, facility_type: t.type, currency: 'NGN',
      credit_limit: limit, outstanding_balance: balance, amount_overdue: balance, opened_on: `${monthKey(ago + before + rng.int(1, 12))}-10`,
      closed_on: `${monthKey(ago)}-15`, status: 'written_off', days_past_due: 180, classification: 'lost',
      payment_history: Array.from({ length: before }, (_, i) => ({ month: monthKey(ago + i), days_past_due: Math.max(0, 180 - 30 * i) })),
    };
  }
  const dpd = kind === 'npl_substandard' ? rng.pick([90, 120, 150]) : kind === 'npl_doubtful' ? rng.pick([180, 210, 240, 270, 300, 330]) : rng.pick([360, 390, 450, 540]);
  const age = Math.ceil(dpd / 30) + rng.int(3, 30);
  return {
    account_ref: `****${String(rng.int(0, 9999)).padStart(4, '0')}`, lender: rng.pick(t.lenders), lender_type: t.kind, facility_type: t.type, currency: 'NGN',
    credit_limit: limit, outstanding_balance: balance, amount_overdue: Math.min(balance, Math.round((limit / 12) * (dpd / 30))), opened_on: `${monthKey(age)}-10`,
    closed_on: null, status: 'open', days_past_due: dpd,
    // Half the lenders report the class; the others leave the scorecard to derive it from days past due.
    ...(rng.chance(0.5) ? { classification: dpd >= 360 ? 'lost' : dpd >= 180 ? 'doubtful' : 'substandard' } : {}),
    payment_history: Array.from({ length: Math.min(60, age) }, (_, i) => ({ month: monthKey(i), days_past_due: Math.max(0, dpd - 30 * i) })),
  };
}

const DEFAULT_KINDS = ['npl_substandard', 'npl_doubtful', 'npl_lost', 'write_off_recent', 'write_off_older'];

/** The labelled set: each file with its truth (defaulted or good) and its kind. */
export function generate(seed) {
  const rng = prng(seed * 7919 + 18);
  const files = [];
  for (let i = 0; i < FILES; i++) {
    const profile = rng.pick(Object.keys(PROFILES));
    const file = baseFile(rng, profile);
    if (i < FILES * DEFAULTED_SHARE) {
      const kind = DEFAULT_KINDS[i % DEFAULT_KINDS.length];
      file.facilities.push(defaultedFacility(rng, kind));
      files.push({ file, defaulted: true, kind, profile });
    } else files.push({ file, defaulted: false, kind: 'good', profile });
  }
  return files;
}

const FAIR_OR_BETTER = new Set(['fair', 'good', 'excellent']);
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

export async function run({ seed, root }) {
  const engine = join(root, 'dist', 'credit', 'engine', 'scorecard.js');
  if (!existsSync(engine)) throw new Error('dist/ is missing: run `npm run build` first');
  const { computeScore } = await import(pathToFileURL(engine).href);
  const scored = generate(seed).map((x) => ({ ...x, card: computeScore(x.file, NOW) }));
  const share = (xs) => xs.filter((x) => FAIR_OR_BETTER.has(x.card.rating)).length;
  const defaulted = scored.filter((x) => x.defaulted);
  const good = scored.filter((x) => !x.defaulted);
  const rows = [
    { metric: `defaulted files rated fair or better (n=${defaulted.length})`, value: pct(share(defaulted), defaulted.length), target: '0%', pass: share(defaulted) === 0 },
  ];
  for (const kind of DEFAULT_KINDS) {
    const xs = defaulted.filter((x) => x.kind === kind);
    const best = Math.max(...xs.map((x) => x.card.score));
    rows.push({ metric: `  ${kind} rated fair or better (n=${xs.length}, best score ${best})`, value: pct(share(xs), xs.length), target: '0%', pass: share(xs) === 0 });
  }
  rows.push({ metric: `good files rated fair or better (n=${good.length}, context)`, value: pct(share(good), good.length), target: 'context', pass: true });
  for (const profile of Object.keys(PROFILES)) {
    const xs = good.filter((x) => x.profile === profile);
    rows.push({ metric: `  good ${profile} files rated fair or better (n=${xs.length})`, value: pct(share(xs), xs.length), target: 'context', pass: true });
  }
  return rows;
}
