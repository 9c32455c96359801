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
] as const;
export type SignalCode = (typeof SIGNAL_CODES)[number];

export type Weights = Record<SignalCode, number>;
export interface Thresholds {
  medium: number;
  high: number;
  critical: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  AMOUNT_UNUSUAL: 30,
  HIGH_AMOUNT: 15,
  NEW_BENEFICIARY: 15,
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
};
export const DEFAULT_THRESHOLDS: Thresholds = { medium: 30, high: 60, critical: 80 };

/** Signals that point at account takeover: a medium score asks for step-up rather than review. */
export const ACCOUNT_TAKEOVER_SIGNALS: ReadonlySet<SignalCode> = new Set(['NEW_DEVICE', 'DEVICE_RISK', 'FOREIGN_IP']);

export interface RawSignal {
  code: SignalCode;
  /** 0 (absent) to 1 (as strong as it gets) */
  strength: number;
  description: string;
  details: Record<string, unknown>;
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

export function scoreSignals(raw: RawSignal[], weights: Weights, thresholds: Thresholds): Verdict {
  const signals: ScoredSignal[] = [];
  let sum = 0;
  for (const s of raw) {
    const strength = Math.min(1, Math.max(0, Number.isFinite(s.strength) ? s.strength : 0));
    const contribution = round1(Math.max(0, weights[s.code] ?? 0) * strength);
    if (contribution <= 0) continue;
    sum += contribution;
    signals.push({ code: s.code, description: s.description, contribution, details: s.details });
  }
  signals.sort((a, b) => b.contribution - a.contribution);
  const risk_score = Math.min(100, Math.max(0, Math.round(sum)));
  const risk_level = levelOf(risk_score, thresholds);
  let recommended_action: Action;
  if (risk_level === 'critical') recommended_action = 'decline';
  else if (risk_level === 'high') recommended_action = 'review';
  else if (risk_level === 'medium') recommended_action = signals.some((s) => ACCOUNT_TAKEOVER_SIGNALS.has(s.code)) ? 'step_up_auth' : 'review';
  else recommended_action = 'approve';
  return { risk_score, risk_level, recommended_action, is_fraud: risk_level === 'critical', signals };
}
