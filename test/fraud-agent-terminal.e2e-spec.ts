import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { transfer } from './support/transfer.js';

// Issue 12: agency banking. An agent's POS terminal is one device that every customer the agent serves
// uses, for weeks: its sharing is not the sharing of a takeover ring's phone, which gathers fresh accounts
// within hours. The read statement counts the device's other accounts and how many of them are a week old.
describe('shared devices: an agent terminal and a takeover ring', () => {
  let t: TestApp;
  let bank: string;
  const DAY = 24 * 3600_000;
  const HOUR = 3600_000;
  const MIN = 60_000;
  const START = Date.parse('2026-10-05T08:00:00Z');
  const post = (body: object, time: number) =>
    request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${bank}`).set('X-Replay-Time', new Date(time).toISOString()).send(body).expect(200);
  const account = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`;
  const codes = (r: request.Response) => r.body.signals.map((s: { code: string }) => s.code);
  /** A customer with weeks of ordinary transfers from their own phone to their usual payee. */
  const history = async (sender: string, start: number) => {
    for (let i = 0; i < 5; i++) await post(transfer({ sender_account: sender, receiver_account: account('0800', Number(sender.slice(-4))), amount: 10000 + i * 700, device_id: `phone-${sender}` }), start + i * 3 * DAY);
  };

  beforeAll(async () => {
    t = await startTestApp({ FRAUD_REPLAY_CLOCK: 'true', RATE_LIMIT_TIERS: '1:100000000/60' });
    bank = (await createOrganization(t, 'Agency Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a customer new to an agent's terminal of weeks is approved; a phone on six fresh accounts within the hour is a device risk", async () => {
    // twelve regulars use the terminal every few days for four weeks
    const regulars = Array.from({ length: 12 }, (_, i) => account('0311', i));
    for (const [i, c] of regulars.entries()) await history(c, START + i * HOUR);
    for (let d = 15; d < 43; d += 4) {
      for (const [i, c] of regulars.entries()) {
        await post(transfer({ sender_account: c, receiver_account: account('0800', i), amount: 9000 + i * 300, channel: 'pos', device_id: 'terminal-1' }), START + d * DAY + i * 10 * MIN);
      }
    }
    const at = START + 44 * DAY;
    // a customer at the terminal for the first time, paying the usual payee an ordinary amount
    const walkIn = account('0312', 1);
    await history(walkIn, at - 20 * DAY);
    const first = await post(transfer({ sender_account: walkIn, receiver_account: account('0800', 1), amount: 11000, channel: 'pos', device_id: 'terminal-1' }), at);
    expect(codes(first)).not.toContain('DEVICE_RISK');
    expect(first.body.recommended_action).toBe('approve');
    // a regular at the terminal
    const regular = await post(transfer({ sender_account: regulars[3], receiver_account: account('0800', 3), amount: 9900, channel: 'pos', device_id: 'terminal-1' }), at + HOUR);
    expect(codes(regular)).not.toContain('DEVICE_RISK');
    expect(regular.body.recommended_action).toBe('approve');

    // a ring's phone logs into six customers' accounts within the hour: the sixth is a device risk
    const victims = Array.from({ length: 6 }, (_, i) => account('0313', i));
    for (const [i, v] of victims.entries()) await history(v, at - 20 * DAY + i * HOUR);
    let last: request.Response | null = null;
    for (const [i, v] of victims.entries()) {
      last = await post(transfer({ sender_account: v, receiver_account: account('0899', i % 2), amount: 30000, channel: 'web', device_id: 'ring-phone' }), at + 2 * HOUR + i * 8 * MIN);
    }
    expect(codes(last!)).toContain('DEVICE_RISK');
    expect(last!.body.recommended_action).not.toBe('approve');
  });
});
