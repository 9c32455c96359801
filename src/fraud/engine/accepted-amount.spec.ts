import { describe, expect, it } from '@jest/globals';
import { evaluateSignals, type EngineInput } from './signals.js';

// An amount an analyst resolved as legitimate (issue 16) is this sender's normal: up to 1.2x of it.
describe('AMOUNT_UNUSUAL and the accepted amount band', () => {
  const profile = { txnCount: 40, amountLogMean: Math.log(20000), amountLogM2: 39 * 0.3 ** 2, hours: Array.from({ length: 24 }, () => 2), channels: { mobile: 40 }, countries: ['NG'], inboundCount: 5 };
  const input = (amount: number, acceptedAmountLog: number | null): EngineInput => ({
    amount, currency: 'NGN', channel: 'mobile', at: new Date('2026-10-01T10:00:00Z'), sender: { ...profile, acceptedAmountLog }, receiver: null, knownPair: true,
    receiverNewSenders24h: 1, firstAttempt: false, pairBlocked: null, receiverNetwork: null, senderNewPayers24h: 0, senderNetwork: null, senderReports: [], receiverReports: [], watchlistHits: [],
    device: null, ip: null, claimedTimezone: null, velocity: { last10m: 1, last60m: 1, receivers10m: 1 }, roundAmounts60m: 0,
  });
  const unusual = (amount: number, accepted: number | null) => evaluateSignals(input(amount, accepted === null ? null : Math.log(accepted))).some((s) => s.code === 'AMOUNT_UNUSUAL' && s.strength > 0);

  it('an accepted amount and a little more are not unusual; well beyond it, or with none accepted, they are', () => {
    expect(unusual(400_000, null)).toBe(true);
    expect(unusual(400_000, 400_000)).toBe(false);
    expect(unusual(470_000, 400_000)).toBe(false);
    expect(unusual(900_000, 400_000)).toBe(true);
  });
});
