import { describe, expect, it } from '@jest/globals';
import { CALIBRATION, CALIBRATION_FAMILY, calibrate, type Calibration, DEFAULT_THRESHOLDS, DEFAULT_WEIGHTS, levelOf, type RawSignal, scoreSignals, SIGNAL_CODES, type SignalCode } from './scoring.js';
import { networkView, sameAccountRows, type NetworkView } from './network-account.js';
import { evaluateSignals, type EngineInput, heldForward, heldPayment, independentOfHolds, isRoundAmount, type NetworkStatus, CONFIRMED_FRAUD, RETRY_CONCLUSIVE_MS, unusualPayment, forHeldForwards, learnsHabits, withoutOthersReview } from './signals.js';

const sig = (code: SignalCode, strength = 1): RawSignal => ({ code, strength, description: code, details: {} });

describe('scoreSignals', () => {
  it('is bounded 0-100 whatever the signals', () => {
    expect(scoreSignals([], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS).risk_score).toBe(0);
    const all = scoreSignals(SIGNAL_CODES.map((c) => sig(c)), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS);
    expect(all.risk_score).toBe(100);
    expect(scoreSignals([sig('NEW_DEVICE', Number.NaN), sig('FOREIGN_IP', 7), sig('ODD_HOUR', -3)], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS).risk_score).toBe(DEFAULT_WEIGHTS.FOREIGN_IP);
  });

  it('is monotone: adding a signal or strengthening one never lowers the score', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let trial = 0; trial < 500; trial++) {
      const base = SIGNAL_CODES.filter(() => rand() < 0.3).map((c) => sig(c, rand()));
      const stronger = base.map((s) => ({ ...s, strength: Math.min(1, s.strength + rand() * 0.5) }));
      const extra = [...stronger, sig(SIGNAL_CODES[Math.floor(rand() * SIGNAL_CODES.length)], rand())];
      // raw points and the calibrated score alike
      for (const model of [null, CALIBRATION]) {
        const before = scoreSignals(base, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, model).risk_score;
        expect(scoreSignals(stronger, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, model).risk_score).toBeGreaterThanOrEqual(before);
        expect(scoreSignals(extra, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, model).risk_score).toBeGreaterThanOrEqual(before);
      }
    }
  });

  it('explains itself: contributions add up to the score below the cap', () => {
    const v = scoreSignals([sig('NEW_DEVICE'), sig('ODD_HOUR', 0.6)], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS);
    expect(v.signals.reduce((s, x) => s + x.contribution, 0)).toBeCloseTo(v.risk_score, 0);
    expect(v.signals[0].code).toBe('NEW_DEVICE');
  });

  it('maps levels and actions as DESIGN.md says', () => {
    expect([0, 29, 30, 59, 60, 79, 80, 100].map((s) => levelOf(s, DEFAULT_THRESHOLDS))).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
    const w = { ...DEFAULT_WEIGHTS, NEW_DEVICE: 40, UNUSUAL_CHANNEL: 40, WATCHLIST_HIT: 65, RECEIVER_REPORTED: 90 };
    expect(scoreSignals([sig('NEW_DEVICE')], w, DEFAULT_THRESHOLDS).recommended_action).toBe('step_up_auth');
    expect(scoreSignals([sig('UNUSUAL_CHANNEL')], w, DEFAULT_THRESHOLDS).recommended_action).toBe('review');
    expect(scoreSignals([sig('WATCHLIST_HIT')], w, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'high', recommended_action: 'review', is_fraud: false });
    expect(scoreSignals([{ ...sig('RECEIVER_REPORTED'), conclusive: true }], w, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'critical', recommended_action: 'decline', is_fraud: true });
    expect(scoreSignals([], w, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'low', recommended_action: 'approve' });
  });

  it('declines only on overwhelming evidence: three independent families agreeing, or conclusive evidence', () => {
    const w = { ...DEFAULT_WEIGHTS, RECEIVER_REPORTED: 90, MULE_RECEIVER: 90 };
    // a critical score from one kind of evidence is reviewed, not declined
    expect(scoreSignals([sig('RECEIVER_REPORTED')], w, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'critical', recommended_action: 'review', is_fraud: false });
    expect(scoreSignals([sig('MULE_RECEIVER'), sig('NEW_BENEFICIARY'), sig('HIGH_AMOUNT')], w, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'critical', recommended_action: 'review' });
    // two views of one fact (a new device and a foreign IP are both access) count once
    expect(scoreSignals([sig('NEW_DEVICE'), sig('FOREIGN_IP'), sig('DEVICE_RISK'), sig('AMOUNT_UNUSUAL')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'critical', recommended_action: 'review' });
    // amount, access and velocity agreeing at the high threshold decline
    const three = scoreSignals([sig('AMOUNT_UNUSUAL'), sig('FOREIGN_IP'), sig('VELOCITY_BURST', 0.4), sig('NEW_BENEFICIARY')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS);
    expect(three).toMatchObject({ risk_level: 'high', recommended_action: 'decline', is_fraud: true });
    // a family counts only with a strong signal (STRONG_POINTS)
    expect(scoreSignals([sig('AMOUNT_UNUSUAL'), sig('FOREIGN_IP'), sig('NEW_DEVICE'), sig('ODD_HOUR', 0.6)], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS).recommended_action).toBe('review');
    // SCAM_PAYEE is built on the amount: with it, the amount is no second witness (receiver, amount and habit do not decline)
    const scam = [sig('SCAM_PAYEE'), sig('AMOUNT_UNUSUAL'), sig('ODD_HOUR'), sig('NEW_BENEFICIARY')];
    expect(scoreSignals(scam, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'high', recommended_action: 'review' });
    // with an independent third family (a new device) it declines
    expect(scoreSignals([...scam, sig('NEW_DEVICE')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'critical', recommended_action: 'decline' });
    // three breaks of the holder's own habit (a payday: rent to a new landlord, a dozen transfers, at midnight, on the web) are
    // reviewed, however high they score: a decline needs a family beyond the holder's behaviour (BEHAVIOUR_FAMILIES)
    const payday = [sig('AMOUNT_UNUSUAL'), sig('VELOCITY_BURST'), sig('ODD_HOUR'), sig('UNUSUAL_CHANNEL'), sig('NEW_BENEFICIARY')];
    expect(scoreSignals(payday, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION)).toMatchObject({ risk_level: 'critical', recommended_action: 'review', is_fraud: false });
    expect(scoreSignals(payday, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'critical', recommended_action: 'review' });
    // with someone else's device or address among them, or a payee that looks like a mule, it declines
    expect(scoreSignals([...payday, sig('FOREIGN_IP')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION)).toMatchObject({ recommended_action: 'decline' });
    expect(scoreSignals([...payday, sig('MULE_RECEIVER')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION)).toMatchObject({ recommended_action: 'decline' });
    // SCAM_PAYEE is built on the amount but is the payee's evidence: with a burst and an odd hour it is three families, one beyond
    expect(scoreSignals([sig('SCAM_PAYEE'), sig('VELOCITY_BURST'), sig('ODD_HOUR'), sig('NEW_BENEFICIARY')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION)).toMatchObject({ recommended_action: 'decline' });
    // and conclusive evidence (a retry of a declined attempt) declines whatever the families
    expect(scoreSignals([...payday, { ...sig('RETRY_OF_BLOCKED'), floor: 83, conclusive: true, review: true }], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION)).toMatchObject({ recommended_action: 'decline' });
    // a new payee and a larger amount alone stay below review: people buy cars
    expect(scoreSignals([sig('AMOUNT_UNUSUAL'), sig('HIGH_AMOUNT'), sig('NEW_BENEFICIARY')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS)).toMatchObject({ risk_level: 'low', recommended_action: 'approve' });
  });

  it('a floor lifts the score to at least the floor, carried by its signal', () => {
    const v = scoreSignals([sig('VELOCITY_BURST', 0.2), { ...sig('RETRY_OF_BLOCKED'), floor: 83, conclusive: true }], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS);
    expect(v).toMatchObject({ risk_score: 83, risk_level: 'critical', recommended_action: 'decline' });
    expect(v.signals.reduce((s, x) => s + x.contribution, 0)).toBeCloseTo(83, 0);
    expect(v.signals[0]).toMatchObject({ code: 'RETRY_OF_BLOCKED', contribution: 75 });
    // above the floor nothing changes; a zero weight switches the signal (and its floor) off
    expect(scoreSignals([sig('AMOUNT_UNUSUAL'), sig('FOREIGN_IP'), { ...sig('RETRY_OF_BLOCKED'), floor: 10 }], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS).risk_score).toBe(62);
    expect(scoreSignals([{ ...sig('RETRY_OF_BLOCKED'), floor: 83 }], { ...DEFAULT_WEIGHTS, RETRY_OF_BLOCKED: 0 }, DEFAULT_THRESHOLDS).risk_score).toBe(0);
  });

  it('weights and thresholds are per organization', () => {
    const raw = [sig('NEW_DEVICE')];
    expect(scoreSignals(raw, { ...DEFAULT_WEIGHTS, NEW_DEVICE: 0 }, DEFAULT_THRESHOLDS).signals).toEqual([]);
    expect(scoreSignals(raw, DEFAULT_WEIGHTS, { medium: 10, high: 15, critical: 20 }).risk_level).toBe('critical');
  });
});

describe('evaluateSignals', () => {
  const profile = { txnCount: 40, amountLogMean: Math.log(20000), amountLogM2: 39 * 0.3 ** 2, hours: Array.from({ length: 24 }, (_, h) => (h >= 9 && h <= 18 ? 4 : 0)), channels: { mobile: 40 }, countries: ['NG'], inboundCount: 5 };
  const base: EngineInput = {
    amount: 21000, currency: 'NGN', channel: 'mobile', at: new Date('2026-10-01T10:00:00Z'), sender: profile, receiver: null, knownPair: true,
    receiverNewSenders24h: 1, firstAttempt: false, pairBlocked: null, receiverNetwork: null, senderNewPayers24h: 0, senderNetwork: null, senderReports: [], receiverReports: [], watchlistHits: [],
    device: { id: 'd', known: true, senderDeviceCount: 1, otherAccounts: 0, flags: [] }, ip: { address: '41.58.1.1', country: 'NG', timezone: 'Africa/Lagos', internal: false },
    claimedTimezone: null, velocity: { last10m: 1, last60m: 1, receivers10m: 1 }, roundAmounts60m: 0,
  };
  const codes = (x: Partial<EngineInput>) => evaluateSignals({ ...base, ...x }).filter((s) => s.strength > 0).map((s) => s.code);

  it('finds nothing in a usual transaction', () => {
    expect(codes({})).toEqual([]);
  });
  it('learns from the profile: amount, hour and channel unusual for this account', () => {
    expect(codes({ amount: 400000 })).toContain('AMOUNT_UNUSUAL');
    expect(codes({ at: new Date('2026-10-01T02:00:00Z') })).toContain('ODD_HOUR');
    expect(codes({ channel: 'ussd' })).toContain('UNUSUAL_CHANNEL');
    expect(codes({ amount: 400000, sender: { ...profile, txnCount: 2 } })).not.toContain('AMOUNT_UNUSUAL'); // too little history
    const strength = (n: number) => evaluateSignals({ ...base, amount: 150000, sender: { ...profile, txnCount: n, amountLogM2: (n - 1) * 0.3 ** 2 } }).find((s) => s.code === 'AMOUNT_UNUSUAL')?.strength ?? 0;
    expect(strength(3)).toBeLessThan(strength(40)); // a thin history is given a wider spread
  });
  it('sees takeover, mules, network and velocity', () => {
    expect(codes({ device: { id: 'x', known: false, senderDeviceCount: 1, otherAccounts: 0, flags: [] } })).toEqual(['NEW_DEVICE']);
    // the takeover triad asks for a step-up: a new device paying a new payee well above the habit (not a new phone alone, nor a big payment to a new payee from the usual phone)
    const newDevice = { id: 'x', known: false, senderDeviceCount: 1, otherAccounts: 0, flags: [] };
    const stepUp = (x: Partial<EngineInput>) => evaluateSignals({ ...base, ...x }).find((s) => s.code === 'NEW_DEVICE')?.stepUp ?? false;
    expect(stepUp({ device: newDevice, knownPair: false, amount: 400000 })).toBe(true);
    expect(stepUp({ device: newDevice, knownPair: true, amount: 400000 })).toBe(false);
    expect(stepUp({ device: newDevice, knownPair: false })).toBe(false);
    // from about 2.1 sd above the habit (here about 2.5 sd: 45,000 against a usual 20,000 of narrow spread)
    expect(stepUp({ device: newDevice, knownPair: false, amount: 45000 })).toBe(true);
    expect(codes({ knownPair: false, amount: 400000 })).not.toContain('NEW_DEVICE');
    // SIM swap: a new device, a new payee, above the habit, by a channel the account never uses (or at an hour it never does) is stepped up;
    // the same payment by the usual channel at the usual hour, or to a known payee, is not
    expect(stepUp({ device: newDevice, knownPair: false, amount: 35000, channel: 'ussd' })).toBe(true);
    expect(stepUp({ device: newDevice, knownPair: false, amount: 35000, at: new Date('2026-10-01T02:00:00Z') })).toBe(true);
    expect(stepUp({ device: newDevice, knownPair: false, amount: 35000 })).toBe(false);
    expect(stepUp({ device: newDevice, knownPair: true, amount: 35000, channel: 'ussd' })).toBe(false);
    expect(stepUp({ device: newDevice, knownPair: false, amount: 20000, channel: 'ussd' })).toBe(false); // the usual amount
    expect(codes({ ip: { address: '8.8.8.8', country: 'US', timezone: 'America/Chicago', internal: false }, claimedTimezone: 'Africa/Lagos' })).toEqual(['FOREIGN_IP', 'TIMEZONE_MISMATCH']);
    expect(codes({ receiverNewSenders24h: 9, receiver: { ...profile, inboundCount: 9 } })).toEqual(['MULE_RECEIVER']);
    expect(codes({ receiverNewSenders24h: 9, receiver: { ...profile, inboundCount: 5000 } })).toEqual([]); // an established merchant
    expect(codes({ receiverReports: [{ status: 'verified', own: false }] })).toEqual(['RECEIVER_REPORTED']);
    expect(codes({ velocity: { last10m: 8, last60m: 8, receivers10m: 1 } })).toEqual(['VELOCITY_BURST']);
    expect(codes({ knownPair: false, velocity: { last10m: 3, last60m: 3, receivers10m: 3 } })).toEqual(['NEW_BENEFICIARY', 'VELOCITY_BURST']);
    expect(codes({ knownPair: true, velocity: { last10m: 3, last60m: 3, receivers10m: 3 } })).toEqual([]); // paying known bills
    expect(codes({ roundAmounts60m: 4 })).toEqual(['ROUND_AMOUNT_BURST']);
    expect(isRoundAmount(50000, 'NGN')).toBe(true);
    expect(isRoundAmount(50500, 'NGN')).toBe(false);
  });
  it('reads habits on a short history: a channel or a night hour never used from five transfers, and the takeover triad from one', () => {
    const short = (n: number) => ({ ...profile, txnCount: n, amountLogM2: (n - 1) * 0.3 ** 2, hours: Array.from({ length: 24 }, (_, h) => (h === 12 ? n : 0)), channels: { mobile: n } });
    const strength = (code: string, x: Partial<EngineInput>) => evaluateSignals({ ...base, ...x }).find((s) => s.code === code)?.strength ?? 0;
    const night = new Date('2026-10-01T01:30:00Z'); // 02:30 in Lagos
    const web = (n: number, at = base.at) => ({ sender: short(n), channel: 'web', at });
    // a channel never used: half from five transfers, more towards ten, fully from ten; not below five
    expect(strength('UNUSUAL_CHANNEL', web(4))).toBe(0);
    expect(strength('UNUSUAL_CHANNEL', web(5))).toBe(0.5);
    expect(strength('UNUSUAL_CHANNEL', web(8))).toBeCloseTo(0.8, 5);
    expect(strength('UNUSUAL_CHANNEL', web(10))).toBe(1);
    // a night hour never used is odd on a short history; a day hour is not (people pay at any hour of the day)
    expect(strength('ODD_HOUR', web(5, night))).toBe(0.5);
    expect(strength('ODD_HOUR', web(4, night))).toBe(0);
    expect(strength('ODD_HOUR', web(8, new Date('2026-10-01T16:00:00Z')))).toBe(0);
    expect(strength('ODD_HOUR', { sender: { ...short(8), hours: Array.from({ length: 24 }, (_, h) => (h === 2 ? 1 : h === 12 ? 7 : 0)) }, at: night })).toBe(0);
    const newDevice = { id: 'x', known: false, senderDeviceCount: 1, otherAccounts: 0, flags: [] };
    const stepUp = (x: Partial<EngineInput>) => evaluateSignals({ ...base, ...x }).find((s) => s.code === 'NEW_DEVICE')?.stepUp ?? false;
    // a laptop's browser at night, paying a new payee what the account usually pays: two breaks at once are the change itself
    expect(stepUp({ ...web(8, night), device: newDevice, knownPair: false, amount: 20000 })).toBe(true);
    expect(stepUp({ ...web(8, night), device: newDevice, knownPair: true, amount: 20000 })).toBe(false);
    // a payee first paid within the hour (as by a first part under the triad's amount) is still new to the device's session; not after
    const firstPaid = (minutes: number) => ({ knownPair: true, pairSince: new Date(night.getTime() - minutes * 60_000) });
    expect(stepUp({ ...web(8, night), device: newDevice, ...firstPaid(20), amount: 20000 })).toBe(true);
    expect(stepUp({ ...web(8, night), device: newDevice, ...firstPaid(61), amount: 20000 })).toBe(false);
    expect(stepUp({ ...web(8), device: newDevice, knownPair: false, amount: 20000 })).toBe(false); // one break, the usual amount
    expect(stepUp({ ...web(8, night), device: newDevice, knownPair: false, amount: 8000 })).toBe(false); // less than usual
    // one or two transfers have no spread to read: five times their mean from a new device to a new payee is the triad
    const thin = { sender: { ...short(2), amountLogMean: Math.log(10000) } };
    expect(stepUp({ ...thin, device: newDevice, knownPair: false, amount: 51000 })).toBe(true);
    expect(stepUp({ ...thin, device: newDevice, knownPair: false, amount: 45000 })).toBe(false);
    expect(stepUp({ ...thin, device: newDevice, knownPair: true, amount: 200000 })).toBe(false);
    expect(stepUp({ ...thin, device: newDevice, knownPair: false, amount: 200000, sender: { ...thin.sender, txnCount: 0 } })).toBe(false);
    expect(codes({ ...thin, knownPair: false, amount: 200000 })).toEqual([]); // its usual phone: a new customer's rent
    expect(stepUp({ ...thin, device: newDevice, knownPair: false, amount: 50000 })).toBe(true); // five times exactly
    expect(stepUp({ sender: { ...short(1), amountLogMean: Math.log(10000) }, device: newDevice, knownPair: false, amount: 60000 })).toBe(true); // one transfer
    // three transfers: the spread is read (AMOUNT_UNUSUAL's triad), not the multiple: 5.1 times a narrow habit is a step-up, 5.1 times a wide one not
    expect(stepUp({ sender: { ...short(3), amountLogMean: Math.log(10000), amountLogM2: 2 * 0.3 ** 2 }, device: newDevice, knownPair: false, amount: 51000 })).toBe(true);
    expect(stepUp({ sender: { ...short(3), amountLogMean: Math.log(10000), amountLogM2: 2 * 1.5 ** 2 }, device: newDevice, knownPair: false, amount: 51000 })).toBe(false);
    // an amount an analyst accepted for the sender is its normal
    expect(stepUp({ sender: { ...thin.sender, acceptedAmountLog: Math.log(150000) }, device: newDevice, knownPair: false, amount: 150000 })).toBe(false);
  });
  it("reads a short history's night as midnight to 5 am, and an hour next to one it used as used", () => {
    const short = { ...profile, txnCount: 8, amountLogM2: 7 * 0.3 ** 2, hours: Array.from({ length: 24 }, (_, h) => (h === 12 ? 8 : 0)), channels: { mobile: 8 } };
    const odd = (utc: string, hours: number[] = short.hours) => evaluateSignals({ ...base, sender: { ...short, hours }, at: new Date(`2026-10-01T${utc}:00Z`) }).some((s) => s.code === 'ODD_HOUR');
    expect(odd('03:30')).toBe(true); // 04:30 Lagos
    expect(odd('04:00')).toBe(false); // 05:00 Lagos
    expect(odd('22:59')).toBe(false); // 23:59 Lagos: late, not night
    expect(odd('23:00')).toBe(true); // midnight Lagos
    // a transfer once at 03:xx Lagos makes 02:xx and 04:xx near a used hour
    expect(odd('01:30', short.hours.map((n, h) => (h === 3 ? 1 : n)))).toBe(false);
    expect(odd('00:30', short.hours.map((n, h) => (h === 3 ? 1 : n)))).toBe(true); // 01:30 Lagos
  });

  it('reads a drain in parts from a new device as the takeover triad: what a payee first paid within the hour was sent in it', () => {
    const at = new Date('2026-10-01T10:00:00Z');
    const minutesAgo = (m: number) => new Date(at.getTime() - m * 60_000);
    // a customer of forty transfers around 20,000 (their spread read as at least 0.33 on forty): 2.1 sd above is about 40,300
    const part = { amount: 25_000, at, knownPair: true, pairSince: minutesAgo(8), device: { id: 'thief', known: false, senderDeviceCount: 1, otherAccounts: 0, flags: [] } };
    const stepUp = (x: Partial<EngineInput>) => evaluateSignals({ ...base, ...part, ...x }).find((s) => s.code === 'NEW_DEVICE')?.stepUp ?? false;
    // the second part: 50,000 to the payee in the hour (one part of it 25,000, under the triad's amount)
    expect(stepUp({ velocity: { last10m: 2, last60m: 2, receivers10m: 1, toReceiver60m: 50_000 } })).toBe(true);
    expect(evaluateSignals({ ...base, ...part, velocity: { last10m: 2, last60m: 2, receivers10m: 1, toReceiver60m: 50_000 } }).find((s) => s.code === 'NEW_DEVICE')!.details).toMatchObject({ drained_in_parts: true });
    // the first part alone, or a sum under the triad's amount
    expect(stepUp({ velocity: { last10m: 1, last60m: 1, receivers10m: 1, toReceiver60m: 25_000 } })).toBe(false);
    expect(stepUp({ velocity: { last10m: 2, last60m: 2, receivers10m: 1, toReceiver60m: 40_000 } })).toBe(false);
    expect(stepUp({ velocity: { last10m: 2, last60m: 2, receivers10m: 1, toReceiver60m: 40_500 } })).toBe(true);
    // one part alone (the sum is this transfer) to a payee known within the hour: no drain
    expect(stepUp({ amount: 60_000, velocity: { last10m: 1, last60m: 1, receivers10m: 1, toReceiver60m: 60_000 } })).toBe(false);
    // unknown (Redis was down)
    expect(stepUp({ velocity: { last10m: 2, last60m: 2, receivers10m: 1, toReceiver60m: 0 } })).toBe(false);
    const drained = { velocity: { last10m: 2, last60m: 2, receivers10m: 1, toReceiver60m: 50_000 } };
    // a payee first paid over an hour ago is the owner's, as is any on the account's own device
    expect(stepUp({ ...drained, pairSince: minutesAgo(61) })).toBe(false);
    expect(stepUp({ ...drained, device: { id: 'own', known: true, senderDeviceCount: 1, otherAccounts: 0, flags: [] } })).toBe(false);
    // a payee never paid: the same reading
    expect(stepUp({ ...drained, knownPair: false, pairSince: null })).toBe(true);
    // an amount an analyst accepted covers the sum too
    expect(stepUp({ ...drained, sender: { ...profile, acceptedAmountLog: Math.log(45_000) } })).toBe(false);
    // a history of two transfers (geometric mean 20,000): five times it in the hour, in parts
    const thin = { ...profile, txnCount: 2, amountLogM2: 0 };
    expect(stepUp({ sender: thin, velocity: { last10m: 2, last60m: 2, receivers10m: 1, toReceiver60m: 100_000 } })).toBe(true);
    expect(stepUp({ sender: thin, velocity: { last10m: 2, last60m: 2, receivers10m: 1, toReceiver60m: 99_000 } })).toBe(false);
  });

  it('reads three parts to a payee of a new device\'s session within the hour, twice the usual payment in sum, as a drain whatever the habit\'s width', () => {
    const at = new Date('2026-10-01T10:00:00Z');
    // rent, school fees and airtime from one account: forty transfers around 20,000 with a spread of 1.2 (2.1 sd above is about 250,000)
    const wide = { ...profile, amountLogM2: 39 * 1.2 ** 2 };
    const part = { sender: wide, amount: 25_000, at, knownPair: true, pairSince: new Date(at.getTime() - 12 * 60_000), device: { id: 'thief', known: false, senderDeviceCount: 1, otherAccounts: 0, flags: [] } };
    const read = (parts: number, toReceiver60m: number, x: Partial<EngineInput> = {}) =>
      evaluateSignals({ ...base, ...part, velocity: { last10m: parts, last60m: parts, receivers10m: 1, toReceiver60m, partsToReceiver60m: parts }, ...x }).find((s) => s.code === 'NEW_DEVICE') ?? { stepUp: false };
    // the third part, 75,000 in the hour: stepped up, as a drain in parts
    expect(read(3, 75_000)).toMatchObject({ stepUp: true, details: { drained_in_parts: true } });
    // the second part (the same sum), or three parts under twice the usual payment (data bought three times from a new vendor)
    expect(read(2, 75_000).stepUp).toBe(false);
    expect(read(3, 39_000, { amount: 13_000 }).stepUp).toBe(false);
    // the same parts from the account's own phone, or to a payee first paid over an hour ago: the owner's
    expect(read(3, 75_000, { device: { id: 'own', known: true, senderDeviceCount: 1, otherAccounts: 0, flags: [] } }).stepUp).toBe(false);
    expect(read(3, 75_000, { pairSince: new Date(at.getTime() - 61 * 60_000) }).stepUp).toBe(false);
    // within the band an analyst accepted for the account
    expect(read(3, 75_000, { sender: { ...wide, acceptedAmountLog: Math.log(80_000) } }).stepUp).toBe(false);
  });

  it("learns habits from an approved transfer, unless a new device's to a payee of its session: a drain's approved first part is not the owner's habit", () => {
    const at = new Date('2026-10-01T10:00:00Z');
    const device = (known: boolean, senderDeviceCount: number) => ({ id: 'd', known, senderDeviceCount, otherAccounts: 0, flags: [] });
    const x = (d: ReturnType<typeof device> | null, knownPair = false, pairMinutesAgo: number | null = null) => ({
      device: d, knownPair, at, pairSince: pairMinutesAgo === null ? null : new Date(at.getTime() - pairMinutesAgo * 60_000),
    });
    expect(learnsHabits(x(device(true, 1)), 'approve')).toBe(true);
    expect(learnsHabits(x(null), 'approve')).toBe(true);
    // a new customer's first phone, before any device is known to it
    expect(learnsHabits(x(device(false, 0)), 'approve')).toBe(true);
    // a device new to an account that knows another (NEW_DEVICE) paying a new payee, or one it first paid within the hour
    expect(learnsHabits(x(device(false, 1)), 'approve')).toBe(false);
    expect(learnsHabits(x(device(false, 1), true, 6), 'approve')).toBe(false);
    expect(learnsHabits(x(device(false, 1), true, 60), 'approve')).toBe(false); // the hour's edge is still the session's
    // ... paying a payee the account paid before: the owner's new phone (or an app's per-session device id) paying the usual payees
    expect(learnsHabits(x(device(false, 1), true, 61), 'approve')).toBe(true);
    expect(learnsHabits(x(device(false, 1), true, 3 * 24 * 60), 'approve')).toBe(true);
    for (const action of ['review', 'step_up_auth', 'decline']) expect(learnsHabits(x(device(true, 1)), action)).toBe(false);
  });

  it("a device shared by fresh accounts is a risk; an agent's terminal serving its regulars for weeks is not", () => {
    const shared = (otherAccounts: number, establishedOthers?: number) =>
      evaluateSignals({ ...base, device: { id: 't', known: true, senderDeviceCount: 1, otherAccounts, establishedOthers, flags: [] } }).find((s) => s.code === 'DEVICE_RISK')?.strength ?? 0;
    expect(shared(6, 0)).toBe(1); // a ring's phone on six accounts within days
    expect(shared(6)).toBe(1); // unknown tenure reads as fresh
    expect(shared(20, 20)).toBe(0); // a terminal of weeks
    expect(shared(20, 12)).toBe(0); // a growing terminal: 40% of its accounts new this week
    expect(shared(20, 5)).toBeCloseTo(0.5, 5); // three quarters new
    expect(shared(20, 5)).toBeLessThan(shared(20, 0));
    // 20 regulars (the count's cap) and 80 accounts new this week: a ring took the terminal over
    const counted = (established: number, fresh: number) =>
      evaluateSignals({ ...base, device: { id: 't', known: true, senderDeviceCount: 1, otherAccounts: 20, establishedOthers: established, freshOthers: fresh, flags: [] } }).find(
        (s) => s.code === 'DEVICE_RISK',
      )?.strength ?? 0;
    expect(counted(20, 80)).toBeCloseTo(0.6, 5);
    expect(counted(20, 5)).toBe(0); // a terminal of weeks with a few new customers
    // flags still weigh whatever the sharing
    expect(evaluateSignals({ ...base, device: { id: 't', known: true, senderDeviceCount: 1, otherAccounts: 20, establishedOthers: 20, flags: ['EMULATOR'] } }).find((s) => s.code === 'DEVICE_RISK')?.strength).toBe(1);
  });
  describe('the receiver side', () => {
    const DAY = 24 * 3600_000;
    // (what the organizations that paid a fifth of the inflow paid, `paying`, is all of it unless given)
    const net = (over: Partial<NetworkView>): NetworkView => {
      const v = { ageDays: 200, sinceEpochDays: 30, payments1d: 0, newPayers1d: 0, newPayers7d: 0, inflow6h: 0, outflow6h: 0, inboundCount: 0, outboundCount: 0, inAmountSpread: null, payerOrgs: 1, ownPayersOnly: false, inflowOnTwo: true, ownInflow6h: 0, forwardsHeld: { own: 0, others: 0 }, paymentsHeld: { own: 0, others: 0 }, paymentsUnusual: { own: 0, others: 0 }, ownOutflow6h: 0, ...over };
      return { ...v, paying: over.paying ?? { newPayers1d: v.newPayers1d, inflow6h: v.inflow6h } };
    };
    const strength = (code: string, x: Partial<EngineInput>) => evaluateSignals({ ...base, ...x }).find((s) => s.code === code)?.strength ?? 0;

    it('fan-in from many first-time payers weighs only on a young receiver or one that forwards the money on', () => {
      const fanIn = { knownPair: false, firstAttempt: true, receiverNewSenders24h: 40 };
      // a church of years collecting from 40 members on a Sunday, keeping the money
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNetwork: net({ ageDays: 400, newPayers1d: 39, inboundCount: 900, inflow6h: 400000, outflow6h: 10000 }) })).toBe(0);
      // a three-day-old account collecting the same and keeping it: a mule before its first forward, or a wedding's
      // contribution account; a payer giving what they usually send weighs half, one paying well above habit fully
      const young = net({ ageDays: 3, newPayers1d: 39, inboundCount: 39, inflow6h: 400000 });
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNetwork: young })).toBe(0.5);
      expect(strength('MULE_RECEIVER', { ...fanIn, amount: 80000, receiverNetwork: young })).toBe(1);
      // a wedding's account, opened days ago: dozens of relatives of several banks, nothing sent on: no mule, no scam payee,
      // even for a guest giving well above habit; a handful of payers keeping it weighs as before
      const wedding = net({ ageDays: 3, newPayers1d: 39, inboundCount: 39, inflow6h: 900000, payerOrgs: 3, inAmountSpread: 0.6 });
      expect(strength('MULE_RECEIVER', { ...fanIn, amount: 80000, receiverNetwork: wedding })).toBe(0);
      expect(strength('SCAM_PAYEE', { ...fanIn, amount: 80000, receiverNetwork: wedding })).toBe(0);
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNewSenders24h: 5, amount: 80000, receiverNetwork: { ...wedding, newPayers1d: 5, inboundCount: 5 } })).toBeGreaterThan(0.7);
      // the same account sending it on: fully, whatever the amount
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNetwork: { ...young, outflow6h: 380000, payerOrgs: 2 } })).toBe(1);
      // a young account emptied every few payments reads 60% sent on just before a sweep: fully; an old account whose crowd is
      // new to it (a school's term paying its bills) at 60%: in part
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNetwork: { ...young, outflow6h: 240000, payerOrgs: 2 } })).toBe(1);
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNetwork: net({ ageDays: 400, newPayers1d: 39, inboundCount: 40, inflow6h: 400000, outflow6h: 240000, payerOrgs: 2 }) })).toBeCloseTo(0.6, 5);
      // an old, quiet account that suddenly sends on nearly all of a new crowd's money within hours (a rented account)
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNetwork: net({ ageDays: 400, newPayers1d: 39, inboundCount: 40, inflow6h: 400000, outflow6h: 380000, payerOrgs: 2 }) })).toBe(1);
      // a POS agent of years sweeping its float on: forwarding is its trade, the crowd is its daily one
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNetwork: net({ ageDays: 400, newPayers1d: 39, inboundCount: 900, inflow6h: 400000, outflow6h: 380000, payerOrgs: 2 }) })).toBeLessThan(0.1);
      // the network's count of first-time payers counts when this organization saw few of them, once several organizations' customers paid
      expect(strength('MULE_RECEIVER', { knownPair: false, firstAttempt: true, amount: 80000, receiverNewSenders24h: 1, receiverNetwork: net({ ageDays: 0.2, newPayers1d: 7, inboundCount: 7, payerOrgs: 2 }) })).toBe(1);
      // one organization's traffic alone (an attacker's, say) does not make another's payee a mule
      expect(strength('MULE_RECEIVER', { knownPair: false, firstAttempt: true, receiverNewSenders24h: 1, receiverNetwork: net({ ageDays: 0.2, newPayers1d: 7, inboundCount: 7, payerOrgs: 1 }) })).toBe(0);
      const details = evaluateSignals({ ...base, ...fanIn, receiverNetwork: net({ ageDays: 3, newPayers1d: 39, inboundCount: 39, inflow6h: 400000 }) }).find((s) => s.code === 'MULE_RECEIVER')!.details;
      expect(details.network).toEqual({ receiver_age: 'under a week', new_payers_24h: '10-49', forwarded_share: 0, payer_banks: 'one or none', similar_amounts: false });
      // at a cold start (the account appeared in the network's first days) a crowd of first-time payers is no sign of youth
      expect(strength('MULE_RECEIVER', { ...fanIn, receiverNetwork: net({ ageDays: 3, sinceEpochDays: 0.5, newPayers1d: 39, inboundCount: 39, inflow6h: 400000 }) })).toBeLessThan(0.1);
    });

    it("a payment into an account whose own transfers were just held as a mule's forwarding is a payment into a mule", () => {
      // one payer new to it today, nothing else about it odd: an account of months
      const payment = { knownPair: false, firstAttempt: true, receiverNewSenders24h: 1 };
      const held = (forwardsHeld: NetworkView['forwardsHeld'], over: Partial<NetworkView> = {}) => net({ newPayers1d: 1, inboundCount: 30, forwardsHeld, ...over });
      expect(strength('MULE_RECEIVER', { ...payment, receiverNetwork: held({ own: 0, others: 0 }) })).toBe(0);
      // this organization's engine held one of its forwards an hour ago (0.85 of it left): fully
      expect(strength('MULE_RECEIVER', { ...payment, receiverNetwork: held({ own: 0.8, others: 0 }) })).toBe(1);
      // the held forward fades over the hours after it (0.3 of it left: about 7 h on)
      expect(strength('MULE_RECEIVER', { ...payment, receiverNetwork: held({ own: 0.3, others: 0 }) })).toBeCloseTo(0.6, 5);
      // another organization's holds count once customers of two or more organizations paid the account (the network's rule),
      // in bands (within about 4 h, 8 h, 14 h), and only for an account young or new to its crowd: one organization naming an
      // established merchant in made-up transfers cannot overturn its daily crowd in every other bank
      const young = { ageDays: 3, inboundCount: 2 };
      expect(strength('MULE_RECEIVER', { ...payment, receiverNetwork: held({ own: 0, others: 0.8 }, { ...young, payerOrgs: 1 }) })).toBe(0);
      expect(strength('MULE_RECEIVER', { ...payment, receiverNetwork: held({ own: 0, others: 0.8 }, { ...young, payerOrgs: 2 }) })).toBe(1);
      expect(strength('MULE_RECEIVER', { ...payment, receiverNetwork: held({ own: 0, others: 0.3 }, { ...young, payerOrgs: 2 }) })).toBe(0.5);
      expect(strength('MULE_RECEIVER', { ...payment, receiverNetwork: held({ own: 0, others: 0.12 }, { ...young, payerOrgs: 2 }) })).toBe(0.25);
      expect(strength('MULE_RECEIVER', { ...payment, receiverNetwork: held({ own: 0, others: 0.8 }, { payerOrgs: 2, inboundCount: 3000 }) })).toBeLessThan(0.05);
      const raised = evaluateSignals({ ...base, ...payment, receiverNetwork: held({ own: 0.8, others: 0 }) }).find((s) => s.code === 'MULE_RECEIVER')!;
      expect(raised.details).toMatchObject({ own_transfers_held: true });
      // what the crowd alone gave, for the holds this payment may write (heldPayment)
      expect(raised.independent).toBe(0);
      // the flag says the holds decided it: a young account's crowd sending the money on decides it without them
      const crowd = net({ ageDays: 2, newPayers1d: 7, inboundCount: 7, inflow6h: 300000, outflow6h: 270000, payerOrgs: 2, forwardsHeld: { own: 0.8, others: 0 } });
      expect(evaluateSignals({ ...base, ...payment, receiverNetwork: crowd }).find((s) => s.code === 'MULE_RECEIVER')!.details).toMatchObject({ own_transfers_held: false });
      // a payee this organization's analysts vouched for stays a known collection point
      expect(strength('MULE_RECEIVER', { ...payment, receiver: { ...profile, vouchedInbound: 2 }, receiverNetwork: held({ own: 0.8, others: 0 }) })).toBe(0);
      // what an analysis adds: a hold (1, never the strength) for a held transfer's MULE_FORWARDING from half strength; nothing when
      // approved; one the account's held payments in decided only at full strength (a payout to the usual supplier starts no chain)
      const forwarding = (strength: number, details = {}): RawSignal => ({ code: 'MULE_FORWARDING', strength, description: '', details });
      expect(heldForward([forwarding(0.7)], 'review')).toBe(1);
      expect(heldForward([forwarding(0.7)], 'approve')).toBe(0);
      expect(heldForward([forwarding(0.4)], 'review')).toBe(0);
      expect(heldForward([forwarding(0.5, { payments_to_it_held: true })], 'review')).toBe(0);
      expect(heldForward([forwarding(1, { payments_to_it_held: true })], 'review')).toBe(1);
      expect(heldForward([], 'decline')).toBe(0);
    });

    it('a young account sending on what a handful of first-time payers paid it needs a smaller crowd, unless they paid one fee alike', () => {
      // two days old, three (then four) first-time payers of two banks, nine tenths of the last hours' inflow sent on
      const few = (payers: number, over: Partial<NetworkView> = {}) =>
        strength('MULE_RECEIVER', {
          knownPair: false, firstAttempt: true, receiverNewSenders24h: 1,
          receiverNetwork: net({ ageDays: 2, newPayers1d: payers - 1, inboundCount: payers - 1, inflow6h: 300000, outflow6h: 270000, payerOrgs: 2, ...over }),
        });
      expect(few(3)).toBeCloseTo(0.5, 5);
      expect(few(4)).toBe(1);
      // a crowd paying one due alike (a new association passing its dues on; networkView reads a spread from five payments): the six-payer ramp
      expect(few(4, { inAmountSpread: 0.05 })).toBeCloseTo(0.5, 5);
      // payers of one organization only (the reader's own): the outflow read would be only another organization's word; what is
      // left is the six-payer ramp's older reading of it (a half at four payers)
      expect(few(4, { payerOrgs: 1, ownPayersOnly: true })).toBeCloseTo(0.5, 5);
      // the outflow is the account's own bank's word, which need not be a payer: with payers of two organizations it counts
      // (the mule's bank seeing it send the money on is what the network is for)
      expect(few(4, { payerOrgs: 2, ownPayersOnly: false })).toBe(1);
      // money that stays: no smaller crowd
      expect(few(4, { outflow6h: 0 })).toBeLessThanOrEqual(0.5);
      // an account of two months sending on what its crowd paid: the six-payer ramp
      expect(few(4, { ageDays: 60, inboundCount: 40 })).toBeLessThanOrEqual(0.5);
    });

    it('an APP scam is a new payee, more than usual, and a receiver that is young, forwards or collects across banks', () => {
      const app = { knownPair: false, firstAttempt: true, amount: 400000 };
      expect(strength('SCAM_PAYEE', { ...app, receiverNetwork: net({ ageDays: 1, newPayers1d: 2, inboundCount: 2, payerOrgs: 2 }) })).toBe(1);
      expect(strength('SCAM_PAYEE', { ...app, receiverNetwork: net({ ageDays: 20, newPayers1d: 6, inboundCount: 60, payerOrgs: 3 }) })).toBe(1);
      // a POS agent the network has seen since its first week, in its fourth: not a young collector (it was there before)
      expect(strength('SCAM_PAYEE', { ...app, receiverNetwork: net({ ageDays: 25, sinceEpochDays: 0.5, newPayers1d: 6, inboundCount: 200, payerOrgs: 3 }) })).toBeLessThan(0.1);
      // a school's term fees: many first-time payers across banks, all paying about the same, kept
      expect(strength('SCAM_PAYEE', { ...app, receiverNetwork: net({ ageDays: 20, newPayers1d: 6, inboundCount: 60, payerOrgs: 3, inAmountSpread: 0.05 }) })).toBeLessThan(0.15);
      // rent to a landlord of years, or to an account no one has seen: nothing
      expect(strength('SCAM_PAYEE', { ...app, receiverNetwork: net({ ageDays: 300, newPayers1d: 0.5, inboundCount: 40 }) })).toBe(0);
      expect(strength('SCAM_PAYEE', { ...app, receiverNetwork: null })).toBe(0);
      // the usual amount to a young payee: nothing
      expect(strength('SCAM_PAYEE', { knownPair: false, firstAttempt: true, receiverNetwork: net({ ageDays: 1, newPayers1d: 2, inboundCount: 2 }) })).toBe(0);
    });

    it("a rented account before its first forward is read by its victims: first payments well above each payer's habit, in hours", () => {
      // an account of months (a salary, a few transfers: 15 payments in) now paid by four first-time payers in hours, varied amounts, nothing sent on yet
      const app = { knownPair: false, firstAttempt: true, amount: 200000, receiverNewSenders24h: 4 };
      const rented = net({ ageDays: 200, newPayers1d: 3, inboundCount: 15, inflow6h: 500000, payerOrgs: 2, inAmountSpread: 0.6 });
      const read = (unusual: NetworkView['paymentsUnusual'], over: Partial<NetworkView> = {}, x: Partial<EngineInput> = {}) =>
        evaluateSignals({ ...base, ...app, ...x, receiverNetwork: net({ ...rented, paying: undefined, ...over, paymentsUnusual: unusual }) }).find((v) => v.code === 'SCAM_PAYEE') ?? { strength: 0 };
      // before: nothing tells it (no youth, no forward, no crowd across banks for an account of months)
      expect(read({ own: 0, others: 0 }).strength).toBe(0);
      // one earlier payer paying far above habit is a car or a rent: nothing; two, half; three, two of them another organization's: fully
      expect(read({ own: 1, others: 0 }).strength).toBe(0);
      expect(read({ own: 2, others: 0 }).strength).toBe(0.5);
      const victims = read({ own: 1, others: 2 });
      expect(victims.strength).toBe(1);
      expect(victims).toMatchObject({ details: { paid_like_victims: true }, ownEvidence: 0 }); // (below) without them, nothing
      // each counts while its decayed weight is a half or more (about four hours), the reader's own and another's alike
      expect(read({ own: 0.6, others: 1.4 }).strength).toBe(0.5);
      expect(read({ own: 0.4, others: 1.6 }).strength).toBe(0.5);
      // another organization's payments count on the network's rule of two (payers of two or more organizations) only, and
      // give at most two: a member's made-up payments alone never give the full reading
      expect(read({ own: 1, others: 2 }, { payerOrgs: 1 }).strength).toBe(0);
      expect(read({ own: 0, others: 9 }).strength).toBe(0.5);
      // no hold is written from it, and it completes no decline: the payment held for it is an analyst's, not the network's
      const raw = evaluateSignals({ ...base, ...app, receiverNetwork: { ...rented, paymentsUnusual: { own: 1, others: 2 } } });
      expect(heldPayment(independentOfHolds(raw), scoreSignals(independentOfHolds(raw), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action)).toBe(0);
      expect(scoreSignals(raw, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action).toBe('review');
      // 45,000 against a habit of 20,000 (the amount no strong family of its own) in a burst from abroad: counted, the victims'
      // reading would be a decline's third family; it is not one
      const abroad = evaluateSignals({
        ...base, ...app, amount: 45_000, receiverNetwork: { ...rented, paymentsUnusual: { own: 1, others: 2 } }, ip: { address: '185.220.101.1', country: 'DE', timezone: 'Europe/Berlin', internal: false },
        velocity: { last10m: 8, last60m: 8, receivers10m: 1 },
      });
      const verdict = (signals: RawSignal[]) => scoreSignals(signals, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action;
      expect(verdict(abroad.map((v) => (v.code === 'SCAM_PAYEE' ? { ...v, ownEvidence: undefined } : v)))).toBe('decline');
      expect(verdict(abroad)).not.toBe('decline');
      // a fee paid alike (a school's term, a cooperative's due) or a merchant's daily crowd (a car dealer of years): nothing
      expect(read({ own: 1, others: 2 }, { inAmountSpread: 0.1 }).strength).toBe(0);
      expect(read({ own: 1, others: 2 }, { inboundCount: 900 }).strength).toBeLessThan(0.05);
      // a wedding's or a burial's account keeping what dozens of relatives gave, generous gifts among them: nothing
      expect(read({ own: 3, others: 6 }, { newPayers1d: 34, inboundCount: 50 }, { receiverNewSenders24h: 35 }).strength).toBe(0);
      // this payment at the payer's usual amount: nothing, whoever paid before
      expect(read({ own: 1, others: 2 }, {}, { amount: 21000 }).strength).toBe(0);
    });

    it("reads \"more than usual\" in the payer's own spread, but to a receiver forwarding at once as the size against the usual", () => {
      // airtime, bills and rent from one account: ln-amount standard deviation 1.2; five times the usual is 1.3 sd (a relative's
      // generous gift to a young wedding account reads the same; a spread capped in every scam payee term flagged more collection payments on held-out data)
      const wide = { ...profile, amountLogM2: 39 * 1.2 ** 2 };
      const young = net({ ageDays: 1, newPayers1d: 2, inboundCount: 2, payerOrgs: 2 });
      const fiveTimes = { knownPair: false, firstAttempt: true, amount: 100000, receiverNetwork: young };
      expect(strength('SCAM_PAYEE', { ...fiveTimes, sender: wide })).toBe(0);
      expect(strength('SCAM_PAYEE', { ...fiveTimes, amount: 600000, sender: wide })).toBeGreaterThan(0.5);
      // for a narrow habit (0.3 sd) five times the usual is far out: full
      expect(strength('SCAM_PAYEE', { ...fiveTimes, sender: profile })).toBe(1);
      // to a young receiver already sending on what payers of several banks paid it, the size against the usual tells:
      // four times the usual weighs as for anyone (capped spread), twice it a little, the usual amount nothing
      const forwarding = net({ ageDays: 2, newPayers1d: 3, inboundCount: 3, inflow6h: 400000, outflow6h: 380000, payerOrgs: 2 });
      const toForwarding = { knownPair: false, firstAttempt: true, sender: wide, receiverNetwork: forwarding };
      expect(strength('SCAM_PAYEE', { ...toForwarding, amount: 80000 })).toBeGreaterThan(0.6);
      expect(strength('SCAM_PAYEE', { ...toForwarding, amount: 40000 })).toBeLessThan(0.5);
      expect(strength('SCAM_PAYEE', { ...toForwarding, amount: 20000 })).toBe(0);
      // the analyst sees the z that weighed: four times the usual against a spread read as 0.75, not the payer's own 1.2
      const zOf = (x: Partial<EngineInput>) => (evaluateSignals({ ...base, ...x }).find((v) => v.code === 'SCAM_PAYEE')!.details as { z_score: number }).z_score;
      expect(zOf({ ...toForwarding, amount: 80000 })).toBeCloseTo(Math.log(4) / 0.75, 2);
      // where the payer's own spread gave the strength, its z
      expect(zOf({ ...fiveTimes, amount: 600000, sender: wide })).toBeCloseTo(Math.log(30) / 1.2, 2);
    });

    it('a receiver already forwarding what first-time payers of several banks paid it weighs from a payment only a little above habit', () => {
      // 35,000 against a habit of 20,000 (about 1.7 sd): a deposit or goods paid to an online "vendor"
      const moderate = { knownPair: false, firstAttempt: true, amount: 35000 };
      const forwarding = net({ ageDays: 2, newPayers1d: 3, inboundCount: 3, inflow6h: 400000, outflow6h: 380000, payerOrgs: 2 });
      expect(strength('SCAM_PAYEE', { ...moderate, receiverNetwork: forwarding })).toBeGreaterThan(0.5);
      // the same young collector keeping the money (a new association's dues, a wedding's aso-ebi): as before, little
      expect(strength('SCAM_PAYEE', { ...moderate, receiverNetwork: { ...forwarding, outflow6h: 0 } })).toBeLessThan(0.15);
      // one bank's customers alone: the network's flows do not count
      expect(strength('SCAM_PAYEE', { ...moderate, receiverNetwork: { ...forwarding, payerOrgs: 1 } })).toBeLessThan(0.15);
      // the usual amount: nothing
      expect(strength('SCAM_PAYEE', { ...moderate, amount: 20000, receiverNetwork: forwarding })).toBe(0);
      // an aso-ebi coordinator paying the vendor what friends paid alike (one amount, a fee passed on): little;
      // victims told each a different sum: as before
      expect(strength('SCAM_PAYEE', { ...moderate, receiverNetwork: { ...forwarding, inboundCount: 8, inAmountSpread: 0.05 } })).toBeLessThan(0.15);
      expect(strength('SCAM_PAYEE', { ...moderate, receiverNetwork: { ...forwarding, inboundCount: 8, inAmountSpread: 0.6 } })).toBeGreaterThan(0.5);
    });

    it('fresh money passed on, well above the usual, to a first-time payee neither young nor a collection point: reviewed, never a hold or a decline', () => {
      // a customer of months (usual 20,000) paid 300,000 within the hours by payers of two banks sends 120,000 to a payee it
      // never paid; no member has seen the payee (read as an old account: no answer tells the two apart)
      const inflow = net({ newPayers1d: 1, inboundCount: 30, inflow6h: 300_000, payerOrgs: 2 });
      const onward = { knownPair: false, firstAttempt: true, amount: 120_000, senderNetwork: inflow, receiverNetwork: null };
      const raw = evaluateSignals({ ...base, ...onward });
      expect(raw.find((s) => s.code === 'SCAM_PAYEE')).toMatchObject({ strength: 1, ownEvidence: 0, details: { fresh_money_onward: true } });
      const verdict = scoreSignals(raw, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION);
      expect(verdict.recommended_action).toBe('review');
      // no hold is written from it (the payment into the payee, nor a forward), and without it the payment is approved
      const independent = independentOfHolds(raw);
      expect(independent.find((s) => s.code === 'SCAM_PAYEE')?.strength ?? 0).toBe(0);
      expect(scoreSignals(independent, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action).toBe('approve');
      // read on the rule of two over all time, not over the last hours (MULE_FORWARDING's fresh money is): one member's made-up
      // payment into an established customer can get this review, never a hold nor a decline (above)
      expect(strength('SCAM_PAYEE', { ...onward, senderNetwork: { ...inflow, inflowOnTwo: false } })).toBe(1);
      // an amount within the band an analyst accepted for the sender is its normal
      expect(strength('SCAM_PAYEE', { ...onward, sender: { ...profile, acceptedAmountLog: Math.log(120_000) } })).toBe(0);
      // a sender new to the network read on one other organization's word alone: that claimed inflow is no fresh money here
      expect(strength('SCAM_PAYEE', { ...onward, senderNetwork: net({ ageDays: 0.5, sinceEpochDays: 30, newPayers1d: 1, inboundCount: 1, inflow6h: 300_000, payerOrgs: 1 }) })).toBe(0);
      // an individual's old account reads the same; a school or a church many pay does not, nor a young account (other terms read those)
      expect(strength('SCAM_PAYEE', { ...onward, receiverNetwork: net({ ageDays: 400, inboundCount: 3 }) })).toBe(1);
      expect(strength('SCAM_PAYEE', { ...onward, receiverNetwork: net({ ageDays: 400, inboundCount: 900, payerOrgs: 3 }) })).toBe(0);
      expect(evaluateSignals({ ...base, ...onward, receiverNetwork: net({ ageDays: 1, inboundCount: 1 }) }).find((s) => s.code === 'SCAM_PAYEE')?.details).not.toHaveProperty('fresh_money_onward');
      // a car bought from savings (nothing came in), money that covers under half of it, the usual amount, a payee paid before: nothing
      expect(strength('SCAM_PAYEE', { ...onward, senderNetwork: net({ newPayers1d: 1, inboundCount: 30, inflow6h: 0, payerOrgs: 2 }) })).toBe(0);
      expect(strength('SCAM_PAYEE', { ...onward, senderNetwork: net({ newPayers1d: 1, inboundCount: 30, inflow6h: 50_000, payerOrgs: 2 }) })).toBe(0);
      expect(strength('SCAM_PAYEE', { ...onward, amount: 21_000 })).toBe(0);
      expect(strength('SCAM_PAYEE', { ...onward, knownPair: true, firstAttempt: false })).toBe(0);
      // one other organization's payments alone are not read as the sender's inflow (the network's rule of two)
      expect(strength('SCAM_PAYEE', { ...onward, senderNetwork: { ...inflow, payerOrgs: 1 } })).toBe(0);
    });

    it("fresh money that came in as payments held as payments into a mule or a scam, sent on, is the mule's forward", () => {
      // an account of months with one first-time payer today, whose payment in was held; it sends on 280,000 of the 300,000
      const out = { amount: 280000, knownPair: false, senderNewPayees24h: 1 };
      const paid = (paymentsHeld: NetworkView['paymentsHeld'], over: Partial<NetworkView> = {}) =>
        net({ newPayers1d: 1, inboundCount: 30, inflow6h: 300000, outflow6h: 0, payerOrgs: 2, paymentsHeld, ...over });
      expect(strength('MULE_FORWARDING', { ...out, amount: 150000, senderNetwork: paid({ own: 0, others: 0 }) })).toBe(0);
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: paid({ own: 0.8, others: 0 }) })).toBe(1);
      // another organization's holds: for an account young or new to its crowd (a three-day-old one here), not an established one (three hundred payments in, one payer new today)
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: paid({ own: 0, others: 0.8 }, { ageDays: 3 }) })).toBe(1);
      expect(strength('MULE_FORWARDING', { ...out, amount: 150000, senderNetwork: paid({ own: 0, others: 0.8 }, { inboundCount: 300 }) })).toBeLessThan(0.05);
      // another organization's holds alone, with payers of one organization: not read
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: paid({ own: 0, others: 0.8 }, { ageDays: 3, payerOrgs: 1 }) })).toBe(0);
      // to a payee it paid before (a collection's usual supplier): half
      expect(strength('MULE_FORWARDING', { ...out, amount: 150000, knownPair: true, senderNetwork: paid({ own: 0.8, others: 0 }) })).toBe(0.5);
      // not fresh money (the last hours' inflow covers under half of it): an older balance's payment
      expect(strength('MULE_FORWARDING', { ...out, amount: 900000, senderNetwork: paid({ own: 0.8, others: 0 }) })).toBe(0);
      const details = evaluateSignals({ ...base, ...out, senderNetwork: paid({ own: 0.8, others: 0 }) }).find((s) => s.code === 'MULE_FORWARDING')!.details;
      expect(details).toMatchObject({ payments_to_it_held: true });
      // what an analysis adds: a hold for a payment held on receiver evidence of half strength or more without the network's holds
      // (independentOfHolds, and the action that scores): one held only because the account's forwards were held writes nothing
      const sig = (code: RawSignal['code'], strength: number, independent?: number): RawSignal => ({ code, strength, description: '', details: {}, ...(independent === undefined ? {} : { independent }) });
      expect(heldPayment([sig('SCAM_PAYEE', 0.6), sig('MULE_RECEIVER', 0.9)], 'review')).toBe(1);
      const raisedByHolds = [sig('MULE_RECEIVER', 1, 0.2), sig('NEW_BENEFICIARY', 1)];
      expect(independentOfHolds(raisedByHolds).map((s) => s.strength)).toEqual([0.2, 1]);
      expect(heldPayment(independentOfHolds(raisedByHolds), 'review')).toBe(0);
      expect(heldPayment(independentOfHolds([sig('MULE_RECEIVER', 1, 0.7)]), 'review')).toBe(1);
      expect(heldPayment([sig('SCAM_PAYEE', 0.6)], 'approve')).toBe(0);
      expect(heldPayment([sig('SCAM_PAYEE', 0.4)], 'review')).toBe(0);
      const none = [sig('SCAM_PAYEE', 0.6)];
      expect(independentOfHolds(none)).toBe(none);
    });

    it("an account the network first saw today sending large sums over new payees with nothing seen paid in is reviewed (its victims bank outside the network); a payday's landlord, a slow start, a small sum or a first payee are not", () => {
      // its first transfer (₦180,000, today) is its row's outflow; this is its second new payee in the day
      const second = { amount: 200_000, knownPair: false, sender: null, senderNewPayees24h: 2, memberDays: 30, senderNetwork: net({ ageDays: 0.1, outflow6h: 180_000, ownOutflow6h: 180_000, outboundCount: 1 }) };
      const read = (x: Partial<EngineInput>) => evaluateSignals({ ...base, ...x }).find((s) => s.code === 'MULE_FORWARDING');
      const signal = read(second)!;
      expect(signal).toMatchObject({ strength: 1, review: true, ownEvidence: 0, details: { paid_in_unseen: true, new_payees_24h: 'under 3' } });
      // a review, never a hold nor a decline on it alone: what holds and declines read is its own evidence, none here
      expect(forHeldForwards([signal])[0].strength).toBe(0);
      expect(scoreSignals([signal], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action).toBe('review');
      expect(signal.description).toBe('Sender, new to the network today, is sending large sums over new payees with nothing seen paid in');
      // the same over ₦150,000 in all weighs a quarter, with no review asked
      expect(read({ ...second, amount: 50_000, senderNetwork: net({ ageDays: 0.1, ownOutflow6h: 100_000 }) })).toMatchObject({ strength: 0.25 });
      expect(read({ ...second, amount: 50_000, senderNetwork: net({ ageDays: 0.1, ownOutflow6h: 100_000 }) })?.review).toBeUndefined();
      // its first payee; a payee it paid before; under ₦100,000 in all
      expect(read({ ...second, senderNewPayees24h: 1 })).toBeUndefined();
      expect(read({ ...second, knownPair: true })).toBeUndefined();
      expect(read({ ...second, amount: 40_000, senderNetwork: net({ ageDays: 0.1, ownOutflow6h: 50_000 }) })).toBeUndefined();
      // a landlord or a biller the network has known for a week (a new customer's payday), though an unknown payee is read
      expect(read({ ...second, receiverNetwork: net({ ageDays: 40, inboundCount: 30 }) })).toBeUndefined();
      expect(read({ ...second, receiverNetwork: net({ ageDays: 2 }) })?.strength).toBe(1);
      // an account the network saw yesterday (its first transfers were days ago), or at the network's start (every account new)
      expect(read({ ...second, senderNetwork: net({ ageDays: 1.5, ownOutflow6h: 180_000 }) })).toBeUndefined();
      expect(read({ ...second, senderNetwork: net({ ageDays: 0.1, sinceEpochDays: 3, ownOutflow6h: 180_000 }) })).toBeUndefined();
      // the reader's own first week (a member joining a network of months: every customer first seen on its first transfer), or
      // a tenure not yet read
      expect(read({ ...second, memberDays: 6 })).toBeUndefined();
      expect(read({ ...second, memberDays: undefined })).toBeUndefined();
      // anything ever seen paid in, however long ago its last hours' inflow decayed: not this reading
      expect(read({ ...second, senderNetwork: net({ ageDays: 0.9, ownOutflow6h: 180_000, inboundCount: 1, inflow6h: 2_000 }) })).toBeUndefined();
      // money seen paid in, from first-time payers of two banks, and passed on: this reading is off, the fresh-money one reads it
      const passing = read({ ...second, senderNetwork: net({ ageDays: 0.1, ownOutflow6h: 180_000, newPayers1d: 3, inboundCount: 3, inflow6h: 400_000, payerOrgs: 2 }) })!;
      expect(passing.details.paid_in_unseen).toBeUndefined();
      expect(passing.strength).toBeGreaterThan(0);
      // in dollars, at the flows' rate
      expect(read({ ...second, amount: 150, currency: 'USD', senderNetwork: net({ ageDays: 0.1, ownOutflow6h: 180_000 }) })?.strength).toBeGreaterThan(0);
      // alongside strong signals of the holder's own behaviour it still completes no decline (no evidence of its own)
      const declines = scoreSignals([signal, sig('AMOUNT_UNUSUAL'), sig('VELOCITY_BURST')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action;
      expect(declines).not.toBe('decline');
    });

    it('a young account forwarding what a crowd of first-time payers just paid it is a mule; a POS agent of months sweeping its float is not', () => {
      const out = { amount: 300000, knownPair: false };
      const mule = net({ ageDays: 2, newPayers1d: 8, inboundCount: 8, inflow6h: 400000, outflow6h: 50000, payerOrgs: 2 });
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: mule })).toBe(1);
      // one other organization's customers alone cannot raise this organization's customer (the receiver side's rule)
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: { ...mule, payerOrgs: 1 } })).toBe(0);
      // this organization's own count of its customer's first-time payers counts too
      expect(strength('MULE_FORWARDING', { ...out, senderNewPayers24h: 8, senderNetwork: net({ ageDays: 2, inboundCount: 8, inflow6h: 400000 }) })).toBe(1);
      // a POS agent of a year: its crowd is its daily one
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: net({ ageDays: 400, newPayers1d: 20, inboundCount: 5000, inflow6h: 400000, outflow6h: 50000, payerOrgs: 2 }) })).toBeLessThan(0.05);
      // a young committee paying a vendor a small part of equal dues it keeps
      expect(strength('MULE_FORWARDING', { ...out, amount: 50000, senderNetwork: net({ ageDays: 2, newPayers1d: 8, inboundCount: 8, inflow6h: 400000, inAmountSpread: 0.02, payerOrgs: 2 }) })).toBe(0);
      // two payers are no crowd
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: net({ ageDays: 2, newPayers1d: 2, inboundCount: 2, inflow6h: 3000000, payerOrgs: 2 }) })).toBe(0);
      // unless it passes nearly all of it straight on (an APP scam's account with a few victims); more victims weigh more
      const passing = (newPayers1d: number) => strength('MULE_FORWARDING', { ...out, senderNetwork: net({ ageDays: 1, newPayers1d, inboundCount: newPayers1d, inflow6h: 330000, payerOrgs: 2 }) });
      expect(passing(2)).toBeGreaterThan(0.2);
      expect(passing(3)).toBeGreaterThan(passing(2));
      expect(passing(4)).toBe(1);
      // a young account emptied in parts to one cash-out account: its first third sent on already weighs, as the receiver side
      // reads a young account's onward flow (from 20%, fully at 60%); an account of months keeps the 30-70% ramp
      const firstPart = (ageDays: number) => strength('MULE_FORWARDING', { ...out, amount: 200000, senderNetwork: net({ ageDays, newPayers1d: 6, inboundCount: 6, inflow6h: 600000, payerOrgs: 2 }) });
      expect(firstPart(2)).toBeCloseTo(1 / 3, 5);
      expect(firstPart(200)).toBeCloseTo(1 / 12, 5);
    });

    it("an account of a month or more reads the network's last hours (fresh money, a crowd) on the rule of two over those hours: one member's made-up payments into an established customer are no mule's forward, nor a mule's crowd", () => {
      // a customer of months (customers of two organizations paid it over its life) paid 400,000 today by four first-time payers,
      // sending 150,000 to its second new payee of the day: a split of fresh money, read fully from four payers
      const out = { amount: 150000, knownPair: false, senderNewPayees24h: 2 };
      const today = (over: Partial<NetworkView>) => strength('MULE_FORWARDING', { ...out, senderNetwork: net({ newPayers1d: 4, inboundCount: 30, inflow6h: 400000, payerOrgs: 2, ...over }) });
      expect(today({})).toBeCloseTo(0.9, 5);
      // the four payments came from one other organization's customers alone (or one member made them up): not fresh money here
      expect(today({ inflowOnTwo: false })).toBe(0);
      // nor passed straight on, nor a crowd new to it whose money it sends on to one payee
      expect(today({ inflowOnTwo: false, newPayers1d: 1 })).toBe(0);
      const crowd = (inflowOnTwo: boolean) => strength('MULE_FORWARDING', { ...out, amount: 250_000, senderNewPayees24h: 1, senderNetwork: net({ newPayers1d: 8, inboundCount: 30, inflow6h: 400000, outflow6h: 100000, payerOrgs: 2, inflowOnTwo }) });
      expect(crowd(true)).toBeGreaterThan(0.25);
      expect(crowd(false)).toBe(0);
      // the receiver side reads the same: first-time payers into an account of months sent on at once (a member can make up
      // both: it names the account as a sender) are no mule's crowd to another bank's payer unless two banks' customers paid
      const receiving = (inflowOnTwo: boolean) => strength('MULE_RECEIVER', { knownPair: false, firstAttempt: true, receiverNewSenders24h: 1, receiverNetwork: net({ newPayers1d: 8, inboundCount: 12, inflow6h: 260000, outflow6h: 240000, payerOrgs: 2, inflowOnTwo }) });
      expect(receiving(true)).toBeGreaterThan(0.5);
      expect(receiving(false)).toBe(0);
      // a young account's is (its life is those hours)
      expect(strength('MULE_RECEIVER', { knownPair: false, firstAttempt: true, receiverNewSenders24h: 1, receiverNetwork: net({ ageDays: 3, newPayers1d: 8, inboundCount: 8, inflow6h: 260000, outflow6h: 240000, payerOrgs: 2, inflowOnTwo: false }) })).toBeGreaterThan(0.5);
      // a young account (under a month) keeps the rule over its life: a mule's victims at one bank, its payers elsewhere before
      expect(today({ inflowOnTwo: false, ageDays: 3 })).toBeGreaterThan(0.85);
      // where the rule left the network's last hours out, the account's flows are this organization's own rows', and what was not
      // read was not sent on: six first-time payers of its own today, another bank's payment most of the inflow, a known payee
      const ownSix = (ownInflow6h: number) => strength('MULE_FORWARDING', { ...out, amount: 21000, knownPair: true, senderNewPayees24h: 0, senderNewPayers24h: 6, senderNetwork: net({ newPayers1d: 7, inboundCount: 12, inflow6h: 1_000_000, ownInflow6h, payerOrgs: 2, inflowOnTwo: false }) });
      expect(ownSix(0)).toBe(0);
      expect(ownSix(10_000)).toBe(0);
      expect(ownSix(120_000)).toBe(0);
      // and its own customers' money sent on is read, as a share of all that came in: six of them paid 120,000 today (another
      // bank's customer 20,000) and 100,000 goes on to a new payee; beside another bank's 1,000,000 it is a small part
      const ownSent = (inflow6h: number) => strength('MULE_FORWARDING', { ...out, amount: 100_000, senderNewPayees24h: 1, senderNewPayers24h: 6, senderNetwork: net({ newPayers1d: 7, inboundCount: 12, inflow6h, ownInflow6h: 120_000, payerOrgs: 2, inflowOnTwo: false }) });
      expect(ownSent(140_000)).toBeGreaterThan(0.5);
      expect(ownSent(1_120_000)).toBe(0);
      // payments in held as payments into a mule carry their own rule (heldWeight): still the mule's forward
      expect(today({ inflowOnTwo: false, newPayers1d: 1, paymentsHeld: { own: 0.8, others: 0 } })).toBe(1);
    });

    it('a young account keeping what six first-time payers paid it reads a payer of under three transfers by what it has: one or two against their mean, none halfway', () => {
      // three days old, nothing sent on: the crowd's reading is half, and half again by the payment's amount above the payer's habit
      const keeping = (x: Partial<EngineInput>) => strength('MULE_RECEIVER', { knownPair: false, firstAttempt: true, receiverNewSenders24h: 6, receiverNetwork: net({ ageDays: 3 }), ...x });
      expect(keeping({})).toBeCloseTo(0.5, 5); // forty transfers around 20,000, paying 21,000
      expect(keeping({ amount: 40000 })).toBe(1);
      // a payer with no history is unknown: halfway (it was read as paying far above its habit)
      expect(keeping({ sender: null })).toBeCloseTo(0.75, 5);
      expect(keeping({ sender: { ...profile, txnCount: 0 } })).toBeCloseTo(0.75, 5);
      // one or two transfers: the amount against their mean, nothing at it, fully at five times it, halfway at the square root of five
      const thin = { ...profile, txnCount: 2, amountLogM2: 0 };
      expect(keeping({ sender: thin, amount: 20000 })).toBeCloseTo(0.5, 5);
      expect(keeping({ sender: thin, amount: 20000 * Math.sqrt(5) })).toBeCloseTo(0.75, 5);
      expect(keeping({ sender: thin, amount: 100000 })).toBe(1);
      // an amount within the band an analyst accepted for the payer is its normal, on any history
      expect(keeping({ sender: { ...thin, acceptedAmountLog: Math.log(100000) }, amount: 100000 })).toBeCloseTo(0.5, 5);
      expect(keeping({ sender: { ...profile, acceptedAmountLog: Math.log(40000) }, amount: 40000 })).toBeCloseTo(0.5, 5);
    });

    it('a young account passing straight on what was paid it as victims pay is a scam account forwarding: not an older one, a payee it paid, a collection point, and no hold', () => {
      // two days old, paid 500,000 by one first-time payer (customers of two banks over its life); its transfer sends 480,000 on
      const out = { amount: 480000, knownPair: false, senderNewPayees24h: 1, sender: { ...profile, inboundCount: 0 } };
      const young = (over: Partial<NetworkView> = {}) => net({ ageDays: 2, newPayers1d: 1, inboundCount: 1, inflow6h: 500000, payerOrgs: 2, ...over });
      const paidAsVictims = young({ paymentsUnusual: { own: 0, others: 1 } });
      const forwarding = (x: Partial<EngineInput>) => evaluateSignals({ ...base, ...x }).find((s) => s.code === 'MULE_FORWARDING');
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: young() })).toBeCloseTo(1 / 3, 5); // a pass-through of one payer
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: paidAsVictims })).toBe(1);
      expect(forwarding({ ...out, senderNetwork: paidAsVictims })!.details).toMatchObject({ payments_to_it_unusual: true, payments_to_it_held: false });
      // this organization's own customer's payment weighs the same, and at 20 days old both weigh by youth once (0.87)
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: young({ paymentsUnusual: { own: 1, others: 0 } }) })).toBe(1);
      const older = (paymentsUnusual: NetworkView['paymentsUnusual']) => strength('MULE_FORWARDING', { ...out, senderNetwork: young({ ageDays: 20, paymentsUnusual }) });
      expect(older({ own: 0, others: 1 })).toBeCloseTo(2 * (1 - 13 / 23), 5);
      expect(older({ own: 1, others: 0 })).toBeCloseTo(2 * (1 - 13 / 23), 5);
      // not: an account of six weeks, a payee it paid before, money that mostly stays (a third sent on)
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: { ...paidAsVictims, ageDays: 42 } })).toBeLessThan(1 / 3 + 1e-9);
      expect(strength('MULE_FORWARDING', { ...out, knownPair: true, senderNetwork: paidAsVictims })).toBeLessThan(1 / 3 + 1e-9);
      expect(strength('MULE_FORWARDING', { ...out, amount: 160000, senderNetwork: paidAsVictims })).toBeLessThan(0.05);
      // paid on to a collection point (a school of years that 40 payments reached) it is a fee; to a cash-out account of days that
      // many mules paid, a forward
      const school = net({ ageDays: 400, inboundCount: 40, payerOrgs: 3 });
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: paidAsVictims, receiverNetwork: school })).toBeCloseTo(1 / 3, 5);
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: paidAsVictims, receiverNetwork: { ...school, ageDays: 3 } })).toBe(1);
      // what it adds is no hold: a held forward is written from the strength without it, and from the action that strength scores
      const raised = forwarding({ ...out, senderNetwork: paidAsVictims })!;
      expect(raised.ownEvidence).toBeCloseTo(1 / 3, 5);
      expect(heldForward(forHeldForwards([raised]), 'review')).toBe(0);
      expect(heldForward(forHeldForwards([{ ...raised, ownEvidence: 0.6 }]), 'review')).toBe(1);
      // nor part of a decline: where the rest of its reading is weak (four payments in before, so a pass-through weighs 0.13),
      // with two strong families beside it, a review (a decline when its full strength counted)
      const weakRest = forwarding({ ...out, senderNetwork: young({ inboundCount: 4, paymentsUnusual: { own: 1, others: 0 } }) })!;
      expect(weakRest).toMatchObject({ strength: 1, ownEvidence: expect.closeTo(0.4 / 3, 5) });
      const beside = [sig('VELOCITY_BURST'), sig('FOREIGN_IP'), sig('NEW_DEVICE')];
      expect(scoreSignals([...beside, { ...weakRest, ownEvidence: undefined }], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action).toBe('decline');
      expect(scoreSignals([...beside, weakRest], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action).toBe('review');
      // a crowd's reading of about half (approved on its own) that the victims' payments lift to a review writes no hold either
      const crowd = { ...out, sender: { ...profile, amountLogMean: Math.log(450000), inboundCount: 0 }, senderNetwork: young({ ageDays: 5, newPayers1d: 2, inboundCount: 4 }) };
      const act = (signals: RawSignal[]) => scoreSignals(signals, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action;
      const alone = evaluateSignals({ ...base, ...crowd });
      expect(alone.find((s) => s.code === 'MULE_FORWARDING')!.strength).toBeGreaterThanOrEqual(0.5);
      expect(act(alone)).toBe('approve');
      const lifted = evaluateSignals({ ...base, ...crowd, senderNetwork: { ...crowd.senderNetwork, paymentsUnusual: { own: 1, others: 0 } } });
      expect(act(lifted)).toBe('review');
      expect(heldForward(forHeldForwards(lifted), act(forHeldForwards(lifted)))).toBe(0);
      // nor a held payment: what held payments are written from keeps the crowd's reading alone, whichever of the victims'
      // payments and the network's holds is the larger, and when they are equal (a victim's payment held and paid as a victim pays)
      const withBoth = (paymentsHeld: NetworkView['paymentsHeld'], paymentsUnusual: NetworkView['paymentsUnusual']) =>
        independentOfHolds(evaluateSignals({ ...base, ...out, senderNetwork: young({ paymentsHeld, paymentsUnusual }) })).find((s) => s.code === 'MULE_FORWARDING')!.strength;
      expect(withBoth({ own: 1, others: 0 }, { own: 1, others: 0 })).toBeCloseTo(1 / 3, 5);
      expect(withBoth({ own: 1, others: 0 }, { own: 0, others: 0 })).toBeCloseTo(1 / 3, 5);
      expect(withBoth({ own: 0, others: 0 }, { own: 1, others: 0 })).toBeCloseTo(1 / 3, 5);
      expect(withBoth({ own: 0.3, others: 0 }, { own: 1, others: 0 })).toBeCloseTo(1 / 3, 5);
    });

    it('a payment is paid as a victim pays when it is the payer\'s first to the payee and 1.5 sd or more above its habit, and not declined', () => {
      // forty transfers around 20,000 (their spread read as at least 0.33 on forty): 1.5 sd above is about 32,800
      const payment = { sender: profile, firstAttempt: true, amount: 40000 };
      expect(unusualPayment(payment, 'approve')).toBe(1);
      expect(unusualPayment(payment, 'review')).toBe(1);
      expect(unusualPayment({ ...payment, amount: 32500 }, 'approve')).toBe(0);
      expect(unusualPayment({ ...payment, amount: 33000 }, 'approve')).toBe(1);
      expect(unusualPayment(payment, 'decline')).toBe(0); // it never reached the account
      expect(unusualPayment({ ...payment, firstAttempt: false }, 'approve')).toBe(0);
      expect(unusualPayment({ ...payment, sender: { ...profile, txnCount: 2 } }, 'approve')).toBe(0);
      expect(unusualPayment({ ...payment, sender: null }, 'approve')).toBe(0);
      expect(unusualPayment({ ...payment, sender: { ...profile, acceptedAmountLog: Math.log(35000) } }, 'approve')).toBe(0);
    });

    it("an account new to the network sending on what one other organization's customer just paid it is a mule's first forward", () => {
      // first seen 10 minutes ago, when a customer of one other bank paid it 545,000; its first transfer sends 530,000 on
      const out = { amount: 530000, knownPair: false, sender: null, senderNewPayees24h: 1 };
      const fresh = net({ ageDays: 0.007, newPayers1d: 1, inboundCount: 1, inflow6h: 545000, payerOrgs: 1 });
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: fresh })).toBeGreaterThan(0.3);
      // that organization's hold of the payment in counts too, for the same pass-through
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: { ...fresh, paymentsHeld: { own: 0, others: 0.8 } } })).toBe(1);
      // split over new payees (the third of the day): as far as this organization saw the account send on what the other said was paid in
      const split = (sent: number, over: Partial<NetworkView> = {}) =>
        strength('MULE_FORWARDING', { ...out, amount: 150000, senderNewPayees24h: 3, senderNetwork: { ...fresh, outflow6h: sent, ownOutflow6h: sent, ...over } });
      expect(split(400000)).toBeGreaterThan(0.85);
      expect(split(100000)).toBeLessThan(split(250000));
      // a made-up payment reaches only transfers that add up to about what it claimed: the split, its hold, a crowd it made up
      // weigh nothing while the account sent on under 30% of it
      expect(split(0)).toBe(0);
      expect(strength('MULE_FORWARDING', { ...out, amount: 150000, senderNetwork: { ...fresh, paymentsHeld: { own: 0, others: 0.8 } } })).toBe(0);
      expect(strength('MULE_FORWARDING', { ...out, amount: 150000, senderNetwork: { ...fresh, newPayers1d: 6, inboundCount: 6 } })).toBe(0);
      // outflow another organization wrote (any member can name the account as a sender) is not read on one organization's word
      expect(split(0, { outflow6h: 400000 })).toBe(0);
      // nor a transfer of more than twice what it claimed (fresh money covers at least half of it), however many payers it made up
      expect(strength('MULE_FORWARDING', { ...out, amount: 1100000, senderNetwork: fresh })).toBe(0);
      expect(strength('MULE_FORWARDING', { ...out, amount: 1100000, senderNetwork: { ...fresh, newPayers1d: 6, inboundCount: 6 } })).toBe(0);
      // six made-up payers of 100 each (or declined payments, which bring no inflow): nothing
      expect(strength('MULE_FORWARDING', { ...out, amount: 15000, senderNetwork: { ...fresh, newPayers1d: 6, inboundCount: 6, inflow6h: 600 } })).toBe(0);
      expect(strength('MULE_FORWARDING', { ...out, amount: 15000, senderNetwork: { ...fresh, newPayers1d: 6, inboundCount: 6, inflow6h: 0 } })).toBe(0);
      // transfers adding up to far more than the claim: once this organization saw the account send on what was claimed, the
      // next is not fresh money (what was sent on is taken off on one organization's word)
      expect(split(545000)).toBe(0);
      expect(strength('MULE_FORWARDING', { ...out, amount: 20000, senderNewPayees24h: 5, senderNetwork: { ...fresh, ownOutflow6h: 540000, outflow6h: 540000 } })).toBe(0);
      // what this organization's engine writes as a held forward (forHeldForwards), and a held payment from (independentOfHolds),
      // is the signal without the other's word: nothing
      const held = evaluateSignals({ ...base, ...out, senderNetwork: { ...fresh, newPayers1d: 3, inboundCount: 3 } });
      const forwarding = held.find((s) => s.code === 'MULE_FORWARDING')!;
      expect(forwarding.strength).toBe(1);
      expect(heldForward(held, 'review')).toBe(1);
      expect(heldForward(forHeldForwards(held), 'review')).toBe(0);
      expect(independentOfHolds(held).find((s) => s.code === 'MULE_FORWARDING')!.strength).toBe(0);
      // with two organizations' payers, the rule of two reads it, and the hold is written
      const two = evaluateSignals({ ...base, ...out, senderNetwork: { ...fresh, newPayers1d: 3, inboundCount: 3, payerOrgs: 2 } });
      expect(forHeldForwards(two)).toBe(two);
      expect(heldForward(two, 'review')).toBe(1);
      // and it never completes a decline: its family counts by its points without the other's word
      const others = [sig('DEVICE_RISK'), sig('VELOCITY_BURST'), sig('NEW_DEVICE')];
      const decided = (f: RawSignal) => scoreSignals([...others, f], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action;
      expect(decided({ ...forwarding, ownEvidence: undefined })).toBe('decline');
      expect(decided(forwarding)).not.toBe('decline');
      // nor the score a decline needs: three other families just strong enough, scoring little on their own
      const weak = [sig('NEW_DEVICE', 0.5), sig('VELOCITY_BURST', 0.3), sig('MULE_RECEIVER', 0.25)];
      const verdict = (f: RawSignal) => scoreSignals([...weak, f], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION);
      expect(scoreSignals(weak, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).risk_score).toBeLessThan(DEFAULT_THRESHOLDS.high);
      expect(verdict({ ...forwarding, ownEvidence: undefined }).recommended_action).toBe('decline');
      expect(verdict(forwarding).risk_score).toBeGreaterThanOrEqual(DEFAULT_THRESHOLDS.high);
      expect(verdict(forwarding).recommended_action).toBe('review');
      // a day after the network first saw it, one other organization's payers no longer count (the rule of two organizations)
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: { ...fresh, ageDays: 1.5 } })).toBe(0);
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: { ...fresh, ageDays: 1.5, paymentsHeld: { own: 0, others: 0.8 } } })).toBe(0);
      // in the network's first week every account is new to it
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: { ...fresh, sinceEpochDays: 2 } })).toBe(0);
      // the payments into it, seen from a third organization: the receiver side keeps the rule of two
      expect(strength('MULE_RECEIVER', { knownPair: false, firstAttempt: true, receiverNetwork: { ...fresh, newPayers1d: 6, inboundCount: 6, outflow6h: 530000, forwardsHeld: { own: 0, others: 0.8 } } })).toBe(0);
      // most of it kept (a new customer paying a bill from what a relative sent): no pass-through, no spread
      expect(strength('MULE_FORWARDING', { ...out, amount: 40000, senderNetwork: fresh })).toBeLessThan(0.05);
    });

    it('a rented account (months old) splitting what a crowd of first-time payers just paid it over new payees is a mule; an aso-ebi coordinator paying the vendor is not', () => {
      const out = { amount: 120000, knownPair: false };
      // a customer of months, with a history as a receiver; five first-time payers of two banks in the last hours, 400,000 in
      const rented = net({ ageDays: 200, newPayers1d: 5, inboundCount: 40, inflow6h: 400000, outflow6h: 120000, payerOrgs: 2 });
      // the third new payee of the day: split at once
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: rented, senderNewPayees24h: 3 })).toBeGreaterThanOrEqual(0.85);
      // the same money to one payee (a supplier): a trader's day, not a mule's
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: rented, senderNewPayees24h: 1 })).toBeLessThan(0.3);
      // aso-ebi: a week of friends' equal payments, most of it older than the last hours, paid to one vendor
      const coordinator = net({ ageDays: 300, newPayers1d: 4, inboundCount: 60, inflow6h: 90000, outflow6h: 0, payerOrgs: 2, inAmountSpread: 0.02 });
      expect(strength('MULE_FORWARDING', { amount: 900000, knownPair: false, senderNetwork: coordinator, senderNewPayees24h: 1 })).toBeLessThan(0.1);
      // older money split over new payees (a festive day's shopping paid from savings): not fresh, so no split counts
      expect(strength('MULE_FORWARDING', { amount: 900000, knownPair: false, senderNetwork: { ...rented, inflow6h: 100000, outflow6h: 0 }, senderNewPayees24h: 3 })).toBeLessThan(0.3);
    });

    it("one other organization's payers never count, split or not (any organization can name an account as a sender); the reader's own do", () => {
      const out = { amount: 100000, knownPair: false };
      const fresh = net({ ageDays: 1, newPayers1d: 4, inboundCount: 4, inflow6h: 300000, outflow6h: 0, payerOrgs: 1 });
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: fresh, senderNewPayees24h: 1 })).toBe(0);
      expect(strength('MULE_FORWARDING', { ...out, senderNetwork: fresh, senderNewPayees24h: 3 })).toBe(0);
      // the reading organization's own customers as the one payer organization: nothing of another's, so they count
      expect(strength('MULE_FORWARDING', { ...out, amount: 280000, senderNetwork: { ...fresh, ownPayersOnly: true }, senderNewPayees24h: 1 })).toBe(1);
      // the receiver side: a young payee forwarding what one other bank's customers paid it is not read (its outflow could be anyone's claim)
      const victim = { knownPair: false, firstAttempt: true, amount: 35000 };
      const forwarding = net({ ageDays: 2, newPayers1d: 2, inboundCount: 2, inflow6h: 300000, outflow6h: 280000, payerOrgs: 1 });
      expect(strength('SCAM_PAYEE', { ...victim, receiverNetwork: forwarding })).toBeLessThan(0.15);
      expect(strength('SCAM_PAYEE', { ...victim, receiverNetwork: { ...forwarding, payerOrgs: 2 } })).toBeGreaterThan(0.5);
    });

    it('an account without history sending a large amount from abroad on a new device needs an analyst', () => {
      const abroad = { ip: { address: '185.220.101.1', country: 'DE', timezone: 'Europe/Berlin', internal: false }, device: { id: 'tor', known: false, senderDeviceCount: 0, otherAccounts: 0, flags: [] } };
      const first = evaluateSignals({ ...base, ...abroad, sender: null, amount: 4_900_000, knownPair: false }).find((x) => x.code === 'UNKNOWN_SENDER_ABROAD');
      expect(first).toMatchObject({ strength: 1, review: true });
      // a customer with history travelling, a small first transfer, or a first transfer from home: nothing
      expect(codes({ ...abroad, amount: 4_900_000 })).not.toContain('UNKNOWN_SENDER_ABROAD');
      expect(codes({ ...abroad, sender: null, amount: 50_000 })).not.toContain('UNKNOWN_SENDER_ABROAD');
      expect(codes({ sender: null, amount: 4_900_000, device: abroad.device })).not.toContain('UNKNOWN_SENDER_ABROAD');
    });

    it('a retry of a declined attempt within a day carries its score as a floor and is conclusive; a reviewed one weighs a little', () => {
      const at = base.at;
      const retry = evaluateSignals({ ...base, pairBlocked: { at: new Date(at.getTime() - 60_000), score: 83, action: 'decline', amount: 21000 } }).find((s) => s.code === 'RETRY_OF_BLOCKED')!;
      expect(retry).toMatchObject({ strength: 1, floor: 83, conclusive: true });
      // another amount to that receiver is not the same transfer (the owner paying a merchant a fraudster tried)
      expect(codes({ pairBlocked: { at: new Date(at.getTime() - 60_000), score: 100, action: 'decline', amount: 300 } })).toEqual([]);
      const reviewed = evaluateSignals({ ...base, pairBlocked: { at: new Date(at.getTime() - 60_000), score: 45, action: 'review', amount: 25000 } }).find((s) => s.code === 'RETRY_OF_BLOCKED')!;
      expect(reviewed).toMatchObject({ strength: 0.5 });
      expect(reviewed.floor).toBeUndefined();
      expect(reviewed.conclusive).toBeUndefined();
      expect(codes({ pairBlocked: { at: new Date(at.getTime() - 2 * DAY), score: 83, action: 'decline', amount: 21000 } })).toEqual([]);
    });

    it('a retry of a declined attempt more than six hours on keeps its score but goes to an analyst, not to another decline', () => {
      const at = base.at;
      const blocked = (hours: number) => ({ pairBlocked: { at: new Date(at.getTime() - hours * 3600_000), score: 83, action: 'decline', amount: 21000 } });
      const within = evaluateSignals({ ...base, ...blocked(5.9) }).find((s) => s.code === 'RETRY_OF_BLOCKED')!;
      expect(within).toMatchObject({ floor: 83, conclusive: true });
      const nextMorning = evaluateSignals({ ...base, ...blocked(RETRY_CONCLUSIVE_MS / 3600_000 + 0.1) }).find((s) => s.code === 'RETRY_OF_BLOCKED')!;
      expect(nextMorning).toMatchObject({ strength: 1, floor: 83, review: true });
      expect(nextMorning.conclusive).toBeUndefined();
      const verdict = scoreSignals([nextMorning], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS);
      expect(verdict).toMatchObject({ risk_score: 83, recommended_action: 'review', is_fraud: false });
      expect(scoreSignals([within], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS).recommended_action).toBe('decline');
      // an analyst's confirmed fraud on the pair: conclusive for the whole day
      const confirmed = evaluateSignals({ ...base, pairBlocked: { ...blocked(10).pairBlocked, action: CONFIRMED_FRAUD } }).find((s) => s.code === 'RETRY_OF_BLOCKED')!;
      expect(confirmed).toMatchObject({ strength: 1, floor: 83, conclusive: true, decided: true });
      // a confirmed fraud that had only been held back (45): its retry is lifted to high, so declined
      const heldBack = evaluateSignals({ ...base, pairBlocked: { ...blocked(10).pairBlocked, score: 45, action: CONFIRMED_FRAUD } }).find((s) => s.code === 'RETRY_OF_BLOCKED')!;
      expect(scoreSignals([heldBack], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS)).toMatchObject({ risk_score: 60, recommended_action: 'decline' });
      // a declined one's retry after 6 h is not lifted beyond its own score
      expect(nextMorning.decided).toBeUndefined();
      // a declined score the thresholds have since left below high: reviewed, never stepped up, however soon
      const raised = { ...DEFAULT_THRESHOLDS, medium: 50, high: 90, critical: 95 };
      expect(scoreSignals([within, { code: 'NEW_DEVICE', strength: 1, description: '', details: {} }], DEFAULT_WEIGHTS, raised).recommended_action).toBe('review');
    });
  });

  it('brings the network aggregates to the analysis time', () => {
    const now = new Date('2026-10-02T10:00:00Z');
    const row = { organization_id: 'org-a', first_seen_at: '2026-09-01T10:00:00Z', updated_at: '2026-10-01T10:00:00Z', payments_1d: 10, new_payers_1d: 10, new_payers_7d: 10, inflow_6h: 1000, outflow_6h: 500,
      inflow_banded_6h: 1024 * Math.SQRT2, outflow_banded_6h: 512 * Math.SQRT2,
      inbound_count: 10, outbound_count: 3, in_log_mean: 9, in_log_m2: 0.01, payer_orgs: ['org-a', 'org-b'] };
    const v = networkView([row, { ...row, first_seen_at: '2026-09-21T10:00:00Z', bank: '058' } as typeof row], now, new Date('2026-08-30T10:00:00Z'), 'org-a')!;
    expect(v.ageDays).toBeCloseTo(31, 5);
    expect(v.sinceEpochDays).toBeCloseTo(2, 5);
    expect(v.newPayers1d).toBeCloseTo(2 * 10 * Math.exp(-1), 5);
    expect(v.newPayers7d).toBeCloseTo(2 * 10 * Math.exp(-1 / 7), 5);
    expect(v.outflow6h / v.inflow6h).toBeCloseTo(0.5, 5);
    expect(v).toMatchObject({ inboundCount: 20, payerOrgs: 2, ownPayersOnly: false, inAmountSpread: expect.closeTo(Math.sqrt(0.01 / 9), 5) });
    // payments paid as victims pay, decayed over 6 hours, the reader's own apart from others'
    const unusual = networkView([{ ...row, payments_unusual_6h: 1 }, { ...row, organization_id: 'org-b', payments_unusual_6h: 2 }], now, null, 'org-a')!;
    expect(unusual.paymentsUnusual.own).toBeCloseTo(Math.exp(-4), 5);
    expect(unusual.paymentsUnusual.others).toBeCloseTo(2 * Math.exp(-4), 5);
    // payer organizations are the union over the rows: the reader's own on one row and another bank's on the other are two
    const mixed = networkView([{ ...row, payer_orgs: ['org-a'] }, { ...row, payer_orgs: ['org-b'] }], now, null, 'org-a')!;
    expect(mixed).toMatchObject({ payerOrgs: 2, ownPayersOnly: false });
    expect(networkView([{ ...row, payer_orgs: ['org-a'] }, { ...row, payer_orgs: [] }], now, null, 'org-a')).toMatchObject({ payerOrgs: 1, ownPayersOnly: true });
    expect(networkView(null, now, null, 'org-a')).toBeNull();
    // held forwards decayed over 6 hours (a day here: e^-4), the reader's own apart from others'
    const held = networkView([{ ...row, forwards_held_6h: 1, payments_held_6h: 2 }, { ...row, organization_id: 'org-b', forwards_held_6h: 0.5 }], now, null, 'org-a')!;
    expect(held.forwardsHeld.own).toBeCloseTo(Math.exp(-4), 5);
    expect(held.forwardsHeld.others).toBeCloseTo(0.5 * Math.exp(-4), 5);
    expect(held.paymentsHeld).toEqual({ own: expect.closeTo(2 * Math.exp(-4), 5), others: 0 });
    // the last hours' inflow on the rule of two over those hours: two organizations (the reader's own may be one) each paid a
    // fifth of it or more; the first-time payers and inflow of those organizations' rows alone
    const paidBy = (...shares: [string, number][]) => networkView(shares.map(([org, inflow]) => ({ ...row, organization_id: org, inflow_6h: inflow, inflow_banded_6h: inflow })), now, null, 'org-a')!;
    expect(paidBy(['org-b', 1000], ['org-c', 300]).inflowOnTwo).toBe(true);
    expect(paidBy(['org-b', 1000], ['org-c', 200]).inflowOnTwo).toBe(false);
    expect(paidBy(['org-b', 1000]).inflowOnTwo).toBe(false);
    expect(paidBy(['org-a', 1000], ['org-b', 200]).inflowOnTwo).toBe(false);
    expect(paidBy(['org-a', 1000], ['org-b', 300]).inflowOnTwo).toBe(true);
    expect(paidBy(['org-a', 300], ['org-b', 1000]).inflowOnTwo).toBe(true);
    expect(paidBy(['org-a', 100], ['org-b', 1000]).inflowOnTwo).toBe(false);
    expect(paidBy(['org-a', 0], ['org-b', 0]).inflowOnTwo).toBe(false);
    // a third organization's small part (its made-up crowd of small payments, say) is not in what the two paid
    const three = paidBy(['org-a', 1000], ['org-b', 1000], ['org-c', 300]);
    expect(three.inflowOnTwo).toBe(true);
    expect(three.paying).toEqual({ newPayers1d: expect.closeTo(2 * 10 * Math.exp(-1), 5), inflow6h: expect.closeTo(2000 * Math.exp(-4), 5) });
    expect(three.newPayers1d).toBeCloseTo(3 * 10 * Math.exp(-1), 5);
    expect(three.ownInflow6h).toBeCloseTo(1000 * Math.exp(-4), 5);
    // one organization's two rows (under two bank codes) are one organization
    expect(networkView([{ ...row, organization_id: 'org-b' }, { ...row, organization_id: 'org-b', bank_code: '058' }], now, null, 'org-a')!.inflowOnTwo).toBe(false);
  });

  it('reads a number given without its bank across codes while it names one account, and only its code-less rows once it names two', () => {
    const row = (bank_code: string, organization_id: string) => ({ bank_code, organization_id });
    const one = [row('058', 'org-b'), row('', 'org-a'), row('058', 'org-c')];
    // without a code: the rows under one bank's code and those without are one account
    expect(sameAccountRows(one, '', 'org-a')).toEqual(one);
    // a number under two banks' codes (each written by two organizations) is two accounts: which one is meant is unknown, so
    // only the rows written without a code
    const two = [...one, row('044', 'org-d'), row('044', 'org-e')];
    expect(sameAccountRows(two, '', 'org-a')).toEqual([row('', 'org-a')]);
    // a code only one other organization wrote (a made-up code in one transfer) does not split the number...
    expect(sameAccountRows([...one, row('044', 'org-d')], '', 'org-a')).toHaveLength(4);
    // ...but the reader's own does
    expect(sameAccountRows([...one, row('044', 'org-a')], '', 'org-a')).toEqual([row('', 'org-a')]);
    // with a code the read already brought that code's rows and the code-less ones
    expect(sameAccountRows(two, '058', 'org-a')).toEqual(two);
    expect(sameAccountRows(null, '', 'org-a')).toBeNull();
  });

  it('reads another organization’s flows as banded when written and its spread in steps, the reader’s own exactly', () => {
    const now = new Date('2026-10-01T10:00:00Z');
    // org-b's row: one payment of 50,000 (banded when written: [32,768, 65,536) as its middle, 2^15.5)
    const row = { organization_id: 'org-b', first_seen_at: '2026-09-01T10:00:00Z', updated_at: '2026-10-01T10:00:00Z', payments_1d: 1, new_payers_1d: 1, new_payers_7d: 1,
      inflow_6h: 50000, outflow_6h: 0, inflow_banded_6h: 2 ** 15.5, outflow_banded_6h: 0, inbound_count: 6, outbound_count: 0, in_log_mean: 10, in_log_m2: 5 * 0.33 ** 2,
      payer_orgs: ['org-b'] };
    const view = (rows: (typeof row)[], reader = 'org-a') => networkView(rows, now, null, reader)!;
    expect(view([row]).inflow6h).toBeCloseTo(2 ** 15.5, 6);
    expect(view([row], 'org-b').inflow6h).toBe(50000);
    // a reader adding its own payments moves the sum by exactly those: another's band stays a band
    const own = { ...row, organization_id: 'org-a', inflow_6h: 20000, inflow_banded_6h: 2 ** 14.5, payer_orgs: ['org-a'] };
    expect(view([own, row]).inflow6h).toBeCloseTo(20000 + 2 ** 15.5, 6);
    // so is a row from before rows were kept apart (the nil UUID), even to an organization whose payments are in it
    expect(view([{ ...row, organization_id: '00000000-0000-0000-0000-000000000000' }], 'org-b').inflow6h).toBeCloseTo(2 ** 15.5, 6);
    // spread: another's in 0.05 steps (a fee under 0.05 stays a fee), the reader's own as it is
    expect(view([row]).inAmountSpread).toBeCloseTo(0.325, 6);
    expect(view([row], 'org-b').inAmountSpread).toBeCloseTo(0.33, 6);
    expect(view([{ ...row, in_log_m2: 5 * 0.04 ** 2 }])!.inAmountSpread).toBeLessThan(0.05);
    // pooled within rows: a fee paid alike at three banks (two payments each) is a fee, though no bank saw five
    const fee = (org: string) => ({ ...row, organization_id: org, inbound_count: 2, in_log_m2: 0.02 ** 2 });
    expect(view([fee('org-a'), fee('org-b'), fee('org-c')]).inAmountSpread).toBeLessThan(0.05);
    expect(view([{ ...fee('org-b'), inbound_count: 1, in_log_m2: 0 }, { ...fee('org-c'), inbound_count: 4 }]).inAmountSpread).toBeCloseTo(0.025, 6);
    expect(view([{ ...fee('org-b'), inbound_count: 4 }]).inAmountSpread).toBeNull();
    // victims paying once each at three banks and a herder paying twice alike at a fourth: no spread (not a fee)
    const once = (org: string) => ({ ...row, organization_id: org, inbound_count: 1, in_log_m2: 0 });
    expect(view([once('org-b'), once('org-c'), once('org-d'), { ...fee('org-e'), in_log_m2: 0 }]).inAmountSpread).toBeNull();
    // decayed to the reading time
    const later = networkView([row], new Date(now.getTime() + 6 * 3600_000), null, 'org-a')!;
    expect(later.inflow6h).toBeCloseTo(2 ** 15.5 * Math.exp(-1), 6);
  });

  it("reviews a payment to a new payee (or one of the last week) to or from an account another organization reported (not yet reviewed) unless the account is established; never on that word alone elsewhere", () => {
    const others = [{ status: 'received' as const, own: false }];
    const young: NetworkView = { ageDays: 2, sinceEpochDays: 40, payments1d: 1, newPayers1d: 1, newPayers7d: 1, inflow6h: 0, outflow6h: 0, inboundCount: 1, outboundCount: 0, inAmountSpread: null, payerOrgs: 1, ownPayersOnly: false, inflowOnTwo: true, paying: { newPayers1d: 1, inflow6h: 0 }, ownInflow6h: 0, forwardsHeld: { own: 0, others: 0 }, paymentsHeld: { own: 0, others: 0 }, paymentsUnusual: { own: 0, others: 0 }, ownOutflow6h: 0 };
    const verdict = (x: Partial<EngineInput>) => scoreSignals(evaluateSignals({ ...base, ...x }), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION);
    const firstPayment = { knownPair: false, firstAttempt: true, receiverReports: others };
    // an account the network never saw paid, or a young one: the customer's first payment to it is reviewed (medium, not declined)
    for (const receiverNetwork of [null, young]) {
      expect(verdict({ ...firstPayment, receiverNetwork })).toMatchObject({ risk_level: 'medium', recommended_action: 'review' });
    }
    // a payee the customer already pays, or an account of months (a merchant, a landlord): one member's unreviewed word holds nothing
    expect(verdict({ receiverReports: others, receiverNetwork: young })).toMatchObject({ risk_level: 'low', recommended_action: 'approve' });
    expect(verdict({ ...firstPayment, receiverNetwork: { ...young, ageDays: 200 } })).toMatchObject({ risk_level: 'low', recommended_action: 'approve' });
    // no hold is written from it, nor a held forward, and the accounts' scores do not learn it: what the network's next readings
    // and the account scores build on is this organization's own evidence
    const raw = evaluateSignals({ ...base, ...firstPayment, receiverNetwork: young });
    const usual = evaluateSignals({ ...base, receiverReports: others, receiverNetwork: young });
    expect(withoutOthersReview(usual)).toBe(usual);
    for (const own of [independentOfHolds(raw), forHeldForwards(raw), withoutOthersReview(raw)]) {
      expect(own.find((s) => s.code === 'RECEIVER_REPORTED')).toMatchObject({ review: false });
      expect(scoreSignals(own, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action).toBe('approve');
    }
    // the same for the account's own transfers to a payee it never paid (a scam account sending the money on from its own bank)
    expect(verdict({ knownPair: false, firstAttempt: true, senderReports: others, senderNetwork: young })).toMatchObject({ risk_level: 'medium', recommended_action: 'review' });
    expect(verdict({ senderReports: others, senderNetwork: young })).toMatchObject({ recommended_action: 'approve' });
    expect(verdict({ knownPair: false, firstAttempt: true, senderReports: others, senderNetwork: { ...young, ageDays: 200 } })).toMatchObject({ recommended_action: 'approve' });
    // a payee first tried within the week is still new to the report (a scam account's onward account, first paid before its
    // first victim's bank reported it; a victim's second payment); one of a month is the customer's own
    const daysAgo = (d: number) => new Date(base.at.getTime() - d * 86_400_000);
    expect(verdict({ receiverReports: others, receiverNetwork: young, pairSince: daysAgo(2) })).toMatchObject({ risk_level: 'medium', recommended_action: 'review' });
    expect(verdict({ senderReports: others, senderNetwork: young, pairSince: daysAgo(2) })).toMatchObject({ risk_level: 'medium', recommended_action: 'review' });
    expect(verdict({ receiverReports: others, receiverNetwork: young, pairSince: daysAgo(30) })).toMatchObject({ risk_level: 'low', recommended_action: 'approve' });
    // an established account whose own bank sees it pass on fresh money is not held on one member's unverified word either:
    // that member, paying the account once, would itself make the network's payers two banks and its flow readable
    const rented: NetworkView = { ...young, ageDays: 200, newPayers1d: 4, inboundCount: 6, inflow6h: 60_000, payerOrgs: 2, paying: { newPayers1d: 4, inflow6h: 60_000 } };
    const forward = { amount: 30_000, knownPair: false, firstAttempt: true, senderNewPayees24h: 1, senderNetwork: rented };
    const forwarding = evaluateSignals({ ...base, ...forward, senderReports: others }).find((s) => s.code === 'MULE_FORWARDING')!;
    expect(Math.min(forwarding.strength, forwarding.ownEvidence ?? 1)).toBeGreaterThanOrEqual(0.05);
    expect(verdict({ ...forward, senderReports: others })).toMatchObject({ risk_level: 'low', recommended_action: 'approve' });
    // this organization's own report, or a verified one, reviews every payment as before (a verified one may decline)
    expect(verdict({ receiverReports: [{ status: 'received', own: true }], receiverNetwork: { ...young, ageDays: 200 } }).recommended_action).toBe('review');
    expect(evaluateSignals({ ...base, ...firstPayment, receiverReports: [{ status: 'received', own: true }] }).find((s) => s.code === 'RECEIVER_REPORTED')?.reviewOnOthersWord).toBeUndefined();
  });

  it('declines on a verified report a payment to a payee new to the customer (or first tried within the week), and reviews at the same score one to a payee paid before and first tried a week ago or more', () => {
    const verified = [{ status: 'verified' as const, own: false }];
    const verdict = (x: Partial<EngineInput>) => scoreSignals(evaluateSignals({ ...base, ...x }), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION);
    const daysAgo = (d: number) => new Date(base.at.getTime() - d * 86_400_000);
    // a victim's first payment to a reported scam account, and its second within the week ("fees"): declined on the report alone
    const first = verdict({ knownPair: false, firstAttempt: true, receiverReports: verified });
    expect(first).toMatchObject({ risk_score: 70, risk_level: 'high', recommended_action: 'decline' });
    expect(verdict({ receiverReports: verified, pairSince: daysAgo(2) })).toMatchObject({ risk_score: 70, recommended_action: 'decline' });
    // the customer's landlord or supplier of months, reported later: the same score, for an analyst to call the customer
    const landlord = verdict({ receiverReports: verified, pairSince: daysAgo(30) });
    expect(landlord).toMatchObject({ risk_score: 70, risk_level: 'high', recommended_action: 'review', is_fraud: false });
    expect(landlord.signals.find((s) => s.code === 'RECEIVER_REPORTED')).toMatchObject({
      details: { established_payee: true, reports: { verified: 1 } }, description: expect.stringContaining('has paid it before, first over a week ago'),
    });
    expect(first.signals.find((s) => s.code === 'RECEIVER_REPORTED')?.details.established_payee).toBeUndefined();
    // the week's boundary; a payee first tried a month ago but never paid (no approved transfer) is new; without the pair's
    // first attempt known, new (conclusive)
    expect(verdict({ receiverReports: verified, pairSince: daysAgo(6.9) }).recommended_action).toBe('decline');
    expect(verdict({ receiverReports: verified, pairSince: daysAgo(7) }).recommended_action).toBe('review');
    expect(verdict({ knownPair: false, receiverReports: verified, pairSince: daysAgo(30) }).recommended_action).toBe('decline');
    expect(verdict({ receiverReports: verified, pairSince: null }).recommended_action).toBe('decline');
    // three independent families still decline it, the report one of them: the amount far above the habit in a burst (both
    // the holder's own behaviour, reviewed without the report)
    const burst = { amount: 400000, velocity: { last10m: 8, last60m: 8, receivers10m: 1 } };
    expect(verdict(burst).recommended_action).toBe('review');
    expect(verdict({ ...burst, receiverReports: verified, pairSince: daysAgo(30) })).toMatchObject({ recommended_action: 'decline' });
    // the reported account's own transfers stay conclusive whoever it pays
    expect(evaluateSignals({ ...base, senderReports: verified, pairSince: daysAgo(30) }).find((s) => s.code === 'SENDER_REPORTED')).toMatchObject({ conclusive: true });
  });

  it('weighs network reports by status', () => {
    const strength = (status: NetworkStatus, own: boolean) => evaluateSignals({ ...base, receiverReports: [{ status, own }] }).find((x) => x.code === 'RECEIVER_REPORTED')!.strength;
    for (const own of [true, false]) {
      expect(strength('received', own)).toBeLessThan(strength('under_review', own));
      expect(strength('under_review', own)).toBeLessThan(strength('verified', own));
    }
  });
});

