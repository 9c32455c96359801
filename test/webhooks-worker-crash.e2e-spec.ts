import { ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { WebhookEmitter } from '../src/webhooks/webhook-emitter.service.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, REDIS_URL, startTestApp, TEST_SECRETS, TestApp } from './support/test-app.js';

// A real worker process (the compiled service, role worker) is killed with SIGKILL in the middle
// of a batch of 1,000 events; a new worker must deliver every one of them.
describe('webhook delivery survives a worker killed mid-batch', () => {
  let t: TestApp;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  const workers: ChildProcess[] = [];

  const startWorker = () => {
    const child = spawn('node', ['dist/main.js', 'worker'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: t.databaseUrl,
        REDIS_URL,
        REDIS_KEY_PREFIX: t.config.redis.keyPrefix,
        ...TEST_SECRETS,
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
        WORKER_HTTP_PORT: '0',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_RETRY_DELAYS: '1,1,1,1,1,1',
        WEBHOOK_RELAY_INTERVAL_MS: '200',
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { role: 'api' });
    // A receiver that takes a little while, so the kill lands mid-batch.
    rx = await startReceiver(() => 200);
  });
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await rx?.close();
    await t?.close();
  });

  it('delivers all 1,000 events after SIGKILL and restart', async () => {
    const org = await createOrganization(t, 'Crash Bank');
    await request(t.server).post('/api/v1/webhooks/endpoints').set('Authorization', `Bearer ${org.api_token}`).send({ url: rx.url }).expect(201);
    const emitter = t.app.get(WebhookEmitter);
    const ids = await t.app.get(DataSource).transaction(async (m) => {
      const out: string[] = [];
      for (let i = 0; i < 1000; i++) out.push((await emitter.emit(m, { organizationId: org.organization_id, livemode: true }, 'webhook.test', { n: i })).eventId);
      return out;
    });

    const first = startWorker();
    await waitFor(() => rx.got.length >= 100, 60000, 5);
    first.kill('SIGKILL');
    const atKill = new Set(rx.got.map((r) => r.json.event_id)).size;
    expect(atKill).toBeLessThan(1000);

    startWorker();
    await waitFor(() => new Set(rx.got.map((r) => r.json.event_id)).size === 1000, 90000, 200);
    const received = new Set(rx.got.map((r) => r.json.event_id as string));
    expect(ids.every((id) => received.has(id))).toBe(true);
    // The receiver can hold the last body a moment before the worker records the 2xx.
    const statuses = async () => (await t.db.query(`SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status`)).rows;
    await waitFor(async () => (await statuses()).every((r) => r.status === 'succeeded'), 30000, 200).catch(() => undefined);
    expect(await statuses()).toEqual([{ status: 'succeeded', n: 1000 }]);
    // At least once: only deliveries in flight at the kill may arrive twice.
    expect(rx.got.length - 1000).toBeLessThanOrEqual(64);
  }, 150000);
});
