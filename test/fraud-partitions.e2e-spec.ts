import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bull';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Queue } from 'bull';
import request from 'supertest';
import { PartitionMaintenanceService } from '../src/database/partitions/partition-maintenance.service.js';
import { PartitionRepository } from '../src/database/partitions/partition.repository.js';
import { MAINTAIN_PARTITIONS_JOB } from '../src/database/partitions/partition-maintenance.processor.js';
import { monthPartitionName, monthStart, partitionName, periodStart } from '../src/database/partitions/partitioned-tables.js';
import { MAINTENANCE_QUEUE } from '../src/idempotency/idempotency-purge.processor.js';
import { databaseBefore } from './support/earlier-schema.js';
import { stopHourlyPartitionJob } from './support/partition-job.js';
import { waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { transfer } from './support/transfer.js';

const DAY = 86_400_000;
const RETENTION_DAYS = 100;

/** The Unix time in milliseconds a UUIDv7 carries in its first 48 bits. */
const v7Millis = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

// Issue 17: fraud_transactions is partitioned by month of its insertion time, with UUIDv7 keys; a Bull repeatable
// job makes months ahead and drops months past FRAUD_TRANSACTION_RETENTION_DAYS, and no score reads the dropped rows.
describe('fraud_transactions: monthly partitions, retention and UUIDv7 keys', () => {
  let t: TestApp;
  let token: string;
  const maintenance = () => t.app.get(PartitionMaintenanceService);
  const partitions = async () =>
    (await t.db.query(`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'fraud_transactions'::regclass ORDER BY 1`)).rows.map(
      (r) => r.name as string,
    );
  const analyze = (body: object) => request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${token}`).send(body);
  const score = (account: string) => request(t.server).get('/api/v1/fraud/score/').query({ account_number: account }).set('Authorization', `Bearer ${token}`);
  const stored = async (transactionIds: string[]) =>
    (
      await t.db.query(`SELECT id, created_at, tableoid::regclass::text AS partition FROM fraud_transactions WHERE transaction_id = ANY ($1) ORDER BY created_at, id`, [
        transactionIds,
      ])
    ).rows as Array<{ id: string; created_at: Date; partition: string }>;
  // what the engine learned about an account: its running aggregates and its score, never the transactions themselves
  const learned = async (account: string) => ({
    profile: (await t.db.query('SELECT * FROM fraud_account_profiles WHERE account_number = $1', [account])).rows,
    pairs: (await t.db.query('SELECT * FROM fraud_counterparties WHERE sender_account = $1 OR receiver_account = $1 ORDER BY sender_account, receiver_account', [account])).rows,
    devices: (await t.db.query('SELECT * FROM fraud_account_devices WHERE account_number = $1 ORDER BY device_id', [account])).rows,
    network: (await t.db.query('SELECT * FROM fraud_network_accounts WHERE account_number = $1 ORDER BY bank_code', [account])).rows,
  });

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error', FRAUD_TRANSACTION_RETENTION_DAYS: String(RETENTION_DAYS) });
    token = (await createOrganization(t, 'Partition Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('new analyses get UUIDv7 keys, in time order, and land in the partition of the month they were written', async () => {
    const before = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = transfer({ sender_account: '0300000001', receiver_account: `040000000${i}` });
      expect((await analyze(body)).status).toBe(200);
      ids.push(body.transaction_id);
      await new Promise((r) => setTimeout(r, 5));
    }
    const rows = await stored(ids);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      // the month it was written (read from the row: the test may cross a month's start)
      expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(v7Millis(row.id)).toBeGreaterThanOrEqual(before - 1000);
      expect(v7Millis(row.id)).toBeLessThanOrEqual(Date.now() + 1000);
      // made in the row's transaction, so not before it began (created_at is its start), however loaded the machine
      expect(v7Millis(row.id)).toBeGreaterThanOrEqual(new Date(row.created_at).getTime());
      expect(row.partition).toBe(monthPartitionName('fraud_transactions', monthStart(new Date(row.created_at))));
    }
    // written one after another: the keys sort as the rows were written (the right edge of the index)
    expect([...rows.map((r) => r.id)].sort()).toEqual(rows.map((r) => r.id));
  });

  it('the worker schedules the partition job; it makes the months ahead, and running it twice changes nothing', async () => {
    const queue = t.app.get<Queue>(getQueueToken(MAINTENANCE_QUEUE));
    await waitFor(async () => (await queue.getRepeatableJobs()).some((j) => j.name === MAINTAIN_PARTITIONS_JOB), 10_000, 50);
    // from here on the tests drop and make partitions by hand and read their own runs' results: no hourly run between
    await stopHourlyPartitionJob(t);

    const now = new Date();
    expect(await partitions()).toEqual(expect.arrayContaining([0, 1, 2].map((m) => monthPartitionName('fraud_transactions', monthStart(now, m)))));
    // two months on (inside the retention, so nothing is due): the month after next exists, the two beyond it are made
    const later = new Date(monthStart(now, 2).getTime() + 10 * DAY);
    const first = await maintenance().maintain(later);
    const ours = (names: string[]) => names.filter((n) => n.startsWith('fraud_transactions_'));
    expect(ours(first.created)).toEqual([3, 4].map((m) => monthPartitionName('fraud_transactions', monthStart(now, m))));
    expect(ours(first.dropped)).toEqual([]);
    expect(await maintenance().maintain(later)).toEqual({ created: [], dropped: [] });
    // back to today's clock, through Bull as the hourly run does: the request log's days dropped at that date are made again
    const run = await (await queue.add(MAINTAIN_PARTITIONS_JOB, {})).finished();
    expect(run.created).toContain(partitionName('request_logs', 'day', periodStart('day', new Date())));
  });

  it("dropping a month past retention removes its transactions and leaves every account's score and profile as they were", async () => {
    const sender = '0500000001';
    const receiver = '0600000001';
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const body = transfer({ sender_account: sender, receiver_account: receiver, amount: 15000 + i * 1000, device_id: 'dev-part' });
      expect((await analyze(body)).status).toBe(200);
      ids.push(body.transaction_id);
    }
    // a network report lifts the receiver's score above zero, so an unchanged score is not just an empty one
    expect(
      (
        await request(t.server)
          .post('/api/v1/fraud/report/')
          .set('Authorization', `Bearer ${token}`)
          .send({ reporter_email: 'victim@bank.test', account_number: receiver, fraud_type: 'account_takeover', description: 'reported by the victim', amount_lost: 15000 })
      ).status,
    ).toBe(201);
    const scoresBefore = [(await score(sender)).body, (await score(receiver)).body];
    expect(scoresBefore[1].fraud_score).toBeGreaterThan(0);
    const learnedBefore = [await learned(sender), await learned(receiver)];
    expect(learnedBefore[0].profile[0].txn_count).toBe(4);

    // the month the rows were written (not the clock now: the test may cross a month's start)
    const written = new Date((await stored(ids))[0].created_at);
    const current = monthPartitionName('fraud_transactions', monthStart(written));
    const monthEnd = monthStart(written, 1).getTime();
    // a moment before the month's last instant is RETENTION_DAYS old, the month stays
    const early = await maintenance().maintain(new Date(monthEnd + RETENTION_DAYS * DAY - 1000));
    expect(early.dropped).not.toContain(current);
    expect(await stored(ids)).toHaveLength(4);

    const due = await maintenance().maintain(new Date(monthEnd + RETENTION_DAYS * DAY));
    expect(due.dropped).toContain(current);
    expect(await partitions()).not.toContain(current);
    expect(await stored(ids)).toHaveLength(0);

    expect([(await score(sender)).body, (await score(receiver)).body]).toEqual(scoresBefore);
    expect([await learned(sender), await learned(receiver)]).toEqual(learnedBefore);

    // the job at today's date (the rows' date) makes the month again; the engine still knows the pair and the phone it no longer has rows of
    expect((await maintenance().maintain(written)).created).toContain(current);
    const again = await analyze(transfer({ sender_account: sender, receiver_account: receiver, amount: 16000, device_id: 'dev-part' }));
    expect(again.status).toBe(200);
    const codes = (again.body.signals as Array<{ code: string }>).map((s) => s.code);
    expect(codes).not.toContain('NEW_BENEFICIARY');
    expect(codes).not.toContain('NEW_DEVICE');
    // while a payee it never paid is still new to it (the sender's history is there, not forgotten)
    const stranger = await analyze(transfer({ sender_account: sender, receiver_account: '0600000002', amount: 16000, device_id: 'dev-part' }));
    expect((stranger.body.signals as Array<{ code: string }>).map((s) => s.code)).toContain('NEW_BENEFICIARY');
    // and it goes on learning: from what was approved of the two (a reported receiver at this pace may be reviewed)
    const approved = [again, stranger].filter((r) => r.body.recommended_action === 'approve').length;
    expect(stranger.body.recommended_action).toBe('approve');
    expect((await learned(sender)).profile[0].txn_count).toBe(4 + approved);
  });

  it('making a partition and dropping one do not hold inserts back: a new analysis passes while the drop waits for a transaction in flight', async () => {
    const repository = t.app.get(PartitionRepository);
    const table = 'fraud_transactions';
    const far = monthPartitionName(table, monthStart(new Date(), 24));
    // a transaction in flight holds the table as an insert does
    const holder = await t.db.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE fraud_transactions IN ROW EXCLUSIVE MODE');
    let settled = false;
    let made = false;
    const work = (async () => {
      made = await repository.create(table, far, monthStart(new Date(), 24), monthStart(new Date(), 25));
      await repository.drop(table, far);
    })().finally(() => (settled = true));
    try {
      // the drop waits for that transaction, as it must (it may still read the partition)
      const waiting = async () =>
        (await t.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%PARTITION%'`)).rows[0].n > 0;
      await waitFor(waiting, 10_000, 20);
      // meanwhile a new analysis is written, not queued behind it (CREATE … PARTITION OF or DROP would queue it)
      const res = await analyze(transfer({ sender_account: '0700000001', receiver_account: '0800000001' }));
      expect(res.status).toBe(200);
      expect(settled).toBe(false);
      expect(await waiting()).toBe(true);
    } finally {
      await holder.query('COMMIT');
      holder.release();
    }
    await work;
    expect(made).toBe(true);
    expect(await partitions()).not.toContain(far);
    expect((await t.db.query(`SELECT to_regclass($1) IS NULL AS gone`, [far])).rows[0].gone).toBe(true);
  });

  it("one table's failing step keeps no other table from its periods ahead; a partition left detached is dropped once past retention", async () => {
    const now = new Date();
    // a year on: months no other test made
    const later = new Date(monthStart(now, 12).getTime() + 10 * DAY);
    // a table in the way of the credit access log's third month ahead of `later`, which cannot be attached
    const blocker = monthPartitionName('credit_access_log', monthStart(later, 2));
    // a month detached by a run that stopped before its DROP: a table of its own, long past retention
    const leftover = monthPartitionName('fraud_transactions', new Date(Date.UTC(2020, 0, 1)));
    await t.db.query(`CREATE TABLE "${blocker}" (x int)`);
    await t.db.query(`CREATE TABLE "${leftover}" (LIKE fraud_transactions INCLUDING DEFAULTS)`);
    const made = async (name: string) => (await t.db.query('SELECT to_regclass($1) IS NOT NULL AS made', [name])).rows[0].made as boolean;
    try {
      await expect(maintenance().maintain(later)).rejects.toThrow(/partition maintenance: 1 step/);
      // the tables after it in the list got theirs, and the drops ran
      expect(await partitions()).toContain(monthPartitionName('fraud_transactions', monthStart(later, 2)));
      expect(await made(partitionName('request_logs', 'day', periodStart('day', later, 31)))).toBe(true);
      expect(await made(leftover)).toBe(false);
    } finally {
      await t.db.query(`DROP TABLE IF EXISTS "${blocker}", "${leftover}"`);
    }
    // once out of the way, the next run makes it
    expect((await maintenance().maintain(later)).created).toContain(blocker);
  });

  it('credit access log: a line gets a UUIDv7 key in its month partition, and the month goes once past CREDIT_ACCESS_LOG_RETENTION_DAYS (2190)', async () => {
    const requestId = `access-${randomUUID()}`;
    // refused for want of a consent: the refusal is logged too
    const refused = await request(t.server)
      .post('/api/v1/credit/score/')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Request-ID', requestId)
      .send({ bvn: '22212345678', consent_reference: 'CNS-NOSUCHCONSENT0000000A' });
    expect(refused.status).toBe(403);
    const line = async () =>
      (await t.db.query(`SELECT id, created_at, tableoid::regclass::text AS partition FROM credit_access_log WHERE request_id = $1`, [requestId])).rows as Array<{
        id: string;
        created_at: Date;
        partition: string;
      }>;
    const [row] = await line();
    // the month the line was written (not the clock now: the test may cross a month's start)
    const written = new Date(row.created_at);
    const current = monthPartitionName('credit_access_log', monthStart(written));
    expect(row.partition).toBe(current);
    expect(row.id[14]).toBe('7');
    expect(v7Millis(row.id)).toBeGreaterThanOrEqual(written.getTime());
    expect(v7Millis(row.id)).toBeLessThanOrEqual(Date.now() + 1000);

    const monthEnd = monthStart(written, 1).getTime();
    expect((await maintenance().maintain(new Date(monthEnd + 2190 * DAY - 1000))).dropped).not.toContain(current);
    expect(await line()).toHaveLength(1);
    expect((await maintenance().maintain(new Date(monthEnd + 2190 * DAY))).dropped).toContain(current);
    expect(await line()).toHaveLength(0);
    await maintenance().maintain(new Date());
  });
});

