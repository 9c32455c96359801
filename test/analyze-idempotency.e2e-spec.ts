import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { fingerprint } from '../src/common/canonical-json.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// POST /api/v1/fraud/analyze/ claims its Idempotency-Key inside the engine's read and completes it
// in the engine's write (IdempotencyClaim): the answers must be the interceptor's, on two replicas.
describe('analyze: Idempotency-Key claimed in the engine statements', () => {
  let a: TestApp;
  let b: TestApp;
  let token: string;
  let scope: string;
  let seq = 0;
  const ROUTE = '/api/v1/fraud/analyze';

  const tx = (over: Record<string, unknown> = {}) => ({
    transaction_id: `IDEM-${++seq}-${randomUUID().slice(0, 8)}`,
    sender_account: `01${String(++seq).padStart(8, '0')}`,
    receiver_account: '0299999999',
    amount: 12500.5,
    channel: 'mobile',
    ip_address: '41.58.1.1',
    device_id: 'dev-idem',
    metadata: { timezone: 'Africa/Lagos' },
    ...over,
  });
  const analyze = (t: TestApp, key: string | undefined, body: object) => {
    const r = request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${token}`).send(body);
    return key === undefined ? r : r.set('Idempotency-Key', key);
  };
  const stored = async (txId: string) => (await a.db.query('SELECT count(*)::int AS n FROM fraud_transactions WHERE transaction_id = $1', [txId])).rows[0].n;
  const transfers = async (account: string) =>
    (
      await request(a.server)
        .post('/api/v1/fraud/velocity-check/')
        .set('Authorization', `Bearer ${token}`)
        .send({ account_number: account, event_type: 'transfer', window_minutes: 60 })
        .expect(200)
    ).body.event_count - 1; // the check records its own event
  const keyRow = async (key: string) => (await a.db.query('SELECT state, response_status, response_body FROM idempotency_keys WHERE key = $1', [key])).rows;

  beforeAll(async () => {
    a = await startTestApp({ IDEMPOTENCY_LOCK_SECONDS: '30' });
    b = await startTestApp({ IDEMPOTENCY_LOCK_SECONDS: '30' }, { shareWith: a });
    const org = await createOrganization(a, 'Claim Bank');
    token = org.api_token;
    const { rows } = await a.db.query('SELECT id FROM api_tokens WHERE organization_id = $1', [org.organization_id]);
    scope = `token:${rows[0].id}`;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the response is stored with the work and replayed as it was', async () => {
    const key = randomUUID();
    const body = tx();
    const first = await analyze(a, key, body).expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const [row] = await keyRow(key);
    expect(row).toMatchObject({ state: 'completed', response_status: 200 });
    expect(row.response_body).toBe(first.text);
    const again = await analyze(b, key, body).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stored(body.transaction_id)).toBe(1);
    expect(await transfers(body.sender_account)).toBe(1); // the replay recorded no transfer
  });

  it('30 concurrent identical requests over two replicas: one execution, one transfer in the windows', async () => {
    const key = randomUUID();
    const body = tx();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => analyze(i % 2 ? a : b, key, body)));
    const fresh = results.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined);
    expect(fresh).toHaveLength(1);
    for (const r of results) {
      if (r.status === 409) expect(r.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      else expect(r.status).toBe(200);
    }
    expect(await stored(body.transaction_id)).toBe(1);
    expect(await transfers(body.sender_account)).toBe(1);
    expect(await keyRow(key)).toHaveLength(1);
  });

  it('another body under a finished key is 409 DUPLICATE_IDempotency, even an invalid one (the key is checked first)', async () => {
    const key = randomUUID();
    const body = tx();
    await analyze(a, key, body).expect(200);
    expect((await analyze(a, key, { ...body, amount: 5 }).expect(409)).body.error.code).toBe('DUPLICATE_IDempotency');
    expect((await analyze(a, key, { ...body, amount: -5 }).expect(409)).body.error.code).toBe('DUPLICATE_IDempotency');
    expect((await analyze(a, key, { ...body, receiver_account: body.sender_account }).expect(409)).body.error.code).toBe('DUPLICATE_IDempotency');
  });

  it('a refused request stores nothing: a corrected retry with the same key runs', async () => {
    const key = randomUUID();
    const body = tx();
    expect((await analyze(a, key, { ...body, amount: 'ten' }).expect(400)).body.error.code).toBe('VALIDATION_ERROR');
    expect((await analyze(a, key, { ...body, receiver_account: body.sender_account }).expect(400)).body.error.code).toBe('VALIDATION_ERROR');
    expect(await keyRow(key)).toHaveLength(0);
    await analyze(a, key, body).expect(200);
    expect(await stored(body.transaction_id)).toBe(1);
  });

  it('a key in progress is 409 IDEMPOTENCY_KEY_IN_USE; a dead holder is taken over after the lock timeout', async () => {
    const key = randomUUID();
    const body = tx();
    await a.db.query(
      `INSERT INTO idempotency_keys (scope, method, route, key, request_hash, state, locked_until, expires_at)
       VALUES ($1, 'POST', $2, $3, $4, 'in_progress', now() + interval '1 minute', now() + interval '1 day')`,
      [scope, ROUTE, key, fingerprint(body)],
    );
    expect((await analyze(a, key, body).expect(409)).body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect((await analyze(a, key, { ...body, amount: 0 }).expect(409)).body.error.code).toBe('DUPLICATE_IDempotency'); // the key first, as before
    expect(await stored(body.transaction_id)).toBe(0);
    expect(await transfers(body.sender_account)).toBe(0);
    await a.db.query(`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE key = $1`, [key]);
    const taken = await analyze(b, key, body).expect(200);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    expect((await keyRow(key))[0]).toMatchObject({ state: 'completed', response_status: 200 });
    expect((await analyze(a, key, body).expect(200)).headers['idempotent-replayed']).toBe('true');
    expect(await stored(body.transaction_id)).toBe(1);
  });

  it('an expired key is claimed again, whatever its body was', async () => {
    const key = randomUUID();
    const body = tx();
    await analyze(a, key, body).expect(200);
    await a.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`, [key]);
    const other = tx();
    const res = await analyze(a, key, other).expect(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(res.body.transaction_id).toBe(other.transaction_id);
  });

  it('a failed write releases the key: the retry runs', async () => {
    const key = randomUUID();
    const body = tx();
    await a.db.query(`ALTER TABLE fraud_transactions ADD CONSTRAINT test_refuse CHECK (transaction_id <> '${body.transaction_id}')`);
    try {
      expect((await analyze(a, key, body)).status).toBeGreaterThanOrEqual(500);
    } finally {
      await a.db.query('ALTER TABLE fraud_transactions DROP CONSTRAINT test_refuse');
    }
    expect(await keyRow(key)).toHaveLength(0);
    const retry = await analyze(a, key, body).expect(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored(body.transaction_id)).toBe(1);
  });

  // Holds the analyze writes (INSERT into fraud_transactions) while the reads and claims go on, so a
  // test can change the key between a request's claim and its write.
  const holdWrites = async () => {
    const c = await a.db.connect();
    await c.query('BEGIN');
    await c.query('LOCK TABLE fraud_transactions IN SHARE MODE');
    return async () => {
      await c.query('COMMIT');
      c.release();
    };
  };
  const writesWaiting = async (n: number) => {
    for (let i = 0; i < 200; i++) {
      const { rows } = await a.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (rows[0].n >= n) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${n} writes never waited`);
  };
  /** A request on replica a that claimed its key and waits to write. */
  const heldRequest = async () => {
    const key = randomUUID();
    const body = tx();
    const resume = await holdWrites();
    const first = analyze(a, key, body).then((r) => r);
    await writesWaiting(1);
    return { key, body, resume, first };
  };

  it('a key released under a running request (taken over, then released): its write stores nothing and answers 409; the retry runs once', async () => {
    const { key, body, resume, first } = await heldRequest();
    // what the holder that took the key over does when it fails: release (delete) the in-progress key
    await a.db.query(`DELETE FROM idempotency_keys WHERE key = $1 AND state = 'in_progress'`, [key]);
    await resume();
    const res = await first;
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(await stored(body.transaction_id)).toBe(0);
    const retry = await analyze(b, key, body).expect(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored(body.transaction_id)).toBe(1);
    expect((await analyze(a, key, body).expect(200)).headers['idempotent-replayed']).toBe('true');
    expect(await stored(body.transaction_id)).toBe(1);
  });

  it('two holders after a lock takeover, on two replicas: the first completion wins, the other write rolls back with 409', async () => {
    const { key, body, resume, first: slow } = await heldRequest();
    await a.db.query(`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE key = $1`, [key]);
    const taker = analyze(b, key, body).then((r) => r);
    await writesWaiting(2);
    await resume();
    const results = await Promise.all([slow, taker]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(['IDEMPOTENCY_KEY_IN_USE']);
    expect(await stored(body.transaction_id)).toBe(1);
    const [row] = await keyRow(key);
    expect(row).toMatchObject({ state: 'completed', response_status: 200 });
    expect(row.response_body).toBe(ok[0].text);
  });

  it('without a key every request runs', async () => {
    const body = tx();
    await analyze(a, undefined, body).expect(200);
    await analyze(a, undefined, body).expect(200);
    expect(await stored(body.transaction_id)).toBe(2);
  });
});
