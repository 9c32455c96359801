import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createNaijaRiskClient, fetchWithRetry, idempotencyKey, retryAfterMs, verifyWebhook, WebhookVerificationError } from '../clients/typescript/src/index.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The TypeScript SDK (clients/typescript) against the real service on a real port: the generated
// typed calls, its Idempotency-Keys, its 429 retry honouring Retry-After, and verifyWebhook on real deliveries.

/** Every request the client sends and the status it got, in order. */
function recorder() {
  const seen: { method: string; path: string; idempotencyKey: string | null; status: number; retryAfter: string | null; at: number }[] = [];
  const fetchFn = async (request: Request) => {
    const response = await fetch(request);
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      idempotencyKey: request.headers.get('Idempotency-Key'),
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
      at: Date.now(),
    });
    return response;
  };
  return { seen, fetchFn };
}

const tx = () => ({ transaction_id: `TX-${idempotencyKey()}`, sender_account: '0123456789', receiver_account: '0987654321', amount: 15000, channel: 'mobile' as const });

describe('TypeScript SDK against the service', () => {
  let t: TestApp;
  let baseUrl: string;
  let apiKey: string;

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '100', WEBHOOK_RETRY_DELAYS: '1,1,1' });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    apiKey = (await createOrganization(t, 'SDK Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('typed calls: me, a fraud analysis and an error in the envelope', async () => {
    const client = createNaijaRiskClient({ baseUrl, apiKey });
    const me = await client.GET('/v1/accounts/me/');
    expect(me.response.status).toBe(200);
    expect(me.data?.role).toBe('A');

    const analyzed = await client.POST('/api/v1/fraud/analyze/', { body: tx() });
    expect(analyzed.response.status).toBe(200);
    expect(analyzed.data).toMatchObject({ risk_level: expect.any(String), recommended_action: expect.any(String) });

    const bad = await client.GET('/api/v1/fraud/score/', { params: { query: { account_number: '12' } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });

    const stranger = await createNaijaRiskClient({ baseUrl, apiKey: 'sk_live_not-a-real-key' }).GET('/v1/accounts/me/');
    expect(stranger.response.status).toBe(401);
  });

  it('gives every POST an Idempotency-Key; the same key again is a replay, not a second analysis', async () => {
    const { seen, fetchFn } = recorder();
    const client = createNaijaRiskClient({ baseUrl, apiKey, fetch: fetchFn });
    await client.POST('/api/v1/fraud/analyze/', { body: tx() });
    expect(seen[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    const key = idempotencyKey();
    const body = tx();
    const first = await client.POST('/api/v1/fraud/analyze/', { params: { header: { 'Idempotency-Key': key } }, body });
    const again = await client.POST('/api/v1/fraud/analyze/', { params: { header: { 'Idempotency-Key': key } }, body });
    expect(seen.slice(1).map((s) => s.idempotencyKey)).toEqual([key, key]);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM fraud_transactions WHERE transaction_id = $1', [body.transaction_id]);
    expect(rows[0].n).toBe(1);

    const off = recorder();
    await createNaijaRiskClient({ baseUrl, apiKey, fetch: off.fetchFn, idempotencyKeys: false }).POST('/api/v1/fraud/analyze/', { body: tx() });
    expect(off.seen[0].idempotencyKey).toBeNull();
  });

  it('retries 429 after the Retry-After the service sends, and the retried requests succeed', async () => {
    // A second replica of the same service with a tight tier-1 limit: 2 requests per 2 seconds.
    const tight = await startTestApp({ RATE_LIMIT_TIERS: '1:2/2' }, { shareWith: t });
    try {
      await tight.app.listen(0, '127.0.0.1');
      const url = (await tight.app.getUrl()).replace('[::1]', '127.0.0.1');
      const { api_token } = await createOrganization(tight, 'Throttled Bank');
      const { seen, fetchFn } = recorder();
      const client = createNaijaRiskClient({ baseUrl: url, apiKey: api_token, fetch: fetchFn, retry: { maxRetries: 5 } });
      for (let i = 0; i < 5; i++) expect((await client.GET('/v1/accounts/me/')).response.status).toBe(200);

      const limited = seen.map((s, i) => ({ ...s, i })).filter((s) => s.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      for (const l of limited) {
        const wait = retryAfterMs(l.retryAfter);
        expect(wait).toBeGreaterThan(0);
        // the next attempt went out no sooner than the server asked (small margin for timer granularity)
        expect(seen[l.i + 1].at - l.at).toBeGreaterThanOrEqual(wait! - 50);
      }
      // without retries the client hands the 429 back
      const raw = createNaijaRiskClient({ baseUrl: url, apiKey: api_token, retry: false });
      const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await raw.GET('/v1/accounts/me/')).response.status));
      expect(statuses).toContain(429);
    } finally {
      await tight.close();
    }
  }, 60000);

  it('verifyWebhook accepts real deliveries and refuses a changed body, a wrong secret and an old timestamp', async () => {
    const rx = await startReceiver();
    try {
      const client = createNaijaRiskClient({ baseUrl, apiKey });
      const endpoint = await client.POST('/api/v1/webhooks/endpoints', { body: { url: rx.url, events: ['webhook.test'] } });
      expect(endpoint.response.status).toBe(201);
      const { id, secret } = endpoint.data!;
      await client.POST('/api/v1/webhooks/test', { body: { endpoint_id: id } });
      const got = await waitFor(() => rx.got[0]);

      const event = verifyWebhook(got.raw, got.headers, secret);
      expect(event).toMatchObject({ event: 'webhook.test', event_id: got.headers['x-event-id'] });
      // the X-Signature scheme alone (no Standard Webhooks headers)
      const legacy = Object.fromEntries(Object.entries(got.headers).filter(([k]) => !k.startsWith('webhook-')));
      expect(verifyWebhook(got.raw.toString('utf8'), legacy, secret).event_id).toBe(event.event_id);
      expect(verifyWebhook(got.raw, new Headers(got.headers as Record<string, string>), secret).event).toBe('webhook.test');

      const tampered = Buffer.from(got.raw.toString('utf8').replace('webhook.test', 'report.ready'));
      expect(() => verifyWebhook(tampered, got.headers, secret)).toThrow(WebhookVerificationError);
      expect(() => verifyWebhook(tampered, legacy, secret)).toThrow(WebhookVerificationError);
      expect(() => verifyWebhook(got.raw, got.headers, 'whsec_' + Buffer.alloc(32).toString('base64'))).toThrow(WebhookVerificationError);
      const sixMinutesLater = Number(got.headers['webhook-timestamp']) + 360;
      expect(() => verifyWebhook(got.raw, got.headers, secret, { now: sixMinutesLater })).toThrow(/timestamp/);
      expect(() => verifyWebhook(got.raw, legacy, secret, { now: sixMinutesLater })).toThrow(/timestamp/);

      // after a rotation, a receiver still holding the old secret verifies during the grace period
      const rotated = await client.POST('/api/v1/webhooks/endpoints/{id}/rotate-secret', { params: { path: { id } }, body: {} });
      expect(rotated.response.status).toBe(200);
      await client.POST('/api/v1/webhooks/test', { body: { endpoint_id: id } });
      const next = await waitFor(() => rx.got[1]);
      expect(verifyWebhook(next.raw, next.headers, secret).event).toBe('webhook.test');
      expect(verifyWebhook(next.raw, next.headers, rotated.data!.secret).event).toBe('webhook.test');
      expect(verifyWebhook(next.raw, Object.fromEntries(Object.entries(next.headers).filter(([k]) => !k.startsWith('webhook-'))), secret).event).toBe('webhook.test');
    } finally {
      await rx.close();
    }
  });
});

describe('SDK retry on 503', () => {
  let server: Server;
  let url: string;
  const hits: number[] = [];
  beforeAll(async () => {
    // The service answers 503 with Retry-After when PostgreSQL or Redis is away; this stand-in does it on demand.
    server = createServer((req, res) => {
      hits.push(Date.now());
      if (req.url === '/always') return res.writeHead(503, { 'Retry-After': '120' }).end();
      if (hits.length === 1) return res.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'application/json' }).end('{"error":{"code":"SERVICE_UNAVAILABLE"}}');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('waits the Retry-After seconds, then re-sends the same request; a wait past maxDelayMs hands the 503 back', async () => {
    const fetchRetrying = fetchWithRetry(undefined, { maxRetries: 2 });
    const res = await fetchRetrying(new Request(`${url}/once`, { method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } }));
    expect(res.status).toBe(200);
    expect(hits).toHaveLength(2);
    expect(hits[1] - hits[0]).toBeGreaterThanOrEqual(950);

    hits.length = 0;
    const giveUp = await fetchWithRetry(undefined, { maxDelayMs: 5000 })(new Request(`${url}/always`));
    expect(giveUp.status).toBe(503);
    expect(hits).toHaveLength(1);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
