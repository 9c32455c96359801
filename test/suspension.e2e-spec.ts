import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OrganizationsService } from '../src/accounts/organizations.service.js';
import { runCli } from './support/cli.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 11, item 9: a JWT outlived a suspension by up to 15 minutes; the broadcast (also from the CLI) must reach every replica within seconds.
describe('suspension reaches every replica within 5 seconds', () => {
  const DEADLINE_MS = 5000;
  let a: TestApp;
  let b: TestApp;

  const statusOf = async (t: TestApp, bearer: string) => (await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${bearer}`)).status;
  const login = (email: string, password: string) => request(a.server).post('/v1/accounts/login/').send({ email, password });
  const cli = async (...args: string[]) => {
    const res = await runCli(a, args);
    expect(res).toMatchObject({ code: 0 });
    return JSON.parse(res.stdout);
  };
  const onBothReplicas = (...bearers: string[]) => bearers.flatMap((bearer): Array<[TestApp, string]> => [[a, bearer], [b, bearer]]);
  /** Milliseconds until every (replica, token) pair answers `expected`; fails past the deadline. */
  const until = async (pairs: Array<[TestApp, string]>, expected: number): Promise<number> => {
    const started = Date.now();
    for (;;) {
      const statuses = await Promise.all(pairs.map(([t, bearer]) => statusOf(t, bearer)));
      const elapsed = Date.now() - started;
      if (statuses.every((s) => s === expected) || elapsed > DEADLINE_MS) {
        expect(statuses).toEqual(pairs.map(() => expected));
        return elapsed;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    // The default 10 s token cache: only the broadcast can make the 5 s deadline. The polls below
    // are failed authentications from one address, so that limit is lifted here.
    const env = { API_TOKEN_CACHE_SECONDS: '10', AUTH_MAX_FAILURES_PER_IP: '100000' };
    a = await startTestApp(env);
    b = await startTestApp(env, { shareWith: a, role: 'api' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('org:suspend refuses its JWTs and API tokens on both replicas; sign-in too; org:activate serves them again', async () => {
    const org = await createOrganization(a, 'Suspended Bank');
    const other = await createOrganization(a, 'Neighbour Bank');
    const jwt = (await login(org.email, org.password).expect(200)).body.access as string;
    const all = onBothReplicas(jwt, org.api_token);
    expect(await until(all, 200)).toBeLessThan(DEADLINE_MS); // every replica has cached them

    const suspended = await cli('org:suspend', org.organization_id);
    expect(suspended).toMatchObject({ organization_id: org.organization_id, name: 'Suspended Bank', status: 'suspended', suspended_at: expect.any(String) });
    expect(await until(all, 401)).toBeLessThan(DEADLINE_MS);
    const refused = await request(b.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${jwt}`);
    expect(refused.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String), details: [], request_id: refused.headers['x-request-id'] } });
    expect((await login(org.email, org.password)).body.error.code).toBe('FORBIDDEN');
    // another organization is untouched
    expect(await until([[a, other.api_token], [b, other.api_token]], 200)).toBeLessThan(DEADLINE_MS);

    expect(await cli('org:activate', org.organization_id)).toMatchObject({ status: 'active', suspended_at: null });
    expect(await until(all, 200)).toBeLessThan(DEADLINE_MS);
    expect((await login(org.email, org.password)).status).toBe(200);
  });

  it("user:suspend refuses that user's JWT and API tokens on both replicas; user:activate serves them again", async () => {
    const org = await createOrganization(a, 'Member Bank');
    const jwt = (await login(org.email, org.password).expect(200)).body.access as string;
    const all = onBothReplicas(jwt, org.api_token);
    expect(await until(all, 200)).toBeLessThan(DEADLINE_MS);

    expect(await cli('user:suspend', String(org.user_id))).toEqual({ user_id: org.user_id, organization_id: org.organization_id, email: org.email, status: 'suspended' });
    expect(await until(all, 401)).toBeLessThan(DEADLINE_MS);

    expect(await cli('user:activate', String(org.user_id))).toMatchObject({ status: 'active' });
    expect(await until(all, 200)).toBeLessThan(DEADLINE_MS);
  });

  it('a suspension written by one replica is heard by the other (same broadcast as token revocation)', async () => {
    const org = await createOrganization(a, 'Replica Bank');
    const jwt = (await login(org.email, org.password).expect(200)).body.access as string;
    expect(await until([[b, jwt], [b, org.api_token]], 200)).toBeLessThan(DEADLINE_MS);
    await a.app.get(OrganizationsService).suspend(org.organization_id);
    expect(await until([[b, jwt], [b, org.api_token]], 401)).toBeLessThan(DEADLINE_MS);
  });

  it('the CLI refuses an unknown organization or user, and a malformed command, with exit code 1', async () => {
    for (const args of [['org:suspend', '00000000-0000-4000-8000-000000000000'], ['org:activate', 'nope'], ['user:suspend', '999999'], ['org:suspend']]) {
      const res = await runCli(a, args);
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr).toMatch(/not found|usage:/);
    }
  });
});
