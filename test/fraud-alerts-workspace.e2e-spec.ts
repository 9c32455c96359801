import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { transfer } from './support/transfer.js';

// Issue 16, the analysts' workspace: every decision other than approve opens one alert; analysts
// assign and resolve them (audited); a resolution labels the transaction and teaches the engine.
describe('fraud alerts: the analyst workspace', () => {
  let t: TestApp;
  let bank: { api_token: string; user_id: number; organization_id: string };
  let other: { api_token: string; user_id: number };

  const DAY = 24 * 3600 * 1000;
  const T0 = Date.parse('2026-09-01T09:00:00Z');
  const at = (ms: number) => new Date(ms).toISOString();
  const post = (path: string, body: object, token = bank.api_token, time?: number) => {
    const r = request(t.server).post(`/api/v1/fraud${path}`).set('Authorization', `Bearer ${token}`);
    return (time === undefined ? r : r.set('X-Replay-Time', at(time))).send(body);
  };
  const get = (path: string, token = bank.api_token) => request(t.server).get(`/api/v1/fraud${path}`).set('Authorization', `Bearer ${token}`);
  const tx = transfer;
  /** n ordinary transfers, one a day at 10:00 Lagos time, from the usual device */
  const history = async (sender: string, n: number, receivers: string[], start = T0) => {
    for (let i = 0; i < n; i++) {
      const amount = 15000 + ((i * 3737) % 10000);
      const res = await post('/analyze/', tx({ sender_account: sender, receiver_account: receivers[i % receivers.length], amount, device_id: `dev-${sender}` }), bank.api_token, start + i * DAY).expect(200);
      expect(res.body.recommended_action).toBe('approve');
    }
  };
  const alertsOfTransaction = async (transactionId: string) =>
    (await t.db.query('SELECT id, severity FROM fraud_alerts WHERE transaction_id = $1', [transactionId])).rows;

  beforeAll(async () => {
    t = await startTestApp({ FRAUD_REPLAY_CLOCK: 'true', LOG_LEVEL: 'error' });
    await createOrganization(t, 'Network Operator');
    bank = await createOrganization(t, 'First Bank');
    other = await createOrganization(t, 'Other Bank');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a N450,000 web transfer from a new device and a foreign IP to an account another bank reported is held back and opens exactly one alert', async () => {
    const sender = '0110000001';
    await history(sender, 20, ['0210000001', '0210000002']);
    await post('/report/', { reporter_email: 'desk@other.test', account_number: '0310000001', fraud_type: 'phishing' }, other.api_token).expect(201);
    const body = tx({ sender_account: sender, receiver_account: '0310000001', amount: 450_000, channel: 'web', device_id: 'dev-unknown', ip_address: '185.220.101.1' });
    const res = await post('/analyze/', body, bank.api_token, T0 + 20 * DAY).expect(200);
    expect(res.body.recommended_action).not.toBe('approve');

    const list = await get(`/alerts/?account_number=${sender}`).expect(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({
      transaction_id: body.transaction_id,
      severity: res.body.risk_level,
      risk_score: res.body.risk_score,
      recommended_action: res.body.recommended_action,
      source: 'analysis',
      status: 'open',
      assignee_id: null,
      outcome: null,
    });
    expect(list.body.results[0].age_seconds).toBeGreaterThanOrEqual(0);
    const events = await t.db.query(`SELECT body FROM webhook_events WHERE type = 'fraud.alert'`);
    expect(events.rows.map((r) => JSON.parse(r.body).alert_id)).toContain(list.body.results[0].alert_id);

    // an approved transfer opens none
    const fine = await post('/analyze/', tx({ sender_account: sender, receiver_account: '0210000001', amount: 20000 }), bank.api_token, T0 + 21 * DAY).expect(200);
    expect(fine.body.recommended_action).toBe('approve');
    expect(await alertsOfTransaction(fine.body.transaction_id)).toHaveLength(0);
  });

  it('retries with the same Idempotency-Key, sequential and concurrent, open one alert', async () => {
    const sender = '0120000001';
    await history(sender, 20, ['0220000001']);
    const body = tx({ sender_account: sender, receiver_account: '0320000001', amount: 2_000_000, device_id: 'dev-thief', ip_address: '8.8.8.8' });
    const key = `k-${randomUUID()}`;
    const send = () => post('/analyze/', body, bank.api_token, T0 + 20 * DAY).set('Idempotency-Key', key);
    const racing = await Promise.all(Array.from({ length: 6 }, send));
    const ok = racing.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of racing) expect([200, 409]).toContain(r.status);
    expect(ok[0].body.recommended_action).not.toBe('approve');
    for (let i = 0; i < 3; i++) {
      const replay = await send().expect(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    expect(await alertsOfTransaction(body.transaction_id)).toHaveLength(1);
  });

  describe('assignment and resolution', () => {
    let alertId: string;
    const sender = '0130000001';
    const receiver = '0330000001';

    beforeAll(async () => {
      await history(sender, 20, ['0230000001']);
      const res = await post('/analyze/', tx({ sender_account: sender, receiver_account: receiver, amount: 900_000, device_id: 'dev-x', ip_address: '8.8.8.8' }), bank.api_token, T0 + 20 * DAY).expect(200);
      expect(res.body.recommended_action).not.toBe('approve');
      alertId = (await get(`/alerts/?account_number=${sender}`).expect(200)).body.results[0].alert_id;
    });

    it("another organization's alert is 404 for every action", async () => {
      await get(`/alerts/${alertId}`, other.api_token).expect(404);
      await post(`/alerts/${alertId}/assign`, { user_id: other.user_id }, other.api_token).expect(404);
      await post(`/alerts/${alertId}/resolve`, { outcome: 'legitimate', note: 'x' }, other.api_token).expect(404);
      expect((await get(`/alerts/?status=open`, other.api_token).expect(200)).body.results.map((a: { alert_id: string }) => a.alert_id)).not.toContain(alertId);
      const unchanged = await get(`/alerts/${alertId}`).expect(200);
      expect(unchanged.body).toMatchObject({ status: 'open', assignee_id: null, history: [] });
    });

    it('shows the analysed transfer with its signals and contributions, and lists unassigned alerts with assignee=none', async () => {
      const res = await get(`/alerts/${alertId}`).expect(200);
      expect(res.body.transaction).toMatchObject({
        sender_account: sender,
        receiver_account: receiver,
        amount: 900_000,
        currency: 'NGN',
        channel: 'mobile',
        ip_address: '8.8.8.8',
        ip_country: 'US',
        device_id: 'dev-x',
        risk_score: res.body.risk_score,
        recommended_action: res.body.recommended_action,
        label: null,
      });
      const signals = res.body.transaction.signals as Array<{ code: string; contribution: number; description: string }>;
      expect(signals.map((s) => s.code)).toEqual(res.body.signals);
      for (const s of signals) expect(s).toMatchObject({ code: expect.any(String), description: expect.any(String), contribution: expect.any(Number) });
      expect(signals.every((s) => s.contribution > 0)).toBe(true);
      expect((await get(`/alerts/?assignee=none&account_number=${sender}`).expect(200)).body.results.map((a: { alert_id: string }) => a.alert_id)).toEqual([alertId]);
      expect((await get(`/alerts/${alertId}`, other.api_token).expect(404)).body.error.code).toBe('NOT_FOUND');
    });

    it('refuses an assignee outside the organization and bad input', async () => {
      expect((await post(`/alerts/${alertId}/assign`, { user_id: other.user_id }).expect(400)).body.error.details[0].field).toBe('user_id');
      await post(`/alerts/${alertId}/assign`, { user_id: 'me' }).expect(400);
      await post(`/alerts/${alertId}/resolve`, { outcome: 'maybe', note: 'x' }).expect(400);
      await post(`/alerts/${alertId}/resolve`, { outcome: 'legitimate' }).expect(400);
      await get('/alerts/?status=closed').expect(400);
      await get('/alerts/?assignee=abc').expect(400);
      await get('/alerts/?assignee=').expect(400);
      await post(`/alerts/${randomUUID()}/assign`, { user_id: bank.user_id }).expect(404);
    });

    it('assigning moves the alert to in_review, is audited and filterable by status and assignee', async () => {
      const res = await post(`/alerts/${alertId}/assign`, { user_id: bank.user_id }).expect(200);
      expect(res.body).toMatchObject({ alert_id: alertId, status: 'in_review', assignee_id: bank.user_id });
      expect(res.body.history).toEqual([
        { action: 'assigned', actor_user_id: bank.user_id, from: { status: 'open', assignee_id: null }, to: { status: 'in_review', assignee_id: bank.user_id }, note: null, created_at: expect.any(String) },
      ]);
      const mine = await get(`/alerts/?assignee=${bank.user_id}&status=in_review`).expect(200);
      expect(mine.body.results.map((a: { alert_id: string }) => a.alert_id)).toEqual([alertId]);
      expect((await get(`/alerts/?status=open&account_number=${sender}`).expect(200)).body.count).toBe(0);
      expect((await get(`/alerts/?assignee=none&account_number=${sender}`).expect(200)).body.count).toBe(0);
    });

    it('confirmed_fraud resolves (audited, webhook), labels the transaction and raises the receiver score; a resolved alert does not change', async () => {
      const before = (await get(`/score/?account_number=${receiver}`).expect(200)).body.fraud_score;
      const res = await post(`/alerts/${alertId}/resolve`, { outcome: 'confirmed_fraud', note: 'Customer did not make this transfer.' }, bank.api_token, T0 + 21 * DAY).expect(200);
      expect(res.body).toMatchObject({ status: 'resolved', outcome: 'confirmed_fraud', resolution_note: 'Customer did not make this transfer.', resolved_at: expect.any(String) });
      expect(res.body.history.map((h: { action: string }) => h.action)).toEqual(['assigned', 'resolved']);
      expect(res.body.history[1]).toMatchObject({
        actor_user_id: bank.user_id,
        from: { status: 'in_review', assignee_id: bank.user_id, outcome: null },
        to: { status: 'resolved', assignee_id: bank.user_id, outcome: 'confirmed_fraud' },
        note: 'Customer did not make this transfer.',
      });
      const after = (await get(`/score/?account_number=${receiver}`).expect(200)).body;
      expect(after.fraud_score).toBeGreaterThan(before);
      expect(['high', 'critical']).toContain(after.risk_level);
      const label = await t.db.query('SELECT label FROM fraud_transactions WHERE sender_account = $1 AND receiver_account = $2', [sender, receiver]);
      expect(label.rows).toEqual([{ label: 'confirmed_fraud' }]);
      const event = await t.db.query(`SELECT body FROM webhook_events WHERE type = 'fraud.alert.resolved'`);
      expect(event.rows.map((r) => JSON.parse(r.body))).toContainEqual(expect.objectContaining({ event: 'fraud.alert.resolved', alert_id: alertId, outcome: 'confirmed_fraud', resolved_by: bank.user_id }));
      // the analyst's own decision opens no new alert on the accounts it rescored
      expect((await get(`/alerts/?account_number=${receiver}`).expect(200)).body.count).toBe(0);
      expect((await get(`/alerts/?account_number=${sender}`).expect(200)).body.count).toBe(1);
      // not opted in: no network report filed
      expect((await t.db.query('SELECT count(*)::int AS n FROM fraud_reports WHERE account_number = $1', [receiver])).rows[0].n).toBe(0);

      expect((await post(`/alerts/${alertId}/resolve`, { outcome: 'legitimate', note: 'again' }).expect(409)).body.error.code).toBe('CONFLICT');
      await post(`/alerts/${alertId}/assign`, { user_id: bank.user_id }).expect(409);
    });
  });

  it('legitimate teaches the engine: the same customer doing the same thing again is approved', async () => {
    const sender = '0140000001';
    await history(sender, 20, ['0240000001', '0240000002']);
    // calibrated scores: a new phone, a new payee and eight times the usual is mostly a purchase (approved); from abroad it is held
    const same = () => tx({ sender_account: sender, receiver_account: '0340000001', amount: 150_000, device_id: 'dev-new-phone', ip_address: '8.8.8.8' });
    const first = await post('/analyze/', same(), bank.api_token, T0 + 20 * DAY).expect(200);
    expect(first.body.recommended_action).not.toBe('approve');
    const alert = (await get(`/alerts/?account_number=${sender}`).expect(200)).body.results[0];
    await post(`/alerts/${alert.alert_id}/resolve`, { outcome: 'legitimate', note: 'Customer confirmed: new phone on a trip, paying a car dealer.' }, bank.api_token, T0 + 20 * DAY + 3600_000).expect(200);

    const again = await post('/analyze/', same(), bank.api_token, T0 + 21 * DAY).expect(200);
    expect(again.body.recommended_action).toBe('approve');
    expect((await get(`/alerts/?account_number=${sender}`).expect(200)).body.count).toBe(1);
    const label = await t.db.query('SELECT label FROM fraud_transactions WHERE transaction_id = $1', [first.body.transaction_id]);
    expect(label.rows).toEqual([{ label: 'legitimate' }]);
  });

  it('a receiver analysts vouched for (a collection point) is no longer treated as a mule for other payers', async () => {
    const collection = '0390000001';
    const codesOf = (r: request.Response) => r.body.signals.map((x: { code: string }) => x.code);
    let flagged: request.Response | undefined;
    let i = 0;
    // calibrated scores: fan-in alone stays under review, so each payer also pays from abroad (FOREIGN_IP)
    for (; i < 12 && !flagged; i++) {
      const r = await post('/analyze/', tx({ sender_account: String(4100000000 + i), receiver_account: collection, amount: 50000, device_id: `dev-c${i}`, ip_address: '8.8.8.8' }), bank.api_token, T0 + 70 * DAY + i * 300_000).expect(200);
      if (r.body.recommended_action !== 'approve' && codesOf(r).includes('MULE_RECEIVER')) flagged = r;
    }
    expect(flagged).toBeDefined();
    const alert = (await get(`/alerts/?account_number=${String(4100000000 + i - 1)}`).expect(200)).body.results[0];
    await post(`/alerts/${alert.alert_id}/resolve`, { outcome: 'legitimate', note: 'Church offering account.' }, bank.api_token, T0 + 70 * DAY + i * 300_000).expect(200);
    const next = await post('/analyze/', tx({ sender_account: String(4100000000 + i), receiver_account: collection, amount: 50000, device_id: `dev-c${i}` }), bank.api_token, T0 + 70 * DAY + (i + 1) * 300_000).expect(200);
    expect(codesOf(next)).not.toContain('MULE_RECEIVER');
  });

  it('an organization that opted in files a network report on the receiver when fraud is confirmed', async () => {
    const settings = (await get('/settings').expect(200)).body;
    await request(t.server)
      .put('/api/v1/fraud/settings')
      .set('Authorization', `Bearer ${bank.api_token}`)
      .send({ weights: settings.weights, thresholds: settings.thresholds, report_confirmed_fraud: true })
      .expect(200)
      .expect((r) => expect(r.body.report_confirmed_fraud).toBe(true));
    const sender = '0150000001';
    const receiver = '0350000001';
    await history(sender, 20, ['0250000001']);
    await post('/analyze/', tx({ sender_account: sender, receiver_account: receiver, amount: 900_000, device_id: 'dev-y', ip_address: '8.8.8.8' }), bank.api_token, T0 + 20 * DAY).expect(200);
    const alert = (await get(`/alerts/?account_number=${sender}`).expect(200)).body.results[0];
    await post(`/alerts/${alert.alert_id}/resolve`, { outcome: 'confirmed_fraud', note: 'Mule.' }).expect(200);
    const reports = await t.db.query('SELECT organization_id, status FROM fraud_reports WHERE account_number = $1', [receiver]);
    expect(reports.rows).toEqual([{ organization_id: bank.organization_id, status: 'received' }]);
  });

  it('a network report on an account linked to the organization opens an alert of source network_report', async () => {
    const receiver = '0360000001';
    // the account's own transfer links it to the bank
    await post('/analyze/', tx({ sender_account: receiver, receiver_account: '0160000001', amount: 10000, device_id: 'dev-own-0360' }), bank.api_token, T0).expect(200);
    await post('/report/', { reporter_email: 'desk@other.test', account_number: receiver, fraud_type: 'phishing' }, other.api_token).expect(201);
    const list = (await get(`/alerts/?account_number=${receiver}`).expect(200)).body;
    expect(list.results).toEqual([expect.objectContaining({ source: 'network_report', status: 'open', account_number: receiver })]);
    // the reporter gets none about its own report
    expect((await get(`/alerts/?account_number=${receiver}`, other.api_token).expect(200)).body.count).toBe(0);
  });

  it('a watchlist entry naming an account linked to the organization opens an alert of source watchlist', async () => {
    const account = '0370000001';
    await post('/analyze/', tx({ sender_account: account, receiver_account: '0170000001', amount: 10000, device_id: 'dev-own-0370' }), bank.api_token, T0).expect(200);
    await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${bank.api_token}`).send({ subject_type: 'account', identifier: account, reason: 'mule' }).expect(201);
    const list = (await get(`/alerts/?account_number=${account}`).expect(200)).body;
    expect(list.results).toEqual([expect.objectContaining({ source: 'watchlist', status: 'open', transaction_id: null })]);
  });

  it('engine performance: precision from labels by week, alerts by severity, and the shadow rules beside the live ones', async () => {
    const res = await get('/engine/performance?weeks=52').expect(200);
    const weeks = res.body.weeks as { confirmed_fraud: number; legitimate: number; precision: number | null; alerts: Record<string, number> }[];
    expect(weeks).toHaveLength(52);
    const confirmed = weeks.reduce((n, w) => n + w.confirmed_fraud, 0);
    const legitimate = weeks.reduce((n, w) => n + w.legitimate, 0);
    expect(confirmed).toBe(2);
    expect(legitimate).toBe(2);
    expect(weeks.some((w) => w.precision !== null)).toBe(true);
    const alerts = weeks.reduce((n, w) => n + w.alerts.low + w.alerts.medium + w.alerts.high + w.alerts.critical, 0);
    expect(alerts).toBe(Number((await t.db.query('SELECT count(*)::int AS n FROM fraud_alerts WHERE organization_id = $1', [bank.organization_id])).rows[0].n));
    expect(res.body.shadow).toBeNull();
    await get('/engine/performance?weeks=0').expect(400);
    expect((await get('/engine/performance', other.api_token).expect(200)).body.weeks.every((w: { confirmed_fraud: number }) => w.confirmed_fraud === 0)).toBe(true);
  });

  it('shadow mode: the same labelled transfers, decided by the shadow thresholds beside the live ones', async () => {
    const settings = (await get('/settings').expect(200)).body;
    // a shadow rule set that holds back nothing (no signal weighs, so no floor applies either; thresholds out of reach)
    await request(t.server)
      .put('/api/v1/fraud/settings')
      .set('Authorization', `Bearer ${bank.api_token}`)
      .send({ weights: settings.weights, thresholds: settings.thresholds, shadow: { weights: Object.fromEntries(Object.keys(settings.weights).map((k) => [k, 0])), thresholds: { medium: 98, high: 99, critical: 100 } } })
      .expect(200);
    await new Promise((r) => setTimeout(r, 5200)); // the engine's settings cache (5 s)
    const sender = '0180000001';
    await history(sender, 20, ['0280000001'], T0 + 40 * DAY);
    await post('/analyze/', tx({ sender_account: sender, receiver_account: '0380000001', amount: 900_000, device_id: 'dev-z', ip_address: '8.8.8.8' }), bank.api_token, T0 + 60 * DAY).expect(200);
    const alert = (await get(`/alerts/?account_number=${sender}`).expect(200)).body.results[0];
    await post(`/alerts/${alert.alert_id}/resolve`, { outcome: 'confirmed_fraud', note: 'Takeover.' }).expect(200);
    const shadow = (await get('/engine/performance?weeks=52').expect(200)).body.shadow;
    expect(shadow).toEqual({
      labelled: 1,
      live: { held_back: 1, confirmed_fraud: 1, legitimate: 0, precision: 1 },
      shadow: { held_back: 0, confirmed_fraud: 0, legitimate: 0, precision: null },
    });
  });
});
