import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startBureauStub, startBureauStubs } from './support/credit-bureau-stub.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

const newBvn = () => `2${String(randomInt(0, 9_999_999_999)).padStart(10, '0')}`;
/** Long enough that a stalled event loop (the stubs share it) never cuts off a bureau that answered;
 *  not the 3000 ms default, so the slow-bureau test shows the configured value is the one applied. */
const TIMEOUT_MS = 4000;

// The HTTP bureau client, configured by environment, against two local stub bureaus.
describe('credit bureaus over HTTP', () => {
  let t: TestApp;
  let bank: string;
  let crc: Awaited<ReturnType<typeof startBureauStub>>;
  let fc: Awaited<ReturnType<typeof startBureauStub>>;
  let stubs: Awaited<ReturnType<typeof startBureauStubs>>;

  const call = (method: 'get' | 'post', path: string) => request(t.server)[method](path).set('Authorization', `Bearer ${bank}`);
  const consent = async (bvn: string) => (await call('post', '/api/v1/consents').send({ bvn, purposes: ['loan_application'] }).expect(201)).body.consent_reference as string;

  beforeAll(async () => {
    stubs = await startBureauStubs();
    ({ crc, fc } = stubs);
    t = await startTestApp({
      CREDIT_BUREAU_CRC_URL: crc.url,
      CREDIT_BUREAU_CRC_API_KEY: 'crc-key-123',
      CREDIT_BUREAU_FIRST_CENTRAL_URL: `${fc.url}/`,
      CREDIT_BUREAU_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    bank = (await createOrganization(t, 'Bureau Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
    await stubs?.close();
  });
  beforeEach(() => stubs.reset());

  it('asks both bureaus and merges their files, sending the configured API key', async () => {
    const bvn = newBvn();
    const ref = await consent(bvn);
    const before = crc.state.fileRequests + fc.state.fileRequests;
    const res = await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200);
    expect(res.body.bureau_source).toBe('crc+first_central');
    expect(crc.state.fileRequests + fc.state.fileRequests).toBe(before + 2);
    expect(crc.state.headers.at(-1)?.authorization).toBe('Bearer crc-key-123');
    expect(fc.state.headers.at(-1)?.authorization).toBeUndefined();
  });

  it('answers from the other bureau when one is down, slow or broken, and says which', async () => {
    const bvn = newBvn();
    const ref = await consent(bvn);
    crc.state.mode = 'down';
    expect((await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200)).body.bureau_source).toBe('first_central');
    crc.state.mode = 'garbage';
    expect((await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200)).body.bureau_source).toBe('first_central');
    crc.state.mode = 'ok';
    fc.state.mode = 'slow';
    const started = Date.now();
    const res = await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200);
    expect(res.body.bureau_source).toBe('crc');
    // the configured timeout, not the bureau (which never answers), decides
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5000);
    const history = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`).expect(200);
    expect(history.body.bureau_source).toBe('crc');
  });

  it('answers 502 BUREAU_UNAVAILABLE when no bureau answers, or when the one asked for is down', async () => {
    const bvn = newBvn();
    const ref = await consent(bvn);
    crc.state.mode = 'down';
    fc.state.mode = 'slow';
    const both = await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(502);
    expect(both.body.error.code).toBe('BUREAU_UNAVAILABLE');
    expect(both.body.error.details).toEqual([
      { field: 'bureau', issue: 'crc unavailable' },
      { field: 'bureau', issue: 'first_central unavailable' },
    ]);
    fc.state.mode = 'ok';
    const one = await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref, bureau: 'crc' }).expect(502);
    expect(one.body.error.code).toBe('BUREAU_UNAVAILABLE');
    await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref, bureau: 'first_central' }).expect(200);
  });

  it('records a hard inquiry at the bureaus that answered; a soft one at none', async () => {
    const bvn = newBvn();
    const ref = await consent(bvn);
    const soft = await call('post', '/api/v1/credit/inquiry/').send({ bvn, inquiry_type: 'soft', consent_reference: ref, purpose: 'loan_application' }).expect(201);
    expect(soft.body.recorded_on_bureau).toBe(false);
    expect(crc.state.inquiries.find((q) => q.bvn === bvn)).toBeUndefined();
    fc.state.mode = 'down';
    const hard = await call('post', '/api/v1/credit/inquiry/').send({ bvn, inquiry_type: 'hard', consent_reference: ref, purpose: 'loan_application' }).expect(201);
    expect(hard.body.recorded_on_bureau).toBe(true);
    expect(crc.state.inquiries.filter((q) => q.bvn === bvn)).toEqual([
      expect.objectContaining({ inquiry_id: hard.body.inquiry_id, inquiry_type: 'hard', purpose: 'loan_application' }),
    ]);
    expect(fc.state.inquiries.filter((q) => q.bvn === bvn)).toEqual([]);
    // The bureau now lists it; with the service's own record of it, it still counts once.
    fc.state.mode = 'ok';
    const history = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`).expect(200);
    // the day the inquiry was recorded (not the clock now: the test may cross midnight UTC)
    const { rows } = await t.db.query('SELECT created_at FROM credit_inquiries WHERE id = $1', [hard.body.inquiry_id]);
    const today = new Date(rows[0].created_at).toISOString().slice(0, 10);
    const ours = history.body.hard_inquiries.filter((q: { date: string; institution: string }) => q.date === today && ['Member', 'Your organization'].includes(q.institution));
    expect(ours).toHaveLength(1);
    expect(ours[0]).not.toHaveProperty('reference');
  });
});
