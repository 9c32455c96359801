import { describe, expect, it } from '@jest/globals';
import { composeAccountScore } from './account-score.js';
import { networkShare, UNREVIEWED_OTHERS_CAP, type CountedReport } from './network-weight.js';
import { CALIBRATION, DEFAULT_THRESHOLDS, DEFAULT_WEIGHTS, levelOf, scoreSignals } from './scoring.js';
import { evaluateSignals, type EngineInput, type NetworkStatus } from './signals.js';

const FULL: Record<NetworkStatus, number> = { received: 0.2, under_review: 0.3, verified: 0.5 };
const others = (n: number, status: NetworkStatus = 'received'): CountedReport[] => Array.from({ length: n }, () => ({ status, own: false }));

describe('fraud network weight', () => {
  it("counts the viewer's own reports and verified ones fully, by status", () => {
    for (const status of ['received', 'under_review', 'verified'] as const) expect(networkShare([{ status, own: true }], FULL)).toBeCloseTo(FULL[status]);
    expect(networkShare([{ status: 'verified', own: false }], FULL)).toBeCloseTo(FULL.verified);
    expect(networkShare([{ status: 'verified', own: false }, { status: 'received', own: true }], FULL)).toBeCloseTo(1 - 0.5 * 0.8);
  });

  it("weighs other organizations' unreviewed reports little, and all of them together at most the cap", () => {
    const one = networkShare(others(1), FULL);
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThan(FULL.received);
    expect(networkShare(others(1, 'under_review'), FULL)).toBeGreaterThan(one);
    expect(networkShare(others(1, 'under_review'), FULL)).toBeLessThan(FULL.under_review);
    for (const n of [2, 8, 50, 1000]) {
      expect(networkShare(others(n), FULL)).toBeGreaterThanOrEqual(networkShare(others(n - 1), FULL));
      expect(networkShare([...others(n), ...others(n, 'under_review')], FULL)).toBeLessThanOrEqual(UNREVIEWED_OTHERS_CAP + 1e-9);
    }
    // they still add to fully counted evidence, within the same cap
    const verified: CountedReport = { status: 'verified', own: false };
    expect(networkShare([verified, ...others(1000)], FULL)).toBeCloseTo(1 - 0.5 * (1 - UNREVIEWED_OTHERS_CAP));
  });

  it('on their own, unreviewed reports from other organizations leave the account score low, never above medium', () => {
    for (const n of [1, 8, 1000]) {
      const score = composeAccountScore(0, [...others(n), ...others(n, 'under_review')], false);
      expect(score).toBeLessThanOrEqual(100 * UNREVIEWED_OTHERS_CAP);
      expect(levelOf(score, DEFAULT_THRESHOLDS)).toBe('low');
    }
    expect(levelOf(composeAccountScore(0, [{ status: 'verified', own: false }], false), DEFAULT_THRESHOLDS)).toBe('medium');
  });

  describe('in analyze', () => {
    // A ₦5,000 transfer to a payee the customer already pays, with nothing else unusual: only the network signals can move it
    // (a first payment to an account not established in the network is reviewed on another's unreviewed report: scoring.spec.ts).
    const transfer: EngineInput = {
      amount: 5000, currency: 'NGN', channel: 'mobile', at: new Date('2026-10-01T10:00:00Z'), sender: null, receiver: null, knownPair: true,
      receiverNewSenders24h: 1, firstAttempt: false, pairBlocked: null, receiverNetwork: null, senderNewPayers24h: 0, senderNetwork: null, senderReports: [], receiverReports: [], watchlistHits: [], device: null, ip: null, claimedTimezone: null,
      velocity: { last10m: 1, last60m: 1, receivers10m: 1 }, roundAmounts60m: 0,
    };
    const verdict = (x: Partial<EngineInput>) => scoreSignals(evaluateSignals({ ...transfer, ...x }), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS);

    it('unreviewed reports from other organizations on both accounts leave a small transfer to a payee already paid approved', () => {
      for (const n of [1, 8, 1000]) {
        const v = verdict({ senderReports: [...others(n), ...others(n, 'under_review')], receiverReports: [...others(n), ...others(n, 'under_review')] });
        expect(v.risk_score).toBeLessThan(DEFAULT_THRESHOLDS.medium);
        expect(v.recommended_action).toBe('approve');
        const receiver = v.signals.find((s) => s.code === 'RECEIVER_REPORTED')!;
        expect(receiver.contribution).toBeLessThanOrEqual(DEFAULT_WEIGHTS.RECEIVER_REPORTED * UNREVIEWED_OTHERS_CAP);
        expect(receiver.details).toEqual({ reports: { received: n, under_review: n }, unreviewed_from_others: 2 * n });
      }
    });

    it('a verified report, or an own one, weighs fully', () => {
      const verified = verdict({ receiverReports: [{ status: 'verified', own: false }, ...others(7)] });
      expect(verified.signals.find((s) => s.code === 'RECEIVER_REPORTED')!.contribution).toBe(DEFAULT_WEIGHTS.RECEIVER_REPORTED);
      // a verified report is the network's conclusive evidence: it alone may decline (issue 12 item 3)
      expect(verified).toMatchObject({ risk_level: 'high', recommended_action: 'decline' });
      const own = verdict({ receiverReports: [{ status: 'received', own: true }] });
      expect(own.signals.find((s) => s.code === 'RECEIVER_REPORTED')!.contribution).toBe(DEFAULT_WEIGHTS.RECEIVER_REPORTED / 2);
      expect(own.recommended_action).toBe('review');
    });

    it('as the engine scores (calibrated), a payment to an account the organization itself reported is reviewed, received or under review; others’ unreviewed reports leave a payee already paid approved', () => {
      const calibrated = (x: Partial<EngineInput>) => scoreSignals(evaluateSignals({ ...transfer, ...x }), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION);
      for (const status of ['received', 'under_review'] as const) {
        for (const side of ['receiverReports', 'senderReports'] as const) {
          const v = calibrated({ [side]: [{ status, own: true }] });
          expect(v.risk_score).toBeGreaterThanOrEqual(DEFAULT_THRESHOLDS.medium);
          expect(v.recommended_action).toBe('review');
        }
      }
      expect(calibrated({ receiverReports: [...others(8), ...others(8, 'under_review')] }).recommended_action).toBe('approve');
    });
  });
});
