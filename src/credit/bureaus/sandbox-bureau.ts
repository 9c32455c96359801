import type { BureauCode } from '../credit.constants.js';
import { BureauClient, BureauFacility, BureauFile, BureauInquiry, FacilityType, monthKey, REVOLVING } from './bureau.types.js';

export { monthKey };
import { Prng } from './prng.js';

// The built-in sandbox bureau. Each BVN has one deterministic "consumer" (seeded from the BVN):
// facilities with Nigerian banks, MFBs and digital lenders, limits, balances, up to 60 months of
// payment status and past inquiries. Each bureau sees a deterministic subset of it, as real
// bureaus do when lenders report to one and not the other. Hard inquiries made through this
// service are kept in PostgreSQL and merged in by the gateway, so recordInquiry is a no-op here.

type Archetype = 'no_file' | 'thin' | 'prime' | 'near_prime' | 'subprime';

const BANKS = [
  'Access Bank', 'Guaranty Trust Bank', 'Zenith Bank', 'First Bank of Nigeria', 'United Bank for Africa', 'Fidelity Bank',
  'Stanbic IBTC Bank', 'Sterling Bank', 'First City Monument Bank', 'Union Bank of Nigeria', 'Wema Bank', 'Ecobank Nigeria',
  'Polaris Bank', 'Keystone Bank',
];
const MFBS = ['LAPO Microfinance Bank', 'AB Microfinance Bank', 'Accion Microfinance Bank', 'Baobab Microfinance Bank', 'Renmoney Microfinance Bank', 'Moniepoint Microfinance Bank'];
const DIGITAL = ['FairMoney Microfinance Bank', 'Carbon', 'Branch International', 'Palmcredit', 'Kuda Microfinance Bank'];
const MORTGAGE = ['Abbey Mortgage Bank', 'Infinity Trust Mortgage Bank', 'Haggai Mortgage Bank'];

interface TypeProfile {
  lenders: readonly string[];
  lenderType: BureauFacility['lender_type'];
  limit: [number, number];
  /** months; null = revolving (no fixed term) */
  term: [number, number] | null;
}

const TYPES: Record<FacilityType, TypeProfile> = {
  term_loan: { lenders: [...BANKS, ...MFBS], lenderType: 'commercial_bank', limit: [300_000, 10_000_000], term: [12, 48] },
  overdraft: { lenders: BANKS, lenderType: 'commercial_bank', limit: [200_000, 5_000_000], term: null },
  credit_card: { lenders: BANKS, lenderType: 'commercial_bank', limit: [100_000, 2_000_000], term: null },
  mortgage: { lenders: MORTGAGE, lenderType: 'mortgage_bank', limit: [10_000_000, 80_000_000], term: [120, 240] },
  auto_loan: { lenders: BANKS, lenderType: 'commercial_bank', limit: [3_000_000, 25_000_000], term: [36, 60] },
  salary_advance: { lenders: BANKS, lenderType: 'commercial_bank', limit: [50_000, 500_000], term: [1, 3] },
  mobile_loan: { lenders: DIGITAL, lenderType: 'digital_lender', limit: [10_000, 300_000], term: [1, 6] },
  sme_loan: { lenders: MFBS, lenderType: 'microfinance_bank', limit: [200_000, 5_000_000], term: [6, 24] },
};

const MIX: Record<Exclude<Archetype, 'no_file'>, Record<FacilityType, number>> = {
  thin: { term_loan: 1, overdraft: 0, credit_card: 0, mortgage: 0, auto_loan: 0, salary_advance: 3, mobile_loan: 6, sme_loan: 1 },
  prime: { term_loan: 4, overdraft: 3, credit_card: 4, mortgage: 1, auto_loan: 2, salary_advance: 2, mobile_loan: 1, sme_loan: 1 },
  near_prime: { term_loan: 3, overdraft: 2, credit_card: 2, mortgage: 0.3, auto_loan: 1, salary_advance: 3, mobile_loan: 4, sme_loan: 2 },
  subprime: { term_loan: 2, overdraft: 2, credit_card: 1, mortgage: 0, auto_loan: 0.5, salary_advance: 3, mobile_loan: 6, sme_loan: 3 },
};

/** Per archetype: P(a current month goes late), P(late gets worse rather than cured), utilisation range, past inquiries. */
const BEHAVIOUR = {
  thin: { late: 0.02, worsen: 0.3, util: [0.2, 0.8], inquiries: [0, 2], history: [3, 14], facilities: [1, 2] },
  prime: { late: 0.004, worsen: 0.15, util: [0.03, 0.3], inquiries: [0, 2], history: [36, 120], facilities: [2, 6] },
  near_prime: { late: 0.025, worsen: 0.35, util: [0.3, 0.7], inquiries: [1, 4], history: [18, 72], facilities: [2, 5] },
  subprime: { late: 0.08, worsen: 0.55, util: [0.6, 1.05], inquiries: [2, 7], history: [12, 60], facilities: [2, 6] },
} as const;

export const MAX_HISTORY_MONTHS = 60;

function dayIn(ago: number, day: number, now = new Date()): string {
  return `${monthKey(ago, now)}-${String(day).padStart(2, '0')}`;
}

const round = (n: number, to = 1000) => Math.round(n / to) * to;

interface ConsumerFacility extends BureauFacility {
  seenBy: Record<BureauCode, boolean>;
}

interface Consumer {
  facilities: ConsumerFacility[];
  inquiries: (BureauInquiry & { seenBy: Record<BureauCode, boolean> })[];
}

