import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SmtpSink } from './support/smtp-sink.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { expectEnvelope } from './support/envelope.js';

// Accounts: sign-up, email verification, both login paths, the authenticated user and the
// per (email, IP) login throttle. One app for the whole file, with the throttle lowered to 3
// failures so the lock-out is reached quickly; every test uses its own email address. Mail goes
// to an SMTP sink (sent bodies are purged from the outbox, so the token is read from the mail).
// test/signup-abuse.e2e-spec.ts covers what sign-up must not reveal and its throttle.

const CONTRACT_USER_FIELDS = [
  'username',
  'email',
  'id',
  'first_name',
  'last_name',
  'is_active',
  'role',
  'date_joined',
  'status',
  'phone',
  'gender',
  'tier',
  'is_verified_for_login',
] as const;

function expectContractUser(user: Record<string, unknown>) {
  for (const field of CONTRACT_USER_FIELDS) expect(user).toHaveProperty(field);
  expect(user).not.toHaveProperty('password');
  expect(user).not.toHaveProperty('password_hash');
  expect(user).not.toHaveProperty('passwordHash');
  expect(Number.isInteger(user.id)).toBe(true);
  expect(typeof user.username).toBe('string');
  expect(typeof user.is_active).toBe('boolean');
  expect(['A', 'B']).toContain(user.role);
  expect(typeof user.date_joined).toBe('string');
  expect(new Date(user.date_joined as string).toISOString()).toBe(user.date_joined);
  expect(Number.isInteger(user.tier)).toBe(true);
  expect(['true', 'false']).toContain(user.is_verified_for_login);
}

