import type { BureauCode } from '../credit.constants.js';
import { findLender } from '../../common/lenders/nigerian-lenders.js';
import { BureauClient, BureauFacility, BureauFile, BureauInquiry, FacilityType, loanClassOf, monthKey } from './bureau.types.js';

export { monthKey };
import { Prng } from './prng.js';

// One deterministic consumer per BVN, each bureau seeing a subset as real ones do; recordInquiry is a no-op (PostgreSQL keeps ours).

type Archetype = 'no_file' | 'thin' | 'prime' | 'near_prime' | 'subprime' | 'defaulted';

/** Magic BVNs (docs/test-mode.md): each gives one bureau outcome, every month, like Stripe's test cards. */
export const MAGIC_BVNS = {
  '22200000000': 'no_file',
  '22200000001': 'thin',
  '22200000002': 'prime',
  '22200000003': 'near_prime',
  '22200000004': 'subprime',
  '22200000005': 'defaulted',
} as const satisfies Record<string, Archetype>;

/** Magic BVNs for which a sandbox bureau does not answer (an outage): partial or no answer. */
export const MAGIC_DOWN_BVNS: Record<string, readonly BureauCode[]> = {
  '22200000010': ['crc'],
  '22200000011': ['first_central'],
  '22200000012': ['crc', 'first_central'],
};

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
  defaulted: { term_loan: 2, overdraft: 1, credit_card: 1, mortgage: 0, auto_loan: 0, salary_advance: 2, mobile_loan: 6, sme_loan: 3 },
};

/** Per archetype: P(a current month goes late), P(late gets worse rather than cured), utilisation range, past inquiries. */
const BEHAVIOUR = {
  thin: { late: 0.02, worsen: 0.3, util: [0.2, 0.8], inquiries: [0, 2], history: [3, 14], facilities: [1, 2] },
  prime: { late: 0.004, worsen: 0.15, util: [0.03, 0.3], inquiries: [0, 2], history: [36, 120], facilities: [2, 6] },
  near_prime: { late: 0.025, worsen: 0.35, util: [0.3, 0.7], inquiries: [1, 4], history: [18, 72], facilities: [2, 5] },
  subprime: { late: 0.08, worsen: 0.55, util: [0.6, 1.05], inquiries: [2, 7], history: [12, 60], facilities: [2, 6] },
  // only through a magic BVN: goes late often and rarely cures, so facilities end non-performing or written off
  defaulted: { late: 0.5, worsen: 0.97, util: [0.9, 1.05], inquiries: [3, 7], history: [18, 48], facilities: [2, 4] },
} as const;

export const MAX_HISTORY_MONTHS = 60;

/** Annual interest rate per type (monthly-repaid loans), as Nigerian lenders price them. */
const ANNUAL_RATE: Record<FacilityType, number> = {
  term_loan: 0.28, overdraft: 0.3, credit_card: 0.36, mortgage: 0.18, auto_loan: 0.25, salary_advance: 0.36, mobile_loan: 1.2, sme_loan: 0.32,
};
/** Days past due at which a lender writes a facility off: digital lenders and MFBs at doubtful, banks once lost. */
const WRITE_OFF_DAYS: Record<BureauFacility['lender_type'], number> = { digital_lender: 180, microfinance_bank: 180, commercial_bank: 360, mortgage_bank: 360 };
/** Naira per US dollar the sandbox bureaus report for domiciliary facilities. */
export const SANDBOX_USD_NGN = 1550;
/** Once non-performing, a facility rarely cures: the chance it worsens each month. */
const NPL_WORSEN = 0.85;

function dayIn(ago: number, day: number, now = new Date()): string {
  return `${monthKey(ago, now)}-${String(day).padStart(2, '0')}`;
}

const round = (n: number, to = 1000) => Math.round(n / to) * to;

/** The level monthly repayment of `principal` over `term` months at `annualRate`. */
function annuity(principal: number, annualRate: number, term: number): number {
  const r = annualRate / 12;
  return r === 0 ? principal / term : (principal * r) / (1 - (1 + r) ** -term);
}

/** Principal still owed after `paid` level repayments. */
function remaining(principal: number, annualRate: number, term: number, paid: number): number {
  if (paid >= term) return 0;
  const r = annualRate / 12;
  const pmt = annuity(principal, annualRate, term);
  return principal * (1 + r) ** paid - (pmt * ((1 + r) ** paid - 1)) / r;
}

