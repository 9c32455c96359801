import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { FraudReportService } from '../src/fraud/fraud-network/fraud-report.service.js';
import { createOrganization, REDIS_URL, signUpOrganization, startTestApp, TestApp } from './support/test-app.js';

const run = promisify(execFile);

// Issue 11, item 1: one organization's reports must not poison another's view of an account (weights, caps, approval, rate limit).
describe('fraud network poisoning', () => {
  const REPORTS_PER_HOUR = 12;
  let t: TestApp;
  let operator: string; // the network's reviewer
  let operatorOrg: string;
  let attacker: string; // Attacker Bank, an approved member with bad intentions
  let victim: string; // Victim Bank, which screens payments to the accounts concerned
  let victimOrg: string;

  const post = (path: string, body: object, token: string) => request(t.server).post(`/api/v1/fraud${path}`).set('Authorization', `Bearer ${token}`).send(body);
  const score = async (account: string, token: string) => (await request(t.server).get(`/api/v1/fraud/score/?account_number=${account}`).set('Authorization', `Bearer ${token}`).expect(200)).body;
  const report = (account: string, token: string) => post('/report/', { reporter_email: 'desk@bank.test', account_number: account, fraud_type: 'phishing' }, token);
  const move = (id: string, status: string) => request(t.server).post(`/api/v1/fraud/network/reports/${id}/status`).set('Authorization', `Bearer ${operator}`).send({ status });
  const verify = async (id: string) => {
    await move(id, 'under_review').expect(200);
    await move(id, 'verified').expect(200);
  };
  let seq = 0;
  const account = (prefix: string) => `${prefix}${String(++seq).padStart(8, '0')}`;
  /** A ₦5,000 transfer from a fresh customer of the organization (no history, no burst). */
  const transfer = (receiver: string, token: string) =>
    post('/analyze/', { transaction_id: `TX-${randomUUID()}`, sender_account: account('01'), receiver_account: receiver, amount: 5000, currency: 'NGN', channel: 'mobile', ip_address: '41.58.1.1' }, token).expect(200);
  /** The organization analyses a payment from the account: the account is linked to it (it holds a score for it). */
  const link = async (acct: string, token: string) => {
    const res = await post('/analyze/', { transaction_id: `TX-${randomUUID()}`, sender_account: acct, receiver_account: account('02'), amount: 3000, channel: 'mobile' }, token).expect(200);
    expect(res.body.recommended_action).toBe('approve');
  };
  const reportedSignal = (res: request.Response) => res.body.signals.find((s: { code: string }) => s.code === 'RECEIVER_REPORTED');
  const scoreEvents = async (org: string, acct: string) =>
    (await t.db.query(`SELECT body FROM webhook_events WHERE organization_id = $1 AND type = 'fraud.score.updated' ORDER BY created_at`, [org])).rows
      .map((r) => JSON.parse(r.body))
      .filter((b) => b.account_number === acct);

  const signUp = (name: string) => signUpOrganization(t, name);

  beforeAll(async () => {
    t = await startTestApp({ FRAUD_REPORTS_PER_HOUR: String(REPORTS_PER_HOUR) });
    const op = await createOrganization(t, 'Network Operator');
    operator = op.api_token;
    operatorOrg = op.organization_id;
    attacker = (await createOrganization(t, 'Attacker Bank')).api_token;
    const v = await createOrganization(t, 'Victim Bank');
    victim = v.api_token;
    victimOrg = v.organization_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  // Every account here is first seen in the network's first days (each test file has a database of its own), so it counts as
  // established: a first payment to a young account another member reported is reviewed, never above medium, and the account
  // stays low (test/fraud-cross-institution.e2e-spec.ts, "an account another bank reported").
  it("eight received reports from one organization leave another's view low and its ₦5,000 transfer to an established account approved, until one is verified", async () => {
    const mule = account('07');
    await link(mule, victim);
    expect(await score(mule, victim)).toMatchObject({ fraud_score: 0, risk_level: 'low', report_count: 0 });

    const first = await report(mule, attacker).expect(201);
    const afterOne = await score(mule, victim);
    expect(afterOne.report_count).toBe(1);
    expect(afterOne.fraud_score).toBeGreaterThan(0);
    const ownAfterOne = await score(mule, attacker);
    for (let i = 0; i < 7; i++) await report(mule, attacker).expect(201);

    // duplicates from the same organization count once, for others and for itself
    const seen = await score(mule, victim);
    expect(seen).toMatchObject({ fraud_score: afterOne.fraud_score, risk_level: 'low', report_count: 1 });
    expect(await score(mule, attacker)).toMatchObject({ fraud_score: ownAfterOne.fraud_score, report_count: 1 });
    // the reporter's own report counts fully for itself
    expect(ownAfterOne.fraud_score).toBeGreaterThan(seen.fraud_score);

    const pay = await transfer(mule, victim);
    expect(pay.body).toMatchObject({ risk_level: 'low', recommended_action: 'approve', is_fraud: false });
    expect(reportedSignal(pay).details).toEqual({ reports: { received: 1 }, unreviewed_from_others: 1 });
    // nothing told the victim the account turned high or critical, and no alert was opened
    expect((await scoreEvents(victimOrg, mule)).filter((e) => e.risk_level === 'high' || e.risk_level === 'critical')).toEqual([]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM fraud_alerts WHERE organization_id = $1 AND receiver_account = $2`, [victimOrg, mule])).rows[0].n).toBe(0);

    // the operator verifies one report: now it weighs fully for everyone linked
    await verify(first.body.report_id);
    const verified = await score(mule, victim);
    expect(verified.fraud_score).toBeGreaterThanOrEqual(50);
    expect(verified.report_count).toBe(1);
    expect((await scoreEvents(victimOrg, mule)).pop()).toMatchObject({ fraud_score: verified.fraud_score, report_count: 1 });
    const payAgain = await transfer(mule, victim);
    expect(reportedSignal(payAgain)).toMatchObject({ contribution: 70, details: { reports: { verified: 1 }, unreviewed_from_others: 0 } });
    // a verified network report is conclusive evidence: it alone may decline (issue 12 item 3)
    expect(payAgain.body.recommended_action).toBe('decline');
  });

  it('unreviewed reports from many organizations together stay capped: low, and the transfer to an established account approved', async () => {
    const mule = account('07');
    await link(mule, victim);
    const reporters = await Promise.all(Array.from({ length: 6 }, (_, i) => createOrganization(t, `Member ${i}`)));
    const ids: string[] = [];
    for (const r of reporters) ids.push((await report(mule, r.api_token).expect(201)).body.report_id);
    await move(ids[0], 'under_review').expect(200);

    const seen = await score(mule, victim);
    expect(seen.report_count).toBe(6);
    expect(seen.fraud_score).toBeLessThanOrEqual(20);
    expect(seen.risk_level).toBe('low');
    const pay = await transfer(mule, victim);
    expect(pay.body).toMatchObject({ risk_level: 'low', recommended_action: 'approve' });
    expect(reportedSignal(pay).contribution).toBeLessThanOrEqual(14);
    expect(reportedSignal(pay).details.unreviewed_from_others).toBe(6);
  });

  it("a self-signed-up organization's reports count only for itself until the operator approves it", async () => {
    const upstart = await signUp('Upstart Microfinance Bank');
    const mule = account('07');
    await link(mule, victim);
    const filed = await report(mule, upstart.token).expect(201);
    expect(await score(mule, upstart.token)).toMatchObject({ fraud_score: 20, report_count: 1 });
    expect(await score(mule, victim)).toMatchObject({ fraud_score: 0, report_count: 0 });
    const pay = await transfer(mule, victim);
    expect(reportedSignal(pay)).toBeUndefined();
    // even verified, an unapproved organization's report stays its own
    await verify(filed.body.report_id);
    expect(await score(mule, victim)).toMatchObject({ fraud_score: 0, report_count: 0 });

    const approval = await t.app.get(FraudReportService).approveOrganization(upstart.organizationId);
    expect(approval).toMatchObject({ organization_id: upstart.organizationId, network_approved: true, reports_now_counted: 1, accounts_rescored: 1 });
    const counted = await score(mule, victim);
    expect(counted).toMatchObject({ report_count: 1 });
    expect(counted.fraud_score).toBeGreaterThanOrEqual(50);
    expect((await scoreEvents(victimOrg, mule)).pop()).toMatchObject({ fraud_score: counted.fraud_score });

    // from now on its reports count for others at once
    const next = account('07');
    await report(next, upstart.token).expect(201);
    expect((await score(next, victim)).report_count).toBe(1);
  });

  it('the operator approves an organization with `cli org:approve-network ORG` (JSON on stdout)', async () => {
    const upstart = await signUp('Second Upstart Bank');
    const mule = account('07');
    await report(mule, upstart.token).expect(201);
    expect((await score(mule, victim)).report_count).toBe(0);

    const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: t.config.redis.keyPrefix, LOG_LEVEL: 'error', SEED_DEMO: 'false', JWT_SECRET: t.config.jwt.secret };
    const { stdout } = await run(process.execPath, ['dist/cli.js', 'org:approve-network', upstart.organizationId], { env });
    expect(JSON.parse(stdout)).toEqual({ organization_id: upstart.organizationId, name: 'Second Upstart Bank', network_approved: true, reports_now_counted: 1, accounts_rescored: 1 });
    expect((await score(mule, victim)).report_count).toBe(1);

    const unknown = await run(process.execPath, ['dist/cli.js', 'org:approve-network', randomUUID()], { env }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(unknown?.code).toBe(1);
    expect(unknown?.stderr).toContain('Organization not found');

    // and removes one with `cli org:revoke-network ORG`
    const revoked = await run(process.execPath, ['dist/cli.js', 'org:revoke-network', upstart.organizationId], { env });
    expect(JSON.parse(revoked.stdout)).toEqual({ organization_id: upstart.organizationId, name: 'Second Upstart Bank', network_approved: false, reports_no_longer_counted: 1, accounts_rescored: 1 });
    expect((await score(mule, victim)).report_count).toBe(0);
    const usage = await run(process.execPath, ['dist/cli.js', 'org:revoke-network'], { env }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(usage?.code).toBe(1);
    expect(usage?.stderr).toContain('usage: cli org:revoke-network ORGANIZATION_ID');
  });

  it('the operator removes a member from the network: its reports, verified ones too, count only for itself again and every view of the accounts is rescored, until it is approved again', async () => {
    const rogue = await createOrganization(t, 'Rogue Microfinance Bank');
    const service = t.app.get(FraudReportService);
    const mule = account('07');
    await link(mule, victim);
    await verify((await report(mule, rogue.api_token).expect(201)).body.report_id);
    const counted = await score(mule, victim);
    expect(counted.report_count).toBe(1);
    expect(counted.fraud_score).toBeGreaterThanOrEqual(50);

    expect(await service.revokeOrganization(rogue.organization_id)).toEqual({
      organization_id: rogue.organization_id, name: 'Rogue Microfinance Bank', network_approved: false, reports_no_longer_counted: 1, accounts_rescored: 1,
    });
    // the victim's view is rescored at once (and told so), and its next payment to the account reads no report
    expect(await score(mule, victim)).toMatchObject({ fraud_score: 0, risk_level: 'low', report_count: 0 });
    expect((await scoreEvents(victimOrg, mule)).pop()).toMatchObject({ fraud_score: 0, risk_level: 'low', report_count: 0 });
    const pay = await transfer(mule, victim);
    expect(reportedSignal(pay)).toBeUndefined();
    expect(pay.body.recommended_action).toBe('approve');
    // the member's own view keeps its own report, and what it files from now on stays its own
    expect((await score(mule, rogue.api_token)).report_count).toBe(1);
    const next = account('07');
    await link(next, victim);
    const filed = await report(next, rogue.api_token).expect(201);
    expect((await score(next, victim)).report_count).toBe(0);
    // verified by the network's reviewers, it still counts for no one else, and opens no alert at the victim's bank
    await verify(filed.body.report_id);
    expect((await score(next, victim)).report_count).toBe(0);
    const alerts = await t.db.query(`SELECT count(*)::int AS n FROM fraud_alerts WHERE organization_id = $1 AND account_number = $2 AND source = 'network_report'`, [victimOrg, next]);
    expect(alerts.rows[0].n).toBe(0);
    // revoking again changes nothing; approving again counts both
    expect(await service.revokeOrganization(rogue.organization_id)).toMatchObject({ reports_no_longer_counted: 0, accounts_rescored: 0 });
    expect(await service.approveOrganization(rogue.organization_id)).toMatchObject({ reports_now_counted: 2, accounts_rescored: 2 });
    expect((await score(mule, victim)).report_count).toBe(1);
    expect((await score(next, victim)).report_count).toBe(1);

    // the operator's organization runs the network and cannot leave it; an unknown id is not found
    await expect(service.revokeOrganization(operatorOrg)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await t.db.query(`SELECT network_approved FROM organizations WHERE id = $1`, [operatorOrg])).rows[0].network_approved).toBe(true);
    await expect(service.revokeOrganization(randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it(`reports are rate-limited per organization: the ${REPORTS_PER_HOUR + 1}th in an hour is 429 with Retry-After`, async () => {
    const flooder = (await createOrganization(t, 'Flood Bank')).api_token;
    const mule = account('07');
    const firstKey = randomUUID();
    const body = { reporter_email: 'desk@flood.test', account_number: mule, fraud_type: 'phishing' };
    await post('/report/', body, flooder).set('Idempotency-Key', firstKey).expect(201);
    for (let i = 1; i < REPORTS_PER_HOUR; i++) await report(mule, flooder).expect(201);

    const refused = await report(mule, flooder).expect(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', request_id: expect.any(String) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // a replay of an accepted report is not a new report; another organization is still served
    expect((await post('/report/', body, flooder).set('Idempotency-Key', firstKey).expect(200)).headers['idempotent-replayed']).toBe('true');
    await report(mule, victim).expect(201);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM fraud_reports WHERE account_number = $1`, [mule])).rows[0].n).toBe(REPORTS_PER_HOUR + 1);
  });
});
