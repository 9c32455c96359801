import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { RequestLogService } from '../src/request-log/request-log.service.js';
import { expectEnvelope } from './support/envelope.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The usage summary: every figure from the service's own data, scoped to the organization.

describe('usage summary', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const api = (method: 'get' | 'post', path: string, token = org.api_token) => request(t.server)[method](path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '100' });
    org = await createOrganization(t, 'Usage Bank');
    other = await createOrganization(t, 'Other Usage Bank');
    for (let i = 0; i < 3; i++) {
      await api('post', '/api/v1/fraud/analyze/')
        .send({ transaction_id: `U-${i}-${randomUUID()}`, sender_account: '0100000001', receiver_account: '0200000001', amount: 20000, channel: 'mobile', ip_address: '41.58.1.1', device_id: 'dev-1' })
        .expect(200);
    }
    await api('post', '/api/v1/report').send({ full_name: 'Ada Obi', reference_id: `USG-${Date.now()}` }).expect(202);
    const endpoint = await api('post', '/api/v1/webhooks/endpoints').send({ url: receiver.url }).expect(201);
    await api('post', '/api/v1/webhooks/test').send({ endpoint_id: endpoint.body.id }).expect((r) => expect(r.status).toBeLessThan(300));
    await api('get', '/v1/accounts/me/').expect(200);
    await api('get', '/v1/accounts/me/', other.api_token).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('answers requests by endpoint and status with latency percentiles, analyses by action, webhooks, alerts and cases', async () => {
    await waitFor(() => receiver.got.length > 0);
    const summary = await waitFor(async () => {
      await t.app.get(RequestLogService).flush();
      const res = await api('get', '/api/v1/usage/summary?window=24h').expect(200);
      return res.body.webhooks.by_status.succeeded === 1 ? res.body : null;
    });
    expect(summary).toMatchObject({ window: '24h', livemode: true, from: expect.any(String), to: expect.any(String) });
    const analyze = summary.requests.by_endpoint.find((e: { path: string }) => e.path === '/api/v1/fraud/analyze');
    expect(analyze).toEqual({ method: 'POST', path: '/api/v1/fraud/analyze', status: 200, count: 3 });
    expect(summary.requests.total).toBeGreaterThanOrEqual(7);
    expect(summary.requests.p50_ms).toEqual(expect.any(Number));
    expect(summary.requests.p99_ms).toBeGreaterThanOrEqual(summary.requests.p50_ms);
    expect(Object.values(summary.analyses_by_action as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(3);
    expect(summary.webhooks.success_rate).toBe(1);
    expect(summary.open_alerts).toEqual(expect.any(Number));
    expect(summary.report_cases_by_state).toEqual({ PENDING_CONNECTION: 1 });
  });

  it("another organization sees only its own figures", async () => {
    await t.app.get(RequestLogService).flush();
    const res = await api('get', '/api/v1/usage/summary?window=7d', other.api_token).expect(200);
    expect(res.body.window).toBe('7d');
    expect(res.body.analyses_by_action).toEqual({});
    expect(res.body.report_cases_by_state).toEqual({});
    expect(res.body.webhooks).toEqual({ by_status: {}, success_rate: null });
    expect(res.body.open_alerts).toBe(0);
    expect(res.body.requests.by_endpoint.map((e: { path: string }) => e.path)).not.toContain('/api/v1/fraud/analyze');
  });

  it('refuses an unknown window', async () => {
    expectEnvelope(await api('get', '/api/v1/usage/summary?window=30d'), 400, 'VALIDATION_ERROR');
  });
});

