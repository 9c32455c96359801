import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { transfer } from './support/transfer.js';

// The fraud API end to end on real PostgreSQL and Redis. The engine's clock is the replay clock
// (X-Replay-Time), so a history of weeks is built in a second and hours of day are what we say.
describe('fraud', () => {
  let t: TestApp;
  let operator: string; // role A of the operator organization: the network's reviewer
  let bank: string;
  let other: string;

  const DAY = 24 * 3600 * 1000;
  const T0 = Date.parse('2026-10-01T09:00:00Z');
  const at = (ms: number) => new Date(ms).toISOString();
  const post = (path: string, body: object, token = bank, time?: number) => {
    const r = request(t.server).post(`/api/v1/fraud${path}`).set('Authorization', `Bearer ${token}`);
    return (time === undefined ? r : r.set('X-Replay-Time', at(time))).send(body);
  };
  const get = (path: string, token = bank) => request(t.server).get(`/api/v1/fraud${path}`).set('Authorization', `Bearer ${token}`);
  const tx = transfer;
  /** n ordinary transfers, one a day at 10:00 Lagos time, from the same device and a Nigerian IP */
  const history = async (sender: string, n: number, receivers: string[], token = bank) => {
    for (let i = 0; i < n; i++) {
      const amount = 15000 + ((i * 3737) % 10000);
      await post('/analyze/', tx({ sender_account: sender, receiver_account: receivers[i % receivers.length], amount }), token, T0 + i * DAY).expect(200);
    }
  };
  const account = (n: number) => String(n).padStart(10, '0');

  beforeAll(async () => {
    t = await startTestApp({ FRAUD_REPLAY_CLOCK: 'true' });
    operator = (await createOrganization(t, 'Network Operator')).api_token;
    bank = (await createOrganization(t, 'First Bank')).api_token;
    other = (await createOrganization(t, 'Other Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('validation: 400 with the error envelope, never 5xx', () => {
    const bad: [string, Record<string, unknown>][] = [
      ['sender_account not a NUBAN', { sender_account: '12345' }],
      ['receiver_account with letters', { receiver_account: '01234567ab' }],
      ['zero amount', { amount: 0 }],
      ['negative amount', { amount: -5 }],
      ['amount as a string', { amount: '100' }],
      ['unknown channel', { channel: 'fax' }],
      ['unknown currency', { currency: 'EUR' }],
      ['metadata not an object', { metadata: 'x' }],
      ['unknown field', { surprise: 1 }],
      ['sender equals receiver', { receiver_account: '0100000001' }],
    ];
    for (const [name, over] of bad) {
      it(`analyze refuses ${name}`, async () => {
        const res = await post('/analyze/', tx(over)).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.request_id).toBeTruthy();
      });
    }

    it('refuses bad score, velocity, watchlist, device and report input', async () => {
      for (const res of [
        await get('/score/?account_number=123'),
        await get('/score/'),
        await get('/score/?account_number=0123456789&bank_code=abc'),
        await post('/velocity-check/', { account_number: '0100000001', event_type: 'transfer', window_minutes: 0 }),
        await post('/velocity-check/', { account_number: '0100000001', event_type: 'transfer', window_minutes: 1441 }),
        await post('/velocity-check/', { account_number: '0100000001', event_type: 'transfer', threshold: -1 }),
        await post('/velocity-check/', { account_number: '0100000001', event_type: 'logout' }),
        await post('/velocity-check/', { account_number: '01000000', event_type: 'login' }),
        await post('/watchlist/check/', { subject_type: 'bvn', identifier: '1234' }),
        await post('/watchlist/check/', { subject_type: 'passport', identifier: 'A1234' }),
        await post('/watchlist/check/', { subject_type: 'phone', identifier: '12345' }),
        await post('/device-fingerprint/', { device_id: 'd', ip_address: 'not-an-ip', user_agent: 'x' }),
        await post('/device-fingerprint/', { device_id: 'd', ip_address: '41.58.1.1', user_agent: 'x', timezone: 'Mars/Olympus' }),
        await post('/report/', { reporter_email: 'a@b.co', account_number: '0100000001', fraud_type: 'ufo' }),
        await post('/report/', { reporter_email: 'not-mail', account_number: '0100000001', fraud_type: 'phishing' }),
        await post('/report/', { reporter_email: 'a@b.co', account_number: '0100000001', fraud_type: 'phishing', amount_lost: -1 }),
        await get('/alerts/?severity=urgent'),
        await get('/alerts/?account_number=12'),
        await get('/alerts/?page=0'),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
      }
    });

    it('needs authentication', async () => {
      await request(t.server).post('/api/v1/fraud/analyze/').send(tx()).expect(401);
      await request(t.server).get('/api/v1/fraud/alerts/').expect(401);
    });
  });

  it('an ordinary first transaction is approved with the exact contract fields', async () => {
    const body = tx({ sender_account: '0100000099', receiver_account: '0200000099', metadata: { note: 'rent' } });
    const res = await post('/analyze/', body, bank, T0).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['is_fraud', 'livemode', 'recommended_action', 'request_id', 'risk_level', 'risk_score', 'signals', 'transaction_id']);
    expect(res.body).toMatchObject({ transaction_id: body.transaction_id, is_fraud: false, risk_level: 'low', recommended_action: 'approve', livemode: true });
    expect(res.body.risk_score).toBeGreaterThanOrEqual(0);
    expect(res.body.risk_score).toBeLessThan(30);
  });

  it('account takeover: new device, foreign IP, unusual amount to a new beneficiary at 3 am is declined, alerted and scored', async () => {
    const sender = '0100000001';
    await history(sender, 25, ['0200000001', '0200000002']);
    const usual = await post('/analyze/', tx({ sender_account: sender, amount: 21000 }), bank, T0 + 25 * DAY).expect(200);
    expect(usual.body.risk_level).toBe('low');

    const attack = tx({ sender_account: sender, receiver_account: '0300000001', amount: 2_500_000, device_id: 'dev-new', ip_address: '8.8.8.8', metadata: { timezone: 'Africa/Lagos' } });
    const threeAmLagos = T0 + 26 * DAY - 7 * 3600 * 1000; // 02:00 UTC = 03:00 Lagos
    const res = await post('/analyze/', attack, bank, threeAmLagos).expect(200);
    expect(res.body).toMatchObject({ risk_level: 'critical', recommended_action: 'decline', is_fraud: true });
    expect(res.body.risk_score).toBeLessThanOrEqual(100);
    const codes = res.body.signals.map((s: { code: string }) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['NEW_DEVICE', 'FOREIGN_IP', 'AMOUNT_UNUSUAL', 'NEW_BENEFICIARY', 'HIGH_AMOUNT', 'ODD_HOUR', 'TIMEZONE_MISMATCH']));
    for (const s of res.body.signals) {
      expect(Object.keys(s).sort()).toEqual(['code', 'contribution', 'description', 'details']);
      expect(s.contribution).toBeGreaterThan(0);
    }
    expect(res.body.signals.find((s: { code: string }) => s.code === 'FOREIGN_IP').details.ip_country).toBe('US');

    const alerts = await get(`/alerts/?account_number=${sender}`).expect(200);
    expect(alerts.body).toMatchObject({ count: 1, page: 1, page_size: 20 });
    const alert = alerts.body.results[0];
    expect(alert).toMatchObject({ account_number: sender, transaction_id: attack.transaction_id, severity: 'critical', recommended_action: 'decline' });
    expect((await get(`/alerts/?severity=critical`).expect(200)).body.count).toBeGreaterThanOrEqual(1);
    expect((await get(`/alerts/?severity=low`).expect(200)).body.count).toBe(0);
    await get(`/alerts/${alert.alert_id}`).expect(200);
    // another organization sees neither the alert nor the account's learned score
    await get(`/alerts/${alert.alert_id}`, other).expect(404);
    expect((await get('/alerts/', other).expect(200)).body.count).toBe(0);
    const events = await t.db.query(`SELECT type, body FROM webhook_events WHERE type IN ('fraud.alert', 'fraud.score.updated') ORDER BY created_at`);
    expect(events.rows.map((r) => r.type)).toEqual(expect.arrayContaining(['fraud.alert', 'fraud.score.updated']));
    const alertEvent = JSON.parse(events.rows.find((r) => r.type === 'fraud.alert').body);
    expect(alertEvent).toMatchObject({ event: 'fraud.alert', alert_id: alert.alert_id, severity: 'critical', account_number: sender });

    const mine = await get(`/score/?account_number=${sender}&bank_code=058`).expect(200);
    expect(Object.keys(mine.body).sort()).toEqual(['account_number', 'fraud_score', 'last_updated', 'report_count', 'risk_level']);
    expect(mine.body.fraud_score).toBeGreaterThanOrEqual(60);
    expect(['high', 'critical']).toContain(mine.body.risk_level);
    const theirs = await get(`/score/?account_number=${sender}`, other).expect(200);
    expect(theirs.body).toMatchObject({ fraud_score: 0, risk_level: 'low', report_count: 0 });
  });

  it('medium risk from account-takeover signals asks for step-up authentication', async () => {
    const sender = '0100000002';
    await history(sender, 12, ['0200000003']);
    // a known payee at the usual amount from a new phone abroad is mostly a traveller (low, on the calibration table);
    // a new phone abroad sending four times the usual is medium
    const res = await post('/analyze/', tx({ sender_account: sender, receiver_account: '0200000003', amount: 80000, device_id: 'dev-other', ip_address: '8.8.8.8' }), bank, T0 + 12 * DAY).expect(200);
    expect(res.body.risk_level).toBe('medium');
    expect(res.body.recommended_action).toBe('step_up_auth');
  });

  it("short histories: a SIM swap on a customer of two transfers, and a phished login by web at night on one of eight, are stepped up; the owner's own phone, a known payee and one break are not", async () => {
    // two transfers from its phone (15,000 and 18,737): the thief's phone sends ten times that to a new payee from home
    await history('0100000060', 2, ['0200000060']);
    const swap = await post('/analyze/', tx({ sender_account: '0100000060', receiver_account: '0300000060', amount: 170000, device_id: 'dev-thief' }), bank, T0 + 2 * DAY + 3600_000).expect(200);
    expect(swap.body.recommended_action).toBe('step_up_auth');
    // the owner of another such account paying rent from its own phone; a third's new phone paying, ten times over, the payee it already paid
    await history('0100000061', 2, ['0200000061']);
    const rent = await post('/analyze/', tx({ sender_account: '0100000061', receiver_account: '0300000061', amount: 170000 }), bank, T0 + 2 * DAY + 3600_000).expect(200);
    expect(rent.body.recommended_action).toBe('approve');
    await history('0100000064', 2, ['0200000064']);
    const known = await post('/analyze/', tx({ sender_account: '0100000064', receiver_account: '0200000064', amount: 170000, device_id: 'dev-new-phone' }), bank, T0 + 2 * DAY + 3600_000).expect(200);
    expect(known.body.recommended_action).toBe('approve');
    // eight mobile transfers at 10:00: a laptop's browser at 02:30 Lagos paying a new payee about the usual is stepped up; the
    // same from the laptop at 14:00 (one break) is approved
    await history('0100000062', 8, ['0200000062']);
    const nightLagos = T0 + 8 * DAY - 7.5 * 3600_000; // 01:30 UTC = 02:30 Lagos
    const login = tx({ sender_account: '0100000062', receiver_account: '0300000062', amount: 21000, channel: 'web', device_id: 'laptop-phished' });
    const phished = await post('/analyze/', login, bank, nightLagos).expect(200);
    expect(phished.body.recommended_action).toBe('step_up_auth');
    expect(phished.body.signals.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['NEW_DEVICE', 'UNUSUAL_CHANNEL', 'ODD_HOUR']));
    await history('0100000063', 8, ['0200000063']);
    const afternoon = await post('/analyze/', { ...login, transaction_id: `TX-${randomUUID()}`, sender_account: '0100000063', receiver_account: '0300000063' }, bank, T0 + 8 * DAY + 4 * 3600_000).expect(200);
    expect(afternoon.body.recommended_action).toBe('approve');
  });

  it("a SIM swap draining a customer of two transfers in parts to one new payee is stepped up at the part that reaches the triad's amount; the owner's own phone is not", async () => {
    // two transfers from its phone (15,000 and 18,737, geometric mean 16,764): the thief's phone sends 60,000 to a new payee
    // three times, six minutes apart. The first part (3.6 times the usual) is approved, and not learned as the account's habit
    // (a new device's payment to a payee of its session teaches nothing): the second makes 120,000 in the hour, over five times the usual
    await history('0100000065', 2, ['0200000065']);
    const at = T0 + 2 * DAY + 3600_000;
    const part = (sender: string, device: string | undefined, i: number) =>
      post('/analyze/', tx({ sender_account: sender, receiver_account: `03000000${sender.slice(-2)}`, amount: 60000, ...(device ? { device_id: device } : {}) }), bank, at + i * 6 * 60_000).expect(200);
    expect((await part('0100000065', 'dev-swapped', 0)).body.recommended_action).toBe('approve');
    const second = await part('0100000065', 'dev-swapped', 1);
    expect(second.body.recommended_action).toBe('step_up_auth');
    expect(second.body.signals.find((s: { code: string }) => s.code === 'NEW_DEVICE').details).toMatchObject({ drained_in_parts: true });
    // the approved part taught nothing: the owner's habit is still its two transfers
    const { rows } = await t.db.query('SELECT txn_count FROM fraud_account_profiles WHERE account_number = $1', ['0100000065']);
    expect(rows).toEqual([{ txn_count: 2 }]);
    // the owner of another such account paying the same three parts from its own phone (each learned)
    await history('0100000066', 2, ['0200000066']);
    for (const i of [0, 1, 2]) expect((await part('0100000066', undefined, i)).body.recommended_action).toBe('approve');
    const owner = await t.db.query('SELECT txn_count FROM fraud_account_profiles WHERE account_number = $1', ['0100000066']);
    expect(owner.rows).toEqual([{ txn_count: 5 }]);
  });

  it("a SIM swap draining an account of wide habits in three parts to one new payee within the hour is stepped up at the third part; the owner's own phone is not", async () => {
    // eight transfers of all sizes from its phone (5,000 to 250,000: rent, school fees, airtime; geometric mean about 31,500):
    // the thief's phone sends 60,000 to a new payee three times, six minutes apart. Each part and the hour's sum stay within
    // so wide a habit (180,000 is about 1.2 sd above it), but three parts to a payee of the session make twice the usual payment
    const amounts = [5000, 250000, 12000, 90000, 30000, 8000, 150000, 20000];
    const at = T0 + 9 * DAY + 3600_000;
    const drain = async (sender: string, device: string | undefined) => {
      for (const [i, amount] of amounts.entries()) await post('/analyze/', tx({ sender_account: sender, receiver_account: `02000000${sender.slice(-2)}`, amount }), bank, T0 + i * DAY).expect(200);
      const answers: string[] = [];
      for (const i of [0, 1, 2]) {
        const r = await post('/analyze/', tx({ sender_account: sender, receiver_account: `03000000${sender.slice(-2)}`, amount: 60000, ...(device ? { device_id: device } : {}) }), bank, at + i * 6 * 60_000).expect(200);
        answers.push(r.body.recommended_action);
        if (i === 2 && device) expect(r.body.signals.find((s: { code: string }) => s.code === 'NEW_DEVICE').details).toMatchObject({ drained_in_parts: true });
      }
      return answers;
    };
    expect(await drain('0100000068', 'dev-swapped-2')).toEqual(['approve', 'approve', 'step_up_auth']);
    expect(await drain('0100000069', undefined)).toEqual(['approve', 'approve', 'approve']);
  });

  it("a phished login's second transfer to the payee its first made known, above the habit, is stepped up (the behaviour change reads a payee of the session as new)", async () => {
    // eight mobile transfers around 19,000; a laptop's browser at 14:00 pays a new payee 12,000 (one break, under the habit:
    // approved), then the same payee 32,000 ten minutes later: over 1 sd above the habit with the break, and 44,000 in the
    // hour is under the drain's triad amount. The first part made the payee known; it is still the session's
    await history('0100000067', 8, ['0200000067']);
    const at = T0 + 8 * DAY + 4 * 3600_000;
    const part = (amount: number, i: number) =>
      post('/analyze/', tx({ sender_account: '0100000067', receiver_account: '0300000067', amount, channel: 'web', device_id: 'laptop-phished-2' }), bank, at + i * 10 * 60_000).expect(200);
    expect((await part(12000, 0)).body.recommended_action).toBe('approve');
    const second = await part(32000, 1);
    expect(second.body.recommended_action).toBe('step_up_auth');
    expect(second.body.signals.find((s: { code: string }) => s.code === 'NEW_DEVICE').details.behaviour_change).toEqual(['UNUSUAL_CHANNEL']);
  });

  it('a brand-new account sending ₦4.9M six times by web from a Tor exit abroad: every transfer, the first too, is reviewed', async () => {
    const sender = '0100000077';
    const results: request.Response[] = [];
    for (let i = 0; i < 6; i++) {
      const body = tx({ sender_account: sender, receiver_account: '0300000077', amount: 4_900_000, channel: 'web', device_id: 'tor-browser', ip_address: '185.220.101.34' });
      results.push(await post('/analyze/', body, bank, T0 + 40 * DAY + i * 90_000).expect(200));
    }
    const first = results[0].body;
    expect(first.signals.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['UNKNOWN_SENDER_ABROAD', 'FOREIGN_IP']));
    expect(first.risk_score).toBeGreaterThanOrEqual(30);
    expect(first.recommended_action).toBe('review');
    for (const r of results) expect(['review', 'decline']).toContain(r.body.recommended_action);
    // another new account's first large transfer from home is no such case
    const home = await post('/analyze/', tx({ sender_account: '0100000078', receiver_account: '0300000077', amount: 4_900_000, channel: 'web', device_id: 'laptop' }), bank, T0 + 40 * DAY).expect(200);
    expect(home.body.signals.map((s: { code: string }) => s.code)).not.toContain('UNKNOWN_SENDER_ABROAD');
  });

  it('a mule receiver gathering money from many new senders is flagged', async () => {
    const mule = '0900000001';
    let last: request.Response | undefined;
    for (let i = 0; i < 9; i++) {
      last = await post('/analyze/', tx({ sender_account: account(4000 + i), receiver_account: mule, amount: 50000, device_id: `dev-m${i}` }), bank, T0 + 30 * DAY + i * 600_000).expect(200);
    }
    const mules = last!.body.signals.find((s: { code: string }) => s.code === 'MULE_RECEIVER');
    expect(mules).toBeDefined();
    expect(mules.details.new_senders_24h).toBe(9);
  });

  it('a velocity burst and round amounts raise the score', async () => {
    const sender = '0100000003';
    let res: request.Response | undefined;
    for (let i = 0; i < 10; i++) {
      res = await post('/analyze/', tx({ sender_account: sender, receiver_account: account(5000 + i), amount: 100000 }), bank, T0 + 40 * DAY + i * 30_000).expect(200);
    }
    const codes = res!.body.signals.map((s: { code: string }) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['VELOCITY_BURST', 'ROUND_AMOUNT_BURST']));
    expect(res!.body.risk_score).toBeGreaterThanOrEqual(60);
  });

  it('velocity-check counts the window including this call, exactly, per organization', async () => {
    const body = { account_number: '0700000001', event_type: 'login' };
    for (let i = 1; i <= 6; i++) {
      const res = await post('/velocity-check/', body).expect(200);
      expect(res.body).toEqual({ exceeded: i > 5, event_count: i, threshold: 5, window_minutes: 60, request_id: expect.any(String) });
    }
    const custom = await post('/velocity-check/', { ...body, window_minutes: 5, threshold: 10 }).expect(200);
    expect(custom.body).toMatchObject({ exceeded: false, event_count: 7, threshold: 10, window_minutes: 5 });
    expect((await post('/velocity-check/', body, other).expect(200)).body.event_count).toBe(1);
    // events outside the window are not counted (replayed time two hours later)
    expect((await post('/velocity-check/', body, bank, Date.now() + 2 * 3600_000).expect(200)).body.event_count).toBe(1);
  });

  describe('watchlists', () => {
    it('matches normalised identifiers and fuzzy names, with list, entry, how and how strongly', async () => {
      const phone = await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${bank}`)
        .send({ subject_type: 'phone', identifier: '0803 123 4567', full_name: 'Adebayo Ogunlesi', reason: 'mule recruiter' }).expect(201);
      expect(phone.body).toMatchObject({ list: 'organization', subject_type: 'phone', identifier: '+2348031234567' });

      const byPhone = await post('/watchlist/check/', { subject_type: 'phone', identifier: '+234 803 123 4567' }).expect(200);
      expect(byPhone.body).toMatchObject({ matched: true, match_count: 1 });
      expect(byPhone.body.matches[0]).toMatchObject({ entry_id: phone.body.id, list: 'organization', match_type: 'identifier', score: 1 });

      const byName = await post('/watchlist/check/', { subject_type: 'phone', identifier: '08099999999', full_name: 'OGUNLESI Adébáyọ̀' }).expect(200);
      expect(byName.body.matched).toBe(true);
      expect(byName.body.matches[0]).toMatchObject({ entry_id: phone.body.id, match_type: 'name' });
      expect(byName.body.matches[0].score).toBeGreaterThanOrEqual(0.85);
      const misspelt = await post('/watchlist/check/', { subject_type: 'email', identifier: 'X@Y.com', full_name: 'Adebayo Ogunlessi' }).expect(200);
      expect(misspelt.body.matched).toBe(true);
      const stranger = await post('/watchlist/check/', { subject_type: 'email', identifier: 'x@y.com', full_name: 'Chioma Nwosu' }).expect(200);
      expect(stranger.body).toMatchObject({ matched: false, match_count: 0, matches: [] });

      // another organization does not see this organization's list
      expect((await post('/watchlist/check/', { subject_type: 'phone', identifier: '08031234567' }, other).expect(200)).body.matched).toBe(false);
      await request(t.server).delete(`/api/v1/fraud/watchlist/entries/${phone.body.id}`).set('Authorization', `Bearer ${other}`).expect(404);
    });

    it('shared lists are kept by the operator and seen by everyone; CSV import reports bad lines', async () => {
      await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${bank}`)
        .send({ list: 'sanctions', subject_type: 'bvn', identifier: '22212345678' }).expect(403);
      const shared = await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${operator}`)
        .send({ list: 'sanctions', subject_type: 'bvn', identifier: '22212345678', full_name: 'Sani Abacha' }).expect(201);
      const seen = await post('/watchlist/check/', { subject_type: 'bvn', identifier: '222 1234 5678' }, other).expect(200);
      expect(seen.body.matches[0]).toMatchObject({ entry_id: shared.body.id, list: 'sanctions' });

      const csv = 'subject_type,identifier,full_name,reason\naccount,0800000001,,mule\nbvn,123,,bad\nemail,Fraud@Example.COM,"Obi, Chukwuma",\n';
      const imported = await request(t.server).post('/api/v1/fraud/watchlist/import').set('Authorization', `Bearer ${bank}`).send({ csv }).expect(200);
      expect(imported.body.imported).toBe(2);
      expect(imported.body.rejected).toEqual([{ line: 3, issue: expect.stringContaining('BVN') }]);
      expect((await post('/watchlist/check/', { subject_type: 'email', identifier: 'fraud@example.com' }).expect(200)).body.matched).toBe(true);
      const list = await get('/watchlist/entries?page_size=100').expect(200);
      expect(list.body.count).toBe(4);

      const hit = await post('/analyze/', tx({ sender_account: '0100000050', receiver_account: '0800000001' }), bank, T0).expect(200);
      expect(hit.body.signals.map((s: { code: string }) => s.code)).toContain('WATCHLIST_HIT');

      const entry = list.body.results.find((e: { identifier: string }) => e.identifier === '0800000001');
      await request(t.server).delete(`/api/v1/fraud/watchlist/entries/${entry.id}`).set('Authorization', `Bearer ${bank}`).expect(204);
      await request(t.server).delete(`/api/v1/fraud/watchlist/entries/${entry.id}`).set('Authorization', `Bearer ${bank}`).expect(404);
    });
  });

  describe('device fingerprint', () => {
    it('flags emulators, automation and time-zone mismatches, and learns known devices', async () => {
      const first = await post('/device-fingerprint/', { device_id: 'dfp-1', ip_address: '41.58.1.1', user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile', account_number: '0110000001', timezone: 'Africa/Lagos' }).expect(200);
      expect(Object.keys(first.body).sort()).toEqual(['device_id', 'flags', 'known_device', 'request_id', 'risk_level', 'risk_score']);
      expect(first.body).toMatchObject({ device_id: 'dfp-1', known_device: false, risk_level: 'low' });
      const again = await post('/device-fingerprint/', { device_id: 'dfp-1', ip_address: '41.58.1.1', user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile', account_number: '0110000001' }).expect(200);
      expect(again.body).toMatchObject({ known_device: true, flags: [] });

      const bot = await post('/device-fingerprint/', { device_id: 'dfp-2', ip_address: '8.8.8.8', user_agent: 'Mozilla/5.0 HeadlessChrome/120.0', account_number: '0110000001', timezone: 'Africa/Lagos', is_emulator: true }).expect(200);
      expect(bot.body.flags).toEqual(expect.arrayContaining(['NEW_DEVICE', 'EMULATOR', 'AUTOMATION_USER_AGENT', 'FOREIGN_IP', 'TIMEZONE_MISMATCH']));
      expect(bot.body.risk_level).toBe('high');
      // the risky device raised the account's score
      expect((await get('/score/?account_number=0110000001').expect(200)).body.fraud_score).toBeGreaterThanOrEqual(30);
      for (const f of bot.body.flags) expect(f).toMatch(/^[A-Z_]+$/);
      // the flagged device then weighs on a transaction that uses it
      const res = await post('/analyze/', tx({ sender_account: '0110000001', receiver_account: '0210000001', device_id: 'dfp-2', ip_address: '41.58.1.1' }), bank, T0).expect(200);
      expect(res.body.signals.map((s: { code: string }) => s.code)).toContain('DEVICE_RISK');
    });

    it('flags a device shared by many accounts', async () => {
      for (let i = 0; i < 3; i++) await post('/device-fingerprint/', { device_id: 'dfp-shared', ip_address: '41.58.1.1', user_agent: 'Mozilla/5.0', account_number: account(120000 + i) }).expect(200);
      const res = await post('/device-fingerprint/', { device_id: 'dfp-shared', ip_address: '41.58.1.1', user_agent: 'Mozilla/5.0', account_number: account(120009) }).expect(200);
      expect(res.body.flags).toContain('SHARED_DEVICE');
    });
  });

  describe('fraud network', () => {
    it('reports are idempotent, private to the reporter, reviewed by the operator and count for everyone', async () => {
      // a customer of the other bank who has paid the account (its landlord, say) for over a week before anyone reported it
      await history('0100000088', 10, ['0600000001', '0600000099'], other);
      const key = randomUUID();
      const body = { reporter_email: 'desk@firstbank.test', account_number: '0600000001', fraud_type: 'sim_swap', amount_lost: 250000, description: 'customer lost funds', evidence_urls: ['https://evidence.firstbank.test/1.pdf'] };
      const created = await post('/report/', body).set('Idempotency-Key', key).expect(201);
      expect(Object.keys(created.body).sort()).toEqual(['created_at', 'report_id', 'request_id', 'status']);
      expect(created.body.status).toBe('received');
      const replay = await post('/report/', body).set('Idempotency-Key', key).expect(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body.report_id).toBe(created.body.report_id);
      expect((await t.db.query('SELECT count(*)::int AS n FROM fraud_reports')).rows[0].n).toBe(1);

      const own = await get(`/report/${created.body.report_id}`).expect(200);
      expect(own.body).toMatchObject({ reporter_email: 'desk@firstbank.test', description: 'customer lost funds', status: 'received' });
      await get(`/report/${created.body.report_id}`, other).expect(404);
      await get(`/report/not-a-uuid`).expect(404);

      // every organization counts it, without seeing who reported
      const before = await get('/score/?account_number=0600000001', other).expect(200);
      expect(before.body.report_count).toBe(1);
      expect(before.body.fraud_score).toBeGreaterThan(0);

      // reviewers: role A of the operator organization only, one step at a time
      await request(t.server).post(`/api/v1/fraud/network/reports/${created.body.report_id}/status`).set('Authorization', `Bearer ${bank}`).send({ status: 'under_review' }).expect(403);
      const queue = await request(t.server).get('/api/v1/fraud/network/reports?status=received').set('Authorization', `Bearer ${operator}`).expect(200);
      expect(queue.body.count).toBe(1);
      expect(JSON.stringify(queue.body)).not.toContain('desk@firstbank.test');
      expect(JSON.stringify(queue.body)).not.toContain('customer lost funds');
      const move = (status: string) => request(t.server).post(`/api/v1/fraud/network/reports/${created.body.report_id}/status`).set('Authorization', `Bearer ${operator}`).send({ status });
      expect((await move('verified').expect(409)).body.error.code).toBe('CONFLICT');
      expect((await move('under_review').expect(200)).body.status).toBe('under_review');
      expect((await move('verified').expect(200)).body.status).toBe('verified');
      await move('verified').expect(409);
      const after = await get('/score/?account_number=0600000001', other).expect(200);
      expect(after.body.fraud_score).toBeGreaterThan(before.body.fraud_score);
      // the reporting organization is linked to the account, so it heard of the change
      const scoreEvents = await t.db.query(`SELECT body FROM webhook_events WHERE type = 'fraud.score.updated' AND body::jsonb ->> 'account_number' = '0600000001'`);
      expect(scoreEvents.rows.length).toBeGreaterThanOrEqual(1);

      // a payment to the reported account carries the network signal for any organization
      const pay = await post('/analyze/', tx({ sender_account: '0100000077', receiver_account: '0600000001' }), other, T0).expect(200);
      const signal = pay.body.signals.find((s: { code: string }) => s.code === 'RECEIVER_REPORTED');
      expect(signal.details.reports).toEqual({ verified: 1 });
      expect(pay.body.risk_level).not.toBe('low');
      // a verified report declines a payment from a customer to whom the account is a new payee; one who has paid it for
      // over a week is reviewed at the same score (an analyst calls the customer), the payee's standing in the signal's details
      expect(pay.body).toMatchObject({ recommended_action: 'decline', is_fraud: true });
      expect(signal.details.established_payee).toBeUndefined();
      const landlord = await post('/analyze/', tx({ sender_account: '0100000088', receiver_account: '0600000001', amount: 20000 }), other, T0 + 12 * DAY).expect(200);
      expect(landlord.body).toMatchObject({ risk_score: pay.body.risk_score, recommended_action: 'review', is_fraud: false });
      expect(landlord.body.signals.find((s: { code: string }) => s.code === 'RECEIVER_REPORTED')).toMatchObject({
        details: { reports: { verified: 1 }, established_payee: true }, description: expect.stringContaining('has paid it before, first over a week ago'),
      });
    });
  });

  describe('per-organization tuning and shadow rules', () => {
    it('weights change without code; shadow rules are logged beside the live ones', async () => {
      const put = (token: string, body: object) => request(t.server).put('/api/v1/fraud/settings').set('Authorization', `Bearer ${token}`).send(body);
      const bad = await put(other, { weights: { NOPE: 5 }, thresholds: { medium: 30, high: 60, critical: 80 } }).expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
      await put(other, { weights: {}, thresholds: { medium: 60, high: 50, critical: 80 } }).expect(400);
      const saved = await put(other, {
        weights: { RECEIVER_REPORTED: 0 },
        thresholds: { medium: 30, high: 60, critical: 80 },
        shadow: { weights: { RECEIVER_REPORTED: 100 }, thresholds: { medium: 20, high: 40, critical: 60 } },
      }).expect(200);
      expect(saved.body.weights.RECEIVER_REPORTED).toBe(0);
      expect(saved.body.weights.NEW_DEVICE).toBeGreaterThan(0);
      const body = tx({ sender_account: '0100000078', receiver_account: '0600000001' });
      const res = await post('/analyze/', body, other, T0).expect(200);
      expect(res.body.signals.map((s: { code: string }) => s.code)).not.toContain('RECEIVER_REPORTED');
      const row = await t.db.query(`SELECT shadow FROM fraud_transactions WHERE transaction_id = $1`, [body.transaction_id]);
      expect(row.rows[0].shadow).toMatchObject({ risk_level: 'critical', recommended_action: 'decline' });
      expect((await get('/settings', other).expect(200)).body.shadow.thresholds.critical).toBe(60);
      // the other organization's engine is untouched
      expect((await get('/settings').expect(200)).body.weights.RECEIVER_REPORTED).toBe(70);
    });

    it("an organization's own bank code: set, kept when omitted, removed with null, refused unless 3-6 digits", async () => {
      const put = (body: object) => request(t.server).put('/api/v1/fraud/settings').set('Authorization', `Bearer ${other}`).send(body);
      const rules = { weights: {}, thresholds: { medium: 30, high: 60, critical: 80 } };
      expect((await get('/settings', other).expect(200)).body.bank_code).toBeNull();
      expect((await put({ ...rules, bank_code: '058' }).expect(200)).body.bank_code).toBe('058');
      expect((await put(rules).expect(200)).body.bank_code).toBe('058');
      const bad = await put({ ...rules, bank_code: '05A' }).expect(400);
      expect(bad.body.error.details).toEqual([expect.objectContaining({ field: 'bank_code' })]);
      expect((await get('/settings', other).expect(200)).body.bank_code).toBe('058');
      expect((await put({ ...rules, bank_code: null }).expect(200)).body.bank_code).toBeNull();
      expect((await get('/settings').expect(200)).body.bank_code).toBeNull();
    });
  });

  it('concurrent transfers between the same accounts in both directions all succeed', async () => {
    const pairs = Array.from({ length: 8 }, (_, i) => [account(880000 + i), account(890000 + i)]);
    const results = await Promise.all(
      pairs.flatMap(([a, b]) => [0, 1, 2].flatMap(() => [post('/analyze/', tx({ sender_account: a, receiver_account: b, device_id: `dev-${a}` })), post('/analyze/', tx({ sender_account: b, receiver_account: a, device_id: `dev-${b}` }))])),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    // each customer on their own phone: all approved, so every one of them is learned (profiles learn only from approved transfers)
    expect(results.map((r) => r.body.recommended_action).filter((a) => a !== 'approve')).toEqual([]);
    const { rows } = await t.db.query(`SELECT sum(txn_count)::int AS n FROM fraud_account_profiles WHERE account_number = ANY ($1)`, [pairs.flat()]);
    expect(rows[0].n).toBe(48);
  });

  it('analyze is idempotent with an Idempotency-Key', async () => {
    const key = randomUUID();
    const body = tx({ sender_account: '0100000088', receiver_account: '0200000088' });
    const a = await post('/analyze/', body).set('Idempotency-Key', key).expect(200);
    const b = await post('/analyze/', body).set('Idempotency-Key', key).expect(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body).toEqual(a.body);
    expect((await t.db.query('SELECT count(*)::int AS n FROM fraud_transactions WHERE transaction_id = $1', [body.transaction_id])).rows[0].n).toBe(1);
    expect((await post('/analyze/', { ...body, amount: 5 }).set('Idempotency-Key', key).expect(409)).body.error.code).toBe('DUPLICATE_IDempotency');
  });
});
