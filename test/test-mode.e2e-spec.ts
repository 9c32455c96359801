import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { runCli } from './support/cli.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { transfer } from './support/transfer.js';

// Test mode end to end: sk_test_ keys see test data only, test analyses leave live scores, alerts and
// the network untouched, and test webhook endpoints reach a loopback receiver with no server flag.
describe('test mode', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let live: string;
  let test: string;
  let rx: Awaited<ReturnType<typeof startReceiver>>;

  const DAY = 24 * 3600 * 1000;
  const T0 = Date.parse('2026-10-01T09:00:00Z');
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const analyze = (token: string, body: object, time: number) =>
    request(t.server).post('/api/v1/fraud/analyze/').set(auth(token)).set('X-Replay-Time', new Date(time).toISOString()).send(body);
  const tx = transfer;
  const score = async (token: string, account: string) => (await request(t.server).get(`/api/v1/fraud/score/?account_number=${account}`).set(auth(token)).expect(200)).body;

  beforeAll(async () => {
    // no WEBHOOK_ALLOW_PRIVATE_TARGETS: live endpoints keep the SSRF rules
    // live mode is configured with bureaus that never answer (the discard port): test mode must not use them
    t = await startTestApp({
      FRAUD_REPLAY_CLOCK: 'true',
      WEBHOOK_RETRY_DELAYS: '1,1',
      WEBHOOK_RELAY_INTERVAL_MS: '100',
      CREDIT_BUREAU_CRC_URL: 'http://127.0.0.1:9',
      CREDIT_BUREAU_FIRST_CENTRAL_URL: 'http://127.0.0.1:9',
      CREDIT_BUREAU_TIMEOUT_MS: '400',
    });
    org = await createOrganization(t, 'Mode Bank');
    live = org.api_token;
    test = org.test_api_token;
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });

  it('issues sk_test_ keys: at bootstrap and on request, marked livemode false', async () => {
    expect(live).toMatch(/^sk_live_/);
    expect(test).toMatch(/^sk_test_/);
    const made = await request(t.server).post('/v1/accounts/api-tokens/').set(auth(live)).send({ name: 'ci', mode: 'test' }).expect(201);
    expect(made.body.token).toMatch(/^sk_test_/);
    expect(made.body.livemode).toBe(false);
    const byFlag = await request(t.server).post('/v1/accounts/api-tokens/').set(auth(live)).send({ name: 'ci2', livemode: false }).expect(201);
    expect(byFlag.body.token).toMatch(/^sk_test_/);
    const liveMade = await request(t.server).post('/v1/accounts/api-tokens/').set(auth(live)).send({ name: 'prod' }).expect(201);
    expect(liveMade.body).toMatchObject({ livemode: true });
    expect(liveMade.body.token).toMatch(/^sk_live_/);
    await request(t.server).get('/v1/accounts/me/').set(auth(made.body.token)).expect(200);
    // a test key makes test keys only
    const fromTest = await request(t.server).post('/v1/accounts/api-tokens/').set(auth(test)).send({ name: 'child' }).expect(201);
    expect(fromTest.body.token).toMatch(/^sk_test_/);
    await request(t.server).post('/v1/accounts/api-tokens/').set(auth(test)).send({ name: 'escalate', mode: 'live' }).expect(403);
    await request(t.server).post('/v1/accounts/api-tokens/').set(auth(live)).send({ name: 'both', mode: 'live', livemode: false }).expect(400);
  });

  it('a test webhook endpoint may target 127.0.0.1 and receives test events; live mode refuses it and says how to use test mode', async () => {
    const refused = await request(t.server).post('/api/v1/webhooks/endpoints').set(auth(live)).send({ url: rx.url }).expect(400);
    expect(refused.body.error.code).toBe('VALIDATION_ERROR');
    expect(refused.body.error.message).toMatch(/test mode/);
    expect(refused.body.error.message).toMatch(/sk_test_/);

    const ep = await request(t.server).post('/api/v1/webhooks/endpoints').set(auth(test)).send({ url: rx.url }).expect(201);
    expect(ep.body.livemode).toBe(false);
    // the live key does not see the test endpoint
    await request(t.server).get(`/api/v1/webhooks/endpoints/${ep.body.id}`).set(auth(live)).expect(404);
    expect((await request(t.server).get('/api/v1/webhooks/endpoints').set(auth(live)).expect(200)).body.count).toBe(0);

    const sent = await request(t.server).post('/api/v1/webhooks/test').set(auth(test)).send({}).expect(202);
    expect(sent.body.deliveries).toBe(1);
    const got = await waitFor(() => rx.got.find((r) => r.json.event_id === sent.body.event_id));
    expect(got.json).toMatchObject({ event: 'webhook.test', livemode: false });
    // a live event does not go to the test endpoint
    const liveSent = await request(t.server).post('/api/v1/webhooks/test').set(auth(live)).send({}).expect(202);
    expect(liveSent.body.deliveries).toBe(0);
  });

  it('test analyses leave live scores, alerts and the fraud network untouched', async () => {
    const sender = '0100000001';
    const before = await score(live, sender);
    // the same account, learned in test mode only: a month of habits, then a takeover
    for (let i = 0; i < 20; i++) await analyze(test, tx({ sender_account: sender, amount: 15000 + i * 100 }), T0 + i * DAY).expect(200);
    const attack = tx({ sender_account: sender, receiver_account: '0300000001', amount: 2_500_000, device_id: 'dev-new', ip_address: '8.8.8.8' });
    const res = await analyze(test, attack, T0 + 21 * DAY - 7 * 3600 * 1000).expect(200);
    expect(res.body).toMatchObject({ livemode: false, recommended_action: 'decline' });

    const testScore = await score(test, sender);
    // the declined takeover raised the test score out of low (by how much follows the calibrated risk_score)
    expect(testScore.fraud_score).toBeGreaterThanOrEqual(30);
    expect(await score(live, sender)).toEqual({ ...before, last_updated: expect.any(String) });
    expect((await score(live, sender)).fraud_score).toBe(0);

    const testAlerts = await request(t.server).get(`/api/v1/fraud/alerts/?account_number=${sender}`).set(auth(test)).expect(200);
    expect(testAlerts.body.count).toBe(1);
    expect(testAlerts.body.results[0].livemode).toBe(false);
    const liveAlerts = await request(t.server).get('/api/v1/fraud/alerts/').set(auth(live)).expect(200);
    expect(liveAlerts.body.count).toBe(0);
    await request(t.server).get(`/api/v1/fraud/alerts/${testAlerts.body.results[0].alert_id}`).set(auth(live)).expect(404);

    // the shared network learned nothing live; the test network is a dimension of its own
    const network = await t.db.query(`SELECT livemode, count(*)::int AS n FROM fraud_network_accounts GROUP BY livemode`);
    expect(network.rows).toEqual([{ livemode: false, n: expect.any(Number) }]);
    const liveRows = await t.db.query(`SELECT count(*)::int AS n FROM fraud_account_profiles WHERE livemode`);
    expect(liveRows.rows[0].n).toBe(0);

    // the alert reached the test endpoint, marked as test
    const alertEvent = await waitFor(() => rx.got.find((r) => r.json.event === 'fraud.alert'));
    expect(alertEvent.json).toMatchObject({ livemode: false, account_number: sender });

    // a live analysis of the same account starts from nothing: no habits learned in test mode
    const liveFirst = await analyze(live, tx({ sender_account: sender, amount: 15000 }), T0 + 22 * DAY).expect(200);
    expect(liveFirst.body.livemode).toBe(true);
  });

  it('keeps the alert workspace apart: a test key neither sees nor assigns nor resolves a live alert, and the reverse', async () => {
    // a live alert: a watchlist entry naming an account linked to the organization in live mode
    const account = '0170000009';
    await analyze(live, tx({ sender_account: account, receiver_account: '0270000009', amount: 10000, device_id: 'dev-own-0170' }), T0).expect(200);
    await request(t.server).post('/api/v1/fraud/watchlist/entries').set(auth(live)).send({ subject_type: 'account', identifier: account, reason: 'mule' }).expect(201);
    const liveList = (await request(t.server).get(`/api/v1/fraud/alerts/?account_number=${account}`).set(auth(live)).expect(200)).body;
    expect(liveList.results).toEqual([expect.objectContaining({ source: 'watchlist', status: 'open', livemode: true })]);
    const liveAlert = liveList.results[0].alert_id;

    expect((await request(t.server).get(`/api/v1/fraud/alerts/?account_number=${account}`).set(auth(test)).expect(200)).body.count).toBe(0);
    await request(t.server).get(`/api/v1/fraud/alerts/${liveAlert}`).set(auth(test)).expect(404);
    await request(t.server).post(`/api/v1/fraud/alerts/${liveAlert}/assign`).set(auth(test)).send({ user_id: org.user_id }).expect(404);
    await request(t.server).post(`/api/v1/fraud/alerts/${liveAlert}/resolve`).set(auth(test)).send({ outcome: 'legitimate', note: 'not mine' }).expect(404);
    const untouched = (await request(t.server).get(`/api/v1/fraud/alerts/${liveAlert}`).set(auth(live)).expect(200)).body;
    expect(untouched).toMatchObject({ status: 'open', assignee_id: null, outcome: null, history: [] });

    // the test analysis's alert (opened in the analyze write) exists in test mode only, and the live key cannot act on it
    const testAlert = (await request(t.server).get('/api/v1/fraud/alerts/?account_number=0100000001').set(auth(test)).expect(200)).body.results[0];
    expect(testAlert).toMatchObject({ source: 'analysis', livemode: false });
    const rows = await t.db.query('SELECT livemode FROM fraud_alerts WHERE id = $1', [testAlert.alert_id]);
    expect(rows.rows).toEqual([{ livemode: false }]);
    await request(t.server).post(`/api/v1/fraud/alerts/${testAlert.alert_id}/assign`).set(auth(live)).send({ user_id: org.user_id }).expect(404);
    await request(t.server).post(`/api/v1/fraud/alerts/${testAlert.alert_id}/resolve`).set(auth(live)).send({ outcome: 'confirmed_fraud', note: 'x' }).expect(404);
    // the test key works its own alert: the audit trail and the label stay in test mode
    await request(t.server).post(`/api/v1/fraud/alerts/${testAlert.alert_id}/assign`).set(auth(test)).send({ user_id: org.user_id }).expect(200);
    const resolved = await request(t.server).post(`/api/v1/fraud/alerts/${testAlert.alert_id}/resolve`).set(auth(test)).send({ outcome: 'confirmed_fraud', note: 'test takeover' }).expect(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', outcome: 'confirmed_fraud', livemode: false });
    expect(resolved.body.history).toHaveLength(2);
    const events = await t.db.query('SELECT DISTINCT livemode FROM fraud_alert_events WHERE alert_id = $1', [testAlert.alert_id]);
    expect(events.rows).toEqual([{ livemode: false }]);
    const labelled = await t.db.query('SELECT livemode, label FROM fraud_transactions WHERE label IS NOT NULL');
    expect(labelled.rows).toEqual([{ livemode: false, label: 'confirmed_fraud' }]);
    // the live key's open-alert count and engine performance know nothing of it
    const perf = (await request(t.server).get('/api/v1/fraud/engine/performance?weeks=52').set(auth(live)).expect(200)).body;
    expect(perf.weeks.reduce((n: number, w: { confirmed_fraud: number }) => n + w.confirmed_fraud, 0)).toBe(0);
    const testPerf = (await request(t.server).get('/api/v1/fraud/engine/performance?weeks=52').set(auth(test)).expect(200)).body;
    expect(testPerf.weeks.reduce((n: number, w: { confirmed_fraud: number }) => n + w.confirmed_fraud, 0)).toBe(1);
  });

  it('keeps credit consents apart: a test consent is unknown to the live key, and the reverse', async () => {
    const body = { bvn: '22200000002', purposes: ['loan_application'] };
    const testConsent = await request(t.server).post('/api/v1/consents').set(auth(test)).send(body);
    expect(testConsent.status).toBe(201);
    expect(testConsent.body.livemode).toBe(false);
    const liveConsent = await request(t.server).post('/api/v1/consents').set(auth(live)).send(body).expect(201);
    expect(liveConsent.body.livemode).toBe(true);
    await request(t.server).get(`/api/v1/consents/${testConsent.body.consent_reference}`).set(auth(live)).expect(404);
    await request(t.server).get(`/api/v1/consents/${liveConsent.body.consent_reference}`).set(auth(test)).expect(404);
    // a test score under a live consent is refused: the consent does not exist in test mode
    const crossed = await request(t.server)
      .post('/api/v1/credit/score/')
      .set(auth(test))
      .send({ bvn: body.bvn, consent_reference: liveConsent.body.consent_reference });
    expect(crossed.status).toBe(403);

    // test mode reads the sandbox bureaus; live mode the configured ones (down here)
    const testScore = await request(t.server).post('/api/v1/credit/score/').set(auth(test)).send({ bvn: body.bvn, consent_reference: testConsent.body.consent_reference });
    expect(testScore.status).toBe(200);
    const liveScore = await request(t.server).post('/api/v1/credit/score/').set(auth(live)).send({ bvn: body.bvn, consent_reference: liveConsent.body.consent_reference });
    expect(liveScore.status).toBe(502);
    expect(liveScore.body.error.code).toBe('BUREAU_UNAVAILABLE');
    // a magic BVN takes both sandbox bureaus down
    const down = await request(t.server).post('/api/v1/consents').set(auth(test)).send({ bvn: '22200000012', purposes: ['loan_application'] }).expect(201);
    const outage = await request(t.server).post('/api/v1/credit/score/').set(auth(test)).send({ bvn: '22200000012', consent_reference: down.body.consent_reference });
    expect(outage.status).toBe(502);
    expect(outage.body.error.code).toBe('BUREAU_UNAVAILABLE');
  });

  it('keeps report cases apart: one reference_id in each mode, each case unknown to the other key', async () => {
    const body = { full_name: 'Adaeze Okonkwo', reference_id: 'LOAN-42' };
    const testCase = await request(t.server).post('/api/v1/report').set(auth(test)).send(body).expect(202);
    const liveCase = await request(t.server).post('/api/v1/report').set(auth(live)).send(body).expect(202);
    await request(t.server).post('/api/v1/report').set(auth(test)).send(body).expect(409);
    const seen = await request(t.server).get(`/api/v1/report/${testCase.body.case_id}`).set(auth(test)).expect(200);
    expect(seen.body.livemode).toBe(false);
    await request(t.server).get(`/api/v1/report/${testCase.body.case_id}`).set(auth(live)).expect(404);
    await request(t.server).get(`/api/v1/report/${liveCase.body.case_id}`).set(auth(test)).expect(404);
  });

  it('a dashboard session signed in to test mode acts on test data, and keeps its mode across a refresh', async () => {
    const login = (livemode?: boolean) =>
      request(t.server).post('/api/v1/auth/login').send({ email: org.email, password: org.password, ...(livemode === undefined ? {} : { livemode }) }).expect(200);
    const testSession = (await login(false)).body;
    const liveSession = (await login()).body;
    const count = async (token: string) => (await request(t.server).get('/api/v1/webhooks/endpoints').set(auth(token)).expect(200)).body.count;
    expect(await count(testSession.access_token)).toBe(1);
    expect(await count(liveSession.access_token)).toBe(0);
    const refreshed = await request(t.server).post('/api/v1/auth/refresh').send({ refresh_token: testSession.refresh_token }).expect(200);
    expect(await count(refreshed.body.access_token)).toBe(1);
  });

  it('cli webhooks:trigger sends a sample of any event to the test endpoints through the outbox', async () => {
    const r = await runCli(t, ['webhooks:trigger', 'report.ready', '--org', org.organization_id]);
    expect(r.code).toBe(0);
    const sent = JSON.parse(r.stdout);
    expect(sent).toMatchObject({ event: 'report.ready', deliveries: 1 });
    const got = await waitFor(() => rx.got.find((x) => x.json.event_id === sent.event_id));
    expect(got.json).toMatchObject({ event: 'report.ready', livemode: false, status: 'REPORT_READY' });
    const bad = await runCli(t, ['webhooks:trigger', 'no.such.event', '--org', org.organization_id]);
    expect(bad.code).not.toBe(0);
  });
});
