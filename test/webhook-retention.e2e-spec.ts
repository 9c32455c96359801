import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request from 'supertest';
import { PartitionMaintenanceService } from '../src/database/partitions/partition-maintenance.service.js';
import { monthPartitionName, monthStart } from '../src/database/partitions/partitioned-tables.js';
import { MAINTENANCE_QUEUE } from '../src/idempotency/idempotency-purge.processor.js';
import { DELIVER_JOB, DELIVER_JOB_OPTIONS, deliverJobId, WEBHOOK_QUEUE } from '../src/webhooks/webhook.constants.js';
import { databaseBefore } from './support/earlier-schema.js';
import { PURGE_WEBHOOK_EVENTS_JOB, WebhookRetentionProcessor } from '../src/webhooks/webhook-retention.processor.js';
import { stopHourlyPartitionJob } from './support/partition-job.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

const DAY = 86_400_000;
const RETENTION_DAYS = 30;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

// Issue 17: webhook deliveries and their attempts are partitioned by month of the delivery's created_at; the partition
// job makes months ahead and drops a month past WEBHOOK_DELIVERY_RETENTION_DAYS with its attempts (unless it still
// holds a delivery in progress), and the outbox's events go once no delivery refers to them.
describe('webhook deliveries and attempts: monthly partitions and retention', () => {
  let t: TestApp;
  let admin: string;
  let receiver: Receiver;
  const maintenance = () => t.app.get(PartitionMaintenanceService);
  const api = (method: 'get' | 'post', path: string) => request(t.server)[method](`/api/v1/webhooks${path}`).set('Authorization', `Bearer ${admin}`);
  const deliveries = async (eventId: string) =>
    (
      await t.db.query(`SELECT id, status, created_at::text AS created_at, created_at AS written, tableoid::regclass::text AS partition FROM webhook_deliveries WHERE event_id = $1`, [
        eventId,
      ])
    ).rows as Array<{ id: string; status: string; created_at: string; written: Date; partition: string }>;
  const attempts = async (deliveryId: string) =>
    (
      await t.db.query(
        `SELECT id, attempt_no, delivery_created_at::text AS delivery_created_at, tableoid::regclass::text AS partition FROM webhook_attempts WHERE delivery_id = $1 ORDER BY attempt_no`,
        [deliveryId],
      )
    ).rows as Array<{ id: string; attempt_no: number; delivery_created_at: string; partition: string }>;
  const event = async (eventId: string) => (await t.db.query('SELECT id FROM webhook_events WHERE id = $1', [eventId])).rows;
  const sendTest = async () => {
    const eventId = (await api('post', '/test').send({}).expect(202)).body.event_id as string;
    await waitFor(() => receiver.got.find((r) => r.json.event_id === eventId));
    // the attempt is logged in the statement that finishes the delivery
    const [delivery] = await waitFor(async () => {
      const d = await deliveries(eventId);
      return d[0]?.status === 'succeeded' ? d : null;
    });
    return { eventId, delivery };
  };
  /** The month partition of a delivery written at `at` (its created_at, not the clock now: a test may cross a month's start). */
  const monthOf = (table: string, at: Date, offset = 0) => monthPartitionName(table, monthStart(at, offset));

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '100', WEBHOOK_DELIVERY_RETENTION_DAYS: String(RETENTION_DAYS) });
    admin = (await createOrganization(t, 'Retention Hooks Bank')).api_token;
    receiver = await startReceiver();
    await api('post', '/endpoints').send({ url: receiver.url }).expect(201);
    // the tests drop and make partitions by hand and read their own runs' results: no hourly run between
    await stopHourlyPartitionJob(t);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it("a delivery and its attempt get UUIDv7 keys and sit in their tables' partitions of the month, the attempt keyed by its delivery's created_at", async () => {
    const { delivery } = await sendTest();
    const [attempt] = await attempts(delivery.id);
    for (const id of [delivery.id, attempt.id]) {
      expect(id).toMatch(UUID_V7);
      expect(Math.abs(parseInt(id.replace(/-/g, '').slice(0, 12), 16) - Date.now())).toBeLessThan(60_000);
    }
    expect(delivery.partition).toBe(monthOf('webhook_deliveries', delivery.written));
    expect(attempt).toMatchObject({ attempt_no: 1, delivery_created_at: delivery.created_at, partition: monthOf('webhook_attempts', delivery.written) });
  });

  it('the job makes months ahead for both tables, on the same bounds, and running it twice changes nothing', async () => {
    const now = new Date();
    // a day into next month: inside the retention of this month's rows, so nothing of ours is due
    const later = new Date(monthStart(now, 1).getTime() + DAY);
    const ours = (names: string[]) => names.filter((n) => n.startsWith('webhook_'));
    const first = await maintenance().maintain(later);
    expect(ours(first.created)).toEqual([monthPartitionName('webhook_deliveries', monthStart(now, 3)), monthPartitionName('webhook_attempts', monthStart(now, 3))]);
    expect(ours((await maintenance().maintain(later)).created)).toEqual([]);
    const bounds = async (table: string) =>
      (
        await t.db.query(
          `SELECT regexp_replace(c.relname, '^[a-z_]+_p', '') AS month, pg_get_expr(c.relpartbound, c.oid) AS bound FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
            WHERE i.inhparent = $1::regclass AND c.relname ~ '_p[0-9]+$' ORDER BY 1`,
          [table],
        )
      ).rows;
    const months = await bounds('webhook_deliveries');
    expect(months.map((m) => m.month)).toEqual([0, 1, 2, 3].map((m) => monthPartitionName('', monthStart(now, m)).slice(2)));
    expect(await bounds('webhook_attempts')).toEqual(months);
  });

  it('redelivery and the relay work on a delivery in another month: the new attempt goes to that month, beside the old one', async () => {
    const { eventId, delivery } = await sendTest();
    // as a delivery made next month: the row moves to that partition, and its attempt with it
    await t.db.query(`UPDATE webhook_deliveries SET created_at = created_at + interval '1 month' WHERE id = $1`, [delivery.id]);
    await t.db.query(`UPDATE webhook_attempts SET delivery_created_at = delivery_created_at + interval '1 month' WHERE delivery_id = $1`, [delivery.id]);
    const [moved] = await deliveries(eventId);
    expect(moved.partition).toBe(monthOf('webhook_deliveries', delivery.written, 1));

    const before = Date.now();
    const redelivered = await api('post', `/deliveries/${delivery.id}/redeliver`).expect(202);
    // reopened: the relay, told at once, may already have queued it (or handed it to the worker) before the answer was read
    expect(redelivered.body).toMatchObject({ id: delivery.id, attempts: [{ attempt_no: 1, success: true }] });
    expect(['pending', 'queued', 'delivering']).toContain(redelivered.body.status);
    // a delivery of this month, relayed in the same passes
    const other = await sendTest();
    await waitFor(() => receiver.got.find((r) => r.at >= before && r.json.event_id === eventId));
    const detail = await waitFor(async () => {
      const res = await api('get', `/deliveries/${delivery.id}`).expect(200);
      return res.body.status === 'succeeded' && res.body.attempts.length === 2 ? res.body : null;
    });
    expect(detail).toMatchObject({ id: delivery.id, event_id: eventId, attempt_count: 2, attempts: [{ attempt_no: 1 }, { attempt_no: 2, success: true }] });
    expect((await attempts(delivery.id)).map((a) => [a.partition, a.delivery_created_at])).toEqual([
      [monthOf('webhook_attempts', delivery.written, 1), moved.created_at],
      [monthOf('webhook_attempts', delivery.written, 1), moved.created_at],
    ]);
    expect(other.delivery.partition).toBe(monthOf('webhook_deliveries', other.delivery.written));
    // back where it was, for the drops below
    await t.db.query(`UPDATE webhook_deliveries SET created_at = created_at - interval '1 month' WHERE id = $1`, [delivery.id]);
    await t.db.query(`UPDATE webhook_attempts SET delivery_created_at = delivery_created_at - interval '1 month' WHERE delivery_id = $1`, [delivery.id]);
  });

  it("an attempt reads only its delivery's month: it goes through while every other month is locked, as a partition's DROP locks it", async () => {
    const { eventId, delivery } = await sendTest();
    const month = monthOf('webhook_deliveries', delivery.written);
    // one more attempt, queued as the relay leaves it
    await t.db.query(`UPDATE webhook_deliveries SET status = 'queued', max_attempts = 2, locked_until = now() + interval '1 minute' WHERE id = $1`, [delivery.id]);
    const others = (
      await t.db.query(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent IN ('webhook_deliveries'::regclass, 'webhook_attempts'::regclass) AND c.relname NOT IN ($1, $2)`,
        [month, monthOf('webhook_attempts', delivery.written)],
      )
    ).rows.map((r) => `"${r.name}"`);
    expect(others.length).toBeGreaterThanOrEqual(4);
    const holder = await t.db.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`LOCK TABLE ${others.join(', ')} IN ACCESS EXCLUSIVE MODE`);
      const queue = t.app.get<Queue>(getQueueToken(WEBHOOK_QUEUE));
      await queue.add(DELIVER_JOB, { deliveryId: delivery.id, createdAt: delivery.created_at, attempt: 2 }, { ...DELIVER_JOB_OPTIONS, jobId: deliverJobId(delivery.id, 2) });
      await waitFor(() => receiver.got.filter((r) => r.json.event_id === eventId).length === 2, 10_000);
      // read from the month itself: the parent would wait for the locks too
      await waitFor(async () => (await t.db.query(`SELECT status FROM "${month}" WHERE id = $1`, [delivery.id])).rows[0].status === 'succeeded', 10_000);
      expect((await t.db.query(`SELECT attempt_no FROM "${monthOf('webhook_attempts', delivery.written)}" WHERE delivery_id = $1 ORDER BY 1`, [delivery.id])).rows).toEqual([
        { attempt_no: 1 },
        { attempt_no: 2 },
      ]);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
  });

  it(`a month past WEBHOOK_DELIVERY_RETENTION_DAYS (${RETENTION_DAYS}, not the default 90) is dropped with its attempts, and its events go on the next purge`, async () => {
    const queue = t.app.get<Queue>(getQueueToken(MAINTENANCE_QUEUE));
    await waitFor(async () => (await queue.getRepeatableJobs()).some((j) => j.name === PURGE_WEBHOOK_EVENTS_JOB));
    const { eventId, delivery } = await sendTest();
    const months = [monthOf('webhook_deliveries', delivery.written), monthOf('webhook_attempts', delivery.written)];
    const monthEnd = monthStart(delivery.written, 1).getTime();

    // a moment before the month's last instant is RETENTION_DAYS old, it stays
    const early = await maintenance().maintain(new Date(monthEnd + RETENTION_DAYS * DAY - 1000));
    expect(early.dropped).not.toContain(months[0]);
    expect(early.dropped).not.toContain(months[1]);
    expect(await deliveries(eventId)).toHaveLength(1);
    expect(await attempts(delivery.id)).toHaveLength(1);

    const due = await maintenance().maintain(new Date(monthEnd + RETENTION_DAYS * DAY));
    // the deliveries' month first: attempts never outlive the delivery they belong to in the API's view
    expect(due.dropped.filter((n) => months.includes(n))).toEqual(months);
    expect(await deliveries(eventId)).toEqual([]);
    expect(await attempts(delivery.id)).toEqual([]);
    expect((await api('get', `/deliveries/${delivery.id}`)).status).toBe(404);

    // the event has no delivery left: the purge takes it once it is past the retention itself
    const retention = t.app.get(WebhookRetentionProcessor);
    expect(await event(eventId)).toHaveLength(1);
    await retention.purge(new Date(Date.now() + (RETENTION_DAYS - 1) * DAY));
    expect(await event(eventId)).toHaveLength(1);
    expect(await retention.purge(new Date(Date.now() + RETENTION_DAYS * DAY + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await event(eventId)).toEqual([]);

    // the job at today's date (the delivery's) makes the month again, and deliveries flow into it (the same month, unless the test crossed into the next)
    expect((await maintenance().maintain(delivery.written)).created).toEqual(expect.arrayContaining(months));
    const next = (await sendTest()).delivery;
    expect(next.partition).toBe(monthOf('webhook_deliveries', next.written));
  });

  it('a month past retention that still holds a delivery in progress is kept, with its attempts, until that delivery ends', async () => {
    const { eventId, delivery } = await sendTest();
    const months = [monthOf('webhook_deliveries', delivery.written), monthOf('webhook_attempts', delivery.written)];
    const due = new Date(monthStart(delivery.written, 1).getTime() + RETENTION_DAYS * DAY);
    // waiting for a retry (a redelivery of an old delivery, a worker away)
    await t.db.query(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now() + interval '1 day' WHERE id = $1`, [delivery.id]);

    const kept = await maintenance().maintain(due);
    expect(kept.dropped.filter((n) => months.includes(n))).toEqual([]);
    expect((await deliveries(eventId)).map((d) => d.status)).toEqual(['pending']);
    expect(await attempts(delivery.id)).toHaveLength(1);

    await t.db.query(`UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL WHERE id = $1`, [delivery.id]);
    expect((await maintenance().maintain(due)).dropped.filter((n) => months.includes(n))).toEqual(months);
    expect(await deliveries(eventId)).toEqual([]);
    expect(await attempts(delivery.id)).toEqual([]);
    await maintenance().maintain(new Date());
  });

  it('the events purge reads events by age through an index of its own, not a scan of the table', async () => {
    const client = await t.db.connect();
    try {
      await client.query('BEGIN');
      // the table is small enough for a scan to be cheapest: ask whether an index can serve at all
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = JSON.stringify((await client.query(`EXPLAIN (FORMAT JSON) SELECT e.id FROM webhook_events e WHERE e.created_at < $1 LIMIT $2`, [new Date(), 100])).rows);
      expect(plan).toContain('ix_webhook_events_created');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

// Issue 17: a database that already holds deliveries is migrated in place: the old tables become the partitions of
// everything before the migration, ids unchanged; old deliveries stay listed, readable with their attempts, deliverable
// and redeliverable, and a delivery job queued before the upgrade (no created_at in its data) still runs.
describe('the webhook partitioning migration keeps the deliveries an existing database holds', () => {
  let t: TestApp;
  let receiver: Receiver;
  let admin: string;
  const orgId = randomUUID();
  const endpointId = randomUUID();
  const events = [randomUUID(), randomUUID(), randomUUID()];
  // random UUIDv4 ids, as deliveries had before UUIDv7: their first bits say nothing of their time
  const [finished, pending, jobbed] = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    const { database, ds } = await databaseBefore(1795620500000);
    for (const [i, id] of events.entries()) {
      await ds.query(`INSERT INTO webhook_events (id, organization_id, livemode, type, body, created_at) VALUES ($1, $2, true, 'webhook.test', $3, now() - interval '10 days')`, [
        id,
        orgId,
        JSON.stringify({ event_id: id, event: 'webhook.test', n: i }),
      ]);
    }
    const insert = (id: string, eventId: string, status: string, attempts: number) =>
      ds.query(
        `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, organization_id, livemode, event_type, status, attempt_count, max_attempts, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, true, 'webhook.test', $5::text, $6, 7, CASE WHEN $5::text = 'succeeded' THEN NULL ELSE now() + interval '1 day' END, now() - interval '10 days')`,
        [id, eventId, endpointId, orgId, status, attempts],
      );
    await insert(finished, events[0], 'succeeded', 2);
    await insert(pending, events[1], 'pending', 1);
    await insert(jobbed, events[2], 'queued', 0);
    for (const [deliveryId, n, success] of [
      [finished, 1, false],
      [finished, 2, true],
      [pending, 1, false],
    ] as const) {
      await ds.query(`INSERT INTO webhook_attempts (delivery_id, attempt_no, started_at, status_code, latency_ms, success) VALUES ($1, $2, now() - interval '10 days', $3, 12, $4)`, [
        deliveryId,
        n,
        success ? 200 : 500,
        success,
      ]);
    }
    await ds.destroy();
    receiver = await startReceiver();
    t = await startTestApp({ LOG_LEVEL: 'error', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '100' }, { database });
    const org = await createOrganization(t, 'Upgraded Hooks Bank');
    admin = org.api_token;
    // the old rows become this organization's, on an endpoint of its own (an UPDATE in place: they stay where they are)
    const endpoint = await request(t.server).post('/api/v1/webhooks/endpoints').set('Authorization', `Bearer ${admin}`).send({ url: receiver.url }).expect(201);
    await t.db.query(`UPDATE webhook_endpoints SET id = $1 WHERE id = $2`, [endpointId, endpoint.body.id]);
    await t.db.query(`UPDATE webhook_events SET organization_id = $1 WHERE organization_id = $2`, [org.organization_id, orgId]);
    await t.db.query(`UPDATE webhook_deliveries SET organization_id = $1 WHERE organization_id = $2`, [org.organization_id, orgId]);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  const api = (method: 'get' | 'post', path: string) => request(t.server)[method](`/api/v1/webhooks${path}`).set('Authorization', `Bearer ${admin}`);
  const detail = async (id: string) => (await api('get', `/deliveries/${id}`).expect(200)).body;

  it('old rows stay, ids unchanged, in the legacy partitions, and the API lists them and reads their attempts', async () => {
    const { rows } = await t.db.query(`SELECT id, tableoid::regclass::text AS partition FROM webhook_deliveries WHERE id = ANY ($1) ORDER BY id`, [[finished, pending, jobbed]]);
    expect(rows).toEqual([finished, pending, jobbed].sort().map((id) => ({ id, partition: 'webhook_deliveries_legacy' })));
    const attempts = (await t.db.query(`SELECT DISTINCT tableoid::regclass::text AS partition, delivery_created_at::text AS at FROM webhook_attempts`)).rows;
    expect(attempts).toEqual([{ partition: 'webhook_attempts_legacy', at: '-infinity' }]);

    const list = await api('get', '/deliveries').expect(200);
    expect(list.body.results.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining([finished, pending, jobbed]));
    expect(await detail(finished)).toMatchObject({
      id: finished,
      status: 'succeeded',
      attempts: [
        { attempt_no: 1, success: false, status_code: 500 },
        { attempt_no: 2, success: true, status_code: 200 },
      ],
    });
  });

  it('an old pending delivery is relayed and delivered; its new attempt joins the old one in the legacy partition', async () => {
    // its retry falls due (not before the test pointed it at a receiver)
    await t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1`, [pending]);
    await waitFor(() => receiver.got.find((r) => r.json.event_id === events[1]));
    const body = await waitFor(async () => {
      const d = await detail(pending);
      return d.status === 'succeeded' ? d : null;
    });
    expect(body.attempts.map((a: { attempt_no: number; success: boolean }) => [a.attempt_no, a.success])).toEqual([
      [1, false],
      [2, true],
    ]);
    const { rows } = await t.db.query(`SELECT tableoid::regclass::text AS partition FROM webhook_attempts WHERE delivery_id = $1 AND attempt_no = 2`, [pending]);
    expect(rows).toEqual([{ partition: 'webhook_attempts_legacy' }]);
  });

  it('an old delivery is redelivered through the API', async () => {
    await api('post', `/deliveries/${finished}/redeliver`).expect(202);
    await waitFor(() => receiver.got.find((r) => r.json.event_id === events[0]));
    const body = await waitFor(async () => {
      const d = await detail(finished);
      return d.status === 'succeeded' && d.attempts.length === 3 ? d : null;
    });
    expect(body.attempts.map((a: { attempt_no: number }) => a.attempt_no)).toEqual([1, 2, 3]);
    // logged under the delivery's own created_at (the old two read '-infinity'), in the legacy partition its created_at falls in
    const { rows } = await t.db.query(
      `SELECT a.attempt_no, a.tableoid::regclass::text AS partition, a.delivery_created_at = d.created_at AS keyed
         FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE a.delivery_id = $1 ORDER BY a.attempt_no`,
      [finished],
    );
    expect(rows).toEqual([
      { attempt_no: 1, partition: 'webhook_attempts_legacy', keyed: false },
      { attempt_no: 2, partition: 'webhook_attempts_legacy', keyed: false },
      { attempt_no: 3, partition: 'webhook_attempts_legacy', keyed: true },
    ]);
  });

  it('a delivery job queued before the upgrade, without the partition key in its data, still delivers', async () => {
    const queue = t.app.get<Queue>(getQueueToken(WEBHOOK_QUEUE));
    await queue.add(DELIVER_JOB, { deliveryId: jobbed, attempt: 1 }, { ...DELIVER_JOB_OPTIONS, jobId: `legacy-${jobbed}` });
    await waitFor(() => receiver.got.find((r) => r.json.event_id === events[2]));
    await waitFor(async () => (await detail(jobbed)).status === 'succeeded');
    // the attempt carries the created_at the claim read from the row, not the job
    const { rows } = await t.db.query(
      `SELECT a.tableoid::regclass::text AS partition, a.delivery_created_at = d.created_at AS keyed FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
        WHERE a.delivery_id = $1`,
      [jobbed],
    );
    expect(rows).toEqual([{ partition: 'webhook_attempts_legacy', keyed: true }]);
  });

  it('the legacy partitions go together once the migration is older than the retention, and not before', async () => {
    const { rows } = await t.db.query(
      `SELECT (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz AS bound FROM pg_class c WHERE c.relname = 'webhook_deliveries_legacy'`,
    );
    const bound = new Date(rows[0].bound).getTime();
    const legacy = ['webhook_deliveries_legacy', 'webhook_attempts_legacy'];
    const maintenance = t.app.get(PartitionMaintenanceService);
    expect((await maintenance.maintain(new Date(bound + 90 * DAY - 1000))).dropped).not.toContain(legacy[0]);
    expect((await maintenance.maintain(new Date(bound + 90 * DAY))).dropped.filter((n) => legacy.includes(n))).toEqual(legacy);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM webhook_attempts WHERE delivery_id = ANY ($1)`, [[finished, pending, jobbed]])).rows[0].n).toBe(0);
    await maintenance.maintain(new Date());
  });
});