// Issue 17: a database that already holds analyses is migrated in place: the old table becomes the partition of
// everything before the migration, its rows kept and still labelled by id, and new rows go to the month's partition.
describe('the partitioning migration keeps the analyses an existing database holds', () => {
  let t: TestApp;
  const orgId = randomUUID();
  const oldIds = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    const { database, ds } = await databaseBefore(1795620000000);
    for (const [i, id] of oldIds.entries()) {
      await ds.query(
        `INSERT INTO fraud_transactions (id, organization_id, transaction_id, sender_account, receiver_account, amount, currency, channel, risk_score, risk_level,
                                         recommended_action, signals, occurred_at)
         VALUES ($1, $2, $3, '0700000001', '0800000001', 5000, 'NGN', 'mobile', 65, 'high', 'review', '[]', now() - interval '90 days')`,
        [id, orgId, `OLD-${i}`],
      );
    }
    await ds.destroy();
    t = await startTestApp({ LOG_LEVEL: 'error' }, { database });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('old rows stay, in the legacy partition, and are updated by id as the alert resolution does', async () => {
    const { rows } = await t.db.query(`SELECT id, tableoid::regclass::text AS partition FROM fraud_transactions WHERE organization_id = $1 ORDER BY transaction_id`, [orgId]);
    expect(rows).toEqual(oldIds.map((id) => ({ id, partition: 'fraud_transactions_legacy' })));
    const updated = await t.db.query(`UPDATE fraud_transactions SET label = 'legitimate' WHERE id = $1 RETURNING id`, [oldIds[0]]);
    expect(updated.rowCount).toBe(1);

    const token = (await createOrganization(t, 'Upgraded Bank')).api_token;
    const body = transfer({ sender_account: '0700000001' });
    expect((await request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${token}`).send(body)).status).toBe(200);
    const [fresh] = (await t.db.query(`SELECT id, tableoid::regclass::text AS partition FROM fraud_transactions WHERE transaction_id = $1`, [body.transaction_id])).rows;
    expect(fresh.partition).toBe(monthPartitionName('fraud_transactions', monthStart(new Date())));
    expect(fresh.id[14]).toBe('7');
  });
});

// Issue 17: the old table each partitioning migration attached FROM (MINVALUE) (`<table>_legacy`) is dropped like any
// partition once past retention; a run that stopped between its DETACH and its DROP leaves it a table of its own, which
// the next runs drop once its rows are past retention, known without reading them: from the bound DETACH … CONCURRENTLY
// records on it, or its newest key through an index. One whose age nothing tells cheaply is left alone.
describe('a legacy partition left detached by an interrupted run', () => {
  let t: TestApp;
  const maintenance = () => t.app.get(PartitionMaintenanceService);
  const exists = async (name: string) => (await t.db.query('SELECT to_regclass($1) IS NOT NULL AS e', [name])).rows[0].e as boolean;
  const bound = async (name: string) =>
    new Date(
      (
        await t.db.query(
          `SELECT (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz AS bound FROM pg_class c WHERE c.relname = $1 AND c.relispartition`,
          [name],
        )
      ).rows[0].bound,
    ).getTime();
  const legacyDropped = async (at: number) => (await maintenance().maintain(new Date(at))).dropped.filter((n) => n.endsWith('_legacy'));

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes once its recorded bound or its newest row is past retention, after the deliveries it refers to; one of unknown age stays', async () => {
    const repository = t.app.get(PartitionRepository);
    // attached, the legacy partitions are the parents' business, not leftovers
    expect(await repository.detachedLegacyOf('fraud_transactions')).toBeNull();
    const fraudBound = await bound('fraud_transactions_legacy');
    const webhookBound = await bound('webhook_deliveries_legacy');
    expect(await bound('webhook_attempts_legacy')).toBe(webhookBound);
    // the request log's old rows: the newest a day before the migration
    const newest = (await bound('request_logs_legacy')) - DAY;
    await t.db.query(
      `INSERT INTO request_logs (organization_id, created_at, method, path, status, latency_ms, request_id, principal_kind, user_id)
       SELECT $1, $2::timestamptz - make_interval(days => n), 'GET', '/api/v1/old', 200, 3, 'old-' || n, 'token', 1 FROM generate_series(0, 2) n`,
      [randomUUID(), new Date(newest)],
    );
    // detached as drop() does, by runs that stopped before their DROP (the bound stays on each as a CHECK constraint)
    for (const table of ['fraud_transactions', 'webhook_deliveries', 'webhook_attempts']) await t.db.query(`ALTER TABLE "${table}" DETACH PARTITION "${table}_legacy" CONCURRENTLY`);
    // detached by hand, no bound recorded: the request log's has an index on created_at, the credit access log's none
    for (const table of ['request_logs', 'credit_access_log']) await t.db.query(`ALTER TABLE "${table}" DETACH PARTITION "${table}_legacy"`);
    expect(await repository.detachedLegacyOf('credit_access_log')).toEqual({ name: 'credit_access_log_legacy', before: null });

    // REQUEST_LOG_RETENTION_DAYS (7) from its newest row, not from the bound it no longer has
    expect(await legacyDropped(newest + 7 * DAY - 1000)).toEqual([]);
    expect(await legacyDropped(newest + 7 * DAY + 1000)).toEqual(['request_logs_legacy']);
    // WEBHOOK_DELIVERY_RETENTION_DAYS (90) from the bound (rounded up to the millisecond); the attempts' legacy table after the deliveries'
    expect(await legacyDropped(webhookBound + 90 * DAY - 1000)).toEqual([]);
    expect(await exists('webhook_attempts_legacy')).toBe(true);
    expect(await legacyDropped(webhookBound + 90 * DAY + 1000)).toEqual(['webhook_deliveries_legacy', 'webhook_attempts_legacy']);
    // FRAUD_TRANSACTION_RETENTION_DAYS (400)
    expect(await legacyDropped(fraudBound + 400 * DAY - 1000)).toEqual([]);
    expect(await exists('fraud_transactions_legacy')).toBe(true);
    expect(await legacyDropped(fraudBound + 400 * DAY + 1000)).toEqual(['fraud_transactions_legacy']);
    for (const table of ['request_logs', 'webhook_deliveries', 'webhook_attempts', 'fraud_transactions']) expect(await exists(`${table}_legacy`)).toBe(false);

    // the credit access log's: nothing tells its age without reading it whole, so it stays for an operator, however late
    expect(await legacyDropped(fraudBound + 20 * 365 * DAY)).toEqual([]);
    expect(await exists('credit_access_log_legacy')).toBe(true);
    await maintenance().maintain(new Date());
  });
});
