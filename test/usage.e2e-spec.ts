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
