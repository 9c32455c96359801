import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../src/config/config.js';
import { WEBHOOK_QUEUE, deliverJobId } from '../src/webhooks/webhook.constants.js';
import { WebhookDeliveryRepository } from '../src/webhooks/webhook-delivery.repository.js';
import { WebhookEmitter } from '../src/webhooks/webhook-emitter.service.js';
import { WebhookRelay } from '../src/webhooks/webhook-relay.service.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The relay hands a queued delivery whose lock ran out to Bull again under the same job id. Seen in
// the resilience suite: after Redis lost its data mid-flight, a stale client left a fragment of the
// job's hash (only `failedReason`) in no list, and Bull skipped every re-add of that id for good.
// The app runs role api (no relay or processor of its own); the test drives one relay pass.
describe('webhook relay and lost Bull jobs', () => {
  let t: TestApp;
  let relay: WebhookRelay;
  let queue: Queue;
  let organizationId: string;

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { role: 'api' });
    const org = await createOrganization(t, 'Relay Bank');
    organizationId = org.organization_id;
    await request(t.server).post('/api/v1/webhooks/endpoints').set('Authorization', `Bearer ${org.api_token}`).send({ url: 'http://127.0.0.1:9/hook' }).expect(201);
    queue = t.app.get<Queue>(getQueueToken(WEBHOOK_QUEUE));
    relay = new WebhookRelay(t.app.get(WebhookDeliveryRepository), queue, t.app.get<AppConfig>(APP_CONFIG));
  });
  afterAll(async () => {
    await queue?.empty().catch(() => undefined);
    await t?.close();
  });

  const emitOne = async () => {
    await t.app.get(DataSource).transaction((m) => t.app.get(WebhookEmitter).emit(m, { organizationId, livemode: true }, 'webhook.test', { n: 1 }));
    const { rows } = await t.db.query(`SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at FROM webhook_deliveries ORDER BY created_at DESC LIMIT 1`);
    createdAt.set(rows[0].id, rows[0].created_at);
    return rows[0].id as string;
  };
  const createdAt = new Map<string, string>();

  it('replaces a job fragment left in no list, so the delivery is queued again', async () => {
    const id = await emitOne();
    const jobId = deliverJobId(id, 1);
    // As after the fault: the row is queued with its lock run out, and Redis holds only a fragment.
    await t.db.query(`UPDATE webhook_deliveries SET status = 'queued', locked_until = now() - interval '1 second' WHERE id = $1`, [id]);
    await queue.client.hset(queue.toKey(jobId), 'failedReason', 'Missing process handler for job type __default__');

    await relay.pass();

    const job = await queue.getJob(jobId);
    // with the partition key to the microsecond, so the attempt's statements read one partition
    expect(job?.data).toEqual({ deliveryId: id, createdAt: createdAt.get(id), attempt: 1 });
    expect(await job!.getState()).toBe('waiting');
    const { rows } = await t.db.query(`SELECT status, locked_until > now() AS locked FROM webhook_deliveries WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ status: 'queued', locked: true });
  });

  it('leaves a job that is still waiting alone (the re-add is a no-op, never a second job)', async () => {
    const id = await emitOne();
    await relay.pass();
    const jobId = deliverJobId(id, 1);
    const before = await queue.getJob(jobId);
    expect(await before!.getState()).toBe('waiting');
    await t.db.query(`UPDATE webhook_deliveries SET locked_until = now() - interval '1 second' WHERE id = $1`, [id]);

    await relay.pass();

    const after = await queue.getJob(jobId);
    expect(after!.timestamp).toBe(before!.timestamp);
    expect((await queue.getWaiting()).filter((j) => j.data.deliveryId === id)).toHaveLength(1);
  });

  it('the queue-depth gauge is read when /metrics is scraped: deliveries due in PostgreSQL and Bull jobs by state', async () => {
    await emitOne();
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()`);
    const waiting = await queue.getWaitingCount();
    const res = await request(t.server).get('/metrics').expect(200);
    expect(res.text).toContain(`webhook_queue_depth{state="due_in_postgres"} ${rows[0].n}`);
    expect(res.text).toContain(`webhook_queue_depth{state="waiting"} ${waiting}`);
  });
});
