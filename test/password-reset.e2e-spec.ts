import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectEnvelope } from './support/envelope.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Password reset by email, and the development mailbox (no SMTP_URL, not production) that shows a
// newcomer the links the service would have mailed.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('password reset and the development mailbox', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;

  beforeAll(async () => {
    t = await startTestApp();
    org = await createOrganization(t, 'Reset Bank');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function mailFor(to: string, subject: RegExp, timeoutMs = 15_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await request(t.server).get('/v1/accounts/dev-mail/');
      expect(res.status).toBe(200);
      const mail = (res.body.results as Array<{ to: string; subject: string; link: string | null }>).find((m) => m.to === to && subject.test(m.subject));
      if (mail) return mail;
      if (Date.now() > until) throw new Error(`no mail to ${to}`);
      await sleep(200);
    }
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('answers the same bytes whether or not the address has an account; only the account holder gets a mail', async () => {
    const known = await request(t.server).post('/v1/accounts/password-reset/').send({ email: org.email.toUpperCase() });
    const unknown = await request(t.server).post('/v1/accounts/password-reset/').send({ email: 'nobody-here@bank.test' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    const mail = await mailFor(org.email, /Reset your password/);
    expect(mail.link).toMatch(/\/dashboard\/reset-password\?token=/);
    await sleep(300);
    const all = await request(t.server).get('/v1/accounts/dev-mail/');
    expect(all.body.results.some((m: { to: string }) => m.to === 'nobody-here@bank.test')).toBe(false);
    // stored as its SHA-256 only
    const token = tokenOf(mail.link!);
    const { rows } = await t.db.query('SELECT token_hash FROM password_resets');
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the new password once, closes open sign-ins, and refuses the token a second time', async () => {
    const login = await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password });
    expect(login.status).toBe(200);
    await request(t.server).post('/v1/accounts/password-reset/').send({ email: org.email }).expect(202);
    await sleep(100);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM password_resets WHERE used_at IS NULL');
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
    const mail = await mailFor(org.email, /Reset your password/);
    const token = tokenOf(mail.link!);
    const newPassword = 'Brand-New-Horse-7!';
    const ok = await request(t.server).post('/v1/accounts/password-reset/confirm/').send({ token, password: newPassword });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ reset: true });
    expectEnvelope(await request(t.server).post('/v1/accounts/password-reset/confirm/').send({ token, password: newPassword }), 400, 'VALIDATION_ERROR');
    // every reset token of the user went with it
    const left = await t.db.query('SELECT count(*)::int AS n FROM password_resets WHERE used_at IS NULL');
    expect(left.rows[0].n).toBe(0);
    expectEnvelope(await request(t.server).post('/v1/accounts/refresh/').send({ refresh: login.body.refresh }), 401, 'UNAUTHENTICATED');
    expectEnvelope(await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password }), 401, 'UNAUTHENTICATED');
    expect((await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: newPassword })).status).toBe(200);
    org.password = newPassword;
  });

  it('refuses an expired or unknown token and a short password', async () => {
    await request(t.server).post('/v1/accounts/password-reset/').send({ email: org.email }).expect(202);
    await sleep(200);
    const mail = await mailFor(org.email, /Reset your password/);
    const token = tokenOf(mail.link!);
    expectEnvelope(await request(t.server).post('/v1/accounts/password-reset/confirm/').send({ token, password: 'short' }), 400, 'VALIDATION_ERROR');
    await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expectEnvelope(await request(t.server).post('/v1/accounts/password-reset/confirm/').send({ token, password: 'Another-Horse-8!' }), 400, 'VALIDATION_ERROR');
    expectEnvelope(await request(t.server).post('/v1/accounts/password-reset/confirm/').send({ token: 'x'.repeat(43), password: 'Another-Horse-8!' }), 400, 'VALIDATION_ERROR');
    expect((await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password })).status).toBe(200);
  });

  it('the development mailbox is absent (404) once SMTP is configured', async () => {
    const withSmtp = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { shareWith: t, role: 'api' });
    try {
      expectEnvelope(await request(withSmtp.server).get('/v1/accounts/dev-mail/'), 404, 'NOT_FOUND');
    } finally {
      await withSmtp.close();
    }
  });
});
