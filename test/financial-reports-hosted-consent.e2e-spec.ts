import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HOSTED_CONSENT_VERSION } from '../src/financial-reports/hosted/hosted-consent.js';
import { historyOf, linkTokenOf, REPORTS_TEST_ENV } from './support/financial-reports-helpers.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 14 §6: the applicant's explicit, versioned consent is recorded on the case before the
// bank widget opens, and redirect_url (where the page returns the applicant) is validated.

describe('hosted page: applicant consent and redirect_url', () => {
  let t: TestApp;
  let live: string;
  let test: string;
  let seq = 0;

  const create = (bearer: string, extra: Record<string, unknown> = {}) =>
    request(t.server)
      .post('/api/v1/report')
      .set('Authorization', `Bearer ${bearer}`)
      .send({ full_name: 'Ngozi Eze', reference_id: `HC-${Date.now()}-${++seq}`, ...extra });
  const createCase = async (bearer = live, extra: Record<string, unknown> = {}) => {
    const res = await create(bearer, extra).expect(202);
    return { caseId: res.body.case_id as string, page: `/c/${linkTokenOf(res.body.link_url)}` };
  };
  const getCase = async (id: string, bearer = live) => (await request(t.server).get(`/api/v1/report/${id}`).set('Authorization', `Bearer ${bearer}`).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp(REPORTS_TEST_ENV);
    const org = await createOrganization(t, 'Enugu Savings Bank');
    live = org.api_token;
    test = org.test_api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the session shows the versioned consent text naming the lender; link-token without consent is 403 CONSENT_INVALID and writes nothing', async () => {
    const { caseId, page } = await createCase();
    const session = (await request(t.server).get(`${page}/session`).expect(200)).body;
    expect(session.consent).toEqual({ version: '2026-11-01', text: expect.stringContaining('Enugu Savings Bank'), given_at: null });
    expect(session.consent.text).toMatch(/bank account statements/);
    expect(session.consent.text).toMatch(/affordability/);

    for (const body of [undefined, {}]) {
      const refused = await request(t.server).post(`${page}/link-token`).send(body).expect(403);
      expect(refused.body.error).toMatchObject({ code: 'CONSENT_INVALID', details: [{ field: 'consent_version', issue: 'required' }], request_id: expect.any(String) });
    }
    const { rows } = await t.db.query(`SELECT widget_token_encrypted, consent_version, consent_given_at FROM report_cases WHERE id = $1`, [caseId]);
    expect(rows[0]).toEqual({ widget_token_encrypted: null, consent_version: null, consent_given_at: null });
    expect((await getCase(caseId)).applicant_consent).toBeNull();
  });

  it('a stale consent version is refused, on the request and when it is the one recorded', async () => {
    const { caseId, page } = await createCase();
    const stale = await request(t.server).post(`${page}/link-token`).send({ consent_version: '2025-01-01' }).expect(403);
    expect(stale.body.error).toMatchObject({ code: 'CONSENT_INVALID', details: [{ field: 'consent_version', issue: `must be ${HOSTED_CONSENT_VERSION}` }] });
    expect((await getCase(caseId)).applicant_consent).toBeNull();
    // a consent given to an older text no longer counts
    await t.db.query(`UPDATE report_cases SET consent_version = '2025-01-01', consent_given_at = now() WHERE id = $1`, [caseId]);
    expect((await request(t.server).post(`${page}/link-token`).send({}).expect(403)).body.error.code).toBe('CONSENT_INVALID');
    expect((await request(t.server).get(`${page}/session`).expect(200)).body.consent.given_at).toBeNull();
    await request(t.server).post(`${page}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    expect((await getCase(caseId)).applicant_consent.version).toBe(HOSTED_CONSENT_VERSION);
  });

  it('consent is recorded on the case with version and time, kept on repeat, and shown in the case record', async () => {
    const { caseId, page } = await createCase();
    const before = Date.now();
    const lt = await request(t.server).post(`${page}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    const after = Date.now();
    const record = await getCase(caseId);
    expect(record.applicant_consent).toEqual({ version: HOSTED_CONSENT_VERSION, given_at: expect.any(String) });
    const at = Date.parse(record.applicant_consent.given_at);
    expect(at).toBeGreaterThanOrEqual(before - 5000);
    expect(at).toBeLessThanOrEqual(after + 5000);
    expect((await request(t.server).get(`${page}/session`).expect(200)).body.consent.given_at).toBe(record.applicant_consent.given_at);
    // a reload: the same widget token, without or with the consent again; the first time is kept
    expect((await request(t.server).post(`${page}/link-token`).send({}).expect(200)).body.link_token).toBe(lt.body.link_token);
    await request(t.server).post(`${page}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    expect((await getCase(caseId)).applicant_consent).toEqual(record.applicant_consent);
    expect((await historyOf(t, caseId)).map((h) => h.to_status)).toEqual(['PENDING_CONNECTION']);
  });

  it('redirect_url: stored and returned, and the session gives the return URLs with case_id and status', async () => {
    const { caseId, page } = await createCase(live, { redirect_url: 'https://lender.example/return?loan=42' });
    expect((await getCase(caseId)).redirect_url).toBe('https://lender.example/return?loan=42');
    const session = (await request(t.server).get(`${page}/session`).expect(200)).body;
    expect(session.return_urls).toEqual({
      success_url: `https://lender.example/return?loan=42&case_id=${caseId}&status=success`,
      exit_url: `https://lender.example/return?loan=42&case_id=${caseId}&status=exit`,
    });
    const plain = await createCase();
    expect((await getCase(plain.caseId)).redirect_url).toBeNull();
    expect((await request(t.server).get(`${plain.page}/session`).expect(200)).body.return_urls).toBeNull();
  });

  it('redirect_url: http in live mode, javascript:, credentials, not a URL and too long are 400 naming the field; http://localhost only in test mode', async () => {
    const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM report_cases`)).rows[0].n as number;
    const before = await count();
    const bad = [
      ['http://localhost:3000/back', live],
      ['http://lender.example/back', live],
      ['http://lender.example/back', test],
      ['javascript:alert(1)', live],
      ['javascript:alert(1)', test],
      ['https://user:pw@lender.example/back', live],
      ['lender.example/back', live],
      [`https://lender.example/${'a'.repeat(2000)}`, live],
      ['', live],
    ] as const;
    for (const [url, bearer] of bad) {
      const res = await create(bearer, { redirect_url: url }).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain('redirect_url');
    }
    expect(await count()).toBe(before);
    const local = await createCase(test, { redirect_url: 'http://localhost:3000/back' });
    expect((await getCase(local.caseId, test)).redirect_url).toBe('http://localhost:3000/back');
    await createCase(test, { redirect_url: 'http://127.0.0.1:8080/back' });
  });
});
