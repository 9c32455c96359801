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
  const link = async (rows: { account: string; device: string; firstSeenDaysAgo: number; trusted: boolean }[]) => {
    for (const r of rows) {
      const first = new Date(now.getTime() - r.firstSeenDaysAgo * DAY);
      await t.db.query(
        `INSERT INTO fraud_account_devices (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
         VALUES ($1, true, $2, $3, $4, $4, $5)`,
        [org, r.account, r.device, first, r.trusted ? first : null],
      );
    }
  };

  /** The four answers as the read had them before (one scan each): the oracle. */
  const fourScans = async (account: string, device: string) => {
    const established = new Date(trustedBefore.getTime() - (DEVICE_LINK_ESTABLISHED_DAYS - 1) * DAY);
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND account_number = $2 AND trusted_since <= $4 LIMIT 50) x) AS sender_devices,
              EXISTS (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND account_number = $2 AND device_id = $3 AND trusted_since <= $4) AS device_known,
              (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND device_id = $3 AND account_number <> $2 AND first_seen_at <= $5 LIMIT 20) x) AS device_other_established,
              (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode AND device_id = $3 AND account_number <> $2 AND first_seen_at > $5 LIMIT 100) x) AS device_other_fresh`,
      [org, account, device, trustedBefore, established],
    );
    return rows[0];
  };

  const read = async (account: string, device: string | null) => {
    const r = await t.app.get(AnalysisRepository).read([org, account, '0299999999', device, since, trustedBefore, '', true, '']);
    return { sender_devices: r.sender_devices, device_known: r.device_known, device_other_established: r.device_other_established, device_other_fresh: r.device_other_fresh };
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
    await link(Array.from({ length: 60 }, (_, i) => ({ account: '0152000001', device: `dev-${String(i).padStart(3, '0')}`, firstSeenDaysAgo: 20, trusted: true })));
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
    const answer = await read('0155000001', 'terminal-1');
    expect(answer).toEqual({ sender_devices: 0, device_known: false, device_other_established: 10, device_other_fresh: 100 });
    expect(answer).toEqual(await fourScans('0155000001', 'terminal-1'));
    // and from one of its accounts: that account is not one of the others
    expect(await read('0154000000', 'terminal-1')).toEqual(await fourScans('0154000000', 'terminal-1'));
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

    // the whole read's shared buffers, with the generic plan a prepared statement settles on and with a custom one: the
    // sender's 3,000 older pairs (a heap page each before) are not read
    const literal = (v: unknown) => (v === null ? 'NULL' : typeof v === 'boolean' ? String(v) : `'${v instanceof Date ? v.toISOString() : String(v)}'`);
    const args = [org, sender, '0299999999', null, since, trustedBefore, '', true, ''].map(literal).join(', ');
    const buffers: Record<string, number> = {};
    const client = await t.db.connect();
    try {
      await client.query(`PREPARE engine_read AS ${READ_SQL}`);
      for (const mode of ['force_generic_plan', 'force_custom_plan']) {
        await client.query(`SET plan_cache_mode = ${mode}`);
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE engine_read(${args})`);
        const plan = rows[0]['QUERY PLAN'][0].Plan;
        buffers[mode] = plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
      }
    } finally {
      await client.query('DEALLOCATE ALL').catch(() => undefined);
      await client.query('RESET plan_cache_mode').catch(() => undefined);
      client.release();
    }
    expect(buffers.force_generic_plan).toBeLessThan(200);
    expect(buffers.force_custom_plan).toBeLessThan(200);
  });
});
