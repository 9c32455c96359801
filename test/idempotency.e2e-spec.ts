import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { IdempotencyService } from '../src/idempotency/idempotency.service.js';
import { PROBE_TABLE_SQL, probeControl, ProbeModule } from './support/idempotency-probe.js';
import { waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

const ROUTE = '/test/probe/idempotent';

describe('Idempotency-Key', () => {
  let a: TestApp; // two replicas on one PostgreSQL and one Redis
  let b: TestApp;
  let token: string;
  let tokenScope: string;
  let otherToken: string;

  const post = (t: TestApp, key: string | undefined, body: object, bearer = token) => {
    const r = request(t.server).post(ROUTE).set('Authorization', `Bearer ${bearer}`).send(body);
    return key === undefined ? r : r.set('Idempotency-Key', key);
  };
  const writes = async () => Number((await a.db.query('SELECT count(*) AS n FROM probe_writes')).rows[0].n);

  beforeAll(async () => {
    a = await startTestApp({ IDEMPOTENCY_LOCK_SECONDS: '30' }, { extraImports: [{ module: ProbeModule }] });
    b = await startTestApp({ IDEMPOTENCY_LOCK_SECONDS: '30' }, { extraImports: [{ module: ProbeModule }], shareWith: a });
    await a.db.query(PROBE_TABLE_SQL);
    const org = await createOrganization(a, 'Idem Bank');
    token = org.api_token;
    const { rows } = await a.db.query('SELECT id FROM api_tokens WHERE organization_id = $1', [org.organization_id]);
    tokenScope = `token:${rows[0].id}`;
    otherToken = (await createOrganization(a, 'Other Bank')).api_token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('without a key, every request runs', async () => {
    const before = await writes();
    await post(a, undefined, { amount: 1 }).expect(201);
    await post(a, undefined, { amount: 1 }).expect(201);
    expect(await writes()).toBe(before + 2);
  });

  it('same key and body: the original response again, 200 with Idempotent-Replayed and the original status, one execution', async () => {
    const key = randomUUID();
    const before = await writes();
    const first = await post(a, key, { amount: 10, delay_ms: 0 }).expect(201);
    const again = await post(b, key, { delay_ms: 0, amount: 10 }).expect(200); // key order differs, same body
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['idempotent-original-status']).toBe('201');
    expect(again.text).toBe(first.text);
    expect(await writes()).toBe(before + 1);
  });

  it('same key, different body: 409 DUPLICATE_IDempotency', async () => {
    const key = randomUUID();
    await post(a, key, { amount: 10 }).expect(201);
    const res = await post(a, key, { amount: 11 }).expect(409);
    expect(res.body.error.code).toBe('DUPLICATE_IDempotency');
  });

  it('a key of 255 characters is accepted, 256 is 400 IDEMPOTENCY_KEY_INVALID', async () => {
    await post(a, 'k'.repeat(255), { amount: 1 }).expect(201);
    const res = await post(a, 'k'.repeat(256), { amount: 1 }).expect(400);
    expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('50 concurrent identical requests over two replicas: exactly one execution', async () => {
    const key = randomUUID();
    const before = await writes();
    const body = { amount: 50, delay_ms: 300 };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => post(i % 2 ? a : b, key, body)));
    const fresh = results.filter((r) => r.status === 201);
    expect(fresh).toHaveLength(1);
    for (const r of results) {
      if (r.status === 409) expect(r.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      else if (r.status !== 201) {
        expect(r.status).toBe(200);
        expect(r.headers['idempotent-replayed']).toBe('true');
        expect(r.text).toBe(fresh[0].text); // a replay is the original, byte for byte
      }
    }
    expect(await writes()).toBe(before + 1);
    const { rows } = await a.db.query('SELECT count(*) AS n FROM idempotency_keys WHERE key = $1', [key]);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('a retry while the first is still running: 409 IDEMPOTENCY_KEY_IN_USE', async () => {
    const key = randomUUID();
    // the first runs until the retry has been answered, and the retry is sent once the first holds the key
    let finish!: () => void;
    probeControl.hold = new Promise<void>((resolve) => (finish = resolve));
    const slow = post(a, key, { amount: 7 }).then((r) => r);
    try {
      await waitFor(async () => (await a.db.query(`SELECT 1 FROM idempotency_keys WHERE key = $1 AND state = 'in_progress'`, [key])).rowCount, 30000, 20);
      const retry = await post(b, key, { amount: 7 });
      expect(retry.status).toBe(409);
      expect(retry.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    } finally {
      finish();
      probeControl.hold = null;
    }
    expect((await slow).status).toBe(201);
  });

  it('a 5xx is not stored: the retry runs again', async () => {
    const key = randomUUID();
    const before = await writes();
    probeControl.failWith500 = true;
    try {
      const failed = await post(a, key, { amount: 5 });
      expect(failed.status).toBe(500);
      expect(failed.body.error.code).toBe('INTERNAL_ERROR');
    } finally {
      probeControl.failWith500 = false;
    }
    await post(a, key, { amount: 5 }).expect(201);
    expect(await writes()).toBe(before + 2);
  });

  it("another principal's identical key is a separate scope: never another caller's response", async () => {
    const key = randomUUID();
    const mine = await post(a, key, { amount: 3 }).expect(201);
    const theirs = await post(a, key, { amount: 3 }, otherToken).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.write_id).not.toBe(mine.body.write_id);
  });

  it('a key held by a process that died is taken over after the lock timeout', async () => {
    const key = randomUUID();
    const { fingerprint } = await import('../src/common/canonical-json.js');
    const insert = (lockedUntil: string) =>
      a.db.query(
        `INSERT INTO idempotency_keys (scope, method, route, key, request_hash, state, locked_until, expires_at)
         VALUES ($1, 'POST', $2, $3, $4, 'in_progress', ${lockedUntil}, now() + interval '1 day')`,
        [tokenScope, ROUTE, key, fingerprint({ amount: 9 })],
      );
    await insert("now() + interval '1 minute'");
    expect((await post(a, key, { amount: 9 })).status).toBe(409); // holder alive
    await a.db.query('UPDATE idempotency_keys SET locked_until = now() - interval \'1 second\' WHERE key = $1', [key]);
    await post(a, key, { amount: 9 }).expect(201); // holder's lock passed: taken over
    expect((await post(a, key, { amount: 9 }).expect(200)).headers['idempotent-replayed']).toBe('true');
  });

  it('after the retention period a key may be used again, and the purge deletes expired keys', async () => {
    const key = randomUUID();
    await post(a, key, { amount: 4 }).expect(201);
    await a.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`, [key]);
    await post(a, key, { amount: 44 }).expect(201); // expired: a different body is no conflict
    await a.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`, [key]);
    const purged = await a.app.get(IdempotencyService).purgeExpired();
    expect(purged).toBeGreaterThanOrEqual(1);
    const { rows } = await a.db.query('SELECT count(*) AS n FROM idempotency_keys WHERE key = $1', [key]);
    expect(Number(rows[0].n)).toBe(0);
  });

  it('a completion after the key was taken over and finished, or released, stores nothing and says so', async () => {
    const idem = a.app.get(IdempotencyService);
    const scope = { scope: tokenScope, method: 'POST', route: ROUTE, key: randomUUID(), requestHash: 'f'.repeat(64) };
    const held = await idem.claim(scope);
    if (held.kind !== 'execute') throw new Error('expected to hold the key');
    const response = { status: 201, contentType: 'application/json; charset=utf-8', body: '{"first":true}' };
    const other = { ...response, body: '{"second":true}' };
    expect(await idem.complete(held.id, response)).toBe(true);
    expect(await idem.complete(held.id, other)).toBe(false); // a second holder after a takeover: the first answer stays
    const { rows } = await a.db.query('SELECT response_body FROM idempotency_keys WHERE id = $1', [held.id]);
    expect(rows[0].response_body).toBe('{"first":true}');
    const released = await idem.claim({ ...scope, key: randomUUID() });
    if (released.kind !== 'execute') throw new Error('expected to hold the key');
    await idem.release(released.id);
    expect(await idem.complete(released.id, response)).toBe(false);
  });

  it('a request refused by validation is not stored (a corrected retry with the same key runs)', async () => {
    const key = randomUUID();
    await post(a, key, { amount: 'ten' }).expect(400);
    await post(a, key, { amount: 10 }).expect(201);
  });
});
