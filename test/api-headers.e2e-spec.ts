import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { expectEnvelope } from './support/envelope.js';

// What every answer carries (API-Version, WWW-Authenticate on 401) and how a missing field is told.
describe('API-Version, WWW-Authenticate and missing fields', () => {
  let t: TestApp;
  let token: string;
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

  beforeAll(async () => {
    t = await startTestApp();
    token = (await createOrganization(t, 'Headers Bank')).api_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every answer carries API-Version, the version of package.json and of the OpenAPI document', async () => {
    const answers = await Promise.all([
      request(t.server).get('/health/live'),
      request(t.server).get('/api/v1/fraud/alerts/').set('Authorization', `Bearer ${token}`),
      request(t.server).get('/no/such/route'),
      request(t.server).post('/v1/accounts/login/').set('Content-Type', 'text/plain').send('x'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 415]);
    for (const r of answers) expect(r.headers['api-version']).toBe(version);
    expect((await request(t.server).get('/docs-json')).body.info.version).toBe(version);
  });

  it('a 401 names its scheme: WWW-Authenticate: Bearer (no token, a bad token)', async () => {
    for (const auth of [undefined, 'Bearer sk_live_not_a_token']) {
      const req = request(t.server).get('/api/v1/fraud/alerts/');
      const res = await (auth ? req.set('Authorization', auth) : req);
      expectEnvelope(res, 401, 'UNAUTHENTICATED');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    const ok = await request(t.server).get('/api/v1/fraud/alerts/').set('Authorization', `Bearer ${token}`).expect(200);
    expect(ok.headers['www-authenticate']).toBeUndefined();
  });

  it('a missing required field is one detail that says it is required', async () => {
    const res = await request(t.server).post('/api/v1/credit/score/').set('Authorization', `Bearer ${token}`).send({ bvn: '22212345678' });
    expectEnvelope(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.details).toEqual([{ field: 'consent_reference', issue: 'consent_reference is required' }]);
  });

  it('several missing fields: one detail each; a present but invalid field keeps its own message', async () => {
    const res = await request(t.server).post('/api/v1/fraud/velocity-check/').set('Authorization', `Bearer ${token}`).send({ window_minutes: 0 });
    expectEnvelope(res, 400, 'VALIDATION_ERROR');
    const details = res.body.error.details as { field: string; issue: string }[];
    expect(details.filter((d) => d.field === 'account_number')).toEqual([{ field: 'account_number', issue: 'account_number is required' }]);
    expect(details.filter((d) => d.field === 'event_type')).toEqual([{ field: 'event_type', issue: 'event_type is required' }]);
    expect(details.filter((d) => d.field === 'window_minutes').map((d) => d.issue).join(' ')).not.toMatch(/required/);
    expect(details.filter((d) => d.field === 'window_minutes').length).toBeGreaterThan(0);
  });
});
