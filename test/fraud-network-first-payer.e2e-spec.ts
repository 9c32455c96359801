import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 12: the network counts a payer's first payment to an account once. Concurrent first payments of one pair each
// read "no pair yet"; the one that counts is the one whose counterparty row the write inserted, whichever replica
// wrote it (two replicas on one database here: each one's group commit serializes only its own writes).
describe('the network counts a pair’s first payment once', () => {
  let a: TestApp;
  let b: TestApp;
  let token: string;

  beforeAll(async () => {
    a = await startTestApp({ RATE_LIMIT_TIERS: '1:100000000/60' });
    b = await startTestApp({ RATE_LIMIT_TIERS: '1:100000000/60' }, { shareWith: a });
    token = (await createOrganization(a, 'First Payer Bank')).api_token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('four first payments of one pair at once, through two replicas: four payments, one new payer', async () => {
    for (let round = 0; round < 4; round++) {
      const sender = `04820000${round}1`;
      const receiver = `04820000${round}2`;
      const responses = await Promise.all(
        [a, b, a, b].map((app, i) =>
          request(app.server)
            .post('/api/v1/fraud/analyze/')
            .set('Authorization', `Bearer ${token}`)
            .send({ transaction_id: `TX-${randomUUID()}`, sender_account: sender, receiver_account: receiver, amount: 5000 + i * 100, channel: 'mobile', device_id: `phone-${sender}`, ip_address: '41.58.1.1' }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const { rows } = await a.db.query('SELECT payments_1d, new_payers_1d, new_payers_7d FROM fraud_network_accounts WHERE account_number = $1 AND livemode', [receiver]);
      expect(rows).toHaveLength(1);
      // counters decay over a day: within the test's milliseconds they are their counts
      expect(rows[0].payments_1d).toBeCloseTo(4, 3);
      expect(rows[0].new_payers_1d).toBeCloseTo(1, 3);
      expect(rows[0].new_payers_7d).toBeCloseTo(1, 3);
    }
  });
});
