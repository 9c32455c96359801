import { lenderKeyOf } from '../bureaus/lender-names.js';
import { BureauFacility, BureauFile, BureauInquiry, LOAN_CLASSES, LoanClass, loanClassOf, monthKey, REVOLVING, worseClass } from '../bureaus/bureau.types.js';
import type { Rating } from '../credit.constants.js';

// Five weighted components on 300-850, minus derogatory and stacking penalties; every part is a factor, because a
// lender must show the applicant reason codes (README "Credit").

export const SCORE_MIN = 300;
export const SCORE_MAX = 850;
const SPAN = SCORE_MAX - SCORE_MIN;

export const WEIGHTS = { payment_history: 0.35, utilisation: 0.25, file_age: 0.15, recent_inquiries: 0.15, credit_mix: 0.1 } as const;
export type ComponentCategory = keyof typeof WEIGHTS;
/** Penalties outside the weighted components: they take points away and have none to earn. */
export const PENALTIES = ['derogatory_marks', 'loan_stacking'] as const;
export type FactorCategory = ComponentCategory | (typeof PENALTIES)[number];

/** Where a component stands when the file says nothing about it: no credit file is not bad credit. */
export const NEUTRAL = 0.5;
/** Fewer monthly repayments than this on record (24 months) is a thin file, scored toward neutral. */
export const THIN_FILE_PAYMENTS = 12;
/** Repeat hard pulls by one lender for one purpose within this many days are one application. */
export const INQUIRY_DEDUP_DAYS = 14;
/** Naira per unit of a foreign currency when the bureau gives no rate (REPORT_USD_NGN_RATE by default). */
export const DEFAULT_NGN_PER: Readonly<Record<string, number>> = { NGN: 1, USD: 1550 };

/** Naira per unit of a facility's currency: the bureau's own rate, else the configured one; undefined when neither is known. */
export function nairaPerUnit(f: Pick<BureauFacility, 'ngn_rate' | 'currency'>, rates: Readonly<Record<string, number>> = DEFAULT_NGN_PER): number | undefined {
  return f.ngn_rate ?? rates[f.currency ?? 'NGN'];
}

export interface ScoreFactor {
  code: string;
  category: FactorCategory;
  description: string;
  impact: 'positive' | 'neutral' | 'negative';
  /** Points of the score this component earned, out of max_points (penalties: points taken, max_points 0). */
  points: number;
  max_points: number;
}

/** What the score rests on, so a lender can tell a thin file from a bad one. */
export interface ScoreBasis {
  facilities: number;
  /** Monthly repayments reported over the last 24 months, all facilities. */
  payments_reported: number;
  oldest_facility_months: number | null;
  /** The worst CBN loan class among open and written-off facilities now; null with no facility. */
  worst_classification: LoanClass | null;
  /** Hard lending inquiries after counting a lender's repeat pulls once. */
  hard_inquiries_7d: number;
  hard_inquiries_30d: number;
  hard_inquiries_12m: number;
  lenders_30d: number;
  summary: string;
}

export interface Scorecard {
  score: number;
  rating: Rating;
  factors: ScoreFactor[];
  /** No facility on file at the bureaus that answered. */
  no_hit: boolean;
  thin_file: boolean;
  /** Marks that cap the score whatever else the file shows (non_performing_facility, written_off_facility). */
  knockouts: string[];
  /** The cap they set, or null. */
  score_ceiling: number | null;
  basis: ScoreBasis;
}

export interface ScoreOptions {
  /** Naira per unit of foreign currency, for facilities whose bureau gave no rate. */
  ngnPer?: Readonly<Record<string, number>>;
}

/** DESIGN.md, Credit: excellent >= 740, good 670-739, fair 580-669, poor 500-579, very_poor < 500. */
export function ratingOf(score: number): Rating {
  if (score >= 740) return 'excellent';
  if (score >= 670) return 'good';
  if (score >= 580) return 'fair';
  if (score >= 500) return 'poor';
  return 'very_poor';
}