interface ConsumerFacility extends BureauFacility {
  seenBy: Record<BureauCode, boolean>;
  /** Another spelling of the lender some bureaus use (from the shared lender list). */
  alias: string;
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

type Behaviour = (typeof BEHAVIOUR)[keyof typeof BEHAVIOUR];

/** Lived month by month from opening, so balances, overdue amounts, status and the last reported month always agree. */
function liveFacility(rng: Prng, b: Behaviour, type: FacilityType, openedAgo: number, mayBeForeign: boolean, now: Date): Omit<ConsumerFacility, 'seenBy' | 'alias'> {
  const profile = TYPES[type];
  const lender = rng.pick(profile.lenders);
  const lenderType = MFBS.includes(lender) ? 'microfinance_bank' : DIGITAL.includes(lender) ? 'digital_lender' : profile.lenderType;
  const foreign = mayBeForeign && lenderType === 'commercial_bank' && ['term_loan', 'credit_card', 'auto_loan'].includes(type) && rng.chance(0.06);
  const ngnPerUnit = foreign ? SANDBOX_USD_NGN : 1;
  const limit = round(rng.range(profile.limit[0], profile.limit[1]) / ngnPerUnit, foreign ? 100 : profile.limit[0] >= 1_000_000 ? 100_000 : 1000);
  const term = profile.term ? rng.int(profile.term[0], profile.term[1]) : null;
  const rate = ANNUAL_RATE[type];
  const instalment = term ? Math.round(annuity(limit, rate, term)) : null;
  const util = rng.range(b.util[0], b.util[1]);
  // A revolving line may be closed by the customer some time after its first year.
  const revolvingCloseAgo = term === null && openedAgo > 24 && rng.chance(0.15) ? rng.int(0, openedAgo - 12) : null;

  const history: { ago: number; dpd: number }[] = [];
  let dpd = 0;
  let paid = 0;
  let status: BureauFacility['status'] = 'open';
  let endAgo: number | null = null;
  for (let ago = openedAgo - 1; ago >= 0; ago--) {
    if (dpd === 0) dpd = rng.chance(b.late) ? 30 : 0;
    else dpd = rng.chance(dpd >= 90 ? Math.max(NPL_WORSEN, b.worsen) : b.worsen) ? dpd + 30 : 0;
    const due = term ? Math.min(openedAgo - ago, term) : 0;
    if (dpd === 0) paid = due; // on time, or every arrear cured
    else paid = Math.max(paid, due - dpd / 30);
    history.push({ ago, dpd });
    if (dpd >= WRITE_OFF_DAYS[lenderType]) {
      status = 'written_off';
      endAgo = ago;
      break;
    }
    if (dpd === 0 && ((term && paid >= term) || ago === revolvingCloseAgo)) {
      status = 'closed';
      endAgo = ago;
      break;
    }
  }

  let balance = 0;
  let overdue = 0;
  if (status !== 'closed') {
    if (term) {
      balance = remaining(limit, rate, term, paid);
      overdue = Math.min(balance, (instalment ?? 0) * (dpd / 30));
      // Past maturity, the whole remaining balance is due.
      if (openedAgo - (endAgo ?? 0) >= term && dpd > 0) overdue = balance;
    } else {
      balance = limit * util * (dpd > 0 ? 1.05 : 1);
      overdue = Math.min(balance, Math.max(0.05 * balance, 5000 / ngnPerUnit) * (dpd / 30));
    }
    if (status === 'written_off') overdue = balance;
  }
  const unit = foreign ? 10 : 100;
  const openedOn = dayIn(openedAgo, rng.int(1, 28), now);
  const day = Number(openedOn.slice(8, 10));
  const maturity = term ? dayIn(openedAgo - term, day, now) : type === 'overdraft' ? dayIn(-(12 - (openedAgo % 12)), day, now) : null; // overdrafts renew yearly
  return {
    account_ref: `****${String(rng.int(0, 9999)).padStart(4, '0')}`,
    lender,
    lender_type: lenderType,
    facility_type: type,
    currency: foreign ? 'USD' : 'NGN',
    ...(foreign ? { ngn_rate: SANDBOX_USD_NGN } : {}),
    credit_limit: limit,
    outstanding_balance: round(balance, unit),
    instalment_amount: instalment,
    amount_overdue: round(overdue, unit),
    opened_on: openedOn,
    maturity_date: maturity,
    closed_on: endAgo === null ? null : dayIn(endAgo, Math.min(28, day), now),
    status,
    days_past_due: status === 'closed' ? 0 : dpd,
    classification: status === 'written_off' ? 'lost' : status === 'closed' ? 'performing' : loanClassOf(dpd),
    payment_history: history
      .map((h) => ({ month: monthKey(h.ago, now), days_past_due: h.dpd }))
      .reverse()
      .slice(0, MAX_HISTORY_MONTHS),
  };
}

/** The whole deterministic consumer behind a BVN (both bureaus' views derive from it). */
export function sandboxConsumer(bvn: string, now = new Date()): Consumer {
  const rng = new Prng(`sandbox-consumer:${bvn}`);
  const drawn = rng.weighted<Exclude<Archetype, 'defaulted'>>({ no_file: 5, thin: 10, prime: 25, near_prime: 35, subprime: 25 });
  const archetype: Archetype = MAGIC_BVNS[bvn as keyof typeof MAGIC_BVNS] ?? drawn;
  if (archetype === 'no_file') return { facilities: [], inquiries: [] };
  const b = BEHAVIOUR[archetype];
  const historyMonths = rng.int(b.history[0], b.history[1]);
  const count = rng.int(b.facilities[0], b.facilities[1]);
  const facilities: ConsumerFacility[] = [];
  for (let i = 0; i < count; i++) {
    const type = rng.weighted(MIX[archetype]);
    // The first facility opens when the history starts; later ones at any time since.
    const openedAgo = i === 0 ? historyMonths : rng.int(1, historyMonths);
    const f = liveFacility(rng, b, type, openedAgo, archetype === 'prime' || archetype === 'near_prime', now);
    const known = findLender(f.lender);
    const aliases = known ? known.aliases : [];
    facilities.push({ ...f, alias: aliases.length ? rng.pick(aliases) : f.lender, seenBy: seenBy(rng) });
  }
  const inquiries: Consumer['inquiries'] = [];
  const lenderOf = () => rng.pick(TYPES[rng.weighted(MIX[archetype])].lenders);
  const n = rng.int(b.inquiries[0], b.inquiries[1]);
  for (let i = 0; i < n; i++) {
    const institution = lenderOf();
    const date = dayIn(rng.int(0, 23), rng.int(1, 28), now);
    inquiries.push({ date, institution, inquiry_type: 'hard', purpose: 'loan_application', seenBy: seenBy(rng) });
    // A lender's system retrying its pull the same day: one application, several records.
    if (rng.chance(0.15)) inquiries.push({ date, institution, inquiry_type: 'hard', purpose: 'loan_application', seenBy: seenBy(rng) });
  }
  // Account reviews by a current lender: lenders file them as reviews, they are not applications.
  if (facilities.length && rng.chance(0.3)) {
    inquiries.push({ date: dayIn(rng.int(0, 11), rng.int(1, 28), now), institution: facilities[0].lender, inquiry_type: 'hard', purpose: 'periodic_review', seenBy: seenBy(rng) });
  }
  // Loan stacking: several digital lenders asked within days of each other, lately.
  if ((archetype === 'subprime' || archetype === 'defaulted') && rng.chance(0.3)) {
    const start = new Date(now.getTime() - rng.int(0, 20) * 86400_000);
    const pool = [...DIGITAL];
    const lenders = Array.from({ length: rng.int(2, 4) }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]);
    for (const institution of lenders) {
      const date = new Date(start.getTime() + rng.int(0, 5) * 86400_000);
      const day = (date > now ? now : date).toISOString().slice(0, 10);
      inquiries.push({ date: day, institution, inquiry_type: 'hard', purpose: 'loan_application', seenBy: seenBy(rng) });
    }
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
    if (MAGIC_DOWN_BVNS[bvn]?.includes(this.code)) throw new Error(`${this.code} sandbox is down for this magic BVN`);
    return this.fileOf(bvn);
  }

  fileOf(bvn: string, now = new Date()): BureauFile {
    const consumer = cachedConsumer(bvn, now);
    return {
      source: this.code,
      // FirstCentral spells lenders its own way and masks account numbers differently (merged by lender, date, amount and type).
      facilities: consumer.facilities
        .filter((f) => f.seenBy[this.code])
        .map(({ seenBy: _, alias, ...f }) => (this.code === 'first_central' ? { ...f, lender: alias, account_ref: `XXXXXX${f.account_ref.slice(-4)}` } : f)),
      inquiries: consumer.inquiries.filter((q) => q.seenBy[this.code]).map(({ seenBy: _, ...q }) => q),
    };
  }

  async recordInquiry(): Promise<boolean> {
    return true;
  }
}
