import { describe, expect, it } from '@jest/globals';
import { composeAccountScore, nextActivity, scoreAccount } from './account-score.js';
import { DEFAULT_THRESHOLDS } from './scoring.js';
import type { NetworkStatus } from './signals.js';

const own = (status: NetworkStatus) => ({ status, own: true });

describe('account score', () => {
  it('only rises with more evidence and stays within 0-100', () => {
    expect(composeAccountScore(0, [], false)).toBe(0);
    expect(composeAccountScore(0, [own('received')], false)).toBeLessThan(composeAccountScore(0, [own('verified')], false));
    expect(composeAccountScore(50, [own('verified')], true)).toBeGreaterThan(composeAccountScore(50, [own('verified')], false));
    expect(composeAccountScore(100, [own('verified'), own('verified'), own('verified')], true)).toBeLessThanOrEqual(100);
    expect(nextActivity(0, 90)).toBeGreaterThanOrEqual(60);
  });

  it('scores activity, network and watchlist as independent evidence: 100 x (1 - (1 - a)(1 - n)(1 - w))', () => {
    // a = 0.4, n = 0.5 (one own verified report), w = 0.5 → 100 x (1 - 0.6 x 0.5 x 0.5) = 85
    expect(scoreAccount(40, [own('verified')], true, DEFAULT_THRESHOLDS, null)).toEqual({ score: 85, level: 'critical', changed: true });
    expect(scoreAccount(40, [], false, DEFAULT_THRESHOLDS, null)).toMatchObject({ score: 40, level: 'medium' });
  });

  it('a change is worth an event on a new level or 5 points, and a first score from 5', () => {
    const low = (score: number) => ({ score, riskLevel: 'low' as const });
    expect(scoreAccount(14, [], false, DEFAULT_THRESHOLDS, low(10)).changed).toBe(false);
    expect(scoreAccount(15, [], false, DEFAULT_THRESHOLDS, low(10)).changed).toBe(true);
    expect(scoreAccount(30, [], false, DEFAULT_THRESHOLDS, low(28)).changed).toBe(true); // low -> medium
    expect(scoreAccount(4, [], false, DEFAULT_THRESHOLDS, null).changed).toBe(false);
    expect(scoreAccount(5, [], false, DEFAULT_THRESHOLDS, undefined).changed).toBe(true);
  });
});
