import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { transfer } from './support/transfer.js';

// Issue 19: idempotency keys are time-ordered (a claim adds to the right edge of the key's index); no index the queries do not use.
describe('analyze: storage of the rows it writes', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error' });
    token = (await createOrganization(t, 'Storage Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("an Idempotency-Key's row gets a time-ordered (version 7) id", async () => {
    const key = `storage-${randomUUID()}`;
    const started = Date.now();
    const res = await request(t.server)
      .post('/api/v1/fraud/analyze/')
      .set('Authorization', `Bearer ${token}`)
      .set('Idempotency-Key', key)
      .send(transfer({ transaction_id: `TX-${randomUUID()}`, sender_account: '0111000002' }));
    expect(res.status).toBe(200);
    const { rows } = await t.db.query('SELECT id FROM idempotency_keys WHERE key = $1', [key]);
    expect(rows).toHaveLength(1);
    const id: string = rows[0].id;
    expect(id[14]).toBe('7');
    // its first 48 bits: the Unix milliseconds of the claim
    expect(Math.abs(parseInt(id.replace(/-/g, '').slice(0, 12), 16) - started)).toBeLessThan(60_000);
  });

  it("no index on (organization_id, device_id): a device's links are read by the primary key (device_id, organization_id, ...) or by first use (DeviceLinksByTime)", async () => {
    const { rows } = await t.db.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'fraud_account_devices' ORDER BY indexname`);
    expect(rows.map((r) => r.indexname)).toEqual(['PK_865aa08a5c1dcc989cd8a0d5444', 'ix_fraud_acc_dev_device_seen', 'ix_fraud_acc_dev_trusted']);
    expect(rows.map((r) => r.indexdef.replace(/.*\((.*)\)$/, '$1'))).toEqual([
      'device_id, organization_id, account_number, livemode',
      'device_id, organization_id, livemode, first_seen_at',
      'organization_id, livemode, account_number, trusted_since',
    ]);
  });
});
