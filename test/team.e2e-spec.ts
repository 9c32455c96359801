import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectEnvelope } from './support/envelope.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The team: members, invitations (by email, accepted by token), role changes and suspension by
// role A, scoped to the organization; suspension and role changes apply from the next request.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('team', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let adminAccess = '';
  const invitee = `chidi-${Date.now().toString(36)}@acme.test`;
  const inviteePassword = 'Invited-Horse-5!';
  let inviteeId = 0;

  const login = async (email: string, password: string) => {
    const res = await request(t.server).post('/v1/accounts/login/').send({ email, password });
    expect(res.status).toBe(200);
    return res.body.access as string;
  };
  const as = (token: string) => ({
    get: (p: string) => request(t.server).get(p).set('Authorization', `Bearer ${token}`),
    post: (p: string, body: object) => request(t.server).post(p).set('Authorization', `Bearer ${token}`).send(body),
    patch: (p: string, body: object) => request(t.server).patch(p).set('Authorization', `Bearer ${token}`).send(body),
  });

  async function invitationLink(to: string) {
    const until = Date.now() + 15_000;
    for (;;) {
      const res = await request(t.server).get('/v1/accounts/dev-mail/');
      const mail = (res.body.results as Array<{ to: string; subject: string; link: string }>).find((m) => m.to === to && /invited/.test(m.subject));
      if (mail) return new URL(mail.link).searchParams.get('token')!;
      if (Date.now() > until) throw new Error(`no invitation to ${to}`);
      await sleep(200);
    }
  }

  beforeAll(async () => {
    t = await startTestApp();
    org = await createOrganization(t, 'Team Bank');
    other = await createOrganization(t, 'Other Bank');
    adminAccess = await login(org.email, org.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an administrator invites; the invitation is pending and mailed; another organization does not see it', async () => {
    const res = await as(adminAccess).post('/v1/accounts/members/invite/', { email: invitee.toUpperCase(), role: 'B' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), email: invitee, role: 'B', invited_by: org.user_id, created_at: expect.any(String), expires_at: expect.any(String) });
    const list = await as(adminAccess).get('/v1/accounts/invitations/');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, page: 1, page_size: 20, results: [{ email: invitee, role: 'B' }] });
    const otherList = await as(other.api_token).get('/v1/accounts/invitations/');
    expect(otherList.body.count).toBe(0);
    expectEnvelope(await as(adminAccess).post('/v1/accounts/members/invite/', { email: org.email, role: 'B' }), 409, 'CONFLICT');
    expectEnvelope(await as(adminAccess).post('/v1/accounts/members/invite/', { email: 'x@acme.test', role: 'C' }), 400, 'VALIDATION_ERROR');
  });

  it('accepting creates the user in the inviting organization, once', async () => {
    const token = await invitationLink(invitee);
    const res = await request(t.server).post('/v1/accounts/invitations/accept/').send({ token, password: inviteePassword, first_name: 'Chidi' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: invitee, role: 'B', status: 'active', organization_id: org.organization_id, first_name: 'Chidi', is_verified_for_login: 'true' });
    inviteeId = res.body.id;
    expectEnvelope(await request(t.server).post('/v1/accounts/invitations/accept/').send({ token, password: inviteePassword }), 400, 'VALIDATION_ERROR');
    expect((await as(adminAccess).get('/v1/accounts/invitations/')).body.count).toBe(0);
    const members = await as(adminAccess).get('/v1/accounts/members/');
    expect(members.status).toBe(200);
    expect(members.body.results.map((m: { email: string }) => m.email)).toEqual([org.email, invitee]);
    const otherMembers = await as(other.api_token).get('/v1/accounts/members/');
    expect(otherMembers.body.results.map((m: { email: string }) => m.email)).toEqual([other.email]);
  });

  it('role B may list members but not invite, list invitations or change members', async () => {
    const b = await login(invitee, inviteePassword);
    expect((await as(b).get('/v1/accounts/members/')).status).toBe(200);
    expectEnvelope(await as(b).post('/v1/accounts/members/invite/', { email: 'y@acme.test', role: 'B' }), 403, 'FORBIDDEN');
    expectEnvelope(await as(b).get('/v1/accounts/invitations/'), 403, 'FORBIDDEN');
    expectEnvelope(await as(b).patch(`/v1/accounts/members/${org.user_id}/`, { role: 'B' }), 403, 'FORBIDDEN');
  });

  it("another organization's member is 404; one cannot suspend oneself or leave no active administrator", async () => {
    expectEnvelope(await as(adminAccess).patch(`/v1/accounts/members/${other.user_id}/`, { suspended: true }), 404, 'NOT_FOUND');
    expectEnvelope(await as(other.api_token).patch(`/v1/accounts/members/${inviteeId}/`, { suspended: true }), 404, 'NOT_FOUND');
    expectEnvelope(await as(adminAccess).patch('/v1/accounts/members/abc/', { suspended: true }), 404, 'NOT_FOUND');
    expectEnvelope(await as(adminAccess).patch(`/v1/accounts/members/${org.user_id}/`, { suspended: true }), 409, 'CONFLICT');
    expectEnvelope(await as(adminAccess).patch(`/v1/accounts/members/${org.user_id}/`, { role: 'B' }), 409, 'CONFLICT');
    expectEnvelope(await as(adminAccess).patch(`/v1/accounts/members/${org.user_id}/`, {}), 400, 'VALIDATION_ERROR');
  });

  it('a role change applies to the member’s current access token at once', async () => {
    const b = await login(invitee, inviteePassword);
    expectEnvelope(await as(b).get('/v1/accounts/invitations/'), 403, 'FORBIDDEN');
    const promoted = await as(adminAccess).patch(`/v1/accounts/members/${inviteeId}/`, { role: 'A' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: inviteeId, role: 'A', status: 'active' });
    expect((await as(b).get('/v1/accounts/invitations/')).status).toBe(200);
    // with two administrators, the first may step down
    expect((await as(b).patch(`/v1/accounts/members/${org.user_id}/`, { role: 'B' })).body.role).toBe('B');
    expectEnvelope(await as(adminAccess).get('/v1/accounts/invitations/'), 403, 'FORBIDDEN');
    expect((await as(b).patch(`/v1/accounts/members/${org.user_id}/`, { role: 'A' })).body.role).toBe('A');
  });

  it('suspension refuses the member’s access token and refresh at once; reactivation lets them sign in again', async () => {
    const session = await request(t.server).post('/v1/accounts/login/').send({ email: invitee, password: inviteePassword });
    const b = session.body.access as string;
    expect((await as(b).get('/v1/accounts/me/')).status).toBe(200);
    const suspended = await as(adminAccess).patch(`/v1/accounts/members/${inviteeId}/`, { suspended: true });
    expect(suspended.status).toBe(200);
    expect(suspended.body.status).toBe('suspended');
    expectEnvelope(await as(b).get('/v1/accounts/me/'), 401, 'UNAUTHENTICATED');
    expectEnvelope(await request(t.server).post('/v1/accounts/refresh/').send({ refresh: session.body.refresh }), 401, 'UNAUTHENTICATED');
    expectEnvelope(await request(t.server).post('/v1/accounts/login/').send({ email: invitee, password: inviteePassword }), 403, 'FORBIDDEN');
    const back = await as(adminAccess).patch(`/v1/accounts/members/${inviteeId}/`, { suspended: false });
    expect(back.body.status).toBe('active');
    expect((await as(await login(invitee, inviteePassword)).get('/v1/accounts/me/')).status).toBe(200);
  });

  describe('organization settings', () => {
    it('anyone in the organization reads them; the tier is read-only', async () => {
      const res = await as(adminAccess).get('/v1/accounts/organization/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: org.organization_id,
        name: 'Team Bank',
        tier: 1,
        branding: { display_name: null, logo_url: null, privacy_notice_url: null, terms_url: null },
        created_at: expect.any(String),
      });
      expectEnvelope(await as(adminAccess).patch('/v1/accounts/organization/', { tier: 3 }), 400, 'VALIDATION_ERROR');
    });

    it('role A changes name and branding (https URLs only; null clears); role B may not; other organizations unchanged', async () => {
      const member = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', `Bearer ${adminAccess}`).send({ name: 'member', role: 'B' });
      const b = member.body.token as string;
      expect((await as(b).get('/v1/accounts/organization/')).status).toBe(200);
      expectEnvelope(await as(b).patch('/v1/accounts/organization/', { name: 'Hijacked' }), 403, 'FORBIDDEN');
      for (const url of ['http://acme.example/logo.png', 'javascript:alert(1)', 'https://localhost/x', 'ftp://acme.example/x']) {
        expectEnvelope(await as(adminAccess).patch('/v1/accounts/organization/', { branding: { logo_url: url } }), 400, 'VALIDATION_ERROR');
      }
      const set = await as(adminAccess).patch('/v1/accounts/organization/', {
        name: 'Team Bank PLC',
        branding: { display_name: 'TeamBank', logo_url: 'https://teambank.example/logo.png', privacy_notice_url: 'https://teambank.example/privacy', terms_url: 'https://teambank.example/terms' },
      });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({
        name: 'Team Bank PLC',
        tier: 1,
        branding: { display_name: 'TeamBank', logo_url: 'https://teambank.example/logo.png', privacy_notice_url: 'https://teambank.example/privacy', terms_url: 'https://teambank.example/terms' },
      });
      const cleared = await as(adminAccess).patch('/v1/accounts/organization/', { branding: { logo_url: null } });
      expect(cleared.body.branding).toEqual({ display_name: 'TeamBank', logo_url: null, privacy_notice_url: 'https://teambank.example/privacy', terms_url: 'https://teambank.example/terms' });
      const theirs = await as(other.api_token).get('/v1/accounts/organization/');
      expect(theirs.body).toMatchObject({ id: other.organization_id, name: 'Other Bank', branding: { display_name: null } });
    });
  });
});