describe('accounts', () => {
  let t: TestApp;
  let n = 0;
  const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}@acme.test`;
  const password = 'Correct-Horse-9!';

  async function signup(email: string, extra: Record<string, unknown> = {}) {
    return request(t.server)
      .post('/v1/accounts/signup/')
      .send({ organization_name: 'Acme Microfinance Bank', email, password, ...extra });
  }

  async function verificationTokenFor(email: string): Promise<string> {
    const mail = await sink.waitFor(email, /Verify/);
    const match = /^ {2}(\S+)$/m.exec(mail.text);
    expect(match).not.toBeNull();
    return match![1];
  }

  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL_IP: '3', SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  describe('sign-up, verification and login', () => {
    const email = uniqueEmail('adaeze');
    let access = '';

    it('signs up an administrator pending verification (202, the next step by email)', async () => {
      const res = await signup(email, { first_name: 'Adaeze', last_name: 'Okafor', phone: '+2348031234567', gender: 'FEMALE' });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: expect.any(String) });
      const { rows } = await t.db.query(
        'SELECT username, role, status, email_verified_at, password_hash, first_name, last_name, phone, gender FROM users WHERE email = $1',
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        username: email,
        role: 'A',
        status: 'pending_verification',
        email_verified_at: null,
        first_name: 'Adaeze',
        last_name: 'Okafor',
        phone: '+2348031234567',
        gender: 'FEMALE',
      });
      expect(rows[0].password_hash).not.toContain(password);
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    });

    it('a second sign-up with the same email, whatever its case, gets the same answer and creates nothing', async () => {
      const res = await signup(email.toUpperCase());
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: expect.any(String) });
      const { rows } = await t.db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
      expect(rows[0].n).toBe(1);
    });

    it('refuses login before the email is verified (403 FORBIDDEN) on both paths', async () => {
      expectEnvelope(await request(t.server).post('/v1/accounts/login/').send({ email, password }), 403, 'FORBIDDEN');
      expectEnvelope(await request(t.server).post('/api/v1/auth/login').send({ email, password }), 403, 'FORBIDDEN');
    });

    it('refuses an unknown verification token (400) and leaves the user unverified', async () => {
      const res = await request(t.server).post('/v1/accounts/verify-email/').send({ token: 'not-the-right-token-at-all' });
      expectEnvelope(res, 400, 'VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([{ field: 'token', issue: expect.any(String) }]);
      const { rows } = await t.db.query('SELECT email_verified_at FROM users WHERE email = $1', [email]);
      expect(rows[0].email_verified_at).toBeNull();
    });

    it('verifies the email with the token from the mail (200), once', async () => {
      const token = await verificationTokenFor(email);
      const res = await request(t.server).post('/v1/accounts/verify-email/').send({ token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ verified: true, email });
      const { rows } = await t.db.query('SELECT status, email_verified_at FROM users WHERE email = $1', [email]);
      expect(rows[0].status).toBe('active');
      expect(rows[0].email_verified_at).not.toBeNull();
      // single use
      expectEnvelope(await request(t.server).post('/v1/accounts/verify-email/').send({ token }), 400, 'VALIDATION_ERROR');
    });

    it('logs in on /v1/accounts/login/ with {access, refresh}', async () => {
      const res = await request(t.server).post('/v1/accounts/login/').send({ email, password });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
      expect(res.body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(res.body.refresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(res.body.access).not.toBe(res.body.refresh);
      access = res.body.access;
    });

    it('logs in on /api/v1/auth/login with {access_token, refresh_token, token_type, expires_in}', async () => {
      const res = await request(t.server).post('/api/v1/auth/login').send({ email: email.toUpperCase(), password });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        refresh_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        token_type: 'Bearer',
        expires_in: 900,
      });
      const me = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${res.body.access_token}`);
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(email);
    });

    it('GET /v1/accounts/me/ with the JWT returns every contract User field and no password', async () => {
      const res = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${access}`);
      expect(res.status).toBe(200);
      expectContractUser(res.body);
      expect(res.body).toMatchObject({
        email,
        role: 'A',
        status: 'active',
        is_active: true,
        is_verified_for_login: 'true',
        tier: 1,
        first_name: 'Adaeze',
        gender: 'FEMALE',
      });
      expect(JSON.stringify(res.body)).not.toContain(password);
      expect(JSON.stringify(res.body)).not.toContain('argon2');
    });

    it('GET /v1/accounts/me/ with an API token returns the same user', async () => {
      const created = await request(t.server)
        .post('/v1/accounts/api-tokens/')
        .set('Authorization', `Bearer ${access}`)
        .send({ name: 'core-banking' });
      expect(created.status).toBe(201);
      const viaJwt = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${access}`);
      const viaToken = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${created.body.token}`);
      expect(viaToken.status).toBe(200);
      expectContractUser(viaToken.body);
      expect(viaToken.body).toEqual(viaJwt.body);
    });

    it('the bootstrap administrator of another organization sees itself, not this user', async () => {
      const org = await createOrganization(t, 'Other Bank');
      const res = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${org.api_token}`);
      expect(res.status).toBe(200);
      expectContractUser(res.body);
      expect(res.body.id).toBe(org.user_id);
      expect(res.body.email).toBe(org.email);
      expect(res.body.organization_id).toBe(org.organization_id);
    });
  });

  describe('login failures', () => {
    it('wrong password → 401 UNAUTHENTICATED on both paths; unknown email → the same 401', async () => {
      const org = await createOrganization(t);
      const wrong = await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: 'not-the-password' });
      expectEnvelope(wrong, 401, 'UNAUTHENTICATED');
      const wrong2 = await request(t.server).post('/api/v1/auth/login').send({ email: org.email, password: 'not-the-password' });
      expectEnvelope(wrong2, 401, 'UNAUTHENTICATED');
      const unknown = await request(t.server).post('/v1/accounts/login/').send({ email: uniqueEmail('nobody'), password: 'whatever-it-is' });
      expectEnvelope(unknown, 401, 'UNAUTHENTICATED');
      expect(unknown.body.error.message).toBe(wrong.body.error.message);
    });

    it('refuses a login body with missing fields (400 VALIDATION_ERROR naming them)', async () => {
      const res = await request(t.server).post('/v1/accounts/login/').send({ email: 'a@b.test' });
      expectEnvelope(res, 400, 'VALIDATION_ERROR');
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain('password');
    });

    it('after LOGIN_MAX_FAILURES_PER_EMAIL_IP (3) failures, even the right password is 429 with Retry-After', async () => {
      const org = await createOrganization(t);
      // a success before the failures works and does not count
      expect((await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password })).status).toBe(200);
      for (let i = 0; i < 3; i++) {
        const res = await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: `wrong-${i}` });
        expectEnvelope(res, 401, 'UNAUTHENTICATED');
      }
      const locked = await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password });
      expectEnvelope(locked, 429, 'RATE_LIMITED');
      const retryAfter = Number(locked.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(locked.body).not.toHaveProperty('access');

      // the other login path shares the counter; the email's case does not escape it
      const other = await request(t.server).post('/api/v1/auth/login').send({ email: org.email.toUpperCase(), password: org.password });
      expectEnvelope(other, 429, 'RATE_LIMITED');
      expect(other.headers['retry-after']).toBeDefined();

      // another account from the same IP is not locked by this one's failures
      const bystander = await createOrganization(t);
      expect((await request(t.server).post('/v1/accounts/login/').send({ email: bystander.email, password: bystander.password })).status).toBe(200);
    });

    it('a success resets the failure count', async () => {
      const org = await createOrganization(t);
      for (let i = 0; i < 2; i++) {
        expect((await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: 'wrong-password' })).status).toBe(401);
      }
      expect((await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password })).status).toBe(200);
      for (let i = 0; i < 2; i++) {
        expect((await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: 'wrong-password' })).status).toBe(401);
      }
      expect((await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password })).status).toBe(200);
    });
  });
});
