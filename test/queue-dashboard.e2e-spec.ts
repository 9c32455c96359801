import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OrganizationsService } from '../src/accounts/organizations.service.js';
import { expectEnvelope } from './support/envelope.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The queue dashboard (/admin/queues) sits outside Nest's guard: it resolves the bearer token with
// the guard's resolver and admits only administrators of the operator organization (the first one created).
describe('queue dashboard', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof createOrganization>>;
  let customer: Awaited<ReturnType<typeof createOrganization>>;
  const board = () => request(t.server).get('/admin/queues/api/queues');
  const bearer = (token: string) => `Bearer ${token}`;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await createOrganization(t, 'Operator Bank');
    customer = await createOrganization(t, 'Customer Bank');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an operator administrator opens it with an API token or a signed-in access token', async () => {
    const res = await board().set('Authorization', bearer(operator.api_token)).expect(200);
    expect(res.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['email', 'maintenance', 'webhooks']);
    const login = await request(t.server).post('/v1/accounts/login/').send({ email: operator.email, password: operator.password }).expect(200);
    await board().set('Authorization', bearer(login.body.access)).expect(200);
  });

  it('no credential, a forged access token or an unknown API token → 401 in the error envelope', async () => {
    expectEnvelope(await board(), 401, 'UNAUTHENTICATED');
    expectEnvelope(await board().set('Authorization', 'Bearer not-a-jwt'), 401, 'UNAUTHENTICATED');
    expectEnvelope(await board().set('Authorization', bearer('sk_live_unknown')), 401, 'UNAUTHENTICATED');
  });

  it("another organization's administrator → 403", async () => {
    expectEnvelope(await board().set('Authorization', bearer(customer.api_token)), 403, 'FORBIDDEN');
  });

  it('a role B token of the operator organization → 403', async () => {
    const created = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', bearer(operator.api_token)).send({ name: 'ops-b', role: 'B' }).expect(201);
    expectEnvelope(await board().set('Authorization', bearer(created.body.token)), 403, 'FORBIDDEN');
  });

  it('POST /admin/queues/session sets an HttpOnly cookie the browser then uses instead of the header', async () => {
    const res = await request(t.server).post('/admin/queues/session').set('Authorization', bearer(operator.api_token)).expect(204);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(/^queue_admin=[^;]+;.*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    await board().set('Cookie', cookie.split(';')[0]).expect(200);
  });

  it('the session cookie opens the board only: it is no API bearer token and cannot renew itself', async () => {
    const res = await request(t.server).post('/admin/queues/session').set('Authorization', bearer(operator.api_token)).expect(204);
    const pair = (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const session = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
    expectEnvelope(await request(t.server).get('/v1/accounts/me/').set('Authorization', bearer(session)), 401, 'UNAUTHENTICATED');
    expectEnvelope(await request(t.server).get('/admin/queues/api/queues').set('Authorization', bearer(session)), 401, 'UNAUTHENTICATED');
    expectEnvelope(await request(t.server).post('/admin/queues/session').set('Cookie', pair), 401, 'UNAUTHENTICATED');
  });

  it('a suspended operator organization is refused at once', async () => {
    await t.app.get(OrganizationsService).suspend(operator.organization_id);
    expectEnvelope(await board().set('Authorization', bearer(operator.api_token)), 401, 'UNAUTHENTICATED');
    await t.app.get(OrganizationsService).activate(operator.organization_id);
    await board().set('Authorization', bearer(operator.api_token)).expect(200);
  });
});