function seenBy(rng: Prng): Record<BureauCode, boolean> {
  const crc = rng.chance(0.9);
  const fc = rng.chance(0.8);
  return crc || fc ? { crc, first_central: fc } : { crc: true, first_central: false };
}

/** The whole deterministic consumer behind a BVN (both bureaus' views derive from it). */
export function sandboxConsumer(bvn: string, now = new Date()): Consumer {
  const rng = new Prng(`sandbox-consumer:${bvn}`);
  const archetype = rng.weighted<Archetype>({ no_file: 5, thin: 10, prime: 25, near_prime: 35, subprime: 25 });
  if (archetype === 'no_file') return { facilities: [], inquiries: [] };
  const b = BEHAVIOUR[archetype];
  const historyMonths = rng.int(b.history[0], b.history[1]);
  const count = rng.int(b.facilities[0], b.facilities[1]);
  const facilities: ConsumerFacility[] = [];
  for (let i = 0; i < count; i++) {
    const type = rng.weighted(MIX[archetype]);
    const profile = TYPES[type];
    const lender = rng.pick(profile.lenders);
    const lenderType = MFBS.includes(lender) ? 'microfinance_bank' : DIGITAL.includes(lender) ? 'digital_lender' : profile.lenderType;
    // The first facility opens when the history starts; later ones at any time since.
    const openedAgo = i === 0 ? historyMonths : rng.int(0, historyMonths);
    const term = profile.term ? rng.int(profile.term[0], profile.term[1]) : null;
    const revolvingClosed = term === null && openedAgo > 24 && rng.chance(0.15);
    const closedAgo = term !== null && openedAgo - term >= 0 ? openedAgo - term : revolvingClosed ? rng.int(0, openedAgo - 12) : null;
    const limit = round(rng.range(profile.limit[0], profile.limit[1]), profile.limit[0] >= 1_000_000 ? 100_000 : 1000);

    // Payment status month by month, oldest first: a small Markov chain of days past due.
    const months: number[] = [];
    let dpd = 0;
    for (let ago = openedAgo; ago >= (closedAgo ?? 0); ago--) {
      if (dpd === 0) dpd = rng.chance(b.late) ? 30 : 0;
      else dpd = rng.chance(b.worsen) ? Math.min(dpd + 30, 180) : 0;
      months.push(dpd);
    }
    const writtenOff = dpd >= 180;
    const history = months
      .map((d, k) => ({ month: monthKey(openedAgo - k, now), days_past_due: d }))
      .reverse()
      .slice(0, MAX_HISTORY_MONTHS);

    let balance = 0;
    if (writtenOff) balance = round(limit * rng.range(0.4, 0.9));
    else if (closedAgo === null) {
      balance = REVOLVING.has(type)
        ? round(limit * rng.range(b.util[0], b.util[1]))
        : round(limit * Math.max(0.02, 1 - openedAgo / (term ?? 1)) * rng.range(0.95, 1.1));
    }
    facilities.push({
      account_ref: `****${String(rng.int(0, 9999)).padStart(4, '0')}`,
      lender,
      lender_type: lenderType,
      facility_type: type,
      currency: 'NGN',
      credit_limit: limit,
      outstanding_balance: balance,
      opened_on: dayIn(openedAgo, rng.int(1, 28), now),
      closed_on: closedAgo === null || writtenOff ? null : dayIn(closedAgo, rng.int(1, 28), now),
      status: writtenOff ? 'written_off' : closedAgo === null ? 'open' : 'closed',
      days_past_due: closedAgo === null || writtenOff ? dpd : 0,
      payment_history: history,
      seenBy: seenBy(rng),
    });
  }
  const inquiries: Consumer['inquiries'] = [];
  const n = rng.int(b.inquiries[0], b.inquiries[1]);
  for (let i = 0; i < n; i++) {
    const type = rng.weighted(MIX[archetype]);
    inquiries.push({
      date: dayIn(rng.int(0, 23), rng.int(1, 28), now),
      institution: rng.pick(TYPES[type].lenders),
      inquiry_type: 'hard',
      purpose: 'loan_application',
      seenBy: seenBy(rng),
    });
  }
  inquiries.sort((x, y) => y.date.localeCompare(x.date));
  return { facilities, inquiries };
}

// Both bureaus of one request (and repeated requests) derive from the same consumer: keep a few.
const CACHE_SIZE = 512;
const cache = new Map<string, Consumer>();

function cachedConsumer(bvn: string, now: Date): Consumer {
  const key = `${bvn}|${monthKey(0, now)}`;
  let consumer = cache.get(key);
  if (consumer) {
    // least recently used goes first: a hit moves to the end
    cache.delete(key);
    cache.set(key, consumer);
  } else {
    consumer = sandboxConsumer(bvn, now);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, consumer);
  }
  return consumer;
}

export class SandboxBureau implements BureauClient {
  readonly remote = false;
  constructor(readonly code: BureauCode) {}

  async fetchFile(bvn: string): Promise<BureauFile> {
    return this.fileOf(bvn);
  }

  fileOf(bvn: string, now = new Date()): BureauFile {
    const consumer = cachedConsumer(bvn, now);
    return {
      source: this.code,
      facilities: consumer.facilities.filter((f) => f.seenBy[this.code]).map(({ seenBy: _, ...f }) => f),
      inquiries: consumer.inquiries.filter((q) => q.seenBy[this.code]).map(({ seenBy: _, ...q }) => q),
    };
  }

  async recordInquiry(): Promise<boolean> {
    return true;
  }
}