/** Linear interpolation through (x, y) points sorted by x; flat beyond the ends. */
function curve(points: [number, number][], x: number): number {
  if (x <= points[0][0]) return points[0][1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i];
    if (x <= x1) {
      const [x0, y0] = points[i - 1];
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return points[points.length - 1][1];
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** Whole months from a YYYY-MM(-DD) string to now; parsed by hand, it runs for every month of every facility. */
const monthsBetween = (from: string, now: Date) => {
  const c = (i: number) => from.charCodeAt(i) - 48;
  const year = c(0) * 1000 + c(1) * 100 + c(2) * 10 + c(3);
  const month = c(5) * 10 + c(6);
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
};
const naira = (n: number) => `NGN ${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface Component {
  value: number;
  code: string;
  description: string;
}

interface Penalty {
  points: number;
  code: string;
  description: string;
}

/** The CBN class of a facility now: the worse of what the lender reported and what its days past due say. */
export function classOf(f: BureauFacility): LoanClass {
  if (f.status === 'written_off') return 'lost';
  if (f.status === 'closed') return 'performing';
  const byDays = loanClassOf(f.days_past_due);
  // A bureau adapter's class outside the CBN's five is ignored, not trusted.
  return f.classification && LOAN_CLASSES.includes(f.classification) ? worseClass(f.classification, byDays) : byDays;
}

const NPL_CLASSES: ReadonlySet<LoanClass> = new Set(['substandard', 'doubtful', 'lost']);
/** Days past due a class stands for at least, so a reported "doubtful" weighs as 180 days. */
const CLASS_FLOOR_DAYS: Record<LoanClass, number> = { performing: 0, watch_list: 31, substandard: 90, doubtful: 180, lost: 360 };

/**
 * Points a non-performing mark takes, growing with days past due through the CBN classes (no flat
 * top at 90 days) up to lost (360), where a lender has provided for all of it.
 */
export function severityPoints(daysPastDue: number): number {
  return daysPastDue < 90 ? 0 : curve([[90, 110], [180, 170], [360, 230]], daysPastDue);
}

/** Share of its severity a mark keeps as it ages: a cured default fades, a write-off far less. */
export function recencyWeight(monthsAgo: number, writtenOff = false): number {
  return writtenOff ? curve([[0, 1], [12, 0.9], [24, 0.8], [60, 0.6]], monthsAgo) : curve([[0, 1], [6, 0.85], [12, 0.7], [24, 0.5], [48, 0.3], [60, 0.2]], monthsAgo);
}

/**
 * The most a file can score with a knock-out mark: a current non-performing facility keeps the file
 * at "poor" (579) or below, deeper for doubtful and lost; a write-off likewise, the more recent the lower.
 */
export function knockoutCeiling(mark: { kind: 'non_performing' | 'written_off'; cls: LoanClass; monthsAgo: number }): number {
  if (mark.kind === 'non_performing') return mark.cls === 'lost' ? 519 : mark.cls === 'doubtful' ? 549 : 579;
  return mark.monthsAgo <= 24 ? 519 : mark.monthsAgo <= 48 ? 549 : 579;
}

interface FileFacts {
  reported: number;
  onTime: number;
  worst: number;
  oldest: number | null;
  thin: boolean;
  noHit: boolean;
  /** How much the file's own evidence counts against NEUTRAL, 0..1. */
  evidence: number;
  worstClass: LoanClass | null;
}

function factsOf(file: BureauFile, now: Date): FileFacts {
  let reported = 0;
  let onTime = 0;
  let worst = 0;
  const oldestMonth = monthKey(23, now);
  for (const f of file.facilities) {
    for (const m of f.payment_history) {
      if (m.month < oldestMonth) continue;
      reported++;
      if (m.days_past_due === 0) onTime++;
      worst = Math.max(worst, m.days_past_due);
    }
  }
  const noHit = file.facilities.length === 0;
  const oldest = noHit ? null : Math.max(...file.facilities.map((f) => monthsBetween(f.opened_on.slice(0, 7), now)));
  const live = file.facilities.filter((f) => f.status !== 'closed');
  const worstClass = live.length ? live.map(classOf).reduce(worseClass) : noHit ? null : 'performing';
  return { reported, onTime, worst, oldest, thin: !noHit && reported < THIN_FILE_PAYMENTS, noHit, evidence: clamp01(reported / THIN_FILE_PAYMENTS), worstClass };
}

/** A thin file's component pulled toward NEUTRAL in proportion to how little the file shows. */
const weigh = (raw: number, facts: FileFacts) => NEUTRAL + (raw - NEUTRAL) * facts.evidence;

function paymentHistory(facts: FileFacts): Component {
  if (!facts.reported) return { value: NEUTRAL, code: 'no_payment_history', description: 'No repayments reported in the last 24 months: not scored either way.' };
  const pct = facts.onTime / facts.reported;
  let raw = clamp01((pct - 0.7) / 0.3);
  if (facts.worst >= 90) raw *= 0.35;
  else if (facts.worst >= 60) raw *= 0.6;
  else if (facts.worst >= 30) raw *= 0.85;
  const pctText = `${(pct * 100).toFixed(1)}% of ${facts.reported} monthly repayments on time in the last 24 months`;
  const thin = facts.thin ? ` (thin file: weighed toward neutral)` : '';
  if (facts.worst > 0) return { value: weigh(raw, facts), code: facts.worst >= 90 ? 'serious_delinquency' : 'late_payments', description: `${pctText}; worst delinquency ${facts.worst} days${thin}.` };
  return { value: weigh(raw, facts), code: 'on_time_payments', description: `${pctText}${thin}.` };
}

function utilisation(file: BureauFile, ngn: (f: BureauFacility, n: number) => number): Component {
  const open = file.facilities.filter((f) => f.status === 'open' && f.credit_limit > 0);
  const revolving = open.filter((f) => REVOLVING.has(f.facility_type));
  // A written-off balance is debt still owed: it counts against the limits, never drops out.
  const writtenOff = file.facilities.filter((f) => f.status === 'written_off' && (f.credit_limit > 0 || f.outstanding_balance > 0));
  const base = [...(revolving.length ? revolving : open), ...writtenOff];
  if (!base.length) return { value: NEUTRAL, code: 'no_open_facilities', description: 'No open credit facilities to measure utilisation: not scored either way.' };
  const limit = base.reduce((s, f) => s + ngn(f, Math.max(f.credit_limit, f.outstanding_balance > 0 && f.credit_limit === 0 ? f.outstanding_balance : f.credit_limit)), 0);
  const balance = base.reduce((s, f) => s + ngn(f, f.outstanding_balance), 0);
  const woBalance = writtenOff.reduce((s, f) => s + ngn(f, f.outstanding_balance), 0);
  const ratio = limit > 0 ? balance / limit : 1;
  // Installment balances fall as loans amortise, so they weigh less than revolving use.
  const value = revolving.length
    ? curve([[0, 1], [0.1, 1], [0.3, 0.8], [0.5, 0.55], [0.75, 0.3], [1, 0.1], [1.2, 0]], ratio)
    : curve([[0, 1], [0.5, 0.8], [0.9, 0.45], [1.1, 0.2]], ratio);
  const kind = revolving.length ? 'revolving' : 'open';
  const wo = woBalance > 0 ? `, including ${naira(woBalance)} written off` : '';
  return {
    value,
    code: ratio > 0.5 ? 'high_utilisation' : 'low_utilisation',
    description: `${(ratio * 100).toFixed(0)}% of ${kind} credit limits in use (${naira(balance)} of ${naira(limit)}${wo}).`,
  };
}

function fileAge(facts: FileFacts): Component {
  if (facts.oldest === null) return { value: NEUTRAL, code: 'no_credit_file', description: 'No credit facilities on file: not scored either way.' };
  const raw = curve([[0, 0], [6, 0.2], [12, 0.35], [24, 0.55], [60, 0.8], [120, 1]], facts.oldest);
  return { value: weigh(raw, facts), code: facts.oldest < 24 ? 'short_credit_history' : 'established_credit_history', description: `Oldest facility opened ${facts.oldest} months ago.` };
}

/** Inquiry purposes that are not an application for credit: a lender reviewing an account it already has. */
const isLendingPurpose = (purpose: string) => !/review|monitor/i.test(purpose);

/**
 * The hard lending inquiries that count, oldest first: soft ones and reviews (periodic_review) never
 * count, and one lender's repeat pulls for one purpose within INQUIRY_DEDUP_DAYS count once.
 */
export function countedInquiries(inquiries: BureauInquiry[]): BureauInquiry[] {
  const lastCounted = new Map<string, number>();
  const counted: BureauInquiry[] = [];
  for (const q of [...inquiries].sort((a, b) => a.date.localeCompare(b.date))) {
    if (q.inquiry_type !== 'hard' || !isLendingPurpose(q.purpose)) continue;
    const key = `${q.institution_id ?? lenderKeyOf(q.institution)}|${q.purpose}`;
    const at = Date.parse(q.date.slice(0, 10));
    const last = lastCounted.get(key);
    if (last !== undefined && at - last <= INQUIRY_DEDUP_DAYS * 86400_000) continue;
    lastCounted.set(key, at);
    counted.push(q);
  }
  return counted;
}

interface InquiryFacts {
  d7: number;
  d30: number;
  m12: number;
  lenders7: number;
  lenders30: number;
}

function inquiryFacts(file: BureauFile, now: Date): InquiryFacts {
  const since = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86400_000).toISOString().slice(0, 10);
  const counted = countedInquiries(file.inquiries);
  const within = (d: number) => {
    const cutoff = since(d);
    return counted.filter((q) => q.date >= cutoff);
  };
  const lenders = (qs: BureauInquiry[]) => new Set(qs.map((q) => q.institution_id ?? lenderKeyOf(q.institution))).size;
  return { d7: within(7).length, d30: within(30).length, m12: within(365).length, lenders7: lenders(within(7)), lenders30: lenders(within(30)) };
}

function recentInquiries(q: InquiryFacts): Component {
  // An inquiry this week weighs 4.5 times one from last year; every further one still costs something.
  const load = q.m12 + 1.5 * q.d30 + 2 * q.d7;
  const value = 1 / (1 + 0.1 * load);
  return {
    value,
    code: q.d30 >= 2 || q.m12 >= 4 ? 'many_recent_inquiries' : 'few_recent_inquiries',
    description: `${plural(q.m12, 'hard inquiry', 'hard inquiries')} in the last 12 months, ${q.d30} in the last 30 days, ${q.d7} in the last 7 days.`,
  };
}

/** Several lenders asked within days: the pattern of loan stacking, whatever the rest of the file says. */
function loanStacking(q: InquiryFacts): Penalty {
  const points = -Math.min(200, 35 * Math.max(0, q.lenders30 - 2) + 25 * Math.max(0, q.lenders7 - 1));
  return {
    points,
    code: points < 0 ? 'loan_stacking' : 'no_loan_stacking',
    description: `${plural(q.lenders30, 'lender')} made hard inquiries in the last 30 days, ${q.lenders7} in the last 7 days.`,
  };
}

function creditMix(file: BureauFile, facts: FileFacts): Component {
  // A defaulted facility shows no ability to handle that kind of credit.
  const types = new Set(file.facilities.filter((f) => !NPL_CLASSES.has(classOf(f))).map((f) => f.facility_type));
  if (facts.noHit) return { value: NEUTRAL, code: 'no_credit_mix', description: 'No facilities on file: not scored either way.' };
  const hasRevolving = [...types].some((t) => REVOLVING.has(t));
  const hasInstallment = [...types].some((t) => !REVOLVING.has(t));
  const raw = types.size === 0 ? 0.2 : clamp01(curve([[1, 0.45], [2, 0.7], [3, 0.9]], types.size) + (hasRevolving && hasInstallment ? 0.1 : 0));
  return {
    value: weigh(raw, facts),
    code: types.size >= 3 ? 'varied_credit_mix' : 'limited_credit_mix',
    description: types.size ? `${plural(types.size, 'kind')} of facility in good standing: ${[...types].sort().join(', ')}.` : 'No facility in good standing.',
  };
}

interface Mark {
  kind: 'non_performing' | 'written_off' | 'past_default';
  cls: LoanClass;
  points: number;
  monthsAgo: number;
  text: string;
}

/** Non-performing and written-off facilities, now or in the past, each weighed by days past due and recency. */
function derogatoryMarks(file: BureauFile, now: Date, ngn: (f: BureauFacility, n: number) => number): Mark[] {
  const marks: Mark[] = [];
  for (const f of file.facilities) {
    const cls = classOf(f);
    const who = `${f.lender} ${f.facility_type.replace(/_/g, ' ')}`;
    if (f.status === 'written_off') {
      const when = f.closed_on ?? (f.payment_history[0] ? `${f.payment_history[0].month}-01` : f.opened_on);
      const monthsAgo = Math.max(0, monthsBetween(when, now));
      marks.push({ kind: 'written_off', cls, monthsAgo, points: severityPoints(360) * recencyWeight(monthsAgo, true), text: `${who} written off ${monthsAgo} months ago (${naira(ngn(f, f.outstanding_balance))} unpaid)` });
      continue;
    }
    if (f.status === 'open' && NPL_CLASSES.has(cls)) {
      const dpd = Math.max(f.days_past_due, CLASS_FLOOR_DAYS[cls]);
      const overdue = f.amount_overdue ? `, ${naira(ngn(f, f.amount_overdue))} overdue` : '';
      marks.push({ kind: 'non_performing', cls, monthsAgo: 0, points: severityPoints(dpd), text: `${who} ${f.days_past_due} days past due now (${cls}${overdue})` });
      continue;
    }
    // A default since cured or repaid: the worst of its months, fading with age.
    let worst: Mark | null = null;
    for (const m of f.payment_history) {
      if (m.days_past_due < 90) continue;
      const monthsAgo = Math.max(0, monthsBetween(m.month, now));
      const points = severityPoints(m.days_past_due) * recencyWeight(monthsAgo);
      if (!worst || points > worst.points) worst = { kind: 'past_default', cls: loanClassOf(m.days_past_due), monthsAgo, points, text: `${who} ${m.days_past_due} days past due in ${m.month}, since cured` };
    }
    if (worst) marks.push(worst);
  }
  return marks.sort((a, b) => b.points - a.points);
}

export function computeScore(file: BureauFile, now = new Date(), options: ScoreOptions = {}): Scorecard {
  const rates = options.ngnPer ?? DEFAULT_NGN_PER;
  const ngn = (f: BureauFacility, n: number) => n * (nairaPerUnit(f, rates) ?? 1);
  const facts = factsOf(file, now);
  const inq = inquiryFacts(file, now);
  const parts: Record<ComponentCategory, Component> = {
    payment_history: paymentHistory(facts),
    utilisation: utilisation(file, ngn),
    file_age: fileAge(facts),
    recent_inquiries: recentInquiries(inq),
    credit_mix: creditMix(file, facts),
  };
  let total = 0;
  const factors: ScoreFactor[] = [];
  for (const category of Object.keys(WEIGHTS) as ComponentCategory[]) {
    const c = parts[category];
    const max = SPAN * WEIGHTS[category];
    total += max * c.value;
    factors.push({
      code: c.code,
      category,
      description: c.description,
      impact: c.value >= 0.75 ? 'positive' : c.value < NEUTRAL - 0.001 ? 'negative' : 'neutral',
      points: Math.round(max * c.value),
      max_points: Math.round(max),
    });
  }

  const stacking = loanStacking(inq);
  const marks = derogatoryMarks(file, now, ngn);
  let derogatory = -marks.reduce((s, m) => s + m.points, 0);
  const knockoutMarks = marks.filter((m) => m.kind !== 'past_default');
  const ceiling = knockoutMarks.length ? Math.min(...knockoutMarks.map((m) => knockoutCeiling(m as Mark & { kind: 'non_performing' | 'written_off' }))) : null;
  const before = SCORE_MIN + total + stacking.points + derogatory;
  // A knock-out caps the score: the derogatory penalty takes whatever more it needs.
  if (ceiling !== null && before > ceiling) derogatory -= before - ceiling;
  const knockouts = [...new Set(knockoutMarks.map((m) => (m.kind === 'written_off' ? 'written_off_facility' : 'non_performing_facility')))];
  const markText = marks.slice(0, 3).map((m) => m.text).join('; ') + (marks.length > 3 ? `; and ${marks.length - 3} more` : '');
  factors.push(
    {
      code: knockouts[0] ?? (marks.length ? 'past_default' : 'no_derogatory_marks'),
      category: 'derogatory_marks',
      description: marks.length
        ? `${markText}.${ceiling !== null ? ` Knock-out: the score cannot exceed ${ceiling} (${ratingOf(ceiling)}).` : ''}`
        : 'No facility non-performing (90+ days past due) or written off.',
      impact: derogatory < 0 ? 'negative' : 'positive',
      points: Math.round(derogatory),
      max_points: 0,
    },
    { code: stacking.code, category: 'loan_stacking', description: stacking.description, impact: stacking.points < 0 ? 'negative' : 'positive', points: stacking.points, max_points: 0 },
  );
  factors.sort((a, b) => b.max_points - b.points - (a.max_points - a.points));
  const score = Math.min(ceiling ?? SCORE_MAX, SCORE_MAX, Math.max(SCORE_MIN, Math.round(SCORE_MIN + total + stacking.points + derogatory)));
  const basis: ScoreBasis = {
    facilities: file.facilities.length,
    payments_reported: facts.reported,
    oldest_facility_months: facts.oldest,
    worst_classification: facts.worstClass,
    hard_inquiries_7d: inq.d7,
    hard_inquiries_30d: inq.d30,
    hard_inquiries_12m: inq.m12,
    lenders_30d: inq.lenders30,
    summary: summaryOf(facts, file),
  };
  return { score, rating: ratingOf(score), factors, no_hit: facts.noHit, thin_file: facts.thin, knockouts, score_ceiling: ceiling, basis };
}

function summaryOf(facts: FileFacts, file: BureauFile): string {
  if (facts.noHit) return 'No credit file: no facility at the bureaus that answered. The score is the neutral starting point, not evidence of bad credit; judge on other evidence (statements, income).';
  const rests = `${plural(file.facilities.length, 'facility', 'facilities')} and ${plural(facts.reported, 'monthly repayment')} reported in the last 24 months, oldest facility ${facts.oldest} months old`;
  if (facts.thin) return `Thin file: ${rests}. Payment history, file age and credit mix are weighed toward neutral in proportion to the evidence (full weight from ${THIN_FILE_PAYMENTS} repayments).`;
  return `${rests[0].toUpperCase()}${rests.slice(1)}.`;
}

// A file object the gateway keeps (a sandbox file, unchanged by recorded inquiries) scores the same
// all day: the scorecard reads `now` only to the day (inquiry cutoff) and the month.
const todaysCards = new WeakMap<BureauFile, { day: string; options: ScoreOptions; card: Scorecard }>();

/** computeScore, remembered per file object (and options object) for the current UTC day. */
export function scoreOfToday(file: BureauFile, options: ScoreOptions = {}, now = new Date()): Scorecard {
  const day = now.toISOString().slice(0, 10);
  const hit = todaysCards.get(file);
  if (hit?.day === day && hit.options === options) return hit.card;
  const card = computeScore(file, now, options);
  todaysCards.set(file, { day, options, card });
  return card;
}
