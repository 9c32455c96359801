import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HOSTED_CONSENT_VERSION } from '../src/financial-reports/hosted/hosted-consent.js';
import { historyOf, linkTokenOf, REPORTS_TEST_ENV } from './support/financial-reports-helpers.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 11 item 3: /complete accepts only a public token the server issued for this very link,
// once, before it expires. Anything else is refused and the case is left exactly as it was.

describe('hosted page: server-issued, single-use public tokens', () => {
  let t: TestApp;
  let token: string;
  let seq = 0;

  const createCase = async () => {
    const res = await request(t.server)
      .post('/api/v1/report')
      .set('Authorization', `Bearer ${token}`)
      .send({ full_name: 'Bola Adeyemi', reference_id: `PT-${Date.now()}-${++seq}` })
      .expect(202);
    return { caseId: res.body.case_id as string, page: `/c/${linkTokenOf(res.body.link_url)}` };
  };
  const sandboxConnect = async (page: string, profile = 'salaried') =>
    (await request(t.server).post(`${page}/sandbox/connect`).send({ profile, institution_id: 'gtbank' }).expect(200)).body.public_token as string;
  const complete = (page: string, publicToken: string) => request(t.server).post(`${page}/complete`).send({ public_token: publicToken });

  /** A refused complete wrote nothing: still PENDING_CONNECTION, no access token, no history. */
  async function expectUntouched(caseId: string) {
    const { rows } = await t.db.query(`SELECT status, provider_access_token_encrypted, institution_name, connection_completed_at FROM report_cases WHERE id = $1`, [caseId]);
    expect(rows[0]).toEqual({ status: 'PENDING_CONNECTION', provider_access_token_encrypted: null, institution_name: null, connection_completed_at: null });
    expect((await historyOf(t, caseId)).map((h) => h.to_status)).toEqual(['PENDING_CONNECTION']);
  }

  beforeAll(async () => {
    t = await startTestApp(REPORTS_TEST_ENV);
    token = (await createOrganization(t, 'Ibadan Credit Union')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a public token the applicant makes up (in the sandbox format) is refused with 400 and the case stays PENDING_CONNECTION', async () => {
    const { caseId, page } = await createCase();
    await request(t.server).post(`${page}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    const forged = await complete(page, 'public-sandbox-salaried-gtbank-AAAAAAAAAAAAAAAAAAAAAAAA').expect(400);
    expect(forged.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'public_token', issue: expect.stringMatching(/not issued for this link/) }] });
    expect(forged.body.error.request_id).toEqual(expect.any(String));
    await expectUntouched(caseId);
  });

  it('the token is issued by the server for its case: only its SHA-256 is stored, and case A\'s token is refused on case B', async () => {
    const a = await createCase();
    const b = await createCase();
    const tokenA = await sandboxConnect(a.page);
    const crossed = await complete(b.page, tokenA).expect(400);
    expect(crossed.body.error.code).toBe('VALIDATION_ERROR');
    await expectUntouched(b.caseId);

    const { rows } = await t.db.query(`SELECT public_token_hash, extract(epoch FROM public_token_expires_at - now())::float AS ttl FROM report_cases WHERE id = $1`, [a.caseId]);
    expect(rows[0].public_token_hash).toBe(createHash('sha256').update(tokenA).digest('hex'));
    expect(rows[0].ttl).toBeGreaterThan(25 * 60);
    expect(rows[0].ttl).toBeLessThanOrEqual(30 * 60);
    // refused on B, it still works on A, where it was issued
    expect((await complete(a.page, tokenA).expect(200)).body).toEqual({ status: 'CONNECTED', institution_name: 'GTBank' });
  });

  it('a valid token works once: the second use is refused with 409 and changes nothing', async () => {
    const { caseId, page } = await createCase();
    const pub = await sandboxConnect(page);
    expect((await complete(page, pub).expect(200)).body.status).toBe('CONNECTED');
    const again = await complete(page, pub).expect(409);
    expect(again.body.error.code).toBe('CONFLICT');
    expect((await historyOf(t, caseId)).filter((h) => h.to_status === 'CONNECTED')).toHaveLength(1);
    const { rows } = await t.db.query(`SELECT public_token_hash, public_token_expires_at FROM report_cases WHERE id = $1`, [caseId]);
    expect(rows[0]).toEqual({ public_token_hash: null, public_token_expires_at: null }); // burnt with the move
  });

  it('an expired token, and one replaced by a newer connect, are refused; the case stays PENDING_CONNECTION', async () => {
    const { caseId, page } = await createCase();
    const first = await sandboxConnect(page);
    await t.db.query(`UPDATE report_cases SET public_token_expires_at = now() - interval '1 second' WHERE id = $1`, [caseId]);
    const expired = await complete(page, first).expect(400);
    expect(expired.body.error.details).toEqual([{ field: 'public_token', issue: expect.stringMatching(/expired/) }]);
    await expectUntouched(caseId);

    const second = await sandboxConnect(page, 'gig_worker');
    await t.db.query(`UPDATE report_cases SET public_token_expires_at = now() + interval '10 minutes' WHERE id = $1`, [caseId]);
    expect((await complete(page, first).expect(400)).body.error.code).toBe('VALIDATION_ERROR');
    await expectUntouched(caseId);
    expect((await complete(page, second).expect(200)).body.status).toBe('CONNECTED');
  });

  it('concurrent completes with one valid token: exactly one CONNECTED, the others 409, one history row', async () => {
    const { caseId, page } = await createCase();
    const pub = await sandboxConnect(page);
    const answers = await Promise.all(Array.from({ length: 12 }, () => complete(page, pub)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(409)]);
    expect(answers.find((r) => r.status === 200)?.body).toEqual({ status: 'CONNECTED', institution_name: 'GTBank' });
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.error.code).toBe('CONFLICT');
    expect((await historyOf(t, caseId)).filter((h) => h.to_status === 'CONNECTED')).toHaveLength(1);
  });
});
