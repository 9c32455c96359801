import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startPgbouncer, type Pgbouncer } from '../scripts/resilience/pgbouncer.mjs';
import { startReceiver, waitFor } from './support/receiver.js';
import { createDatabase, createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The service on a PgBouncer of its own in transaction-pooling mode (1.18: no prepared statements, no
// statement_timeout at connect) with 3 server connections, DATABASE_DIRECT_URL on the database itself.
// The relay's timer is a minute: only the LISTEN connection (direct) can wake it for a delivery.
describe('behind PgBouncer (transaction pooling)', () => {
  let bouncer: Pgbouncer;
  let t: TestApp;
  let token: string;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let seq = 0;
  const call = (method: 'get' | 'post', path: string) => request(t.server)[method](path).set('Authorization', `Bearer ${token}`);
  const tx = () => ({
    transaction_id: `PGB-${++seq}-${randomUUID().slice(0, 8)}`,
    sender_account: `03${String(seq).padStart(8, '0')}`,
    receiver_account: '0288888888',
    amount: 25000,
    channel: 'mobile',
    ip_address: '41.58.1.1',
    device_id: `dev-pgb-${seq}`,
    metadata: { timezone: 'Africa/Lagos' },
  });

  beforeAll(async () => {
    const database = await createDatabase();
    bouncer = await startPgbouncer(database.url, { poolSize: 3 });
    rx = await startReceiver();
    t = await startTestApp(
      { DATABASE_URL: bouncer.url, DATABASE_DIRECT_URL: database.url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '60000' },
      { database },
    );
    token = (await createOrganization(t, 'Pooled Bank')).api_token;
    await call('post', '/api/v1/webhooks/endpoints').send({ url: rx.url, events: ['credit.report.ready'] }).expect(201);
  });
  afterAll(async () => {
    await t?.close();
    await bouncer?.stop();
    await rx?.close();
  });

  it('runs through the pooler: an analyze replayed under its Idempotency-Key, then 12 at once over 3 server connections', async () => {
    const key = randomUUID();
    const body = tx();
    const first = await call('post', '/api/v1/fraud/analyze/').set('Idempotency-Key', key).send(body).expect(200);
    const again = await call('post', '/api/v1/fraud/analyze/').set('Idempotency-Key', key).send(body).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM fraud_transactions WHERE transaction_id = $1', [body.transaction_id]);
    expect(rows[0].n).toBe(1);
    // Named statements would collide here ("prepared statement … already exists" / "does not exist").
    const many = await Promise.all(Array.from({ length: 12 }, () => call('post', '/api/v1/fraud/analyze/').set('Idempotency-Key', randomUUID()).send(tx())));
    expect(many.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(bouncer.tail()).toMatch(/login attempt: db=e2e_/);
  });

  it('a credit report is made by the worker and its webhook delivered, woken by NOTIFY', async () => {
    const bvn = `2${String(randomInt(0, 9_999_999_999)).padStart(10, '0')}`;
    const consent = (await call('post', '/api/v1/consents').send({ bvn, purposes: ['loan_application'] }).expect(201)).body.consent_reference;
    const report = (await call('post', '/api/v1/credit/report/').set('Idempotency-Key', randomUUID()).send({ bvn, consent_reference: consent, bureau: 'crc' }).expect(202)).body.report_id;
    const delivered = await waitFor(() => rx.got.find((r) => r.json.report_id === report), 30000);
    expect(delivered.json).toMatchObject({ event: 'credit.report.ready', status: 'completed', bureau_source: 'crc' });
    expect((await call('get', `/api/v1/credit/report/${report}`).expect(200)).body).toMatchObject({ status: 'completed' });
  });
});
