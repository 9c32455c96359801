import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 12, item 0: a declined transfer must not teach the engine that the fraud is normal. Only
// approved transfers shape a profile (amounts, payees, devices, IP countries, hours, channels); a
// blocked attempt is kept as evidence, and a retry of it scores at least as high.
describe('a declined transfer retried', () => {
  let t: TestApp;
  let bank: string;
  const T0 = Date.parse('2026-10-05T09:00:00Z'); // 10:00 in Lagos
  const MIN = 60_000;
  const post = (body: object, time: number) =>
    request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${bank}`).set('X-Replay-Time', new Date(time).toISOString()).send(body).expect(200);
  const codes = (res: request.Response) => res.body.signals.map((s: { code: string }) => s.code).sort();
  const phone = (sender: string, receiver: string, amount: number) => ({
    transaction_id: `TX-${randomUUID()}`, sender_account: sender, receiver_account: receiver, amount, channel: 'mobile', device_id: 'phone-1', ip_address: '41.58.1.1',
  });
  // ₦900,000 by web from a new laptop on a foreign IP to a new payee
  const attack = (sender: string, receiver = '0777000001', device = 'laptop-x', ip = '81.2.69.160') => ({
    transaction_id: `TX-${randomUUID()}`, sender_account: sender, receiver_account: receiver, amount: 900_000, channel: 'web', device_id: device, ip_address: ip,
  });

  /** four approved ₦8,000 transfers from the sender's own phone (a phone of its own: one shared by the other tests' senders is a risk) */
  const usualHistory = async (sender: string, start = T0) => {
    for (let i = 0; i < 4; i++) {
      const usual = await post({ ...phone(sender, `022200000${i % 2}`, 8000), device_id: `phone-${sender}` }, start + i * MIN);
      expect(usual.body.recommended_action).toBe('approve');
    }
  };

  /** the analyst's verdict on the alert the transfer opened */
  const resolve = async (transactionId: string, time: number, outcome: 'confirmed_fraud' | 'legitimate') => {
    const alert = (await t.db.query('SELECT id FROM fraud_alerts WHERE transaction_id = $1', [transactionId])).rows[0];
    await request(t.server)
      .post(`/api/v1/fraud/alerts/${alert.id}/resolve`)
      .set('Authorization', `Bearer ${bank}`)
      .set('X-Replay-Time', new Date(time).toISOString())
      .send({ outcome, note: outcome === 'legitimate' ? 'The customer confirmed this transfer by phone.' : 'The customer did not make this transfer.' })
      .expect(200);
  };
  const resolveAsFraud = (transactionId: string, time: number) => resolve(transactionId, time, 'confirmed_fraud');

  beforeAll(async () => {
    t = await startTestApp({ FRAUD_REPLAY_CLOCK: 'true' });
    bank = (await createOrganization(t, 'First Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('four ₦8,000 phone transfers, then ₦900,000 from a new laptop abroad to a new payee: declined, and the retry seconds later scores at least as high', async () => {
    const sender = '0111000001';
    for (let i = 0; i < 4; i++) {
      const usual = await post(phone(sender, `022200000${i % 2}`, 8000), T0 + i * MIN);
      expect(usual.body.recommended_action).toBe('approve');
    }
    const first = await post(attack(sender), T0 + 5 * MIN);
    expect(codes(first)).toEqual(expect.arrayContaining(['AMOUNT_UNUSUAL', 'FOREIGN_IP', 'NEW_BENEFICIARY', 'VELOCITY_BURST']));
    expect(first.body).toMatchObject({ recommended_action: 'decline', is_fraud: true });

    const retry = await post(attack(sender), T0 + 5 * MIN + 20_000);
    expect(retry.body.risk_score).toBeGreaterThanOrEqual(first.body.risk_score);
    expect(retry.body).toMatchObject({ recommended_action: 'decline', is_fraud: true });
    // the laptop, the country, the payee and the amount are still unknown to the account
    expect(codes(retry)).toEqual(expect.arrayContaining(['AMOUNT_UNUSUAL', 'FOREIGN_IP', 'NEW_BENEFICIARY', 'RETRY_OF_BLOCKED']));
    const repeat = retry.body.signals.find((s: { code: string }) => s.code === 'RETRY_OF_BLOCKED');
    expect(repeat.details).toMatchObject({ previous_risk_score: first.body.risk_score, previous_action: 'decline' });

    // an hour later, once the burst has passed, it is still declined and still as high
    const later = await post(attack(sender), T0 + 70 * MIN);
    expect(later.body.risk_score).toBeGreaterThanOrEqual(first.body.risk_score);
    expect(later.body.recommended_action).toBe('decline');

    // the profile learned the four approved transfers only; the blocked attempts are kept as evidence
    const profile = (await t.db.query(`SELECT txn_count, countries, channels FROM fraud_account_profiles WHERE account_number = $1`, [sender])).rows[0];
    expect(profile).toMatchObject({ txn_count: 4, countries: ['NG'], channels: { mobile: 4 } });
    const pair = (await t.db.query(`SELECT txn_count, blocked_count, last_blocked_action FROM fraud_counterparties WHERE sender_account = $1 AND receiver_account = '0777000001'`, [sender])).rows[0];
    expect(pair).toEqual({ txn_count: 0, blocked_count: 3, last_blocked_action: 'decline' });
    const device = (await t.db.query(`SELECT trusted_since FROM fraud_account_devices WHERE account_number = $1 AND device_id = 'laptop-x'`, [sender])).rows[0];
    expect(device.trusted_since).toBeNull();
    const stored = (await t.db.query(`SELECT count(*)::int AS n FROM fraud_transactions WHERE sender_account = $1 AND recommended_action = 'decline'`, [sender])).rows[0];
    expect(stored.n).toBe(3);
    const score = await request(t.server).get(`/api/v1/fraud/score/?account_number=${sender}`).set('Authorization', `Bearer ${bank}`).expect(200);
    expect(['high', 'critical']).toContain(score.body.risk_level);
  });

  it('a new device used only in blocked attempts never becomes known, however long ago it was first seen', async () => {
    const sender = '0111000002';
    for (let i = 0; i < 4; i++) await post(phone(sender, '0222000001', 8000), T0 + i * 24 * 60 * MIN);
    const blocked = await post(attack(sender), T0 + 4 * 24 * 60 * MIN);
    expect(blocked.body.recommended_action).not.toBe('approve');
    // two days later, an ordinary amount to a usual payee from that laptop: still a new device
    const fromLaptop = await post({ ...phone(sender, '0222000001', 8000), device_id: 'laptop-x' }, T0 + 6 * 24 * 60 * MIN);
    expect(codes(fromLaptop)).toContain('NEW_DEVICE');
    // while an approved use of a new device makes it known a day later
    const newPhone = await post({ ...phone(sender, '0222000001', 8000), device_id: 'phone-2' }, T0 + 7 * 24 * 60 * MIN);
    expect(newPhone.body.recommended_action).toBe('approve');
    expect(codes(newPhone)).toContain('NEW_DEVICE');
    const nextDay = await post({ ...phone(sender, '0222000001', 8000), device_id: 'phone-2' }, T0 + 8 * 24 * 60 * MIN + MIN);
    expect(codes(nextDay)).not.toContain('NEW_DEVICE');
  });

  it('the same transfer again the next morning scores as high as the decline but goes to an analyst, not to a second decline', async () => {
    const sender = '0111000003';
    await usualHistory(sender);
    const first = await post(attack(sender, '0777000003', `laptop-${sender}`), T0 + 5 * MIN);
    expect(first.body.recommended_action).toBe('decline');
    // 20 hours on (past RETRY_CONCLUSIVE_MS, within the day's window): perhaps its owner, whom a decline would lock out again
    const nextMorning = await post(attack(sender, '0777000003', `laptop-${sender}`), T0 + 5 * MIN + 20 * 60 * MIN);
    expect(nextMorning.body.risk_score).toBeGreaterThanOrEqual(first.body.risk_score);
    expect(nextMorning.body).toMatchObject({ recommended_action: 'review', is_fraud: false });
    const repeat = nextMorning.body.signals.find((s: { code: string }) => s.code === 'RETRY_OF_BLOCKED');
    expect(repeat.details).toMatchObject({ previous_risk_score: first.body.risk_score, previous_action: 'decline' });
    // the review did not take the decline's place on the pair: the attempt after it still repeats the decline
    const again = await post(attack(sender, '0777000003', `laptop-${sender}`), T0 + 5 * MIN + 20 * 60 * MIN + MIN);
    expect(again.body.risk_score).toBeGreaterThanOrEqual(first.body.risk_score);
    expect(again.body.recommended_action).toBe('review');
    const repeatAgain = again.body.signals.find((s: { code: string }) => s.code === 'RETRY_OF_BLOCKED');
    expect(repeatAgain.details).toMatchObject({ previous_risk_score: first.body.risk_score, previous_action: 'decline' });
  });

  it("an analyst's confirmed fraud makes the same transfer's retry within the day a decline, however late", async () => {
    const sender = '0111000004';
    await usualHistory(sender);
    const first = await post(attack(sender, '0777000004', `laptop-${sender}`), T0 + 5 * MIN);
    expect(first.body.recommended_action).toBe('decline');
    await resolveAsFraud(first.body.transaction_id, T0 + 60 * MIN);
    // ten hours on: past RETRY_CONCLUSIVE_MS, but the pair's fraud is confirmed
    const retry = await post(attack(sender, '0777000004', `laptop-${sender}`), T0 + 5 * MIN + 10 * 60 * MIN);
    expect(retry.body.risk_score).toBeGreaterThanOrEqual(first.body.risk_score);
    expect(retry.body).toMatchObject({ recommended_action: 'decline', is_fraud: true });
    const repeat = retry.body.signals.find((s: { code: string }) => s.code === 'RETRY_OF_BLOCKED');
    expect(repeat.details).toMatchObject({ previous_action: 'confirmed_fraud' });
    // the new decline takes the pair's place (its day runs from now) and keeps the analyst's verdict
    const pair = (await t.db.query(`SELECT last_blocked_action, last_blocked_at FROM fraud_counterparties WHERE sender_account = $1 AND receiver_account = '0777000004'`, [sender])).rows[0];
    expect(pair).toEqual({ last_blocked_action: 'confirmed_fraud', last_blocked_at: new Date(T0 + 5 * MIN + 10 * 60 * MIN) });
  });

  it('a transfer only held back, once an analyst confirms it as fraud, is declined when tried again that day', async () => {
    const sender = '0111000005';
    await usualHistory(sender, T0 - 3 * 24 * 60 * MIN);
    // from home (a Nigerian address) on a laptop the account never used, days after its usual transfers from its phone: held back, not declined
    const first = await post(attack(sender, '0777000005', `laptop-${sender}`, '41.58.1.1'), T0 + 3 * 60 * MIN);
    expect(['review', 'step_up_auth']).toContain(first.body.recommended_action);
    await resolveAsFraud(first.body.transaction_id, T0 + 4 * 60 * MIN);
    const retry = await post(attack(sender, '0777000005', `laptop-${sender}`, '41.58.1.1'), T0 + 13 * 60 * MIN);
    expect(retry.body).toMatchObject({ recommended_action: 'decline', is_fraud: true });
    expect(retry.body.risk_score).toBeGreaterThanOrEqual(60);
  });

  /** the customer's usual history three days back, then its own ₦700,000 from a laptop at home to a new payee at T0: held back */
  const heldOwnTransfer = async (sender: string, payee: string) => {
    await usualHistory(sender, T0 - 3 * 24 * 60 * MIN);
    const own = await post({ ...attack(sender, payee, `laptop-${sender}`, '41.58.1.1'), amount: 700_000 }, T0);
    expect(['review', 'step_up_auth']).toContain(own.body.recommended_action);
    return own;
  };
  const pairRow = async (sender: string, payee: string) =>
    (await t.db.query(`SELECT txn_count, last_blocked_action, last_blocked_at FROM fraud_counterparties WHERE sender_account = $1 AND receiver_account = $2`, [sender, payee])).rows[0];

  it("an analyst's legitimate verdict on an earlier held transfer leaves a later attempt's confirmed fraud on the pair", async () => {
    const sender = '0111000006';
    const payee = '0777000006';
    // the customer's own transfer, held back; an hour later the same payee from another laptop, held back too
    const own = await heldOwnTransfer(sender, payee);
    const thief = await post(attack(sender, payee, `laptop-thief-${sender}`, '41.58.1.1'), T0 + 60 * MIN);
    expect(['review', 'step_up_auth']).toContain(thief.body.recommended_action);
    await resolveAsFraud(thief.body.transaction_id, T0 + 2 * 60 * MIN);
    // the analyst reaches the earlier alert last: that transfer was the customer's
    await resolve(own.body.transaction_id, T0 + 3 * 60 * MIN, 'legitimate');
    expect(await pairRow(sender, payee)).toEqual({ txn_count: 1, last_blocked_action: 'confirmed_fraud', last_blocked_at: new Date(T0 + 60 * MIN) });
    // the thief's transfer again that afternoon: still the confirmed fraud's retry, declined
    const retry = await post(attack(sender, payee, `laptop-thief-${sender}`, '41.58.1.1'), T0 + 5 * 60 * MIN);
    expect(retry.body).toMatchObject({ recommended_action: 'decline', is_fraud: true });
    const repeat = retry.body.signals.find((s: { code: string }) => s.code === 'RETRY_OF_BLOCKED');
    expect(repeat.details).toMatchObject({ previous_action: 'confirmed_fraud' });
  });

  it("the other order: a thief's earlier held attempt confirmed as fraud, then the customer's own later one marked legitimate, keeps the fraud on the pair", async () => {
    const sender = '0111000008';
    const payee = '0777000008';
    await usualHistory(sender, T0 - 3 * 24 * 60 * MIN);
    const thief = await post(attack(sender, payee, `laptop-thief-${sender}`, '41.58.1.1'), T0);
    expect(['review', 'step_up_auth']).toContain(thief.body.recommended_action);
    const own = await post({ ...attack(sender, payee, `laptop-${sender}`, '41.58.1.1'), amount: 700_000 }, T0 + 60 * MIN);
    expect(['review', 'step_up_auth']).toContain(own.body.recommended_action);
    await resolveAsFraud(thief.body.transaction_id, T0 + 2 * 60 * MIN);
    await resolve(own.body.transaction_id, T0 + 3 * 60 * MIN, 'legitimate');
    expect(await pairRow(sender, payee)).toMatchObject({ txn_count: 1, last_blocked_action: 'confirmed_fraud' });
    const retry = await post(attack(sender, payee, `laptop-thief-${sender}`, '41.58.1.1'), T0 + 5 * 60 * MIN);
    expect(retry.body).toMatchObject({ recommended_action: 'decline', is_fraud: true });
  });

  it("an analyst's legitimate verdict on the pair's latest held transfer lifts the hold: the customer's same transfer is not a retry", async () => {
    const sender = '0111000007';
    const payee = '0777000007';
    const own = await heldOwnTransfer(sender, payee);
    await resolve(own.body.transaction_id, T0 + 60 * MIN, 'legitimate');
    expect(await pairRow(sender, payee)).toEqual({ txn_count: 1, last_blocked_action: null, last_blocked_at: null });
    const again = await post({ ...attack(sender, payee, `laptop-${sender}`, '41.58.1.1'), amount: 700_000 }, T0 + 2 * 60 * MIN);
    expect(codes(again)).not.toContain('RETRY_OF_BLOCKED');
  });
});
