import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectEnvelope } from './support/envelope.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// The dashboard session: refresh token only in an HttpOnly SameSite=Strict cookie scoped to
// /v1/accounts/session/, CSRF by the signed double-submit cookie (nr_csrf echoed in X-CSRF-Token),
// rotation with reuse detection, and sign-out revoking the family.

type Cookies = Record<string, { value: string; attrs: string[] }>;

function cookiesOf(res: request.Response): Cookies {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const out: Cookies = {};
  for (const line of raw ?? []) {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const i = pair.indexOf('=');
    out[pair.slice(0, i)] = { value: decodeURIComponent(pair.slice(i + 1)), attrs: attrs.map((a) => a.toLowerCase()) };
  }
  return out;
}

const cookieHeader = (refresh: string, csrf: string) => `nr_refresh=${encodeURIComponent(refresh)}; nr_csrf=${encodeURIComponent(csrf)}`;

describe('dashboard session', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;

  beforeAll(async () => {
    t = await startTestApp();
    org = await createOrganization(t, 'Session Bank');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signIn(livemode?: boolean) {
    const res = await request(t.server).post('/v1/accounts/session/').send({ email: org.email, password: org.password, livemode });
    expect(res.status).toBe(200);
    const c = cookiesOf(res);
    return { res, refresh: c.nr_refresh.value, csrf: c.nr_csrf.value, cookies: c };
  }

  it('sets the refresh token in an HttpOnly, SameSite=Strict cookie on the session path and answers only the access token', async () => {
    const { res, cookies } = await signIn();
    expect(res.body).toEqual({
      access: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      expires_at: expect.any(String),
      user: expect.objectContaining({ id: org.user_id, email: org.email, role: 'A', organization_id: org.organization_id }),
      organization: { id: org.organization_id, name: 'Session Bank', tier: 1 },
      livemode: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(cookies.nr_refresh.value);
    expect(JSON.stringify(res.body)).not.toContain(cookies.nr_csrf.value);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cookies.nr_refresh.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/v1/accounts/session/']));
    expect(cookies.nr_refresh.attrs).not.toContain('secure'); // NODE_ENV=test; production adds Secure
    expect(cookies.nr_csrf.attrs).toEqual(expect.arrayContaining(['samesite=strict', 'path=/']));
    expect(cookies.nr_csrf.attrs).not.toContain('httponly');
    const me = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${res.body.access}`);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(org.user_id);
  });

  it('refuses a wrong password', async () => {
    const res = await request(t.server).post('/v1/accounts/session/').send({ email: org.email, password: 'wrong-password-1' });
    expectEnvelope(res, 401, 'UNAUTHENTICATED');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refresh needs the cookie and the CSRF header matching the CSRF cookie', async () => {
    const { refresh, csrf } = await signIn();
    expectEnvelope(await request(t.server).post('/v1/accounts/session/refresh/').set('X-CSRF-Token', csrf), 401, 'UNAUTHENTICATED');
    expectEnvelope(await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(refresh, csrf)), 403, 'FORBIDDEN');
    expectEnvelope(
      // one character changed (a token already starting with 'x' gets 'y': 'x' alone would leave it as it was, one run in 64)
      await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(refresh, csrf)).set('X-CSRF-Token', (csrf[0] === 'x' ? 'y' : 'x') + csrf.slice(1)),
      403,
      'FORBIDDEN',
    );
    // a CSRF value of another session (an attacker's own) does not fit this one
    const other = await signIn();
    expectEnvelope(
      await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(refresh, other.csrf)).set('X-CSRF-Token', other.csrf),
      403,
      'FORBIDDEN',
    );
    const ok = await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(refresh, csrf)).set('X-CSRF-Token', csrf);
    expect(ok.status).toBe(200);
    expect(ok.body.access).toEqual(expect.any(String));
    expect(ok.body.user.id).toBe(org.user_id);
    const c = cookiesOf(ok);
    expect(c.nr_refresh.value).not.toBe(refresh);
    expect(c.nr_csrf.value).toBe(csrf); // bound to the sign-in's family, which rotation keeps
  });

  it('reuse of a rotated refresh cookie closes the whole sign-in', async () => {
    const { refresh, csrf } = await signIn();
    const first = await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(refresh, csrf)).set('X-CSRF-Token', csrf);
    expect(first.status).toBe(200);
    const next = cookiesOf(first).nr_refresh.value;
    expectEnvelope(await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(refresh, csrf)).set('X-CSRF-Token', csrf), 401, 'UNAUTHENTICATED');
    expectEnvelope(await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(next, csrf)).set('X-CSRF-Token', csrf), 401, 'UNAUTHENTICATED');
  });

  it('DELETE revokes the family and clears both cookies; it needs the CSRF header', async () => {
    const { refresh, csrf } = await signIn();
    expectEnvelope(await request(t.server).delete('/v1/accounts/session/').set('Cookie', cookieHeader(refresh, csrf)), 403, 'FORBIDDEN');
    const out = await request(t.server).delete('/v1/accounts/session/').set('Cookie', cookieHeader(refresh, csrf)).set('X-CSRF-Token', csrf);
    expect(out.status).toBe(204);
    const c = cookiesOf(out);
    expect(c.nr_refresh.value).toBe('');
    expect(c.nr_refresh.attrs).toEqual(expect.arrayContaining(['path=/v1/accounts/session/']));
    expect(c.nr_csrf.value).toBe('');
    expectEnvelope(await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(refresh, csrf)).set('X-CSRF-Token', csrf), 401, 'UNAUTHENTICATED');
    // without a session it still answers 204
    expect((await request(t.server).delete('/v1/accounts/session/')).status).toBe(204);
  });

  it('signs in to test mode (livemode false), refresh keeps the mode, and the mode switch re-issues the session in the other mode', async () => {
    const liveKey = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', `Bearer ${org.api_token}`).send({ name: 'live probe' }).expect(201);
    expect(liveKey.body.token).toMatch(/^sk_live_/);
    const { res, refresh, csrf } = await signIn(false);
    expect(res.body.livemode).toBe(false);
    // a test-mode session creates sk_test_ keys by default and cannot create live ones
    const created = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', `Bearer ${res.body.access}`).send({ name: 'from test session' }).expect(201);
    expect(created.body.token).toMatch(/^sk_test_/);
    expect(created.body.livemode).toBe(false);
    const usage = await request(t.server).get('/api/v1/usage/summary').set('Authorization', `Bearer ${res.body.access}`).expect(200);
    expect(usage.body.livemode).toBe(false);

    const refreshed = await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(refresh, csrf)).set('X-CSRF-Token', csrf).expect(200);
    expect(refreshed.body.livemode).toBe(false);
    const next = cookiesOf(refreshed).nr_refresh.value;

    expectEnvelope(await request(t.server).post('/v1/accounts/session/mode/').set('Cookie', cookieHeader(next, csrf)).send({ livemode: true }), 403, 'FORBIDDEN');
    expectEnvelope(await request(t.server).post('/v1/accounts/session/mode/').set('Cookie', cookieHeader(next, csrf)).set('X-CSRF-Token', csrf).send({ livemode: 'yes' }), 400, 'VALIDATION_ERROR');
    const live = await request(t.server).post('/v1/accounts/session/mode/').set('Cookie', cookieHeader(next, csrf)).set('X-CSRF-Token', csrf).send({ livemode: true }).expect(200);
    expect(live.body).toMatchObject({ access: expect.any(String), livemode: true, user: expect.objectContaining({ id: org.user_id }) });
    const liveUsage = await request(t.server).get('/api/v1/usage/summary').set('Authorization', `Bearer ${live.body.access}`).expect(200);
    expect(liveUsage.body.livemode).toBe(true);
    // the switch rotated the refresh cookie: the old one is spent, the new one keeps live mode
    const afterSwitch = cookiesOf(live).nr_refresh.value;
    const again = await request(t.server).post('/v1/accounts/session/refresh/').set('Cookie', cookieHeader(afterSwitch, csrf)).set('X-CSRF-Token', csrf).expect(200);
    expect(again.body.livemode).toBe(true);
    const back = await request(t.server)
      .post('/v1/accounts/session/mode/')
      .set('Cookie', cookieHeader(cookiesOf(again).nr_refresh.value, csrf))
      .set('X-CSRF-Token', csrf)
      .send({ livemode: false })
      .expect(200);
    expect(back.body.livemode).toBe(false);
    expectEnvelope(await request(t.server).post('/v1/accounts/session/mode/').send({ livemode: false }), 401, 'UNAUTHENTICATED');
  });

  it("the API-keys list follows the session's mode: a test session lists and revokes test keys only, a live one may ask for test keys", async () => {
    const bank = await createOrganization(t, 'Keys Bank'); // its bootstrap made one live and one test key
    const session = await request(t.server).post('/v1/accounts/session/').send({ email: bank.email, password: bank.password }).expect(200);
    const { nr_refresh, nr_csrf } = cookiesOf(session);
    const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });
    const keys = async (access: string, query = '') =>
      (await request(t.server).get(`/v1/accounts/api-tokens/${query}`).set(bearer(access)).expect(200)).body as { count: number; results: { id: string; prefix: string; livemode: boolean }[] };

    const liveKey = await request(t.server).post('/v1/accounts/api-tokens/').set(bearer(session.body.access)).send({ name: 'core banking' }).expect(201);
    const live = await keys(session.body.access);
    expect(live.count).toBe(2);
    expect(live.results.every((k) => k.livemode && k.prefix.startsWith('sk_live_'))).toBe(true);

    // switch the session to test mode: the same route now lists test keys, and a new key is an sk_test_ key
    const switched = await request(t.server)
      .post('/v1/accounts/session/mode/')
      .set('Cookie', cookieHeader(nr_refresh.value, nr_csrf.value))
      .set('X-CSRF-Token', nr_csrf.value)
      .send({ livemode: false })
      .expect(200);
    const testAccess = switched.body.access;
    const made = await request(t.server).post('/v1/accounts/api-tokens/').set(bearer(testAccess)).send({ name: 'sandbox' }).expect(201);
    expect(made.body.token).toMatch(/^sk_test_/);
    const test = await keys(testAccess);
    expect(test.count).toBe(2);
    expect(test.results.every((k) => !k.livemode && k.prefix.startsWith('sk_test_'))).toBe(true);
    expect(test.results.map((k) => k.id)).toContain(made.body.id);
    expect((await keys(testAccess, '?mode=test')).count).toBe(2);
    // the test session never reaches live keys: not listed, not revoked
    expectEnvelope(await request(t.server).get('/v1/accounts/api-tokens/?mode=live').set(bearer(testAccess)), 403, 'FORBIDDEN');
    expectEnvelope(await request(t.server).delete(`/v1/accounts/api-tokens/${liveKey.body.id}/`).set(bearer(testAccess)), 404, 'NOT_FOUND');
    await request(t.server).get('/v1/accounts/me/').set(bearer(liveKey.body.token)).expect(200);
    expectEnvelope(await request(t.server).get('/v1/accounts/api-tokens/?mode=both').set(bearer(testAccess)), 400, 'VALIDATION_ERROR');

    // live mode: its own keys by default, the test keys on request (it can create and revoke them)
    expect((await keys(session.body.access)).results.map((k) => k.id)).not.toContain(made.body.id);
    expect((await keys(session.body.access, '?mode=test')).results.map((k) => k.id)).toContain(made.body.id);
    await request(t.server).delete(`/v1/accounts/api-tokens/${made.body.id}/`).set(bearer(session.body.access)).expect(200);
  });
});
