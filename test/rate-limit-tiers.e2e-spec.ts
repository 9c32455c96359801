import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { runCli } from './support/cli.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 11, item 12: the default limits were sized for a demo (tier 1: 600 requests a minute).
// The lowest tier now sustains 100 requests a second with a burst allowance on top, higher tiers
// scale up, the operator sets tiers from the CLI, and the health probes are never limited.
const me = (t: TestApp, bearer: string) => request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${bearer}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first response `accept`s, polling for up to 5 s (a broadcast from the CLI takes moments to arrive). */
async function eventually(send: () => request.Test, accept: (res: request.Response) => boolean): Promise<request.Response> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const res = await send();
    if (accept(res) || Date.now() > deadline) return res;
    await sleep(50);
  }
}

/** `count` requests, `concurrency` at a time; the statuses in order. */
async function statuses(count: number, concurrency: number, send: () => request.Test): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += concurrency) {
    const batch = await Promise.all(Array.from({ length: Math.min(concurrency, count - i) }, () => send()));
    out.push(...batch.map((r) => r.status));
  }
  return out;
}

describe('default rate limits', () => {
  const ANONYMOUS_PER_MINUTE = 5;
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_PER_MINUTE) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tier 1 sustains 100 requests per second: 100 a second for 7 seconds (more than the old 600 a minute), none refused', async () => {
    const { api_token } = await createOrganization(t, 'Busy Bank');
    const started = Date.now();
    const all: number[] = [];
    for (let second = 0; second < 7; second++) {
      // each second's 100 go out from its start (later if the machine is slower than that)
      await sleep(Math.max(0, started + second * 1000 - Date.now()));
      all.push(...(await statuses(100, 20, () => me(t, api_token))));
    }
    expect(all.length).toBe(700);
    expect(all.filter((s) => s !== 200)).toEqual([]);
  });

  it('a burst far past the sustained rate: at most 100 a second plus the 200 of the burst allowance are served, the rest 429 RATE_LIMITED', async () => {
    const { api_token } = await createOrganization(t, 'Bursting Bank');
    await t.app.listen(0, '127.0.0.1'); // one listener for 800 concurrent requests, not one each
    const url = await t.app.getUrl();
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 800 }, () => request(url).get('/v1/accounts/me/').set('Authorization', `Bearer ${api_token}`)));
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const refused = responses.filter((r) => r.status === 429);
    const served = responses.filter((r) => r.status === 200).length;
    expect(served + refused.length).toBe(800);
    expect(served).toBeGreaterThanOrEqual(300); // 100 this second + 200 burst
    // 100 in each one-second window the run touched, plus the burst allowance: however slow this machine is
    expect(served).toBeLessThanOrEqual(100 * (seconds + 1) + 200);
    for (const r of refused) {
      expect(r.body.error.code).toBe('RATE_LIMITED');
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it(`/health/live and /health/ready are never rate-limited, past an anonymous limit of ${ANONYMOUS_PER_MINUTE} a minute`, async () => {
    for (const path of ['/health/live', '/health/ready']) {
      const got = await statuses(ANONYMOUS_PER_MINUTE * 6, 10, () => request(t.server).get(path));
      expect(got.filter((s) => s !== 200)).toEqual([]);
    }
    // control: an anonymous route is limited at that rate from this address
    const login = await statuses(ANONYMOUS_PER_MINUTE + 1, 1, () => request(t.server).post('/v1/accounts/login/').send({}));
    expect(login.at(-1)).toBe(429);
  });
});

describe('tiers set by the operator (RATE_LIMIT_TIERS=1:5/60+3/60,2:50/60)', () => {
  const TIERS = '1:5/60+3/60,2:50/60';
  let t: TestApp;
  const cli = (...args: string[]) => runCli(t, args, { RATE_LIMIT_TIERS: TIERS });

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_TIERS: TIERS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tier 1 serves 5 plus a burst of 3, then 429; `cli org:tier ORG 2` lifts it at once (JSON on stdout)', async () => {
    const org = await createOrganization(t, 'Growing Bank');
    const got = await statuses(10, 1, () => me(t, org.api_token));
    expect(got).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    const limited = await me(t, org.api_token);
    expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringContaining('5 requests per 60 s'), details: [], request_id: limited.headers['x-request-id'] } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const res = await cli('org:tier', org.organization_id, '2');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ organization_id: org.organization_id, name: 'Growing Bank', tier: 2, status: 'active' });
    // the cached token heard the change: its next request is counted under tier 2
    const after = await eventually(() => me(t, org.api_token), (r) => r.status === 200);
    expect(after.status).toBe(200);
    expect(after.body.tier).toBe(2);
    expect(after.headers['ratelimit-limit']).toBe('50');
  });

  it('a signed-in user gets the new tier before the access token is renewed', async () => {
    const org = await createOrganization(t, 'Signed-in Bank');
    const access = (await request(t.server).post('/v1/accounts/login/').send({ email: org.email, password: org.password }).expect(200)).body.access;
    expect((await me(t, access)).body.tier).toBe(1);
    expect((await cli('org:tier', org.organization_id, '2')).code).toBe(0);
    const after = await eventually(() => me(t, access), (r) => r.body.tier === 2);
    expect([after.body.tier, after.headers['ratelimit-limit']]).toEqual([2, '50']);
  });

  it('org:list prints every organization as JSON; a tier RATE_LIMIT_TIERS does not define is refused', async () => {
    const org = await createOrganization(t, 'Listed Bank');
    const listed = await cli('org:list');
    expect(listed.code).toBe(0);
    const rows = JSON.parse(listed.stdout) as Array<Record<string, unknown>>;
    expect(rows.find((r) => r.organization_id === org.organization_id)).toEqual({
      organization_id: org.organization_id,
      name: 'Listed Bank',
      tier: 1,
      status: 'active',
      suspended_at: null,
      is_operator: false,
      network_approved: true,
      created_at: expect.any(String),
    });
    expect(rows.filter((r) => r.is_operator)).toHaveLength(1);

    for (const args of [['org:tier', org.organization_id, '3'], ['org:tier', org.organization_id, 'gold'], ['org:tier', org.organization_id]]) {
      const refused = await cli(...args);
      expect([refused.code, refused.stdout]).toEqual([1, '']);
      expect(refused.stderr).toMatch(/tier must be one of 1, 2|TIER must be a whole number|usage:/i);
    }
    expect((await cli('org:list')).stdout).toContain('"tier":1');
  });
});

describe('two replicas share one per-principal limit (RATE_LIMIT_TIERS=1:40/60)', () => {
  const LIMIT = 40;
  let t: TestApp;
  let replica: TestApp;

  beforeAll(async () => {
    const env = { RATE_LIMIT_TIERS: `1:${LIMIT}/60` };
    t = await startTestApp(env);
    replica = await startTestApp(env, { shareWith: t, role: 'api' });
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
  });

  it('requests spread over both replicas: never more than the limit served between them, at most a batch short of it, then 429 RATE_LIMITED on both', async () => {
    const { api_token } = await createOrganization(t, 'Two-Door Bank');
    let i = 0;
    // each replica reserves from the shared counter in batches; 3 in 4 go to the replica
    const got = await statuses(3 * LIMIT, 4, () => me(i++ % 4 ? replica : t, api_token));
    const served = got.filter((s) => s === 200).length;
    expect(served).toBeLessThanOrEqual(LIMIT);
    expect(served).toBeGreaterThanOrEqual(LIMIT - 4); // a batch is at most a tenth of the limit
    expect(got.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    for (const app of [t, replica]) {
      const limited = await me(app, api_token);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
