import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 12, item 1: collection accounts are not mules. An established account collecting from many
// people paying it for the first time (a church on Sunday, a cooperative's monthly due) keeps the
// money and has months of history: its payers are approved. A mule is young or sends the money on.
describe('collection accounts', () => {
  let t: TestApp;
  let bank: string;
  const DAY = 24 * 3600_000;
  const HOUR = 3600_000;
  const MIN = 60_000;
  const SUNDAY = Date.parse('2026-11-01T08:00:00Z'); // a Sunday, 09:00 in Lagos
  const post = (body: object, time: number) =>
    request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${bank}`).set('X-Replay-Time', new Date(time).toISOString()).send(body).expect(200);
  const transfer = (sender: string, receiver: string, amount: number) => ({
    transaction_id: `TX-${randomUUID()}`, sender_account: sender, receiver_account: receiver, amount, channel: 'mobile', device_id: `phone-${sender}`, ip_address: '41.58.1.1',
  });
  const account = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`;
  const flagged = (results: request.Response[]) => results.filter((r) => r.body.recommended_action !== 'approve').map((r) => ({ score: r.body.risk_score, codes: r.body.signals.map((s: { code: string }) => s.code) }));

  /** A customer with a few weeks of ordinary transfers (₦8,000-₦20,000 to their usual payees), so a first payment anywhere is a new payee. */
  const customerHistory = async (sender: string, start: number) => {
    for (let i = 0; i < 5; i++) await post(transfer(sender, `08${sender.slice(2, 9)}${i % 2}`, 8000 + ((i * 2731 + Number(sender.slice(-3)) * 97) % 12000)), start + i * 4 * DAY + 10 * HOUR);
  };

  /**
   * An account with months of tenure: a handful of regular payers every week, and its own payments
   * out (salaries, diesel, a contractor) a few days after.
   */
  const collectionHistory = async (collector: string, regularPrefix: string, weeks: number, end: number, amount: number) => {
    for (let w = weeks; w >= 1; w--) {
      const week = end - w * 7 * DAY;
      for (let k = 0; k < 4; k++) await post(transfer(account(regularPrefix, k), collector, amount + k * 500), week + k * 20 * MIN);
      await post(transfer(collector, account('0932', w % 3), amount * 3), week + 2 * DAY + 10 * HOUR);
      await post(transfer(collector, account('0933', 0), amount * 2), week + 4 * DAY + 10 * HOUR);
    }
  };

  beforeAll(async () => {
    // thousands of analyses of history in a few seconds: the per-token rate limit is lifted
    t = await startTestApp({ FRAUD_REPLAY_CLOCK: 'true', RATE_LIMIT_TIERS: '1:100000000/60' });
    bank = (await createOrganization(t, 'Parish Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a church collecting from 150 members within three hours on a Sunday: every member is approved', async () => {
    const church = '0555000001';
    await collectionHistory(church, '0944', 16, SUNDAY, 10000);
    const members = Array.from({ length: 150 }, (_, i) => account('0310', i));
    for (const [i, m] of members.entries()) await customerHistory(m, SUNDAY - 30 * DAY + (i % 7) * HOUR);

    const results: request.Response[] = [];
    for (const [i, m] of members.entries()) {
      const offering = [2000, 5000, 10000, 15000, 20000][i % 5];
      results.push(await post(transfer(m, church, offering), SUNDAY + Math.floor((i * 3 * HOUR) / members.length)));
    }
    expect(flagged(results)).toEqual([]);
    // the fan-in was seen, and weighed nothing: the church is old and keeps the money
    const last = results[results.length - 1].body.signals.find((s: { code: string }) => s.code === 'MULE_RECEIVER');
    expect(last?.contribution ?? 0).toBe(0);
  });

  it('a cooperative whose 25 members pay the same monthly due within a day: every member is approved', async () => {
    const cooperative = '0555000002';
    const due = Date.parse('2026-11-25T07:00:00Z');
    await collectionHistory(cooperative, '0945', 24, due, 25000);
    const members = Array.from({ length: 25 }, (_, i) => account('0320', i));
    for (const [i, m] of members.entries()) await customerHistory(m, due - 30 * DAY + (i % 5) * HOUR);

    const results: request.Response[] = [];
    for (const [i, m] of members.entries()) results.push(await post(transfer(m, cooperative, 25000), due + i * 40 * MIN));
    expect(flagged(results)).toEqual([]);
  });

  it('a fresh account collecting the same way and sending it on is a mule: later payers are sent to review', async () => {
    const mule = '0555000003';
    const at = Date.parse('2026-11-26T08:00:00Z');
    const payers = Array.from({ length: 12 }, (_, i) => account('0330', i));
    for (const [i, p] of payers.entries()) await customerHistory(p, at - 30 * DAY + (i % 5) * HOUR);
    const results: request.Response[] = [];
    for (const [i, p] of payers.entries()) {
      results.push(await post(transfer(p, mule, 10000 + i * 1000), at + i * 10 * MIN));
      // every few payments the account is emptied into accounts it never paid
      if (i % 3 === 2) await post(transfer(mule, account('0339', i), 30000 + i * 1000), at + i * 10 * MIN + 3 * MIN);
    }
    for (const r of results.slice(6)) {
      expect(r.body.recommended_action).toBe('review');
      expect(r.body.signals.map((s: { code: string }) => s.code)).toContain('MULE_RECEIVER');
    }
  });

  it("a wedding's contribution account opened days before: forty guests give what they usually send within a day and it keeps the money; every guest is approved", async () => {
    const wedding = '0555000004';
    const at = Date.parse('2026-11-28T09:00:00Z');
    const guests = Array.from({ length: 40 }, (_, i) => account('0341', i));
    for (const [i, g] of guests.entries()) await customerHistory(g, at - 30 * DAY + (i % 7) * HOUR);
    // the account is a few days old (the network has watched for weeks): the couple moved a little into it
    await post(transfer(account('0340', 99), wedding, 5000), at - 3 * DAY);
    const results: request.Response[] = [];
    for (const [i, g] of guests.entries()) results.push(await post(transfer(g, wedding, [5000, 10000, 15000, 20000][i % 4]), at + i * 20 * MIN));
    expect(flagged(results)).toEqual([]);
  });
});
