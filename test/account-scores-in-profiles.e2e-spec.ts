import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { nextActivity } from '../src/fraud/engine/account-score.js';
import { databaseBefore } from './support/earlier-schema.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { transfer } from './support/transfer.js';

// Issue 19: an account's score is kept in its profile row (one probe and one row written per side of an analysis, not two).

const ZERO_HOURS = Array.from({ length: 24 }, () => 0);

describe('account scores in the profile row', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error' });
    token = (await createOrganization(t, 'Profile Score Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const analyze = (over: Record<string, unknown>) =>
    request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${token}`).send(transfer(over)).expect(200);
  const row = async (account: string) =>
    (
      await t.db.query(
        `SELECT txn_count, amount_log_mean, hours, channels, countries, inbound_count, last_txn_at, activity, score, risk_level, scored_at
           FROM fraud_account_profiles WHERE account_number = $1`,
        [account],
      )
    ).rows;

  it("a transfer that teaches nothing still scores its sender, in the sender's profile row; a later approved one adds its habits to that row", async () => {
    await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${token}`)
      .send({ subject_type: 'account', identifier: '0733000001', reason: 'mule' }).expect(201);
    const held = await analyze({ sender_account: '0133000001', receiver_account: '0733000001', amount: 50000 });
    expect(held.body.recommended_action).not.toBe('approve');

    // the sender: scored, with no habit learned (no row at all for it before the fold: its score was a row of its own)
    const [sender] = await row('0133000001');
    expect(sender).toMatchObject({ txn_count: 0, amount_log_mean: 0, hours: ZERO_HOURS, channels: {}, countries: [], inbound_count: 0, last_txn_at: null, risk_level: expect.any(String) });
    expect(sender.activity).toBeGreaterThan(0);
    expect(sender.scored_at).toBeInstanceOf(Date);
    // the watchlisted receiver: its inflow, and a score (the signals were about it)
    expect(await row('0733000001')).toEqual([expect.objectContaining({ inbound_count: 1, txn_count: 0, scored_at: expect.any(Date) })]);

    const approved = await analyze({ sender_account: '0133000001', receiver_account: '0233000001', amount: 20000 });
    expect(approved.body.recommended_action).toBe('approve');
    const [learned] = await row('0133000001');
    expect(learned).toMatchObject({ txn_count: 1, channels: { mobile: 1 }, countries: ['NG'], inbound_count: 0, last_txn_at: expect.any(Date) });
    expect(learned.amount_log_mean).toBeCloseTo(Math.log(20000), 9);
    expect(learned.hours.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    // its score learned from the second analysis on top of the first (read back from the row)
    expect(learned.activity).toBeCloseTo(nextActivity(sender.activity, approved.body.risk_score), 5);
    expect(learned.activity).not.toBeCloseTo(nextActivity(0, approved.body.risk_score), 5);
    expect(learned.scored_at.getTime()).toBeGreaterThanOrEqual(sender.scored_at.getTime());
    // an untouched receiver: its inflow, and no score (not linked to the organization by this payment)
    expect(await row('0233000001')).toEqual([expect.objectContaining({ inbound_count: 1, txn_count: 0, activity: null, score: null, risk_level: null, scored_at: null })]);

    const score = await request(t.server).get('/api/v1/fraud/score/').query({ account_number: '0133000001' }).set('Authorization', `Bearer ${token}`).expect(200);
    expect(score.body).toMatchObject({ fraud_score: learned.score, last_updated: learned.scored_at.toISOString() });
  });

  it("the scores' old table is left to the replicas of the release before (during a rollout) and never written; the profiles key leads with the account", async () => {
    await analyze({ sender_account: '0134000001', receiver_account: '0234000001' });
    expect(await row('0134000001')).toEqual([expect.objectContaining({ txn_count: 1, scored_at: expect.any(Date) })]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM fraud_account_scores`)).rows[0].n).toBe(0);
    const { rows } = await t.db.query(`SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = 'fraud_account_profiles'::regclass AND i.indisprimary ORDER BY array_position(i.indkey::int2[], a.attnum)`);
    expect(rows.map((r) => r.attname)).toEqual(['account_number', 'livemode', 'organization_id']);
  });

  it("a network report on an account reaches the organizations that scored it, not one that only saw it paid (its row unscored)", async () => {
    const other = (await createOrganization(t, 'Reporting Bank')).api_token;
    const watcher = (await createOrganization(t, 'Watching Bank')).api_token;
    // this organization only saw the account paid (no signal about it): its row holds an inflow, no score
    await analyze({ sender_account: '0135000001', receiver_account: '0735000001' });
    expect(await row('0735000001')).toEqual([expect.objectContaining({ inbound_count: 1, scored_at: null })]);
    // another organization scored it, as a sender
    await request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${watcher}`).send(transfer({ sender_account: '0735000001', receiver_account: '0235000001' })).expect(200);
    await request(t.server).post('/api/v1/fraud/report/').set('Authorization', `Bearer ${other}`)
      .send({ reporter_email: 'desk@reporting.test', account_number: '0735000001', fraud_type: 'phishing' }).expect(201);
    const alerts = async (as: string) =>
      (await request(t.server).get('/api/v1/fraud/alerts/').query({ account_number: '0735000001' }).set('Authorization', `Bearer ${as}`).expect(200)).body.results;
    const reported = (results: { source: string }[]) => results.filter((a) => a.source === 'network_report');
    expect(reported(await alerts(watcher))).toEqual([expect.objectContaining({ source: 'network_report' })]);
    expect(reported(await alerts(token))).toEqual([]);
    expect(await row('0735000001')).toEqual(expect.arrayContaining([expect.objectContaining({ inbound_count: 1, scored_at: null })]));
  });

  it("an analyst confirming fraud while a retry of the transfer is being written waits for it rather than deadlocking (pair, receiver, sender: the write's order)", async () => {
    await request(t.server).post('/api/v1/fraud/watchlist/entries').set('Authorization', `Bearer ${token}`)
      .send({ subject_type: 'account', identifier: '0736000001', reason: 'mule' }).expect(201);
    // an account number sorting after the receiver's: a lock order by number would take the receiver's row first
    const [sender, receiver] = ['0936000001', '0736000001'];
    await analyze({ sender_account: sender, receiver_account: receiver, amount: 50000 });
    const [alert] = (await request(t.server).get('/api/v1/fraud/alerts/').query({ account_number: sender }).set('Authorization', `Bearer ${token}`).expect(200)).body.results;
    const [before] = await row(receiver);
    const deadlocks = async () => (await t.db.query(`SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()`)).rows[0].n as number;
    const deadlocksBefore = await deadlocks();
    /** the backend blocked by `pid`, once there is one */
    const blockedBy = async (pid: number): Promise<number> => {
      for (let i = 0; i < 1200; i++) {
        const { rows } = await t.db.query(`SELECT pid FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))`, [pid]);
        if (rows.length) return rows[0].pid;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`nothing waited on ${pid}`);
    };
    // something else holds the receiver's network row: the retry's write stops there, holding the pair's row
    const holder = await t.db.connect();
    let retry: Promise<request.Response> | undefined;
    let resolved: Promise<request.Response> | undefined;
    try {
      await holder.query('BEGIN');
      const holderPid: number = (await holder.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await holder.query(`SELECT 1 FROM fraud_network_accounts WHERE account_number = $1 FOR UPDATE`, [receiver]);
      retry = request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${token}`).send(transfer({ sender_account: sender, receiver_account: receiver, amount: 50000 })).then((r) => r);
      const writerPid = await blockedBy(holderPid);
      // the analyst confirms meanwhile: the resolution waits on the write (the pair's row first)
      resolved = request(t.server).post(`/api/v1/fraud/alerts/${alert.alert_id}/resolve`).set('Authorization', `Bearer ${token}`)
        .send({ outcome: 'confirmed_fraud', note: 'Mule.' }).then((r) => r);
      await blockedBy(writerPid);
      await holder.query('COMMIT');
      expect((await retry).status).toBe(200);
      expect((await resolved).status).toBe(200);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
      await Promise.allSettled([retry, resolved]);
    }
    // the confirmed fraud raised the receiver's score, and no deadlock was broken on the way (statistics flush within a second or two)
    const [after] = await row(receiver);
    expect(after.activity).toBeGreaterThan(before.activity);
    for (let i = 0; i < 12; i++) {
      expect(await deadlocks()).toBe(deadlocksBefore);
      await new Promise((r) => setTimeout(r, 250));
    }
  });
});

// A database of the scores' own table: the migration copies every score into its profile row (making one where the account had
// none), keeps the habits, and the score reads as before.
describe('the migration that copies account scores into profiles keeps every score', () => {
  let t: TestApp;
  let token: string;
  const orgId = randomUUID();
  const otherOrgId = randomUUID();
  const at = new Date('2026-11-20T10:00:00.000Z');

  beforeAll(async () => {
    const { database, ds } = await databaseBefore(1795621400000);
    // one account with a profile and a score, one with a score alone, one with a profile alone; live and test
    await ds.query(`INSERT INTO fraud_account_profiles (organization_id, livemode, account_number, txn_count, amount_log_mean, inbound_count) VALUES
      ($1, true, '0144000001', 7, 10.5, 2), ($1, true, '0144000003', 3, 9.5, 0)`, [orgId]);
    await ds.query(`INSERT INTO fraud_account_scores (organization_id, livemode, account_number, activity, score, risk_level, updated_at) VALUES
      ($1, true, '0144000001', 40, 40, 'medium', $2), ($1, true, '0144000002', 12.5, 12.5, 'low', $2), ($1, false, '0144000001', 5, 5, 'low', $2)`, [orgId, at]);
    // three batches of the copy (10,000 scores each) of another organization's, an account's live and test scores split by the
    // first batch's end (the 10,000th score is 0000005000's test one, the 10,001st its live one)
    await ds.query(`INSERT INTO fraud_account_scores (organization_id, livemode, account_number, activity, score, risk_level, updated_at)
      SELECT $1, i % 2 = 1, lpad((i / 2)::text, 10, '0'), i % 97, i % 97, 'low', $2 FROM generate_series(1, 20500) i`, [otherOrgId, at]);
    await ds.destroy();
    t = await startTestApp({ LOG_LEVEL: 'error' }, { database });
    const org = await createOrganization(t, 'Upgraded Scores Bank');
    token = org.api_token;
    await t.db.query(`UPDATE fraud_account_profiles SET organization_id = $1 WHERE organization_id = $2`, [org.organization_id, orgId]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('scores, habits and the test-mode score kept; an unscored profile stays unscored', async () => {
    const { rows } = await t.db.query(`SELECT account_number, livemode, txn_count, amount_log_mean, inbound_count, activity, score, risk_level, scored_at
      FROM fraud_account_profiles WHERE organization_id <> $1 ORDER BY account_number, livemode`, [otherOrgId]);
    expect(rows).toEqual([
      { account_number: '0144000001', livemode: false, txn_count: 0, amount_log_mean: 0, inbound_count: 0, activity: 5, score: 5, risk_level: 'low', scored_at: at },
      { account_number: '0144000001', livemode: true, txn_count: 7, amount_log_mean: 10.5, inbound_count: 2, activity: 40, score: 40, risk_level: 'medium', scored_at: at },
      { account_number: '0144000002', livemode: true, txn_count: 0, amount_log_mean: 0, inbound_count: 0, activity: 12.5, score: 12.5, risk_level: 'low', scored_at: at },
      { account_number: '0144000003', livemode: true, txn_count: 3, amount_log_mean: 9.5, inbound_count: 0, activity: null, score: null, risk_level: null, scored_at: null },
    ]);
    const score = async (account: string) =>
      (await request(t.server).get('/api/v1/fraud/score/').query({ account_number: account }).set('Authorization', `Bearer ${token}`).expect(200)).body;
    expect(await score('0144000001')).toMatchObject({ fraud_score: 40, risk_level: 'medium', last_updated: at.toISOString() });
    expect(await score('0144000002')).toMatchObject({ fraud_score: 12.5, last_updated: at.toISOString() });
    // never scored: 0, as of now
    expect((await score('0144000003')).fraud_score).toBe(0);
    // every one of the other organization's scores, over three batches, each in its own profile row
    const copied = await t.db.query(`SELECT count(*)::int AS n, sum(score)::int AS total, count(*) FILTER (WHERE livemode)::int AS live FROM fraud_account_profiles WHERE organization_id = $1 AND scored_at = $2`, [otherOrgId, at]);
    const expected = await t.db.query(`SELECT count(*)::int AS n, sum(score)::int AS total, count(*) FILTER (WHERE livemode)::int AS live FROM fraud_account_scores WHERE organization_id = $1`, [otherOrgId]);
    expect(copied.rows[0]).toEqual({ n: 20500, total: expected.rows[0].total, live: 10250 });
    // the old table keeps its rows for the replicas of the release before, until they are replaced
    expect((await t.db.query(`SELECT count(*)::int AS n FROM fraud_account_scores`)).rows[0].n).toBe(20503);
  });
});
