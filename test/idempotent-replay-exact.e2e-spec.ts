import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// An idempotent replay is the original response: its status, Content-Type and body bytes (keys in
// the order they were sent, the original request_id inside), on another replica too. Only the
// headers of the retry itself differ: Idempotent-Replayed and the retry's own X-Request-ID.
describe('an idempotent replay is the original response, byte for byte', () => {
  let a: TestApp; // two replicas on one PostgreSQL and one Redis
  let b: TestApp;
  let token: string;

  const post = (t: TestApp, path: string, key: string, requestId: string, body: object) =>
    request(t.server).post(path).set('Authorization', `Bearer ${token}`).set('Idempotency-Key', key).set('X-Request-ID', requestId).send(body);
  const storedRow = async (key: string) =>
    (await a.db.query('SELECT response_status, response_content_type, response_body FROM idempotency_keys WHERE key = $1', [key])).rows[0];

  async function expectExactReplay(path: string, body: object, status: number) {
    const key = randomUUID();
    const first = await post(a, path, key, 'req-original', body).expect(status);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await post(b, path, key, 'req-retry', body);

    // 200, as the contract fixes for a replay; the first answer's status travels in a header
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['idempotent-original-status']).toBe(String(status));
    expect(replay.headers['content-type']).toBe(first.headers['content-type']);
    expect(replay.text).toBe(first.text);
    // the body is the original's (exact bytes), the header is this request's
    expect(JSON.parse(replay.text).request_id).toBe('req-original');
    expect(replay.headers['x-request-id']).toBe('req-retry');

    expect(await storedRow(key)).toEqual({ response_status: status, response_content_type: first.headers['content-type'], response_body: first.text });
    return first;
  }

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { shareWith: a });
    token = (await createOrganization(a, 'Replay Bank')).api_token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a fraud report (201, stored by the interceptor) replays with 200, Idempotent-Original-Status 201 and the same bytes', async () => {
    const first = await expectExactReplay(
      '/api/v1/fraud/report/',
      { reporter_email: 'desk@replay.test', account_number: '0600000091', fraud_type: 'sim_swap', amount_lost: 250000, description: 'lost funds' },
      201,
    );
    // jsonb would have stored these keys by length, not in the order sent
    expect(Object.keys(JSON.parse(first.text))).toEqual(['report_id', 'status', 'created_at', 'request_id']);
  });

  it('an analysis (200, stored by the engine write in the same statement) replays with the same bytes', async () => {
    const first = await expectExactReplay(
      '/api/v1/fraud/analyze/',
      {
        transaction_id: `REPLAY-${randomUUID().slice(0, 8)}`,
        sender_account: '0100000091',
        receiver_account: '0200000091',
        amount: 12500.5,
        channel: 'mobile',
        ip_address: '41.58.1.1',
        device_id: 'dev-replay',
        metadata: { timezone: 'Africa/Lagos' },
      },
      200,
    );
    expect(Object.keys(JSON.parse(first.text))).toEqual(['transaction_id', 'is_fraud', 'risk_score', 'risk_level', 'recommended_action', 'signals', 'request_id', 'livemode']);
  });
});
