// The score: every signal has a strength in [0, 1] and a weight in points (per organization, with
// defaults); risk_score = min(100, sum of weight x strength). Monotone in every signal, bounded
// 0-100, and each signal's contribution is exactly its share of the sum.

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const ACTIONS = ['approve', 'review', 'decline', 'step_up_auth'] as const;
export type Action = (typeof ACTIONS)[number];

export const SIGNAL_CODES = [
  'AMOUNT_UNUSUAL',
  'HIGH_AMOUNT',
  'NEW_BENEFICIARY',
  'MULE_RECEIVER',
  'SENDER_REPORTED',
  'RECEIVER_REPORTED',
  'WATCHLIST_HIT',
  'NEW_DEVICE',
  'DEVICE_RISK',
  'FOREIGN_IP',
  'TIMEZONE_MISMATCH',
  'VELOCITY_BURST',
  'ODD_HOUR',
  'UNUSUAL_CHANNEL',
  'ROUND_AMOUNT_BURST',
  'SCAM_PAYEE',
  'RETRY_OF_BLOCKED',
] as const;
export type SignalCode = (typeof SIGNAL_CODES)[number];

export type Weights = Record<SignalCode, number>;
export interface Thresholds {
  medium: number;
  high: number;
  critical: number;
}

// A new payee and a larger amount (AMOUNT_UNUSUAL + HIGH_AMOUNT + NEW_BENEFICIARY) stay below the
// medium threshold together: people buy cars and pay rent. Something else must agree.
export const DEFAULT_WEIGHTS: Weights = {
  AMOUNT_UNUSUAL: 20,
  HIGH_AMOUNT: 4,
  NEW_BENEFICIARY: 5,
  MULE_RECEIVER: 45,
  SENDER_REPORTED: 35,
  RECEIVER_REPORTED: 70,
  WATCHLIST_HIT: 60,
  NEW_DEVICE: 22,
  DEVICE_RISK: 30,
  FOREIGN_IP: 22,
  TIMEZONE_MISMATCH: 10,
  VELOCITY_BURST: 40,
  ODD_HOUR: 10,
  UNUSUAL_CHANNEL: 10,
  ROUND_AMOUNT_BURST: 20,
  SCAM_PAYEE: 40,
  RETRY_OF_BLOCKED: 20,
};
export const DEFAULT_THRESHOLDS: Thresholds = { medium: 30, high: 60, critical: 80 };

/** Signals that point at account takeover: a medium score asks for step-up rather than review. */
export const ACCOUNT_TAKEOVER_SIGNALS: ReadonlySet<SignalCode> = new Set(['NEW_DEVICE', 'DEVICE_RISK', 'FOREIGN_IP']);

/**
 * Independent kinds of evidence: a decline needs several of them to agree (DECLINE_FAMILIES), so
 * two views of one fact (a new device and a foreign IP are both "access") count once. Signals
 * left out only add context (NEW_BENEFICIARY, HIGH_AMOUNT) or repeat earlier evidence
 * (RETRY_OF_BLOCKED: conclusive only when the attempt it repeats was declined).
 */
export const SIGNAL_FAMILY: Partial<Record<SignalCode, string>> = {
  AMOUNT_UNUSUAL: 'amount',
  NEW_DEVICE: 'access',
  DEVICE_RISK: 'access',
  FOREIGN_IP: 'access',
  TIMEZONE_MISMATCH: 'access',
  VELOCITY_BURST: 'velocity',
  ROUND_AMOUNT_BURST: 'velocity',
  MULE_RECEIVER: 'receiver',
  SCAM_PAYEE: 'receiver',
  RECEIVER_REPORTED: 'receiver',
  SENDER_REPORTED: 'lists',
  WATCHLIST_HIT: 'lists',
  ODD_HOUR: 'habit',
  UNUSUAL_CHANNEL: 'habit',
};
/** Independent families with a strong signal (STRONG_POINTS or more) needed for a decline. */
export const DECLINE_FAMILIES = 3;
export const STRONG_POINTS = 10;

export interface RawSignal {
  code: SignalCode;
  /** 0 (absent) to 1 (as strong as it gets) */
  strength: number;
  description: string;
  details: Record<string, unknown>;
  /** evidence that alone justifies a decline at the high threshold (a verified network report; a retry of a declined attempt) */
  conclusive?: boolean;
  /** the score this signal lifts the total to at least (a retry scores as high as the attempt it repeats) */
  floor?: number;
}

export interface ScoredSignal {
  code: SignalCode;
  description: string;
  contribution: number;
  details: Record<string, unknown>;
}

export interface Verdict {
  risk_score: number;
  risk_level: RiskLevel;
  recommended_action: Action;
  is_fraud: boolean;
  signals: ScoredSignal[];
}

