import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { createOrganization, startTestApp, TEST_SECRETS, TestApp } from './support/test-app.js';

// Issue 11, item 8: failed authentication was never rate-limited (320 random sk_live_ tokens in
// 2.4 s were all answered 401, each costing a database query). Failures are now counted per client
// address in Redis, shared by the replicas; past the limit the address gets 429 before its token
// is looked up. The addresses come from X-Forwarded-For, believed because TRUST_PROXY=1.
describe('failed authentication is rate-limited per client address', () => {
  const LIMIT = 10;
  let t: TestApp;
  let replica: TestApp;
  let token: string;

  const randomApiToken = () => `sk_live_${randomBytes(32).toString('base64url')}`;
  const me = (server: TestApp['server'], bearer: string, ip: string) =>
    request(server).get('/v1/accounts/me/').set('Authorization', `Bearer ${bearer}`).set('X-Forwarded-For', ip);
  /** An access token signed with the right key that expired an hour ago. */
  const expiredJwt = () => {
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', org: '00000000-0000-4000-8000-000000000000', role: 'A', tier: 1, typ: 'access', iss: 'naija-risk-api', aud: 'naija-risk-api', iat: now - 7200, exp: now - 3600 })}`;
    return `${unsigned}.${createHmac('sha256', TEST_SECRETS.JWT_SECRET).update(unsigned).digest('base64url')}`;
  };

  beforeAll(async () => {
    const env = { TRUST_PROXY: '1', AUTH_MAX_FAILURES_PER_IP: String(LIMIT) };
    t = await startTestApp(env);
    replica = await startTestApp(env, { shareWith: t, role: 'api' });
    token = (await createOrganization(t, 'Guarded Bank')).api_token;
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
  });

  it(`random sk_live_ tokens: ${LIMIT} are answered 401, then 429 RATE_LIMITED with Retry-After on every replica, whatever the address sends`, async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < LIMIT; i++) {
      const res = await me(i % 2 ? replica.server : t.server, randomApiToken(), ip); // both replicas count into one counter
      expect([res.status, res.body.error.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    for (const server of [t.server, replica.server]) {
      const refused = await me(server, randomApiToken(), ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String), details: [], request_id: refused.headers['x-request-id'] } });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // whatever it sends next that would need a lookup, a right token included, or that would fail
    expect((await me(t.server, token, ip)).status).toBe(429);
    expect((await me(replica.server, 'not-a-jwt', ip)).status).toBe(429);
    expect((await request(t.server).get('/v1/accounts/me/').set('X-Forwarded-For', ip)).status).toBe(429);
  });

  it('another address is not affected: its good token is served and a bad one is 401', async () => {
    expect((await me(t.server, token, '203.0.113.11')).status).toBe(200);
    expect((await me(replica.server, randomApiToken(), '203.0.113.11')).status).toBe(401);
  });

  it('bad JWTs count too; an expired one does not (a genuine client refreshes it)', async () => {
    const ip = '203.0.113.12';
    for (let i = 0; i < LIMIT + 5; i++) expect((await me(t.server, expiredJwt(), ip)).body.error.code).toBe('TOKEN_EXPIRED');
    for (let i = 0; i < LIMIT; i++) expect((await me(t.server, `${expiredJwt()}x`, ip)).status).toBe(401);
    expect((await me(t.server, `${expiredJwt()}x`, ip)).status).toBe(429);
    expect((await me(t.server, randomApiToken(), ip)).status).toBe(429);
  });

  it('a token this replica has just verified is still served to a blocked address: no lookup, no extra Redis round trip', async () => {
    expect((await me(replica.server, token, '203.0.113.15')).status).toBe(200); // now cached on this replica
    const blocked = await me(replica.server, token, '203.0.113.10');
    expect([blocked.status, blocked.body.organization_id]).toEqual([200, expect.any(String)]);
  });

  it('past the limit an address is refused without touching PostgreSQL', async () => {
    const ip = '203.0.113.13';
    for (let i = 0; i < LIMIT; i++) expect((await me(t.server, randomApiToken(), ip)).status).toBe(401);

    // Hold a lock that makes every token lookup wait, as a database under a guessing flood would.
    const locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE api_tokens IN ACCESS EXCLUSIVE MODE');
      // control: a fresh address's unknown token needs the lookup, so it waits for the lock
      let controlAnswered = false;
      const control = me(t.server, randomApiToken(), '203.0.113.14').then((res) => {
        controlAnswered = true;
        return res;
      });
      const started = Date.now();
      const refused = await me(t.server, randomApiToken(), ip).timeout(3000);
      expect(refused.status).toBe(429);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(controlAnswered).toBe(false);
      await locker.query('ROLLBACK');
      expect((await control).status).toBe(401);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  });
});