describe('calibration', () => {
  it('maps family points to a fraud share: 0-100, non-decreasing in every family, every signal in a family', () => {
    for (const code of SIGNAL_CODES) expect(CALIBRATION.perHundred[CALIBRATION_FAMILY[code]]).toBeGreaterThanOrEqual(0);
    for (const family of Object.keys(CALIBRATION.perHundred)) {
      let last = -1;
      for (let p = 0; p <= 150; p += 5) {
        const c = calibrate({ [family]: p, amount: 10 });
        expect(c).toBeGreaterThanOrEqual(last);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(100);
        last = c;
      }
    }
    // the fitted model: a new payee and a larger amount alone stay approved (people buy cars and pay rent)
    expect(scoreSignals([sig('AMOUNT_UNUSUAL'), sig('HIGH_AMOUNT'), sig('NEW_BENEFICIARY')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, CALIBRATION).recommended_action).toBe('approve');
    const model: Calibration = { intercept: -2, perHundred: { access: 4 }, aboveKnee: {} };
    expect(calibrate({ access: 50 }, model)).toBeCloseTo(50, 6);
    expect(calibrate({ habit: 50 }, model)).toBeCloseTo(100 / (1 + Math.exp(2)), 6);
  });

  it('a calibrated verdict: the score is the model’s, contributions share it by log-odds and add up to it, a decline is judged on points', () => {
    const model: Calibration = { intercept: -2, perHundred: { amount: 4, access: 4, velocity: 8, context: 0 }, aboveKnee: {} };
    const raw = [sig('AMOUNT_UNUSUAL'), sig('FOREIGN_IP'), sig('VELOCITY_BURST', 0.4), sig('NEW_BENEFICIARY')]; // 20 + 22 + 16 + 5 points
    const v = scoreSignals(raw, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, model);
    expect(v.risk_score).toBe(Math.round(calibrate({ amount: 20, access: 22, velocity: 16, context: 5 }, model)));
    expect(v.signals.reduce((s, x) => s + x.contribution, 0)).toBeCloseTo(v.risk_score, 0);
    // NEW_BENEFICIARY's family weighs nothing in this model: it shares none of the score
    expect(v.signals.find((x) => x.code === 'NEW_BENEFICIARY')?.contribution).toBe(0);
    expect(v).toMatchObject({ risk_level: 'high', recommended_action: 'decline' });
    // conclusive evidence (a verified report) keeps its points as a floor: the model is of ordinary transactions
    const weak: Calibration = { intercept: -4, perHundred: {}, aboveKnee: {} };
    expect(scoreSignals([{ ...sig('RECEIVER_REPORTED'), conclusive: true }], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, weak)).toMatchObject({ risk_score: 70, recommended_action: 'decline' });
    expect(scoreSignals([sig('RECEIVER_REPORTED')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, weak)).toMatchObject({ risk_score: 2, recommended_action: 'approve' });
    // a floor is a score already calibrated: kept as it is
    expect(scoreSignals([sig('VELOCITY_BURST', 0.2), { ...sig('RETRY_OF_BLOCKED'), floor: 83, conclusive: true }], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, model).risk_score).toBe(83);
  });

  it('evidence that needs an analyst is reviewed whatever the model says, not stepped up', () => {
    const weak: Calibration = { intercept: -6, perHundred: {}, aboveKnee: {} };
    const v = scoreSignals([sig('FOREIGN_IP'), { ...sig('UNKNOWN_SENDER_ABROAD'), review: true }], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, weak);
    expect(v).toMatchObject({ risk_score: DEFAULT_THRESHOLDS.medium, risk_level: 'medium', recommended_action: 'review' });
    expect(v.signals.reduce((s, x) => s + x.contribution, 0)).toBeCloseTo(v.risk_score, 0);
    // the same access signals without it: a step-up
    expect(scoreSignals([sig('FOREIGN_IP'), sig('NEW_DEVICE')], DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS).recommended_action).toBe('step_up_auth');
  });

  it('the takeover triad is stepped up whatever the model says: a new device, a new payee, well above the usual', () => {
    const weak: Calibration = { intercept: -6, perHundred: {}, aboveKnee: {} };
    const triad = [sig('AMOUNT_UNUSUAL', 0.8), sig('NEW_BENEFICIARY'), { ...sig('NEW_DEVICE'), stepUp: true }];
    expect(scoreSignals(triad, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, weak)).toMatchObject({ risk_score: DEFAULT_THRESHOLDS.medium, recommended_action: 'step_up_auth' });
    expect(scoreSignals(triad.slice(0, 2), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, weak).recommended_action).toBe('approve');
  });

  it('a new device abroad paying a new payee is reviewed, not stepped up: the code would reach whoever holds the phone', () => {
    const weak: Calibration = { intercept: -6, perHundred: {}, aboveKnee: {} };
    const abroad = [sig('AMOUNT_UNUSUAL', 0.8), sig('NEW_BENEFICIARY'), { ...sig('NEW_DEVICE'), stepUp: true }, sig('FOREIGN_IP')];
    expect(scoreSignals(abroad, DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, weak)).toMatchObject({ risk_level: 'medium', recommended_action: 'review' });
    // abroad to a payee it knows (a traveller's new phone), or at home to a new payee: a step-up proves the owner
    expect(scoreSignals(abroad.filter((s) => s.code !== 'NEW_BENEFICIARY'), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, weak).recommended_action).not.toBe('review');
    expect(scoreSignals(abroad.filter((s) => s.code !== 'FOREIGN_IP'), DEFAULT_WEIGHTS, DEFAULT_THRESHOLDS, weak).recommended_action).toBe('step_up_auth');
  });
});
