import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { AnalysisRepository } from '../src/fraud/engine/analysis.repository.js';
import { AnalysisWriter } from '../src/fraud/engine/analysis-writer.js';
import { waitFor } from './support/receiver.js';
import { runToExit, ServiceProcess, startService } from './support/service-process.js';
import { createDatabase, createOrganization, dropDatabase, serviceEnv, startTestApp, TestApp } from './support/test-app.js';

// Issue 19, group commit: analyses arriving while a write is in flight (within FRAUD_GROUP_COMMIT_MS) are
// written in one statement and one commit, each answered only once its batch has committed.
describe('analyze: group commit', () => {
  let seq = 0;
  const tx = (sender: string, receiver: string, over: Record<string, unknown> = {}) => ({
    transaction_id: `GC-${++seq}-${randomUUID().slice(0, 8)}`,
    sender_account: sender,
    receiver_account: receiver,
    amount: 15000 + seq,
    channel: 'mobile',
    ip_address: '41.58.1.1',
    device_id: `dev-${sender}`,
    metadata: { timezone: 'Africa/Lagos' },
    ...over,
  });
  const account = (i: number) => `07${String(i).padStart(8, '0')}`;

  describe('in one process', () => {
    let t: TestApp;
    let token: string;

    beforeAll(async () => {
      // a wide window, so requests sent together certainly meet in a batch on a busy machine
      t = await startTestApp({ FRAUD_GROUP_COMMIT_MS: '1000', LOG_LEVEL: 'error' });
      token = (await createOrganization(t, 'Batch Bank')).api_token;
      // the rows of each write statement, read below (the statements still run)
      jest.spyOn(t.app.get(AnalysisRepository), 'write');
    });
    afterAll(async () => {
      await t?.close();
    });

    const batches = (from: number) => jest.mocked(t.app.get(AnalysisRepository).write).mock.calls.slice(from).map((c) => c[0]);
    const writesSoFar = () => jest.mocked(t.app.get(AnalysisRepository).write).mock.calls.length;
    const analyze = (body: object, key?: string) => {
      const r = request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${token}`);
      return (key ? r.set('Idempotency-Key', key) : r).send(body);
    };
    /**
     * Sends while fraud_transactions is locked, so the first write waits and the next ones gather behind it (rows
     * arriving while a write is in flight wait for it); the lock goes once `rows` rows are in write statements.
     */
    let heldBack = 0;
    const gathered = async (rows: number, send: () => Promise<request.Response[]>) => {
      const from = writesSoFar();
      const lock = await t.db.connect();
      let committed = false;
      try {
        await lock.query('BEGIN');
        await lock.query('LOCK TABLE fraud_transactions IN SHARE MODE');
        const sent = send();
        await waitFor(() => batches(from).reduce((n, b) => n + b.length, 0) >= rows, 30000, 20);
        // a moment more behind the lock: rows whose accounts a waiting write holds must not join another statement
        await new Promise((r) => setTimeout(r, 300));
        heldBack = batches(from).reduce((n, b) => n + b.length, 0);
        await lock.query('COMMIT');
        committed = true;
        return await sent;
      } finally {
        // a wait that timed out leaves the lock's transaction open: end it, so the pool's connection holds no lock
        if (!committed) await lock.query('ROLLBACK').catch(() => undefined);
        lock.release();
      }
    };
    const stored = async (ids: string[]) =>
      (await t.db.query('SELECT transaction_id FROM fraud_transactions WHERE transaction_id = ANY ($1)', [ids])).rows.map((r) => r.transaction_id).sort();

    it('concurrent analyses share a statement; two touching one account go to separate ones; every one is stored and counted', async () => {
      const from = writesSoFar();
      // 6 senders, each paying twice: the second transfer of a sender locks the same profile rows
      // the first transfers of two senders are a new account's ₦4.9M from a Tor exit abroad: reviewed, so the batch opens alerts
      const abroad = { amount: 4_900_000, channel: 'web', device_id: 'tor-browser', ip_address: '185.220.101.34' };
      const bodies = Array.from({ length: 12 }, (_, i) => tx(account(100 + (i % 6)), account(200 + i), i < 2 ? abroad : {}));
      const keys = bodies.map((_, i) => (i % 2 ? randomUUID() : undefined));
      // the first transfer of each sender gathers behind the lock; the second waits until the write holding its sender has ended
      const res = await gathered(6, () => Promise.all(bodies.map((b, i) => analyze(b, keys[i]))));
      expect(heldBack).toBe(6);
      for (const r of res) expect(r.status).toBe(200);

      const written = batches(from);
      expect(Math.max(...written.map((rows) => rows.length))).toBeGreaterThanOrEqual(2);
      for (const rows of written) {
        const accounts = rows.flatMap((row) => [row[2], row[3]]);
        expect(new Set(accounts).size).toBe(accounts.length);
      }
      expect(written.reduce((n, rows) => n + rows.length, 0)).toBe(12);
      expect(await stored(bodies.map((b) => b.transaction_id))).toEqual(bodies.map((b) => b.transaction_id).sort());

      // each sender's two transfers both reached its profile and its outflow
      const approved = new Map<string, number>();
      res.forEach((r, i) => r.body.recommended_action === 'approve' && approved.set(bodies[i].sender_account, (approved.get(bodies[i].sender_account) ?? 0) + 1));
      for (const [sender, n] of approved) {
        const { rows } = await t.db.query('SELECT txn_count FROM fraud_account_profiles WHERE account_number = $1', [sender]);
        expect(rows[0].txn_count).toBe(n);
      }
      const { rows: outbound } = await t.db.query('SELECT account_number, outbound_count FROM fraud_network_accounts WHERE account_number = ANY ($1)', [[...approved.keys()]]);
      for (const r of outbound) expect(r.outbound_count).toBe(approved.get(r.account_number));
      // one alert per decision other than approve, none for an approval
      // and each alert's fraud.alert event names that alert: a batch hands every row its own alert id
      const events = await t.db.query(`SELECT body::json AS body FROM webhook_events WHERE type = 'fraud.alert'`);
      const eventOf = new Map(events.rows.map((e) => [e.body.transaction_id, e.body.alert_id]));
      expect(res.filter((r) => r.body.recommended_action !== 'approve').length).toBeGreaterThanOrEqual(2);
      for (const [i, r] of res.entries()) {
        const alerts = await t.db.query('SELECT id FROM fraud_alerts WHERE transaction_id = $1', [bodies[i].transaction_id]);
        expect(alerts.rows).toHaveLength(r.body.recommended_action === 'approve' ? 0 : 1);
        expect(eventOf.get(bodies[i].transaction_id)).toBe(alerts.rows[0]?.id);
      }
      // the keyed requests' responses were stored with the work, and replay
      for (const [i, key] of keys.entries()) {
        if (!key) continue;
        const { rows } = await t.db.query('SELECT state, response_body FROM idempotency_keys WHERE key = $1', [key]);
        expect(rows[0]).toMatchObject({ state: 'completed', response_body: res[i].text });
        const again = await analyze(bodies[i], key).expect(200);
        expect(again.headers['idempotent-replayed']).toBe('true');
      }
    });

    it('a row that fails fails only its own request: the rest of its batch is stored', async () => {
      // A's write goes first and waits behind the lock; the refused row R shares A's sender and S shares A's
      // receiver (R and S share nothing), so both wait in the queue until A's write ends, and go in one statement
      const bodies = [[300, 400], [301, 401], [302, 402], [300, 403], [304, 400], [305, 405], [306, 406], [307, 407]].map(([s, r]) => tx(account(s), account(r)));
      const refused = bodies[3].transaction_id;
      const send = (b: object) => analyze(b, randomUUID()).then((r) => r);
      const handed = jest.spyOn(t.app.get(AnalysisWriter), 'write');
      const handedIds = () => handed.mock.calls.map((c) => c[0].row[1]);
      await t.db.query(`ALTER TABLE fraud_transactions ADD CONSTRAINT test_refuse_one CHECK (transaction_id <> '${refused}')`);
      const from = writesSoFar();
      let res: request.Response[];
      try {
        const lock = await t.db.connect();
        let committed = false;
        try {
          await lock.query('BEGIN');
          await lock.query('LOCK TABLE fraud_transactions IN SHARE MODE');
          const first = send(bodies[0]);
          await waitFor(() => batches(from).some((rows) => rows.some((row) => row[1] === bodies[0].transaction_id)), 20000, 20);
          const rest = bodies.slice(1).map(send);
          // every row is with the writer before A's write can end
          await waitFor(() => bodies.every((b) => handedIds().includes(b.transaction_id)), 20000, 20);
          await lock.query('COMMIT');
          committed = true;
          res = await Promise.all([first, ...rest]);
        } finally {
          if (!committed) await lock.query('ROLLBACK').catch(() => undefined);
          lock.release();
        }
      } finally {
        handed.mockRestore();
        await t.db.query('ALTER TABLE fraud_transactions DROP CONSTRAINT test_refuse_one');
      }
      // the refused row was in a batch with others (the first statement holding it had more rows)
      const first = batches(from).find((rows) => rows.some((row) => row[1] === refused))!;
      expect(first.length).toBeGreaterThanOrEqual(2);
      for (const [i, r] of res.entries()) {
        if (bodies[i].transaction_id === refused) expect(r.status).toBeGreaterThanOrEqual(500);
        else expect(r.status).toBe(200);
      }
      const others = bodies.map((b) => b.transaction_id).filter((id) => id !== refused);
      expect(await stored(bodies.map((b) => b.transaction_id))).toEqual(others.sort());
    });
  });

  describe('the API process killed (SIGKILL) under load', () => {
    let database: { name: string; url: string };
    let service: ServiceProcess;
    let env: Record<string, string>;

    beforeAll(async () => {
      database = await createDatabase();
      env = serviceEnv(database.url, 'gc', { RATE_LIMIT_TIERS: '1:1000000/60' });
      service = await startService(env);
    }, 90000);
    afterAll(async () => {
      await service?.stop();
      if (database) await dropDatabase(database.name);
    });

    it('every analysis answered 2xx before the kill is stored, with its key completed', async () => {
      const boot = await runToExit(['dist/cli.js', 'bootstrap', '--org', 'Crash Bank', '--email', 'admin@crash.test', '--password', 'Correct-Horse-9!'], env);
      expect(boot.code).toBe(0);
      const { api_token: apiToken } = JSON.parse(boot.output.trim().split('\n').pop()!) as { api_token: string };

      const answered: { transaction_id: string; key: string }[] = [];
      const refused: number[] = [];
      let sent = 0;
      let inFlightAtKill = -1;
      let writesWaitingAtKill = 0;
      let killed: Promise<void> | null = null;
      // Mid-load, fraud_transactions is locked so the writes in flight wait (a batch mid-write, more gathering behind
      // it); the process is killed there, and its connections end with it before the lock goes: whatever had not
      // committed at the kill is lost, as in a crash.
      const crashMidBatch = async () => {
        const lock = new pg.Client({ connectionString: database.url });
        await lock.connect();
        try {
          await lock.query('BEGIN');
          await lock.query('LOCK TABLE fraud_transactions IN SHARE MODE');
          const waiting = async () =>
            (await lock.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n;
          await waitFor(async () => (await waiting()) >= 1, 30000, 10);
          writesWaitingAtKill = await waiting();
          inFlightAtKill = sent - answered.length;
          await service.crash();
          await lock.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
          await lock.query('COMMIT');
        } finally {
          await lock.end();
        }
      };
      const worker = async (w: number) => {
        for (let n = 0; ; n++) {
          const body = tx(account(1000 + ((w * 37 + n) % 400)), account(2000 + ((w * 53 + n * 7) % 400)));
          const key = randomUUID();
          sent++;
          let status: number;
          try {
            const res = await fetch(`${service.baseUrl}/api/v1/fraud/analyze/`, {
              method: 'POST',
              headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify(body),
            });
            status = res.status;
            await res.arrayBuffer();
          } catch {
            return; // the process is gone
          }
          if (status < 200 || status > 299) {
            refused.push(status);
            return;
          }
          answered.push({ transaction_id: body.transaction_id, key });
          if (answered.length >= 200) killed ??= crashMidBatch();
        }
      };
      await Promise.all(Array.from({ length: 40 }, (_, w) => worker(w)));
      await killed;

      expect(refused).toEqual([]);
      // the kill landed with a write waiting mid-batch and analyses sent and not answered
      expect(writesWaitingAtKill).toBeGreaterThanOrEqual(1);
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(answered.length).toBeGreaterThanOrEqual(200);
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      try {
        const ids = answered.map((a) => a.transaction_id);
        const { rows } = await check.query('SELECT transaction_id FROM fraud_transactions WHERE transaction_id = ANY ($1)', [ids]);
        const stored = new Set(rows.map((r) => r.transaction_id));
        expect(ids.filter((id) => !stored.has(id))).toEqual([]);
        const keys = await check.query(`SELECT key FROM idempotency_keys WHERE key = ANY ($1) AND state = 'completed'`, [answered.map((a) => a.key)]);
        expect(keys.rows).toHaveLength(answered.length);
      } finally {
        await check.end();
      }
    }, 120000);
  });
});
