import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

const newBvn = () => `2${String(randomInt(0, 9_999_999_999)).padStart(10, '0')}`;

// One view of a customer (issue 16): scoped to the caller's organization; the credit part only
// under a valid consent, its read in the credit access log; a missing consent hides only that part.
describe('customer overview', () => {
  let t: TestApp;
  let bank: string;
  let other: string;
  const account = '0170000001';
  const bvn = newBvn();
  let consentRef: string;

  const DAY = 24 * 3600 * 1000;
  const T0 = Date.parse('2026-08-01T09:00:00Z');
  const call = (method: 'get' | 'post', path: string, token = bank) => request(t.server)[method](path).set('Authorization', `Bearer ${token}`);
  const analyze = (body: Record<string, unknown>, time: number, token = bank) =>
    call('post', '/api/v1/fraud/analyze/', token).set('X-Replay-Time', new Date(time).toISOString()).send({
      transaction_id: `TX-${randomUUID()}`, sender_account: account, receiver_account: '0270000001', amount: 20000, channel: 'mobile', ip_address: '41.58.1.1', device_id: 'dev-cust', ...body,
    });
  const overview = (query: string, token = bank) => call('get', `/api/v1/customers/overview?${query}`, token);
  const accessLog = async (action: string) =>
    (await call('get', `/api/v1/credit/access-log?bvn=${bvn}&action=${action}`).expect(200)).body.results as { outcome: string; reason: string | null; consent_reference: string | null }[];

  beforeAll(async () => {
    t = await startTestApp({ FRAUD_REPLAY_CLOCK: 'true' });
    await createOrganization(t, 'Network Operator');
    bank = (await createOrganization(t, 'First Bank')).api_token;
    other = (await createOrganization(t, 'Other Bank')).api_token;
    for (let i = 0; i < 12; i++) await analyze({ amount: 15000 + i * 500 }, T0 + i * DAY).expect(200);
    const held = await analyze({ receiver_account: '0370000001', amount: 1_500_000, device_id: 'dev-strange', ip_address: '8.8.8.8' }, T0 + 12 * DAY).expect(200);
    expect(held.body.recommended_action).not.toBe('approve');
    await call('post', '/api/v1/fraud/report/', other).send({ reporter_email: 'secret-desk@other.test', account_number: account, fraud_type: 'phishing', description: 'private words' }).expect(201);
    consentRef = (await call('post', '/api/v1/consents').send({ bvn, purposes: ['loan_application'] }).expect(201)).body.consent_reference;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('joins fraud, network, credit (under consent, logged), report cases and documents for the organization', async () => {
    const res = await overview(`account_number=${account}&bvn=${bvn}&consent_reference=${consentRef}`).expect(200);
    const b = res.body;
    expect(b.account_number).toBe(account);
    expect(b.bvn).not.toBe(bvn);
    expect(b.fraud.fraud_score).toBeGreaterThan(0);
    expect(b.fraud.recent_analyses).toHaveLength(10);
    expect(b.fraud.recent_analyses[0]).toMatchObject({ direction: 'outgoing', counterparty_account: '0370000001', label: null });
    expect(b.fraud.open_alerts.length).toBeGreaterThanOrEqual(1);
    expect(b.fraud.open_alerts.every((a: { status: string }) => a.status !== 'resolved')).toBe(true);
    expect(b.network_reports.reports).toEqual([{ fraud_type: 'phishing', status: expect.any(String), own: false, created_at: expect.any(String) }]);
    expect(JSON.stringify(b)).not.toContain('secret-desk');
    expect(JSON.stringify(b)).not.toContain('private words');
    expect(b.credit).toMatchObject({ available: true, score: expect.any(Number), rating: expect.any(String), recent_inquiries: [] });
    expect(b.financial_reports).toEqual([]);
    expect(b.documents).toEqual([]);
    expect(b.request_id).toBeTruthy();
    const log = await accessLog('customer.overview');
    expect(log).toEqual([expect.objectContaining({ outcome: 'allowed', consent_reference: consentRef })]);
  });

  it('without a consent, or with an invalid one, the credit part is absent with the reason and the rest answers', async () => {
    const missing = (await overview(`account_number=${account}&bvn=${bvn}`).expect(200)).body;
    expect(missing.credit).toMatchObject({ available: false, reason: 'consent_missing' });
    expect(missing.credit.score).toBeUndefined();
    expect(missing.fraud.fraud_score).toBeGreaterThan(0);

    const noBvn = (await overview(`account_number=${account}`).expect(200)).body;
    expect(noBvn.credit).toMatchObject({ available: false, reason: 'bvn_missing' });

    const wrong = (await overview(`account_number=${account}&bvn=${bvn}&consent_reference=CNS-NOPE`).expect(200)).body;
    expect(wrong.credit.available).toBe(false);
    expect(wrong.credit.reason).toBeTruthy();
    expect(wrong.fraud).not.toBeNull();
    expect((await accessLog('customer.overview')).filter((l) => l.outcome === 'refused')).toHaveLength(1);
  });

  it("is scoped to the caller's organization: another sees none of the bank's analyses, alerts or consent", async () => {
    const b = (await overview(`account_number=${account}&bvn=${bvn}&consent_reference=${consentRef}`, other).expect(200)).body;
    expect(b.fraud.recent_analyses).toEqual([]);
    expect(b.fraud.open_alerts).toEqual([]);
    expect(b.credit.available).toBe(false);
    // the reporter sees its own report as its own
    expect(b.network_reports.reports).toEqual([expect.objectContaining({ own: true })]);
  });

  it('refuses a request naming no customer, and bad identifiers', async () => {
    expect((await overview('').expect(400)).body.error.code).toBe('VALIDATION_ERROR');
    await overview('account_number=123').expect(400);
    await overview('bvn=abc').expect(400);
    await request(t.server).get(`/api/v1/customers/overview?account_number=${account}`).expect(401);
  });
});
