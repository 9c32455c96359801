import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AnalysisRepository, DEVICE_LINK_ESTABLISHED_DAYS, READ_SQL } from '../src/fraud/engine/analysis.repository.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 19: what the engine read costs PostgreSQL.
// - It scans the sender's devices once (their count and whether this device is one) and the device's other accounts once
//   (established and fresh), where it scanned each range twice. The answers must be the four scans' own, also where a merged
//   scan stops at its limit (an account of 50 trusted devices or more, a terminal of 120 accounts or more).
// - Its count of the payees a sender first paid in the last day reads those pairs only, not every pair the sender ever had.

const DAY = 86_400_000;

describe("the engine read's device answers", () => {
  let t: TestApp;
  let org: string;
  const now = new Date();
  const since = new Date(now.getTime() - DAY);
  const trustedBefore = new Date(now.getTime() - DAY);

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error' });
    org = (await createOrganization(t, 'Device Read Bank')).organization_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Rows of fraud_account_devices, inserted in the order given (a scan of equal keys meets them so). */
  const link = async (rows: { account: string; device: string; firstSeenDaysAgo: number; trusted: boolean; livemode?: boolean }[]) => {
    for (const r of rows) {
      const first = new Date(now.getTime() - r.firstSeenDaysAgo * DAY);
      await t.db.query(
        `INSERT INTO fraud_account_devices (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
         VALUES ($1, $2, $3, $4, $5, $5, $6)`,
        [org, r.livemode ?? true, r.account, r.device, first, r.trusted ? first : null],
      );
    }
  };
  /** The first `limit` of an account's trusted devices as the read's merged scan meets them (by trusted since): a fallback's precondition. */
  const firstTrusted = async (account: string, limit: number) =>
    (await t.db.query(`SELECT device_id FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND account_number = $2 AND trusted_since <= $3 ORDER BY trusted_since LIMIT ${limit}`, [org, account, trustedBefore])).rows.map((r) => r.device_id);

  /** The four answers as the read had them before (three scans and a probe): the oracle. */
  const fourScans = async (account: string, device: string) => {
    const established = `$4::timestamptz - interval '${DEVICE_LINK_ESTABLISHED_DAYS - 1} days'`;
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND account_number = $2 AND trusted_since <= $4 LIMIT 50) x) AS sender_devices,
              EXISTS (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND account_number = $2 AND device_id = $3 AND trusted_since <= $4) AS device_known,
              (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND device_id = $3 AND account_number <> $2 AND first_seen_at <= ${established} LIMIT 20) x) AS device_other_established,
              (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND device_id = $3 AND account_number <> $2 AND first_seen_at > ${established} LIMIT 100) x) AS device_other_fresh`,
      [org, account, device, trustedBefore],
    );
    return rows[0];
  };

  const read = async (account: string, device: string | null) => {
    const r = await t.app.get(AnalysisRepository).read([org, account, '0299999999', device, since, trustedBefore, '', true, '']);
    return { sender_devices: r.sender_devices, device_known: r.device_known, device_other_established: r.device_other_established, device_other_fresh: r.device_other_fresh };
  };

  /**
   * The whole read's shared buffers (EXPLAIN ANALYZE), with the generic plan a prepared statement settles on and with a custom
   * one. ENGINE_READ_REPORT=FILE appends them there, named (the figures in the README come from such a run).
   */
  const readBuffers = async (name: string, values: unknown[]): Promise<Record<string, number>> => {
    const buffers: Record<string, number> = {};
    const client = await t.db.connect();
    const literal = (v: unknown) => (v === null ? 'NULL' : typeof v === 'boolean' ? String(v) : client.escapeLiteral(v instanceof Date ? v.toISOString() : String(v)));
    try {
      await client.query(`PREPARE engine_read AS ${READ_SQL}`);
      for (const mode of ['force_generic_plan', 'force_custom_plan']) {
        await client.query(`SET plan_cache_mode = ${mode}`);
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE engine_read(${values.map(literal).join(', ')})`);
        const plan = rows[0]['QUERY PLAN'][0].Plan;
        buffers[mode] = plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
      }
    } finally {
      await client.query('DEALLOCATE engine_read').catch(() => undefined);
      await client.query('RESET plan_cache_mode').catch(() => undefined);
      client.release();
    }
    if (process.env.ENGINE_READ_REPORT) appendFileSync(process.env.ENGINE_READ_REPORT, `${name}: ${JSON.stringify(buffers)}\n`);
    return buffers;
  };

  it('an account of a few devices: its trusted ones counted, this one known only once trusted', async () => {
    await link([
      { account: '0151000001', device: 'phone-a', firstSeenDaysAgo: 40, trusted: true },
      { account: '0151000001', device: 'phone-b', firstSeenDaysAgo: 3, trusted: true },
      { account: '0151000001', device: 'laptop', firstSeenDaysAgo: 2, trusted: false },
      // phone-a's other accounts: one established, one fresh
      { account: '0151000002', device: 'phone-a', firstSeenDaysAgo: 30, trusted: true },
      { account: '0151000003', device: 'phone-a', firstSeenDaysAgo: 1, trusted: false },
    ]);
    expect(await read('0151000001', 'phone-a')).toEqual({ sender_devices: 2, device_known: true, device_other_established: 1, device_other_fresh: 1 });
    expect(await read('0151000001', 'laptop')).toEqual({ sender_devices: 2, device_known: false, device_other_established: 0, device_other_fresh: 0 });
    expect(await read('0151000001', 'never-seen')).toEqual(await fourScans('0151000001', 'never-seen'));
    // no device given: nothing known, no other account
    expect(await read('0151000001', null)).toEqual({ sender_devices: 2, device_known: false, device_other_established: 0, device_other_fresh: 0 });
  });

  it('an account of 60 trusted devices whose device is past the first 50 scanned: still known, counted up to 50', async () => {
    // trusted one after the other, dev-059 the last
    await link(Array.from({ length: 60 }, (_, i) => ({ account: '0152000001', device: `dev-${String(i).padStart(3, '0')}`, firstSeenDaysAgo: 80 - i, trusted: true })));
    // the merged scan's 50 do not hold it: the probe answers
    expect(await firstTrusted('0152000001', 50)).not.toContain('dev-059');
    const answer = await read('0152000001', 'dev-059');
    expect(answer).toEqual({ sender_devices: 50, device_known: true, device_other_established: 0, device_other_fresh: 0 });
    expect(answer).toEqual(await fourScans('0152000001', 'dev-059'));
    expect((await read('0152000001', 'dev-999')).device_known).toBe(false);
  });

  it("a terminal of 130 accounts, the established ones past the first 120 scanned: both counts the four scans' own", async () => {
    await link([
      ...Array.from({ length: 120 }, (_, i) => ({ account: `0153${String(i).padStart(6, '0')}`, device: 'terminal-1', firstSeenDaysAgo: 1, trusted: false })),
      ...Array.from({ length: 10 }, (_, i) => ({ account: `0154${String(i).padStart(6, '0')}`, device: 'terminal-1', firstSeenDaysAgo: 30, trusted: true })),
    ]);
    // any 120 of them hold at most 10 established: the merged scan decides the fresh count (100), the established count's own scan answers
    const answer = await read('0155000001', 'terminal-1');
    expect(answer).toEqual({ sender_devices: 0, device_known: false, device_other_established: 10, device_other_fresh: 100 });
    expect(answer).toEqual(await fourScans('0155000001', 'terminal-1'));
    // and from one of its accounts: that account is not one of the others
    expect(await read('0154000000', 'terminal-1')).toEqual(await fourScans('0154000000', 'terminal-1'));
  });

  it('a mature terminal (130 established accounts, then 3 fresh): both counts from the merged scan of the newest 120', async () => {
    await link([
      ...Array.from({ length: 130 }, (_, i) => ({ account: `0158${String(i).padStart(6, '0')}`, device: 'terminal-2', firstSeenDaysAgo: 60, trusted: true })),
      ...Array.from({ length: 3 }, (_, i) => ({ account: `0159${String(i).padStart(6, '0')}`, device: 'terminal-2', firstSeenDaysAgo: 2, trusted: false })),
    ]);
    // the newest 120 are the 3 fresh and 117 established: the fresh count exact, the established one capped at 20
    const answer = await read('0155000002', 'terminal-2');
    expect(answer).toEqual({ sender_devices: 0, device_known: false, device_other_established: 20, device_other_fresh: 3 });
    expect(answer).toEqual(await fourScans('0155000002', 'terminal-2'));
  });

  it('below the limits: the caps (20 established, 100 fresh), test mode apart, and the established boundary to the second', async () => {
    await link([
      ...Array.from({ length: 25 }, (_, i) => ({ account: `0160${String(i).padStart(6, '0')}`, device: 'terminal-3', firstSeenDaysAgo: 30, trusted: true })),
      ...Array.from({ length: 5 }, (_, i) => ({ account: `0161${String(i).padStart(6, '0')}`, device: 'terminal-3', firstSeenDaysAgo: 1, trusted: false })),
      // test-mode links of the same device and of the sender: another mode's
      ...Array.from({ length: 4 }, (_, i) => ({ account: `0162${String(i).padStart(6, '0')}`, device: 'terminal-3', firstSeenDaysAgo: 1, trusted: true, livemode: false })),
      { account: '0155000003', device: 'terminal-3', firstSeenDaysAgo: 30, trusted: true, livemode: false },
      ...Array.from({ length: 110 }, (_, i) => ({ account: `0163${String(i).padStart(6, '0')}`, device: 'terminal-4', firstSeenDaysAgo: 1, trusted: false })),
    ]);
    expect(await read('0155000003', 'terminal-3')).toEqual({ sender_devices: 0, device_known: false, device_other_established: 20, device_other_fresh: 5 });
    expect(await read('0155000003', 'terminal-3')).toEqual(await fourScans('0155000003', 'terminal-3'));
    expect(await read('0155000003', 'terminal-4')).toEqual({ sender_devices: 0, device_known: false, device_other_established: 0, device_other_fresh: 100 });
    // first seen at the boundary (established), a second after it (fresh) and a second before it (established), as PostgreSQL reckons it
    for (const [account, offset] of [['0164000001', '0 seconds'], ['0164000002', '1 second'], ['0164000003', '-1 second']]) {
      await t.db.query(
        `INSERT INTO fraud_account_devices (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
         VALUES ($1, true, $2, 'terminal-5', $3::timestamptz - interval '${DEVICE_LINK_ESTABLISHED_DAYS - 1} days' + $4::interval, $3, NULL)`,
        [org, account, trustedBefore, offset],
      );
    }
    expect(await read('0155000003', 'terminal-5')).toEqual({ sender_devices: 0, device_known: false, device_other_established: 2, device_other_fresh: 1 });
    expect(await read('0155000003', 'terminal-5')).toEqual(await fourScans('0155000003', 'terminal-5'));
  });

  it("a payroll account's new payees of the day: counted from that day's pairs, not from each of its 3,000 staff's", async () => {
    const sender = '0156000001';
    // as in production, its pairs made over weeks among other customers' (here 57,000), so each sits on a heap page of its own
    await t.db.query(
      `INSERT INTO fraud_counterparties (organization_id, livemode, sender_account, receiver_account, txn_count, first_seen_at, last_seen_at, blocked_count)
       SELECT * FROM (
         SELECT $1::uuid, true, $2, '07' || lpad(i::text, 8, '0'), 3, now() - interval '40 days', now() - interval '10 days', 0 FROM generate_series(1, 3000) i
         UNION ALL SELECT $1::uuid, true, '05' || lpad((i / 30)::text, 8, '0'), '04' || lpad(i::text, 8, '0'), 1, now() - interval '20 days', now() - interval '20 days', 0 FROM generate_series(1, 57000) i
         UNION ALL SELECT $1::uuid, true, $2, '08' || lpad(i::text, 8, '0'), 1, now() - interval '1 hour', now() - interval '1 hour', 0 FROM generate_series(1, 2) i
         UNION ALL SELECT $1::uuid, false, $2, '06' || lpad(i::text, 8, '0'), 1, now() - interval '1 hour', now() - interval '1 hour', 0 FROM generate_series(1, 4) i
       ) rows ORDER BY random()`,
      [org, sender],
    );
    await t.db.query('ANALYZE fraud_counterparties');
    const r = await t.app.get(AnalysisRepository).read([org, sender, '0299999999', null, since, trustedBefore, '', true, '']);
    // live mode's two; test mode's four are another mode's
    expect(r.sender_new_payees).toBe(2);

    // the sender's 3,000 older pairs (a heap page each before) are not read
    const buffers = await readBuffers('a payroll account of 3,000 payees among 57,000 other pairs', [org, sender, '0299999999', null, since, trustedBefore, '', true, '']);
    expect(buffers.force_generic_plan).toBeLessThan(200);
    expect(buffers.force_custom_plan).toBeLessThan(200);
  });

  it('a watchlist of 50,000 accounts and 20,000 network reports: the read looks up the two accounts, not the lists', async () => {
    const other = (await createOrganization(t, 'Reporting Bank')).organization_id;
    await t.db.query(
      `INSERT INTO fraud_watchlist_entries (organization_id, livemode, list, subject_type, identifier)
       SELECT CASE WHEN i % 2 = 0 THEN NULL ELSE $1::uuid END, true, 'organization', 'account', '03' || lpad(i::text, 8, '0') FROM generate_series(1, 50000) i ORDER BY random()`,
      [org],
    );
    await t.db.query(
      `INSERT INTO fraud_reports (organization_id, livemode, reporter_email, account_number, fraud_type, status, counts_for_network)
       SELECT $1::uuid, true, 'risk@reporting.example', '03' || lpad(i::text, 8, '0'), 'phishing', 'verified', true FROM generate_series(1, 20000) i ORDER BY random()`,
      [other],
    );
    await t.db.query('ANALYZE fraud_watchlist_entries; ANALYZE fraud_reports');
    const r = await t.app.get(AnalysisRepository).read([org, '0157000001', '0300012345', null, since, trustedBefore, '', true, '']);
    expect(r.watch).toEqual([expect.objectContaining({ account: '0300012345', list: 'organization' })]);
    expect(r.reports).toEqual([expect.objectContaining({ a: '0300012345', own: false, status: 'verified' })]);
    const buffers = await readBuffers('a watchlist of 50,000 accounts and 20,000 network reports', [org, '0157000001', '0300012345', null, since, trustedBefore, '', true, '']);
    expect(buffers.force_generic_plan).toBeLessThan(200);
    expect(buffers.force_custom_plan).toBeLessThan(200);
  });

  it("an account tried from 5,000 devices never trusted, and an agent's terminal of 2,000 customers with and without a ring of 150 new ones: the read stays bounded", async () => {
    // as in production, each link among other accounts' (here 40,000), first used at its own time, so each sits on a heap page of its own
    await t.db.query(
      `INSERT INTO fraud_account_devices (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
       SELECT * FROM (
         SELECT $1::uuid, true, '0165000001', 'bot-' || i, now() - interval '3 days' - i * interval '1 second', now() - interval '3 days', NULL::timestamptz FROM generate_series(1, 5000) i
         UNION ALL SELECT $1::uuid, true, '0165000001', 'own-phone', now() - interval '90 days', now(), now() - interval '90 days'
         UNION ALL SELECT $1::uuid, true, '09' || lpad(i::text, 8, '0'), d, now() - interval '10 days' - i * interval '1 minute', now() - interval '1 day', now() - interval '10 days' - i * interval '1 minute'
           FROM generate_series(1, 2000) i, unnest(ARRAY['agent-pos-1', 'agent-pos-2']) d
         UNION ALL SELECT $1::uuid, true, '08' || lpad(i::text, 8, '0'), 'agent-pos-1', now() - interval '2 days' - i * interval '1 minute', now() - interval '2 days', NULL FROM generate_series(1, 3) i
         UNION ALL SELECT $1::uuid, true, '06' || lpad(i::text, 8, '0'), 'agent-pos-2', now() - interval '2 days' - i * interval '1 minute', now() - interval '2 days', NULL FROM generate_series(1, 150) i
         UNION ALL SELECT $1::uuid, true, '07' || lpad(i::text, 8, '0'), 'phone-' || i, now() - interval '20 days', now() - interval '20 days', now() - interval '20 days' FROM generate_series(1, 40000) i
       ) rows ORDER BY random()`,
      [org],
    );
    await t.db.query('ANALYZE fraud_account_devices');
    // the owner, on its own phone, after 5,000 attempts from others
    expect(await read('0165000001', 'own-phone')).toEqual({ sender_devices: 1, device_known: true, device_other_established: 0, device_other_fresh: 0 });
    expect(await read('0165000001', 'own-phone')).toEqual(await fourScans('0165000001', 'own-phone'));
    // a customer at the terminal: 20 established (capped), the 3 fresh counted; at the ring's terminal both capped
    expect(await read('0166000001', 'agent-pos-1')).toEqual({ sender_devices: 0, device_known: false, device_other_established: 20, device_other_fresh: 3 });
    expect(await read('0166000001', 'agent-pos-1')).toEqual(await fourScans('0166000001', 'agent-pos-1'));
    expect(await read('0166000001', 'agent-pos-2')).toEqual({ sender_devices: 0, device_known: false, device_other_established: 20, device_other_fresh: 100 });
    expect(await read('0166000001', 'agent-pos-2')).toEqual(await fourScans('0166000001', 'agent-pos-2'));
    const values = (account: string, device: string) => [org, account, '0299999999', device, since, trustedBefore, '', true, ''];
    const reads = {
      owner: await readBuffers('an account tried from 5,000 untrusted devices among 40,000 other links', values('0165000001', 'own-phone')),
      customer: await readBuffers("a customer at an agent's terminal of 2,000 customers (3 new)", values('0166000001', 'agent-pos-1')),
      ring: await readBuffers("a customer at an agent's terminal of 2,000 customers and a ring of 150 new accounts", values('0166000001', 'agent-pos-2')),
    };
    // (each read over its bound, by name and plan: none; the newest 120 links and 20 more are a heap page each at most)
    const bound = { owner: 200, customer: 300, ring: 300 };
    const over = Object.entries(reads).flatMap(([who, b]) => Object.entries(b).filter(([, n]) => n >= bound[who as keyof typeof bound]).map(([plan, n]) => `${who} ${plan}: ${n}`));
    expect(over).toEqual([]);
  });
});
