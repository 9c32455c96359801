import { BureauFile, monthKey, REVOLVING } from '../bureaus/bureau.types.js';
import type { Rating } from '../credit.constants.js';

// The scorecard: five explainable components of the bureau file, each scored 0..1, weighted and
// mapped onto 300-850. Every component also yields a factor saying what it saw and how many of its
// points it earned, most points lost first (the "reason codes" a lender shows an applicant).

export const SCORE_MIN = 300;
export const SCORE_MAX = 850;
const SPAN = SCORE_MAX - SCORE_MIN;

export const WEIGHTS = { payment_history: 0.35, utilisation: 0.3, file_age: 0.15, recent_inquiries: 0.1, credit_mix: 0.1 } as const;
export type FactorCategory = keyof typeof WEIGHTS;

export interface ScoreFactor {
  code: string;
  category: FactorCategory;
  description: string;
  impact: 'positive' | 'neutral' | 'negative';
  /** Points of the score this component earned, out of max_points. */
  points: number;
  max_points: number;
}

export interface Scorecard {
  score: number;
  rating: Rating;
  factors: ScoreFactor[];
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

interface Component {
  value: number;
  code: string;
  description: string;
}

function paymentHistory(file: BureauFile, now: Date): Component {
  let reported = 0;
  let onTime = 0;
  let worst = 0;
  const oldest = monthKey(23, now);
  for (const f of file.facilities) {
    for (const m of f.payment_history) {
      if (m.month < oldest) continue;
      reported++;
      if (m.days_past_due === 0) onTime++;
      worst = Math.max(worst, m.days_past_due);
    }
  }
  const writtenOff = file.facilities.filter((f) => f.status === 'written_off').length;
  if (!reported && !writtenOff) return { value: 0.3, code: 'no_payment_history', description: 'No repayments reported in the last 24 months.' };
  const pct = reported ? onTime / reported : 0;
  let value = clamp01((pct - 0.7) / 0.3);
  if (worst >= 90) value *= 0.35;
  else if (worst >= 60) value *= 0.6;
  else if (worst >= 30) value *= 0.85;
  if (writtenOff) value *= 0.3;
  const pctText = `${(pct * 100).toFixed(1)}% of ${reported} monthly repayments on time in the last 24 months`;
  if (writtenOff) return { value, code: 'written_off_facility', description: `${writtenOff} facility written off; ${pctText}.` };
  if (worst > 0) return { value, code: worst >= 90 ? 'serious_delinquency' : 'late_payments', description: `${pctText}; worst delinquency ${worst} days.` };
  return { value, code: 'on_time_payments', description: `${pctText}.` };
}

function utilisation(file: BureauFile): Component {
  const open = file.facilities.filter((f) => f.status === 'open' && f.credit_limit > 0);
  const revolving = open.filter((f) => REVOLVING.has(f.facility_type));
  const base = revolving.length ? revolving : open;
  if (!base.length) return { value: 0.6, code: 'no_open_facilities', description: 'No open credit facilities to measure utilisation.' };
  const limit = base.reduce((s, f) => s + f.credit_limit, 0);
  const balance = base.reduce((s, f) => s + f.outstanding_balance, 0);
  const ratio = balance / limit;
  // Installment balances fall as loans amortise, so they weigh less than revolving use.
  const value = revolving.length
    ? curve([[0, 1], [0.1, 1], [0.3, 0.8], [0.5, 0.55], [0.75, 0.3], [1, 0.1], [1.2, 0]], ratio)
    : curve([[0, 1], [0.5, 0.8], [0.9, 0.45], [1.1, 0.2]], ratio);
  const kind = revolving.length ? 'revolving' : 'open';
  return {
    value,
    code: ratio > 0.5 ? 'high_utilisation' : 'low_utilisation',
    description: `${(ratio * 100).toFixed(0)}% of ${kind} credit limits in use (${naira(balance)} of ${naira(limit)}).`,
  };
}

function fileAge(file: BureauFile, now: Date): Component {
  if (!file.facilities.length) return { value: 0, code: 'no_credit_file', description: 'No credit facilities on file.' };
  const oldest = Math.max(...file.facilities.map((f) => monthsBetween(f.opened_on.slice(0, 7), now)));
  const value = curve([[0, 0], [6, 0.2], [12, 0.35], [24, 0.55], [60, 0.8], [120, 1]], oldest);
  return { value, code: oldest < 24 ? 'short_credit_history' : 'established_credit_history', description: `Oldest facility opened ${oldest} months ago.` };
}

function recentInquiries(file: BureauFile, now: Date): Component {
  const cutoff = new Date(now.getTime() - 365 * 86400_000).toISOString().slice(0, 10);
  const n = file.inquiries.filter((q) => q.inquiry_type === 'hard' && q.date >= cutoff).length;
  // Strictly decreasing: every further hard inquiry costs a little less than the one before.
  const value = 1 / (1 + 0.2 * n);
  return { value, code: n >= 3 ? 'many_recent_inquiries' : 'few_recent_inquiries', description: `${n} hard inquir${n === 1 ? 'y' : 'ies'} in the last 12 months.` };
}

function creditMix(file: BureauFile): Component {
  const types = new Set(file.facilities.map((f) => f.facility_type));
  const hasRevolving = [...types].some((t) => REVOLVING.has(t));
  const hasInstallment = [...types].some((t) => !REVOLVING.has(t));
  const value = types.size === 0 ? 0.3 : clamp01(curve([[1, 0.45], [2, 0.7], [3, 0.9]], types.size) + (hasRevolving && hasInstallment ? 0.1 : 0));
  return {
    value,
    code: types.size >= 3 ? 'varied_credit_mix' : 'limited_credit_mix',
    description: types.size ? `${types.size} kind${types.size === 1 ? '' : 's'} of facility: ${[...types].sort().join(', ')}.` : 'No facilities on file.',
  };
}

export function computeScore(file: BureauFile, now = new Date()): Scorecard {
  const parts: Record<FactorCategory, Component> = {
    payment_history: paymentHistory(file, now),
    utilisation: utilisation(file),
    file_age: fileAge(file, now),
    recent_inquiries: recentInquiries(file, now),
    credit_mix: creditMix(file),
  };
  let total = 0;
  const factors: ScoreFactor[] = [];
  for (const category of Object.keys(WEIGHTS) as FactorCategory[]) {
    const c = parts[category];
    const max = SPAN * WEIGHTS[category];
    total += max * c.value;
    factors.push({
      code: c.code,
      category,
      description: c.description,
      impact: c.value >= 0.75 ? 'positive' : c.value < 0.5 ? 'negative' : 'neutral',
      points: Math.round(max * c.value),
      max_points: Math.round(max),
    });
  }
  factors.sort((a, b) => b.max_points - b.points - (a.max_points - a.points));
  const score = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(SCORE_MIN + total)));
  return { score, rating: ratingOf(score), factors };
}

// A file object the gateway keeps (a sandbox file, unchanged by recorded inquiries) scores the same
// all day: the scorecard reads `now` only to the day (inquiry cutoff) and the month.
const todaysCards = new WeakMap<BureauFile, { day: string; card: Scorecard }>();

/** computeScore, remembered per file object for the current UTC day. */
export function scoreOfToday(file: BureauFile, now = new Date()): Scorecard {
  const day = now.toISOString().slice(0, 10);
  const hit = todaysCards.get(file);
  if (hit?.day === day) return hit.card;
  const card = computeScore(file, now);
  todaysCards.set(file, { day, card });
  return card;
}
