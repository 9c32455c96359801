import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HOSTED_CONSENT_VERSION } from '../src/financial-reports/hosted/hosted-consent.js';
import { linkTokenOf, registerReportWebhook, REPORTS_TEST_ENV } from './support/financial-reports-helpers.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The dashboard's report cases (issue 16): the list filtered by status, a case's transitions and the
// deliveries of its events, each scoped to the organization and to the caller's mode.
describe('report cases: list, transitions and deliveries', () => {
  let t: TestApp;
  let bank: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let seq = 0;
  const ready: string[] = [];
  const pending: string[] = [];
  let otherCase = '';
  let testCase = '';

  const api = (path: string, bearer: string) => request(t.server).get(path).set('Authorization', `Bearer ${bearer}`);
  const createCase = async (bearer: string) =>
    (await request(t.server).post('/api/v1/report').set('Authorization', `Bearer ${bearer}`).send({ full_name: 'Adaeze Okonkwo', reference_id: `LIST-${++seq}` }).expect(202)).body as { case_id: string; link_url: string };
  const connect = async (linkUrl: string) => {
    const c = `/c/${linkTokenOf(linkUrl)}`;
    await request(t.server).post(`${c}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    const pub = await request(t.server).post(`${c}/sandbox/connect`).send({ profile: 'salaried', institution_id: 'zenith' }).expect(200);
    await request(t.server).post(`${c}/complete`).send({ public_token: pub.body.public_token }).expect(200);
  };
  const readyCase = async (bearer: string) => {
    const created = await createCase(bearer);
    await connect(created.link_url);
    await waitFor(async () => (await api(`/api/v1/report/${created.case_id}`, bearer).expect(200)).body.webhook_delivered_at);
    return created.case_id;
  };

  beforeAll(async () => {
    t = await startTestApp(REPORTS_TEST_ENV);
    bank = await createOrganization(t, 'Lagos Microfinance Bank');
    other = await createOrganization(t, 'Other Bank');
    rx = await startReceiver();
    await registerReportWebhook(t, bank.api_token, rx.url);
    await registerReportWebhook(t, bank.test_api_token, rx.url);
    for (let i = 0; i < 2; i++) ready.push(await readyCase(bank.api_token));
    for (let i = 0; i < 3; i++) pending.push((await createCase(bank.api_token)).case_id);
    otherCase = (await createCase(other.api_token)).case_id;
    testCase = await readyCase(bank.test_api_token);
  });
  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });

  it('lists the organization’s cases of the caller’s mode newest first, paginated, with the score once ready', async () => {
    const all = (await api('/api/v1/report?page_size=100', bank.api_token).expect(200)).body;
    expect(all.count).toBe(5);
    expect(all.results.map((c: { case_id: string }) => c.case_id)).toEqual([...pending].reverse().concat([...ready].reverse()));
    const first = all.results.find((c: { case_id: string }) => c.case_id === ready[0]);
    const record = (await api(`/api/v1/report/${ready[0]}`, bank.api_token).expect(200)).body;
    expect(first).toEqual({
      case_id: ready[0],
      reference_id: record.reference_id,
      status: 'REPORT_READY',
      score: record.report.score,
      created_at: record.created_at,
      report_completed_at: record.report_completed_at,
      webhook_delivered_at: record.webhook_delivered_at,
    });
    expect(all.results.find((c: { case_id: string }) => c.case_id === pending[0]).score).toBeNull();

    const page2 = (await api('/api/v1/report?page=2&page_size=2', bank.api_token).expect(200)).body;
    expect(page2).toMatchObject({ count: 5, page: 2, page_size: 2 });
    expect(page2.results.map((c: { case_id: string }) => c.case_id)).toEqual(all.results.slice(2, 4).map((c: { case_id: string }) => c.case_id));

    const readyOnly = (await api('/api/v1/report?status=REPORT_READY', bank.api_token).expect(200)).body;
    expect(readyOnly.results.map((c: { case_id: string }) => c.case_id).sort()).toEqual([...ready].sort());
    expect(readyOnly.count).toBe(2);
    expect((await api('/api/v1/report?status=PENDING_CONNECTION', bank.api_token).expect(200)).body.count).toBe(3);
    expect((await api('/api/v1/report?status=FAILED', bank.api_token).expect(200)).body).toMatchObject({ count: 0, results: [] });
  });

  it('never shows another organization’s cases, nor the other mode’s', async () => {
    expect((await api('/api/v1/report', other.api_token).expect(200)).body.results.map((c: { case_id: string }) => c.case_id)).toEqual([otherCase]);
    const test = (await api('/api/v1/report', bank.test_api_token).expect(200)).body;
    expect(test.results.map((c: { case_id: string }) => c.case_id)).toEqual([testCase]);
    expect(test.results[0].status).toBe('REPORT_READY');
  });

  it('refuses bad filters with the error envelope', async () => {
    for (const q of ['status=DONE', 'page=0', 'page_size=101', 'page=x', 'nope=1']) {
      const res = await api(`/api/v1/report?${q}`, bank.api_token).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    await request(t.server).get('/api/v1/report').expect(401);
  });

  it('gives a case’s transitions oldest first; another organization’s case, or the other mode’s, is 404', async () => {
    const res = (await api(`/api/v1/report/${ready[0]}/transitions`, bank.api_token).expect(200)).body;
    expect(res.case_id).toBe(ready[0]);
    expect(res.transitions.map((s: { from_status: string | null; to_status: string }) => [s.from_status, s.to_status])).toEqual([
      [null, 'PENDING_CONNECTION'],
      ['PENDING_CONNECTION', 'CONNECTED'],
      ['CONNECTED', 'PROCESSING'],
      ['PROCESSING', 'REPORT_READY'],
    ]);
    expect(res.transitions[0]).toEqual({ from_status: null, to_status: 'PENDING_CONNECTION', reason: 'case created; consent link issued', created_at: expect.any(String) });
    expect(res.transitions[3].reason).toMatch(/^report generated \(score \d+/);
    const times = res.transitions.map((s: { created_at: string }) => Date.parse(s.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    for (const [id, bearer] of [
      [ready[0], other.api_token],
      [ready[0], bank.test_api_token],
      [testCase, bank.api_token],
      [otherCase, bank.api_token],
      ['00000000-0000-4000-8000-000000000000', bank.api_token],
      ['not-a-uuid', bank.api_token],
    ]) {
      const refused = await api(`/api/v1/report/${id}/transitions`, bearer).expect(404);
      expect(refused.body.error.code).toBe('NOT_FOUND');
    }
    expect((await api(`/api/v1/report/${testCase}/transitions`, bank.test_api_token).expect(200)).body.transitions.at(-1).to_status).toBe('REPORT_READY');
  });

  it('filters webhook deliveries by case_id: the case’s report.ready only, within the organization and mode', async () => {
    const mine = (await api(`/api/v1/webhooks/deliveries?case_id=${ready[1]}`, bank.api_token).expect(200)).body;
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({ event_type: 'report.ready', status: 'succeeded' });
    const event = rx.got.find((r) => r.json.event_id === mine.results[0].event_id);
    expect(event?.json.case_id).toBe(ready[1]);
    // combined with another filter
    expect((await api(`/api/v1/webhooks/deliveries?case_id=${ready[1]}&event_id=${mine.results[0].event_id}`, bank.api_token).expect(200)).body.count).toBe(1);
    expect((await api(`/api/v1/webhooks/deliveries?case_id=${ready[0]}&event_id=${mine.results[0].event_id}`, bank.api_token).expect(200)).body.count).toBe(0);
    // a case with no event yet, another mode's case, another organization's case: nothing
    expect((await api(`/api/v1/webhooks/deliveries?case_id=${pending[0]}`, bank.api_token).expect(200)).body.count).toBe(0);
    expect((await api(`/api/v1/webhooks/deliveries?case_id=${testCase}`, bank.api_token).expect(200)).body.count).toBe(0);
    expect((await api(`/api/v1/webhooks/deliveries?case_id=${ready[1]}`, bank.test_api_token).expect(200)).body.count).toBe(0);
    expect((await api(`/api/v1/webhooks/deliveries?case_id=${ready[1]}`, other.api_token).expect(200)).body.count).toBe(0);
    expect((await api(`/api/v1/webhooks/deliveries?case_id=${testCase}`, bank.test_api_token).expect(200)).body.count).toBe(1);
    expect((await api('/api/v1/webhooks/deliveries?case_id=nope', bank.api_token).expect(400)).body.error.code).toBe('VALIDATION_ERROR');
    // without the filter, every delivery of the mode
    expect((await api('/api/v1/webhooks/deliveries', bank.api_token).expect(200)).body.count).toBe(2);
  });
});
