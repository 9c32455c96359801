import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { transfer } from './support/transfer.js';

// Issue 19: the tables every analysis updates keep a tenth of each page free, so the write's updates stay on their page
// (HOT: no entry added to any index); idempotency keys are time-ordered; no index the queries do not use.
describe('analyze: storage of the rows it writes', () => {
  let t: TestApp;
  let token: string;
  let org: string;
  const SENDER = '0111000001';
  const PAIRS = 400;
  const receiver = (i: number) => `02${String(i).padStart(8, '0')}`;
  const block = async (receiverAccount: string) =>
    (
      await t.db.query(
        `SELECT (ctid::text::point)[0]::int AS block, txn_count FROM fraud_counterparties WHERE organization_id = $1 AND livemode AND sender_account = $2 AND receiver_account = $3`,
        [org, SENDER, receiverAccount],
      )
    ).rows[0] as { block: number; txn_count: number };

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error' });
    const created = await createOrganization(t, 'Storage Bank');
    token = created.api_token;
    org = created.organization_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the tables an analysis updates are filled to 90%', async () => {
    const { rows } = await t.db.query(
      `SELECT relname, reloptions FROM pg_class WHERE relname IN ('fraud_account_profiles', 'fraud_account_scores', 'fraud_counterparties', 'fraud_account_devices', 'fraud_network_accounts') ORDER BY relname`,
    );
    expect(rows).toHaveLength(5);
    for (const r of rows) expect({ table: r.relname, options: r.reloptions }).toEqual({ table: r.relname, options: ['fillfactor=90'] });
  });

  it("an analysis updates its pair's row in place although the pairs written before filled the page", async () => {
    // a sender's 400 payees, written as the analyze write inserts pairs (one after the other, pages filled in order)
    await t.db.query(
      `INSERT INTO fraud_counterparties (organization_id, livemode, sender_account, receiver_account, txn_count, first_seen_at, last_seen_at, blocked_count)
       SELECT $1, true, $2, '02' || lpad(i::text, 8, '0'), 3, now() - interval '40 days', now() - interval '2 days', 0 FROM generate_series(1, ${PAIRS}) i`,
      [org, SENDER],
    );
    const before = await block(receiver(1));
    const last = await block(receiver(PAIRS));
    // the first page is full as far as inserts go: later pairs went to later pages
    expect(before.block).toBe(0);
    expect(last.block).toBeGreaterThan(0);

    const res = await request(t.server)
      .post('/api/v1/fraud/analyze/')
      .set('Authorization', `Bearer ${token}`)
      .send(transfer({ transaction_id: `TX-${randomUUID()}`, sender_account: SENDER, receiver_account: receiver(1), amount: 15000 }));
    expect(res.status).toBe(200);

    const after = await block(receiver(1));
    expect(after.txn_count).toBe(before.txn_count + (res.body.recommended_action === 'approve' ? 1 : 0));
    // at fillfactor 100 the full page sends the new version to another page (and both of the table's indexes get an entry)
    expect(after.block).toBe(before.block);
  });

  it("an Idempotency-Key's row gets a time-ordered (version 7) id", async () => {
    const started = Date.now();
    const res = await request(t.server)
      .post('/api/v1/fraud/analyze/')
      .set('Authorization', `Bearer ${token}`)
      .set('Idempotency-Key', `storage-${randomUUID()}`)
      .send(transfer({ transaction_id: `TX-${randomUUID()}`, sender_account: '0111000002' }));
    expect(res.status).toBe(200);
    const { rows } = await t.db.query(`SELECT id FROM idempotency_keys WHERE created_at >= to_timestamp($1 / 1000.0) - interval '1 second'`, [started]);
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) {
      expect(id[14]).toBe('7');
      const millis = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
      expect(Math.abs(millis - started)).toBeLessThan(60_000);
    }
  });

  it('no index on (organization_id, device_id): the primary key (device_id, organization_id, ...) serves every query by device', async () => {
    const { rows } = await t.db.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'fraud_account_devices' ORDER BY indexname`);
    expect(rows.map((r) => r.indexname)).not.toContain('ix_fraud_acc_dev_device');
    expect(rows).toHaveLength(2);
  });
});