// A test key and a live key of one organization see disjoint usage figures and request logs.
describe('usage summary and request log by mode', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let testKey = '';
  const api = (method: 'get' | 'post', path: string, token: string) => request(t.server)[method](path).set('Authorization', `Bearer ${token}`);
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    t = await startTestApp();
    org = await createOrganization(t, 'Mode Usage Bank');
    const created = await api('post', '/v1/accounts/api-tokens/', org.api_token).send({ name: 'test key', role: 'A', livemode: false }).expect(201);
    testKey = created.body.token;
    expect(testKey).toMatch(/^sk_test_/);
    for (let i = 0; i < 2; i++) {
      await api('post', '/api/v1/fraud/analyze/', org.api_token)
        .set('X-Request-ID', `live-${i}-${stamp}`)
        .send({ transaction_id: `ML-${i}-${randomUUID()}`, sender_account: '0100000001', receiver_account: '0200000001', amount: 20000, channel: 'mobile', ip_address: '41.58.1.1', device_id: 'dev-1' })
        .expect(200);
    }
    await api('post', '/api/v1/report', org.api_token).send({ full_name: 'Ada Obi', reference_id: `MLR-${stamp}` }).expect(202);
    await api('post', '/api/v1/fraud/analyze/', testKey)
      .set('X-Request-ID', `test-0-${stamp}`)
      .send({ transaction_id: `MT-${randomUUID()}`, sender_account: '0100000001', receiver_account: '0200000001', amount: 20000, channel: 'mobile', ip_address: '41.58.1.1', device_id: 'dev-1' })
      .expect(200);
    // one open alert and one webhook delivery in live mode only
    await t.db.query(
      `INSERT INTO fraud_alerts (organization_id, livemode, account_number, severity, risk_score, recommended_action, signal_codes, created_at)
       VALUES ($1, true, '0100000001', 'high', 90, 'review', '{}', now())`,
      [org.organization_id],
    );
    await t.db.query(
      `INSERT INTO webhook_deliveries (event_id, endpoint_id, organization_id, livemode, event_type, status, max_attempts)
       VALUES (gen_random_uuid(), gen_random_uuid(), $1, true, 'fraud.alert', 'succeeded', 5)`,
      [org.organization_id],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts analyses, report cases and open alerts of the key’s mode only', async () => {
    await t.app.get(RequestLogService).flush();
    const live = (await api('get', '/api/v1/usage/summary?window=24h', org.api_token).expect(200)).body;
    const test = (await api('get', '/api/v1/usage/summary?window=24h', testKey).expect(200)).body;
    const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect(live.livemode).toBe(true);
    expect(test.livemode).toBe(false);
    expect(sum(live.analyses_by_action)).toBe(2);
    expect(sum(test.analyses_by_action)).toBe(1);
    expect(live.report_cases_by_state).toEqual({ PENDING_CONNECTION: 1 });
    expect(test.report_cases_by_state).toEqual({});
    const { rows } = await t.db.query(`SELECT livemode, count(*)::int AS n FROM fraud_alerts WHERE organization_id = $1 AND status IN ('open', 'in_review') GROUP BY livemode`, [org.organization_id]);
    const alerts = Object.fromEntries(rows.map((r: { livemode: boolean; n: number }) => [String(r.livemode), r.n]));
    expect(live.open_alerts).toBe(alerts.true ?? 0);
    expect(test.open_alerts).toBe(alerts.false ?? 0);
    expect(live.open_alerts).toBeGreaterThan(test.open_alerts);
    const analyze = (s: { requests: { by_endpoint: { path: string; count: number }[] } }) => s.requests.by_endpoint.find((e) => e.path === '/api/v1/fraud/analyze')?.count;
    expect(analyze(live)).toBe(2);
    expect(analyze(test)).toBe(1);
  });

  it('counts webhook deliveries of the key’s mode only', async () => {
    const live = (await api('get', '/api/v1/usage/summary?window=24h', org.api_token).expect(200)).body;
    const test = (await api('get', '/api/v1/usage/summary?window=24h', testKey).expect(200)).body;
    expect(live.webhooks).toEqual({ by_status: { succeeded: 1 }, success_rate: 1 });
    expect(test.webhooks).toEqual({ by_status: {}, success_rate: null });
  });

  it('a test key never sees live requests in the request log, and a live key never test ones', async () => {
    await t.app.get(RequestLogService).flush();
    const live = (await api('get', '/api/v1/logs/requests?page_size=100', org.api_token).expect(200)).body;
    const test = (await api('get', '/api/v1/logs/requests?page_size=100', testKey).expect(200)).body;
    const ids = (b: { results: { request_id: string; livemode: boolean }[] }) => b.results.map((r) => r.request_id);
    expect(ids(live)).toEqual(expect.arrayContaining([`live-0-${stamp}`, `live-1-${stamp}`]));
    expect(ids(live)).not.toContain(`test-0-${stamp}`);
    expect(ids(test)).toContain(`test-0-${stamp}`);
    expect(ids(test)).not.toContain(`live-0-${stamp}`);
    expect(live.results.every((r: { livemode: boolean }) => r.livemode === true)).toBe(true);
    expect(test.results.every((r: { livemode: boolean }) => r.livemode === false)).toBe(true);
  });
});
