import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

const newBvn = () => `2${String(randomInt(0, 9_999_999_999)).padStart(10, '0')}`;

// The API role only queues; a separate worker generates. The worker re-checks the consent.
describe('credit reports in a separate worker', () => {
  let api: TestApp;
  let worker: TestApp | undefined;
  let bank: string;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  const call = (method: 'get' | 'post', path: string) => request(api.server)[method](path).set('Authorization', `Bearer ${bank}`);

  beforeAll(async () => {
    api = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '100' }, { role: 'api' });
    bank = (await createOrganization(api, 'Worker Bank')).api_token;
    rx = await startReceiver();
    await call('post', '/api/v1/webhooks/endpoints').send({ url: rx.url, events: ['credit.report.ready'] }).expect(201);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await rx?.close();
  });

  it('stays pending without a worker; the worker completes one report and fails the one whose consent was revoked meanwhile', async () => {
    const bvn = newBvn();
    const keep = (await call('post', '/api/v1/consents').send({ bvn, purposes: ['loan_application'] }).expect(201)).body.consent_reference;
    const revoke = (await call('post', '/api/v1/consents').send({ bvn, purposes: ['loan_application'] }).expect(201)).body.consent_reference;
    const ok = (await call('post', '/api/v1/credit/report/').send({ bvn, consent_reference: keep, bureau: 'crc' }).expect(202)).body.report_id;
    const revoked = (await call('post', '/api/v1/credit/report/').send({ bvn, consent_reference: revoke }).expect(202)).body.report_id;
    await call('post', `/api/v1/consents/${revoke}/revoke`).expect(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await call('get', `/api/v1/credit/report/${ok}`).expect(200)).body).toMatchObject({ status: 'pending', report: null });

    worker = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '100' }, { shareWith: api, role: 'all' });
    const done = await waitFor(() => rx.got.find((r) => r.json.report_id === ok));
    expect(done.json).toMatchObject({ event: 'credit.report.ready', status: 'completed', bureau_source: 'crc', failure_reason: null });
    const failed = await waitFor(() => rx.got.find((r) => r.json.report_id === revoked));
    expect(failed.json).toMatchObject({ event: 'credit.report.ready', status: 'failed', score: null, failure_reason: 'consent_revoked' });
    const polled = (await call('get', `/api/v1/credit/report/${revoked}`).expect(200)).body;
    expect(polled).toMatchObject({ status: 'failed', failure_reason: 'consent_revoked', report: null });
    expect((await call('get', `/api/v1/credit/report/${ok}`).expect(200)).body.report.bureau_source).toBe('crc');
  });
});
