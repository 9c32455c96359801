import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request from 'supertest';
import { MAINTENANCE_QUEUE } from '../src/idempotency/idempotency-purge.processor.js';
import { PURGE_WEBHOOK_DELIVERIES_JOB, WebhookRetentionProcessor } from '../src/webhooks/webhook-retention.processor.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

const DAY = 86_400_000;

// Issue 17: webhook deliveries and attempts get UUIDv7 keys, and finished deliveries (with their attempts and events)
// go once older than WEBHOOK_DELIVERY_RETENTION_DAYS; an unfinished one stays whatever its age.
describe('webhook deliveries: UUIDv7 keys and retention', () => {
  let t: TestApp;
  let admin: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const api = (method: 'get' | 'post', path: string) => request(t.server)[method](`/api/v1/webhooks${path}`).set('Authorization', `Bearer ${admin}`);
  const rows = async (eventId: string) => ({
    deliveries: (await t.db.query('SELECT id, status FROM webhook_deliveries WHERE event_id = $1', [eventId])).rows,
    attempts: (await t.db.query('SELECT a.id FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.event_id = $1', [eventId])).rows,
    events: (await t.db.query('SELECT id FROM webhook_events WHERE id = $1', [eventId])).rows,
  });
  const sendTest = async () => {
    const before = Date.now();
    await api('post', '/test').send({}).expect(202);
    const got = await waitFor(() => receiver.got.find((r) => r.at >= before));
    return got.json.event_id as string;
  };

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '100', WEBHOOK_DELIVERY_RETENTION_DAYS: '30' });
    admin = (await createOrganization(t, 'Retention Hooks Bank')).api_token;
    receiver = await startReceiver();
    await api('post', '/endpoints').send({ url: receiver.url }).expect(201);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('a delivery and its attempt get UUIDv7 keys', async () => {
    const eventId = await sendTest();
    const stored = await waitFor(async () => {
      const r = await rows(eventId);
      return r.deliveries[0]?.status === 'succeeded' && r.attempts.length ? r : null;
    });
    for (const { id } of [...stored.deliveries, ...stored.attempts]) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Math.abs(parseInt(id.replace(/-/g, '').slice(0, 12), 16) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('finished deliveries older than WEBHOOK_DELIVERY_RETENTION_DAYS go with their attempts and event; a pending one stays', async () => {
    const queue = t.app.get<Queue>(getQueueToken(MAINTENANCE_QUEUE));
    await waitFor(async () => (await queue.getRepeatableJobs()).some((j) => j.name === PURGE_WEBHOOK_DELIVERIES_JOB));
    const old = await sendTest();
    const recent = await sendTest();
    const unfinished = await sendTest();
    await waitFor(async () => (await rows(unfinished)).deliveries[0]?.status === 'succeeded');
    // 31 days ago for two of them; one of those still waiting for a retry
    await t.db.query(`UPDATE webhook_events SET created_at = now() - interval '31 days' WHERE id = ANY ($1)`, [[old, unfinished]]);
    await t.db.query(`UPDATE webhook_deliveries SET created_at = now() - interval '31 days' WHERE event_id = ANY ($1)`, [[old, unfinished]]);
    await t.db.query(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now() + interval '1 day' WHERE event_id = $1`, [unfinished]);

    const retention = t.app.get(WebhookRetentionProcessor);
    expect(await retention.purge(new Date(Date.now() - 2 * DAY))).toBe(0); // two days ago, nothing was yet 30 days old
    // through Bull, as the repeatable job runs it
    expect(await (await queue.add(PURGE_WEBHOOK_DELIVERIES_JOB, {})).finished()).toBe(1);
    expect(await rows(old)).toEqual({ deliveries: [], attempts: [], events: [] });
    expect((await rows(recent)).deliveries).toHaveLength(1);
    expect((await rows(recent)).attempts).toHaveLength(1);
    const kept = await rows(unfinished);
    expect(kept.deliveries.map((d) => d.status)).toEqual(['pending']);
    expect(kept.attempts).toHaveLength(1);
    expect(kept.events).toHaveLength(1);
  });

  it('the purge reads deliveries and events by age through indexes of their own, not a scan of either table', async () => {
    const plan = async (sql: string) => {
      const client = await t.db.connect();
      try {
        await client.query('BEGIN');
        // the tables here are small enough for a scan to be cheapest: ask whether an index can serve at all
        await client.query('SET LOCAL enable_seqscan = off');
        return JSON.stringify((await client.query(`EXPLAIN (FORMAT JSON) ${sql}`, [new Date(), 100])).rows);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    };
    const deliveries = await plan(`SELECT id FROM webhook_deliveries WHERE status IN ('succeeded', 'failed') AND created_at < $1 ORDER BY created_at LIMIT $2`);
    expect(deliveries).toContain('ix_webhook_deliveries_finished_created');
    const events = await plan(`SELECT e.id FROM webhook_events e WHERE e.created_at < $1 LIMIT $2`);
    expect(events).toContain('ix_webhook_events_created');
  });
});
