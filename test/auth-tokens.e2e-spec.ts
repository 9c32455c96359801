import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TEST_SECRETS, TestApp } from './support/test-app.js';
import { expectEnvelope } from './support/envelope.js';

// JWT access and refresh tokens (rotation, reuse detection, forged and expired tokens) and API
// tokens (creation shown once, hashed storage, roles, revocation, tenancy).

const SECRET = TEST_SECRETS.JWT_SECRET;
const ISSUER = 'naija-risk-api';

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An HS256 JWT built by hand, so nothing in the app's own signing path is trusted by the test. */
function signHs256(payload: Record<string, unknown>, secret = SECRET, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) {
  const unsigned = `${b64url(header)}.${b64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe('auth tokens', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;

  const me = (token: string) => request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${token}`);
  const login = async () => {
    const res = await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password });
    expect(res.status).toBe(200);
    return res.body as { access: string; refresh: string };
  };
  const familyOf = (refresh: string) => decode(refresh).fam as string;
  const familyRows = async (family: string) =>
    (
      await t.db.query<{ id: string; rotated_at: Date | null; revoked_at: Date | null }>(
        'SELECT id, rotated_at, revoked_at FROM refresh_tokens WHERE family_id = $1 ORDER BY created_at',
        [family],
      )
    ).rows;

  beforeAll(async () => {
    t = await startTestApp();
    org = await createOrganization(t, 'Token Bank');
    other = await createOrganization(t, 'Other Bank');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('refresh rotation', () => {
    it('/v1/accounts/refresh/ rotates; reusing the old token is 401 and revokes the whole family', async () => {
      const first = await login();
      const r1 = await request(t.server).post('/v1/accounts/refresh/').send({ refresh: first.refresh });
      expect(r1.status).toBe(200);
      expect(Object.keys(r1.body).sort()).toEqual(['access', 'refresh']);
      expect(r1.body.refresh).not.toBe(first.refresh);
      expect(familyOf(r1.body.refresh)).toBe(familyOf(first.refresh));
      expect((await me(r1.body.access)).status).toBe(200);

      const r2 = await request(t.server).post('/v1/accounts/refresh/').send({ refresh: r1.body.refresh });
      expect(r2.status).toBe(200);
      expect(r2.body.refresh).not.toBe(r1.body.refresh);

      // reuse of an already rotated token
      expectEnvelope(await request(t.server).post('/v1/accounts/refresh/').send({ refresh: first.refresh }), 401, 'UNAUTHENTICATED');
      // the newest token of the family is refused too
      expectEnvelope(await request(t.server).post('/v1/accounts/refresh/').send({ refresh: r2.body.refresh }), 401, 'UNAUTHENTICATED');

      const rows = await familyRows(familyOf(first.refresh));
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.revoked_at).not.toBeNull();
      expect(rows[0].rotated_at).not.toBeNull();
      expect(rows[1].rotated_at).not.toBeNull();
      expect(rows[2].rotated_at).toBeNull();
    });

    it('/api/v1/auth/refresh rotates with refresh_token; reuse revokes the family', async () => {
      const first = await login();
      const r1 = await request(t.server).post('/api/v1/auth/refresh').send({ refresh_token: first.refresh });
      expect(r1.status).toBe(200);
      expect(r1.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 900,
      });
      expect(r1.body.refresh_token).not.toBe(first.refresh);
      expect((await me(r1.body.access_token)).status).toBe(200);

      const reuse = await request(t.server).post('/api/v1/auth/refresh').send({ refresh_token: first.refresh });
      expectEnvelope(reuse, 401, 'UNAUTHENTICATED');
      expectEnvelope(await request(t.server).post('/api/v1/auth/refresh').send({ refresh_token: r1.body.refresh_token }), 401, 'UNAUTHENTICATED');

      const rows = await familyRows(familyOf(first.refresh));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.revoked_at).not.toBeNull();
    });

    it('a revoked family does not touch another login of the same user', async () => {
      const a = await login();
      const b = await login();
      await request(t.server).post('/v1/accounts/refresh/').send({ refresh: a.refresh }).expect(200);
      await request(t.server).post('/v1/accounts/refresh/').send({ refresh: a.refresh }).expect(401);
      const stillFine = await request(t.server).post('/v1/accounts/refresh/').send({ refresh: b.refresh });
      expect(stillFine.status).toBe(200);
      const rows = await familyRows(familyOf(b.refresh));
      expect(rows.every((r) => r.revoked_at === null)).toBe(true);
    });

    it('an access token is refused as a refresh token, and a forged refresh token too', async () => {
      const pair = await login();
      expectEnvelope(await request(t.server).post('/v1/accounts/refresh/').send({ refresh: pair.access }), 401, 'UNAUTHENTICATED');
      const claims = decode(pair.refresh);
      const forged = signHs256(claims, 'another-secret-another-secret-another-1');
      expectEnvelope(await request(t.server).post('/api/v1/auth/refresh').send({ refresh_token: forged }), 401, 'UNAUTHENTICATED');
      expectEnvelope(await request(t.server).post('/api/v1/auth/refresh').send({ refresh_token: 'not-a-jwt' }), 401, 'UNAUTHENTICATED');
    });

    it('an expired refresh token is TOKEN_EXPIRED', async () => {
      const pair = await login();
      const claims = decode(pair.refresh);
      const expired = signHs256({ ...claims, iat: claims.iat - 3600, exp: Math.floor(Date.now() / 1000) - 60 });
      expectEnvelope(await request(t.server).post('/v1/accounts/refresh/').send({ refresh: expired }), 401, 'TOKEN_EXPIRED');
    });
  });

  describe('access tokens that must be refused', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const claims = () => ({
      sub: String(org.user_id),
      org: org.organization_id,
      role: 'A',
      tier: 1,
      typ: 'access',
      iss: ISSUER,
      aud: ISSUER,
      iat: now(),
      exp: now() + 600,
    });

    it('a hand-made HS256 token with the right claims and secret is accepted (control)', async () => {
      const res = await me(signHs256(claims()));
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(org.user_id);
    });

    it('alg: none → 401', async () => {
      const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims())}.`;
      expectEnvelope(await me(token), 401, 'UNAUTHENTICATED');
      // and with a signature segment present but alg none
      const token2 = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims())}.${createHmac('sha256', SECRET).update('x').digest('base64url')}`;
      expectEnvelope(await me(token2), 401, 'UNAUTHENTICATED');
    });

    it('signed with a wrong key → 401', async () => {
      expectEnvelope(await me(signHs256(claims(), 'wrong-secret-wrong-secret-wrong-secret-99')), 401, 'UNAUTHENTICATED');
    });

    it('HS512 with the right secret → 401 (algorithm pinned to HS256)', async () => {
      const header = { alg: 'HS512', typ: 'JWT' };
      const unsigned = `${b64url(header)}.${b64url(claims())}`;
      const token = `${unsigned}.${createHmac('sha512', SECRET).update(unsigned).digest('base64url')}`;
      expectEnvelope(await me(token), 401, 'UNAUTHENTICATED');
    });

    it('expired → 401 TOKEN_EXPIRED', async () => {
      const token = signHs256({ ...claims(), iat: now() - 3600, exp: now() - 60 });
      expectEnvelope(await me(token), 401, 'TOKEN_EXPIRED');
    });

    it('tampered payload (org swapped on a real token, signature kept) → 401', async () => {
      const pair = await login();
      const [h, , s] = pair.access.split('.');
      const payload = { ...decode(pair.access), org: other.organization_id };
      expectEnvelope(await me(`${h}.${b64url(payload)}.${s}`), 401, 'UNAUTHENTICATED');
      // the untouched token works
      expect((await me(pair.access)).status).toBe(200);
    });

    it('wrong audience → 401; wrong issuer → 401', async () => {
      expectEnvelope(await me(signHs256({ ...claims(), aud: 'some-other-api' })), 401, 'UNAUTHENTICATED');
      expectEnvelope(await me(signHs256({ ...claims(), iss: 'someone-else' })), 401, 'UNAUTHENTICATED');
    });

    it('a refresh token used as an access token → 401', async () => {
      const pair = await login();
      expectEnvelope(await me(pair.refresh), 401, 'UNAUTHENTICATED');
    });

    it('garbage, a Basic header and a missing Authorization → 401 UNAUTHENTICATED', async () => {
      expectEnvelope(await me('not.a.jwt'), 401, 'UNAUTHENTICATED');
      expectEnvelope(await request(t.server).get('/v1/accounts/me/').set('Authorization', 'Basic dXNlcjpwYXNz'), 401, 'UNAUTHENTICATED');
      expectEnvelope(await request(t.server).get('/v1/accounts/me/'), 401, 'UNAUTHENTICATED');
    });
  });

  describe('API tokens', () => {
    const admin = () => `Bearer ${org.api_token}`;

    it('role A creates a token (201, sk_live_, shown once; only its hash is stored)', async () => {
      const res = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', admin()).send({ name: 'core-banking-prod' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'core-banking-prod', role: 'B', revoked_at: null, expires_at: null });
      const token: string = res.body.token;
      expect(token).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
      expect(token.startsWith(res.body.prefix)).toBe(true);

      // usable at once
      const who = await me(token);
      expect(who.status).toBe(200);
      expect(who.body.id).toBe(org.user_id);

      // the list never shows it
      const list = await request(t.server).get('/v1/accounts/api-tokens/').set('Authorization', admin());
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ page: 1, page_size: 20 });
      expect(list.body.count).toBe(list.body.results.length);
      const listed = list.body.results.find((r: { id: string }) => r.id === res.body.id);
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('token');
      expect(JSON.stringify(list.body)).not.toContain(token);

      // the row stores the SHA-256, not the token
      const { rows } = await t.db.query('SELECT * FROM api_tokens WHERE id = $1', [res.body.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows[0])).not.toContain(token);
      const all = await t.db.query('SELECT * FROM api_tokens');
      expect(JSON.stringify(all.rows)).not.toContain(token.slice(12));
    });

    it('validates the creation body (unknown role, empty name → 400)', async () => {
      const bad = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', admin()).send({ name: '', role: 'C' });
      expectEnvelope(bad, 400, 'VALIDATION_ERROR');
      const fields = bad.body.error.details.map((d: { field: string }) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['name', 'role']));
    });

    it('a role-B token gets 403 FORBIDDEN on the api-tokens endpoints, but is served elsewhere', async () => {
      const created = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', admin()).send({ name: 'member', role: 'B' });
      expect(created.status).toBe(201);
      const member = `Bearer ${created.body.token}`;
      expectEnvelope(await request(t.server).get('/v1/accounts/api-tokens/').set('Authorization', member), 403, 'FORBIDDEN');
      expectEnvelope(await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', member).send({ name: 'escalate', role: 'A' }), 403, 'FORBIDDEN');
      expectEnvelope(await request(t.server).delete(`/v1/accounts/api-tokens/${created.body.id}/`).set('Authorization', member), 403, 'FORBIDDEN');
      expect((await me(created.body.token)).status).toBe(200);
      const { rows } = await t.db.query('SELECT count(*)::int AS n FROM api_tokens WHERE name = $1', ['escalate']);
      expect(rows[0].n).toBe(0);
    });

    it('revocation takes effect on the very next request', async () => {
      const created = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', admin()).send({ name: 'to-revoke' });
      const token: string = created.body.token;
      // used first, so it is in the lookup cache
      expect((await me(token)).status).toBe(200);
      expect((await me(token)).status).toBe(200);

      const revoked = await request(t.server).delete(`/v1/accounts/api-tokens/${created.body.id}/`).set('Authorization', admin());
      expect(revoked.status).toBe(200);
      expect(revoked.body.id).toBe(created.body.id);
      expect(typeof revoked.body.revoked_at).toBe('string');

      expectEnvelope(await me(token), 401, 'UNAUTHENTICATED');
      const { rows } = await t.db.query('SELECT revoked_at FROM api_tokens WHERE id = $1', [created.body.id]);
      expect(rows[0].revoked_at).not.toBeNull();

      // revoking again is harmless and keeps it revoked
      const again = await request(t.server).delete(`/v1/accounts/api-tokens/${created.body.id}/`).set('Authorization', admin());
      expect(again.status).toBe(200);
      expect(again.body.revoked_at).not.toBeNull();
      expectEnvelope(await me(token), 401, 'UNAUTHENTICATED');
    });

    it("another organization's token id → 404 NOT_FOUND, and it stays usable", async () => {
      const theirs = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', `Bearer ${other.api_token}`).send({ name: 'theirs' });
      expect(theirs.status).toBe(201);
      expectEnvelope(await request(t.server).delete(`/v1/accounts/api-tokens/${theirs.body.id}/`).set('Authorization', admin()), 404, 'NOT_FOUND');
      expect((await me(theirs.body.token)).status).toBe(200);
      const { rows } = await t.db.query('SELECT revoked_at FROM api_tokens WHERE id = $1', [theirs.body.id]);
      expect(rows[0].revoked_at).toBeNull();

      // nor does it appear in our list
      const list = await request(t.server).get('/v1/accounts/api-tokens/?page_size=100').set('Authorization', admin());
      expect(list.status).toBe(200);
      expect(list.body.results.map((r: { id: string }) => r.id)).not.toContain(theirs.body.id);

      // an id that is not a uuid, or a uuid of nothing, is also 404
      expectEnvelope(await request(t.server).delete('/v1/accounts/api-tokens/not-a-uuid/').set('Authorization', admin()), 404, 'NOT_FOUND');
      expectEnvelope(
        await request(t.server).delete('/v1/accounts/api-tokens/00000000-0000-4000-8000-000000000000/').set('Authorization', admin()),
        404,
        'NOT_FOUND',
      );
    });

    it('an unknown sk_live_ token → 401', async () => {
      expectEnvelope(await me(`sk_live_${'A'.repeat(43)}`), 401, 'UNAUTHENTICATED');
      expectEnvelope(await me(`${org.api_token}x`), 401, 'UNAUTHENTICATED');
    });

    it('a missing Authorization header → 401 UNAUTHENTICATED on the api-tokens endpoints', async () => {
      expectEnvelope(await request(t.server).get('/v1/accounts/api-tokens/'), 401, 'UNAUTHENTICATED');
      expectEnvelope(await request(t.server).post('/v1/accounts/api-tokens/').send({ name: 'x' }), 401, 'UNAUTHENTICATED');
    });
  });
});