export function levelOf(score: number, t: Thresholds): RiskLevel {
  if (score >= t.critical) return 'critical';
  if (score >= t.high) return 'high';
  if (score >= t.medium) return 'medium';
  return 'low';
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Calibration of the points sum (raw) to risk_score: the share of fraud, in percent, among
 * transactions with that raw score in the tuning generators' labelled output (isotonic regression,
 * scripts/eval/fit-calibration.mjs; table in docs/fraud-calibration.md). Knots [raw, risk_score],
 * linear between them, non-decreasing: so the levels' thresholds (30/60/80) are fraud shares of
 * 30%, 60% and 80%. Fitted with the default weights; an organization's own weights keep its order.
 */
// fitted 2026-11-25 on 68,099 transactions (1,260 fraudulent) of tuning + tuning-hard, seed 42, raw points (--raw)
export const CALIBRATION: readonly (readonly [number, number])[] = [
  [0, 0.2], [0.1, 0.2], [6.4, 0.6], [13.5, 1.2], [18.8, 2], [23, 3.1], [24, 4.1], [25.9, 5], [30.7, 6.3], [39.3, 9.4], [45, 29.4],
  [49.3, 33.2], [52.9, 36.6], [57.1, 44.1], [64.3, 46.2], [69.5, 53.3], [72.6, 73.7], [77.7, 87.8], [87.9, 94.7], [98.1, 99], [100, 100],
];

/** The calibrated score of a points sum (piecewise linear through `knots`). */
export function calibrate(raw: number, knots: readonly (readonly [number, number])[] = CALIBRATION): number {
  if (raw <= knots[0][0]) return knots[0][1];
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i];
    if (raw <= x1) {
      const [x0, y0] = knots[i - 1];
      return y0 + ((y1 - y0) * (raw - x0)) / (x1 - x0 || 1);
    }
  }
  return knots[knots.length - 1][1];
}
/** No calibration: the score is the points sum. */
export const RAW_POINTS: readonly (readonly [number, number])[] = [[0, 0], [100, 100]];

/**
 * The verdict. `knots` calibrates the points sum (the engine passes CALIBRATION; the default,
 * identity, leaves points as the score). Contributions are scaled with the score, so they still add
 * up to it; a decline's families are judged on points.
 */
export function scoreSignals(raw: RawSignal[], weights: Weights, thresholds: Thresholds, knots: readonly (readonly [number, number])[] = RAW_POINTS): Verdict {
  const signals: ScoredSignal[] = [];
  let sum = 0;
  let floor = 0;
  let floorSignal: ScoredSignal | null = null;
  let conclusive = false;
  const points = new Map<ScoredSignal, number>();
  for (const s of raw) {
    const strength = Math.min(1, Math.max(0, Number.isFinite(s.strength) ? s.strength : 0));
    const contribution = round1(Math.max(0, weights[s.code] ?? 0) * strength);
    if (contribution <= 0) continue;
    sum += contribution;
    const scored = { code: s.code, description: s.description, contribution, details: s.details };
    signals.push(scored);
    points.set(scored, contribution);
    if (s.conclusive) conclusive = true;
    // conclusive evidence is not an ordinary transaction of the calibration table: its points stand as a floor
    const own = s.floor ?? (s.conclusive ? contribution : undefined);
    if (own !== undefined && own > floor) [floor, floorSignal] = [Math.min(100, own), scored];
  }
  // calibrated: each contribution scaled by the same factor (points are kept for the decline rule)
  const calibrated = Math.min(100, Math.max(0, calibrate(Math.min(100, sum), knots)));
  if (sum > 0 && calibrated !== sum) {
    const k = calibrated / sum;
    for (const sc of signals) sc.contribution = round1(sc.contribution * k);
    sum = calibrated;
  }
  // the floor (a score already given: calibrated) is carried by its signal, so contributions still add up to the score
  if (floorSignal && sum < floor) {
    floorSignal.contribution = round1(floorSignal.contribution + floor - sum);
    sum = floor;
  }
  signals.sort((a, b) => b.contribution - a.contribution);
  const risk_score = Math.min(100, Math.max(0, Math.round(sum)));
  const risk_level = levelOf(risk_score, thresholds);
  const families = new Set(signals.filter((s) => (points.get(s) ?? 0) >= STRONG_POINTS && SIGNAL_FAMILY[s.code]).map((s) => SIGNAL_FAMILY[s.code]));
  const takeover = signals.some((s) => ACCOUNT_TAKEOVER_SIGNALS.has(s.code));
  let recommended_action: Action;
  // A decline stops a customer's payment: only on overwhelming evidence (several independent
  // families agreeing, or conclusive evidence); anything else merely suspicious is reviewed or stepped up.
  if (risk_score >= thresholds.high && (conclusive || families.size >= DECLINE_FAMILIES)) recommended_action = 'decline';
  else if (risk_level === 'low') recommended_action = 'approve';
  else if (risk_level === 'medium') recommended_action = takeover ? 'step_up_auth' : 'review';
  else recommended_action = 'review';
  return { risk_score, risk_level, recommended_action, is_fraud: recommended_action === 'decline', signals };
}
