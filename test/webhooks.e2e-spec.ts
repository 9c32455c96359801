import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { WebhookEmitter } from '../src/webhooks/webhook-emitter.service.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The receiver checks signatures on its own: HMAC-SHA256 over the raw bytes it received,
// compared in constant time, exactly as an integrator would.
function signatureHolds(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const want = Buffer.from('sha256=' + createHmac('sha256', secret).update(raw).digest('hex'));
  const have = Buffer.from(header);
  return want.length === have.length && timingSafeEqual(want, have);
}

describe('webhooks', () => {
  let t: TestApp;
  let admin: string;
  let other: string;

  const api = (method: 'get' | 'post' | 'patch' | 'delete', path: string, token = admin) =>
    request(t.server)[method](`/api/v1/webhooks${path}`).set('Authorization', `Bearer ${token}`);

  const register = async (url: string, events?: string[]) => {
    const res = await api('post', '/endpoints').send({ url, ...(events ? { events } : {}) }).expect(201);
    return res.body as { id: string; secret: string };
  };
  const disableAll = () => t.db.query(`UPDATE webhook_endpoints SET enabled = false`);

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS: '1,1,1,1,1,1', WEBHOOK_RELAY_INTERVAL_MS: '100' });
    admin = (await createOrganization(t, 'Hook Bank')).api_token;
    other = (await createOrganization(t, 'Other Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('manages endpoints: the secret is shown on creation and to role A, other organizations see 404', async () => {
    const created = await register('https://hooks.example.com/risk', ['report.ready', 'report.failed']);
    expect(created.secret).toMatch(/^whsec_/);
    const list = await api('get', '/endpoints').expect(200);
    expect(list.body.results.find((e: { id: string }) => e.id === created.id)).toBeDefined();
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const secret = await api('get', `/endpoints/${created.id}/secret`).expect(200);
    expect(secret.body.secret).toBe(created.secret);
    const stored = await t.db.query('SELECT secret_encrypted FROM webhook_endpoints WHERE id = $1', [created.id]);
    expect(stored.rows[0].secret_encrypted).not.toContain(created.secret.slice(6)); // encrypted at rest
    await api('get', `/endpoints/${created.id}`, other).expect(404);
    await api('patch', `/endpoints/${created.id}`, other).send({ enabled: false }).expect(404);
    const patched = await api('patch', `/endpoints/${created.id}`).send({ events: null, description: 'all events' }).expect(200);
    expect(patched.body.all_events).toBe(true);
    expect(patched.body.events).toContain('report.ready');
    expect(patched.body.events).toContain('fraud.alert');
    await api('delete', `/endpoints/${created.id}`).expect(204);
    await api('get', `/endpoints/${created.id}`).expect(404);
  });

  it('refuses bad endpoint input and non-admin principals', async () => {
    const bad = await api('post', '/endpoints').send({ url: 'ftp://x.example.com', events: ['nope'] }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const member = await request(t.server)
      .post('/v1/accounts/api-tokens/')
      .set('Authorization', `Bearer ${admin}`)
      .send({ name: 'member', role: 'B' })
      .expect(201);
    const forbidden = await api('get', '/endpoints', member.body.token).expect(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
  });

  it('delivers webhook.test signed: X-Signature over the raw body, X-Timestamp, X-Event-ID, Standard Webhooks headers', async () => {
    await disableAll();
    const rx = await startReceiver();
    try {
      const ep = await register(rx.url);
      const sent = await api('post', '/test').send({ endpoint_id: ep.id }).expect(202);
      expect(sent.body.deliveries).toBe(1);
      await waitFor(() => rx.got.length === 1);
      const r = rx.got[0];
      expect(signatureHolds(ep.secret, r.raw, r.headers['x-signature'])).toBe(true);
      expect(signatureHolds(ep.secret + 'x', r.raw, r.headers['x-signature'])).toBe(false);
      expect(Math.abs(Number(r.headers['x-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      expect(r.headers['x-event-id']).toBe(sent.body.event_id);
      expect(r.json).toMatchObject({ event: 'webhook.test', event_id: sent.body.event_id });
      const key = Buffer.from(ep.secret.slice('whsec_'.length), 'base64');
      const std = createHmac('sha256', key).update(`${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.raw}`).digest('base64');
      expect(r.headers['webhook-signature']).toBe(`v1,${std}`);
      const log = await waitFor(async () => {
        const res = await api('get', `/deliveries?event_id=${sent.body.event_id}`).expect(200);
        return res.body.results[0]?.status === 'succeeded' ? res.body.results[0] : null;
      });
      expect(log.attempt_count).toBe(1);
      const detail = await api('get', `/deliveries/${log.id}`).expect(200);
      expect(detail.body.attempts).toEqual([expect.objectContaining({ attempt_no: 1, status_code: 200, success: true })]);
      await api('get', `/deliveries/${log.id}`, other).expect(404);
    } finally {
      await rx.close();
    }
  });

  it('receiver down for the first 2 attempts: delivered on attempt 3 on the (compressed) schedule, never again after', async () => {
    await disableAll();
    const rx = await startReceiver((n) => (n < 2 ? 503 : 200));
    try {
      const ep = await register(rx.url);
      await api('post', '/test').send({ endpoint_id: ep.id }).expect(202);
      await waitFor(() => rx.got.length === 3, 15000);
      expect(rx.got[1].at - rx.got[0].at).toBeGreaterThanOrEqual(900);
      expect(rx.got[2].at - rx.got[1].at).toBeGreaterThanOrEqual(900);
      expect(new Set(rx.got.map((r) => r.json.event_id)).size).toBe(1);
      await new Promise((r) => setTimeout(r, 2500));
      expect(rx.got).toHaveLength(3);
    } finally {
      await rx.close();
    }
  }, 30000);

  it('receiver down for every attempt: failed after 7 attempts', async () => {
    await disableAll();
    const rx = await startReceiver(() => 500);
    try {
      const ep = await register(rx.url);
      const sent = await api('post', '/test').send({ endpoint_id: ep.id }).expect(202);
      const final = await waitFor(async () => {
        const res = await api('get', `/deliveries?event_id=${sent.body.event_id}`).expect(200);
        return res.body.results[0]?.status === 'failed' ? res.body.results[0] : null;
      }, 25000);
      expect(final.attempt_count).toBe(7);
      expect(rx.got).toHaveLength(7);
      // manual redelivery: one more attempt
      await api('post', `/deliveries/${final.id}/redeliver`).expect(202);
      await waitFor(() => rx.got.length === 8);
    } finally {
      await rx.close();
    }
  }, 40000);

  it("the delivery log keeps the start of each answer: a 500's body, and a never-ending body cut at 1 KiB and not read on", async () => {
    await disableAll();
    // attempt 1: 500 with a JSON error; attempt 2: 500 with a body that never ends (only a client that stops reading gets past it); then 200
    let n = 0;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const attempt = ++n;
        if (attempt === 1) return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"ledger locked","note":"naïve <b>✓</b>"}');
        if (attempt > 2) return res.writeHead(200).end();
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.on('error', () => undefined);
        // one ASCII byte, then two-byte characters: byte 1024 falls inside one
        res.write('x');
        const chunk = Buffer.from('é'.repeat(8192));
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on('drain', pump);
        pump();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const ep = await register(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
      const sent = await api('post', '/test').send({ endpoint_id: ep.id }).expect(202);
      const done = await waitFor(async () => {
        const res = await api('get', `/deliveries?event_id=${sent.body.event_id}`).expect(200);
        return res.body.results[0]?.status === 'succeeded' ? res.body.results[0] : null;
      });
      const { attempts } = (await api('get', `/deliveries/${done.id}`).expect(200)).body;
      expect(attempts).toHaveLength(3);
      expect(attempts[0]).toMatchObject({
        status_code: 500,
        error: 'HTTP 500',
        response_excerpt: '{"error":"ledger locked","note":"naïve <b>✓</b>"}',
        response_truncated: false,
        response_content_type: 'application/json',
      });
      // the endless body: answered as a 500 (not a timeout), cut at the cap without splitting a character
      expect(attempts[1]).toMatchObject({ status_code: 500, error: 'HTTP 500', response_truncated: true, response_content_type: 'text/plain; charset=utf-8' });
      expect(attempts[1].response_excerpt).toBe('x' + 'é'.repeat(511));
      expect(attempts[2]).toMatchObject({ status_code: 200, success: true, response_excerpt: '', response_truncated: false, response_content_type: null });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30000);

  it('410 Gone disables the endpoint', async () => {
    await disableAll();
    const rx = await startReceiver(() => 410);
    try {
      const ep = await register(rx.url);
      await api('post', '/test').send({ endpoint_id: ep.id }).expect(202);
      const disabled = await waitFor(async () => {
        const res = await api('get', `/endpoints/${ep.id}`).expect(200);
        return res.body.enabled === false ? res.body : null;
      });
      expect(disabled.disabled_reason).toContain('410');
      expect(rx.got).toHaveLength(1);
    } finally {
      await rx.close();
    }
  });

  it('after a secret rotation both the new and (X-Signature-Previous) the old secret sign', async () => {
    await disableAll();
    const rx = await startReceiver();
    try {
      const ep = await register(rx.url);
      const rotated = await api('post', `/endpoints/${ep.id}/rotate-secret`).send({ grace_seconds: 3600 }).expect(200);
      expect(rotated.body.secret).not.toBe(ep.secret);
      expect(rotated.body.previous_secret).toBe(ep.secret);
      await api('post', '/test').send({ endpoint_id: ep.id }).expect(202);
      await waitFor(() => rx.got.length === 1);
      const r = rx.got[0];
      expect(signatureHolds(rotated.body.secret, r.raw, r.headers['x-signature'])).toBe(true);
      expect(signatureHolds(ep.secret, r.raw, r.headers['x-signature-previous'])).toBe(true);
    } finally {
      await rx.close();
    }
  });

  it('events are written with the transaction that causes them: a rollback sends nothing', async () => {
    await disableAll();
    const rx = await startReceiver();
    try {
      await register(rx.url);
      const orgId: string = (await t.db.query(`SELECT organization_id FROM webhook_endpoints WHERE enabled`)).rows[0].organization_id;
      const emitter = t.app.get(WebhookEmitter);
      const ds = t.app.get((await import('typeorm')).DataSource);
      await ds
        .transaction(async (m) => {
          await emitter.emit(m, { organizationId: orgId, livemode: true }, 'webhook.test', { note: 'rolled back' });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      const committed = await ds.transaction((m) => emitter.emit(m, { organizationId: orgId, livemode: true }, 'webhook.test', { note: 'committed' }));
      await waitFor(() => rx.got.length >= 1);
      await new Promise((r) => setTimeout(r, 500));
      expect(rx.got.map((r) => r.json.note)).toEqual(['committed']);
      expect(rx.got[0].json.event_id).toBe(committed.eventId);
    } finally {
      await rx.close();
    }
  });

  it('a delivery whose job was lost (Redis emptied, worker gone) is relayed again once its lock passes', async () => {
    await disableAll();
    const rx = await startReceiver();
    try {
      const ep = await register(rx.url);
      const orgId = (await t.db.query(`SELECT organization_id FROM webhook_endpoints WHERE id = $1`, [ep.id])).rows[0].organization_id;
      const ds = t.app.get((await import('typeorm')).DataSource);
      // Stage a "lost" job: the row is marked queued in the same transaction, with no Bull job behind it.
      const sent = await ds.transaction(async (m) => {
        const e = await t.app.get(WebhookEmitter).emit(m, { organizationId: orgId, livemode: true }, 'webhook.test', { note: 'lost job' });
        await m.query(`UPDATE webhook_deliveries SET status = 'queued', locked_until = now() + interval '1 second' WHERE event_id = $1`, [e.eventId]);
        return e;
      });
      await waitFor(() => rx.got.some((r) => r.json.event_id === sent.eventId), 15000);
    } finally {
      await rx.close();
    }
  });
});
