// The account fraud score (0-100) as one organization sees it: what its own analyses taught it
// (activity), the shared fraud network's reports, and its watchlists, combined so each can only
// raise it: 100 x (1 - (1 - a)(1 - n)(1 - w)).
import { networkShare, type CountedReport } from './network-weight.js';
import type { NetworkStatus } from './signals.js';
import { levelOf, type RiskLevel, type Thresholds } from './scoring.js';

/** What one fully counted report adds, by status (network-weight.ts decides which count fully). */
const REPORT_POINTS: Record<NetworkStatus, number> = { received: 0.2, under_review: 0.3, verified: 0.5 };
const WATCHLIST_SHARE = 0.5;

export function composeAccountScore(activity: number, reports: readonly CountedReport[], watchlisted: boolean): number {
  const a = Math.min(1, Math.max(0, activity / 100));
  const n = networkShare(reports, REPORT_POINTS);
  const w = watchlisted ? WATCHLIST_SHARE : 0;
  return Math.round(1000 * (1 - (1 - a) * (1 - n) * (1 - w))) / 10;
}

/** Activity learned from one more analysis: a moving average that jumps up on a high-risk one. */
export function nextActivity(previous: number, riskScore: number): number {
  const avg = 0.7 * previous + 0.3 * riskScore;
  return Math.round(10 * Math.max(avg, riskScore >= 60 ? 0.8 * riskScore : 0)) / 10;
}

/** An account's score, its level, and whether the move from the stored one is worth fraud.score.updated. */
export interface ScoredAccount {
  score: number;
  level: RiskLevel;
  changed: boolean;
}

/**
 * The one rule of an account's score, for the engine and for recomputes alike; fraud.score.updated
 * goes out on a change of level or of 5 points or more (a first score of 5 or more).
 */
export function scoreAccount(
  activity: number,
  reports: readonly CountedReport[],
  watchlisted: boolean,
  thresholds: Thresholds,
  before: { score: number; riskLevel: RiskLevel } | null | undefined,
): ScoredAccount {
  const score = composeAccountScore(activity, reports, watchlisted);
  const level = levelOf(score, thresholds);
  return { score, level, changed: before ? before.riskLevel !== level || Math.abs(before.score - score) >= 5 : score >= 5 };
}
