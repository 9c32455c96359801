import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sha256Hex } from '../src/auth/token-hash.js';
import { waitFor } from './support/receiver.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Sign-up cannot tell who has an account, cannot mail an address at will, and leaves no plaintext
// token behind. Mail goes through real SMTP (a sink of the test's own), as in production.

const PER_EMAIL = 2;
const PER_IP = 16;
const password = 'Correct-Horse-9!';

/** The verification token of a verification mail (it stands alone on its line). */
const tokenIn = (text: string) => /^ {2}(\S+)$/m.exec(text)?.[1];

/** The outbox row of the mail to `to`, once the worker has sent it. */
async function sentRow(t: TestApp, to: string) {
  return waitFor(async () => {
    const { rows } = await t.db.query(`SELECT to_address, subject, status, body_text, sent_at FROM email_outbox WHERE to_address = $1 AND status = 'sent'`, [to]);
    return rows[0];
  });
}

describe('sign-up: no account enumeration, no mailing at will, no plaintext token', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let attempts = 0; // every sign-up that passes validation counts against the client address
  let n = 0;
  const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}@signup.test`;
  const signup = (email: string, extra: Record<string, unknown> = {}) => {
    attempts++;
    return request(t.server).post('/v1/accounts/signup/').send({ organization_name: 'Acme Microfinance Bank', email, password, ...extra });
  };
  const count = async (sql: string, params: unknown[] = []) => (await t.db.query(sql, params)).rows[0].n as number;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: sink.url, SIGNUP_MAX_PER_EMAIL: String(PER_EMAIL), SIGNUP_MAX_PER_IP: String(PER_IP) });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('an address with an account gets the answer a new one gets; its owner is told by mail and nothing is created', async () => {
    const owner = await createOrganization(t, 'Owner Bank');
    const orgsBefore = await count('SELECT count(*)::int AS n FROM organizations');
    const usersBefore = await count('SELECT count(*)::int AS n FROM users');

    const fresh = await signup(newEmail('fresh'));
    const taken = await signup(owner.email.toUpperCase());

    expect(fresh.status).toBe(202);
    expect(taken.status).toBe(fresh.status);
    expect(taken.text).toBe(fresh.text);
    expect(Object.keys(taken.body)).toEqual(['message']);
    for (const h of ['content-type', 'content-length', 'etag']) expect(taken.headers[h]).toBe(fresh.headers[h]);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    // only the new address got an organization and a user
    expect(await count('SELECT count(*)::int AS n FROM organizations')).toBe(orgsBefore + 1);
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(usersBefore + 1);
    expect(await count('SELECT count(*)::int AS n FROM email_verifications WHERE user_id = $1', [owner.user_id])).toBe(0);

    const notice = await sink.waitFor(owner.email, /tried to sign up/);
    expect(notice.text).toContain('already has an account');
    expect(tokenIn(notice.text)).toBeUndefined();
  });

  it('a username another account holds gets the same answer too; only the mailbox learns why', async () => {
    const owner = await createOrganization(t, 'Username Bank');
    const reference = await signup(newEmail('reference'));
    const email = newEmail('clash');
    const res = await signup(email, { username: owner.email }); // usernames default to the email
    expect(res.status).toBe(reference.status);
    expect(res.text).toBe(reference.text);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).toBe(0);
    expect((await sink.waitFor(email, /not completed/)).text).toContain('already taken');
  });

  it('the verification token is stored only as its SHA-256, and the mail body is purged once sent', async () => {
    const email = newEmail('hashed');
    expect((await signup(email)).status).toBeLessThan(300);
    const token = tokenIn((await sink.waitFor(email, /Verify/)).text);
    expect(token).toBeDefined();

    const row = await sentRow(t, email);
    expect(row).toMatchObject({ to_address: email, subject: 'Verify your email address', body_text: null });
    expect(row.sent_at).not.toBeNull();
    // the token appears in no column of either table, in no form but its hash
    expect(await count('SELECT count(*)::int AS n FROM email_outbox o WHERE strpos(o::text, $1) > 0', [token])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM email_verifications v WHERE strpos(v::text, $1) > 0', [token])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM email_verifications WHERE token_hash = $1', [sha256Hex(token!)])).toBe(1);

    // the mailed token still verifies the address
    const verified = await request(t.server).post('/v1/accounts/verify-email/').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ verified: true, email });
  });

  it('sign-up is throttled per email address, with or without an account, and per client address (429, Retry-After)', async () => {
    const expectThrottled = (res: request.Response) => {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String), details: [], request_id: res.headers['x-request-id'] } });
      const retryAfter = Number(res.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    };
    const email = newEmail('again');
    for (let i = 0; i < PER_EMAIL; i++) expect((await signup(email)).status).toBeLessThan(300);
    expectThrottled(await signup(email.toUpperCase()));

    const owner = await createOrganization(t, 'Throttled Bank');
    for (let i = 0; i < PER_EMAIL; i++) expect((await signup(owner.email)).status).toBeLessThan(300);
    expectThrottled(await signup(owner.email));
    // one mail per accepted attempt, none for a refused one
    expect(await count('SELECT count(*)::int AS n FROM email_outbox WHERE to_address = ANY($1)', [[email, owner.email]])).toBe(2 * PER_EMAIL);

    // the client address: fresh addresses until its budget is spent, then 429 for anyone
    expect(attempts).toBeLessThan(PER_IP);
    while (attempts < PER_IP) expect((await signup(newEmail('budget'))).status).toBeLessThan(300);
    const late = newEmail('late');
    expectThrottled(await signup(late));
    expect(await count('SELECT count(*)::int AS n FROM users WHERE email = $1', [late])).toBe(0);
  });

  it('without SMTP (outside production) the mail is logged for the newcomer, and its body is purged all the same', async () => {
    const dev = await startTestApp();
    try {
      const email = newEmail('dev');
      const res = await request(dev.server).post('/v1/accounts/signup/').send({ organization_name: 'Dev Bank', email, password });
      expect(res.status).toBeLessThan(300);
      expect(await sentRow(dev, email)).toMatchObject({ subject: 'Verify your email address', body_text: null });
    } finally {
      await dev.close();
    }
  });
});
