import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { expectEnvelope } from './support/envelope.js';

// Conventions every route shares; tier 1 allows 5 requests a minute, so each authenticated test uses an organization of its own.

const fieldsOf = (res: request.Response) => (res.body.error.details as Array<{ field: string }>).map((d) => d.field);

describe('conventions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_TIERS: '1:5/60' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('bad input is a 4xx in the envelope, never a 5xx', () => {
    const login = '/v1/accounts/login/';

    it('malformed JSON → 400 INVALID_JSON', async () => {
      const res = await request(t.server).post(login).set('Content-Type', 'application/json').send('{"email": "a@b.test", "password": ');
      expectEnvelope(res, 400, 'INVALID_JSON');
    });

    it('text/plain body → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const res = await request(t.server).post(login).set('Content-Type', 'text/plain').send('email=a@b.test&password=x');
      expectEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const form = await request(t.server).post(login).type('form').send({ email: 'a@b.test', password: 'x' });
      expectEnvelope(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('a body over 1 MiB → 413 PAYLOAD_TOO_LARGE', async () => {
      const body = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024 + 10) });
      const res = await request(t.server).post(login).set('Content-Type', 'application/json').send(body);
      expectEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('a body just under the limit is read (and then validated: 400, not 413)', async () => {
      const body = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024 - 100) });
      expect(Buffer.byteLength(body)).toBeLessThan(1024 * 1024);
      const res = await request(t.server).post(login).set('Content-Type', 'application/json').send(body);
      expectEnvelope(res, 400, 'VALIDATION_ERROR');
      expect(fieldsOf(res)).toContain('password');
    });

    it('an unknown field → 400 VALIDATION_ERROR naming the field', async () => {
      const res = await request(t.server).post(login).send({ email: 'a@b.test', password: 'secret-pass', is_admin: true });
      expectEnvelope(res, 400, 'VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([{ field: 'is_admin', issue: expect.stringContaining('is_admin') }]);
    });

    it('wrong types → 400 VALIDATION_ERROR', async () => {
      const numberEmail = await request(t.server).post(login).send({ email: 12345, password: 'secret-pass' });
      expectEnvelope(numberEmail, 400, 'VALIDATION_ERROR');
      expect(fieldsOf(numberEmail)).toContain('email');

      const objectPassword = await request(t.server).post(login).send({ email: 'a@b.test', password: { $ne: '' } });
      expectEnvelope(objectPassword, 400, 'VALIDATION_ERROR');
      expect(fieldsOf(objectPassword)).toContain('password');

      const signup = await request(t.server).post('/v1/accounts/signup/').send({ organization_name: 'Acme', email: 42, password: 'Correct-Horse-9!' });
      expectEnvelope(signup, 400, 'VALIDATION_ERROR');
      expect(fieldsOf(signup)).toContain('email');
    });

    it('an array body → 400', async () => {
      const res = await request(t.server).post(login).set('Content-Type', 'application/json').send('[{"email":"a@b.test","password":"x"}]');
      expectEnvelope(res, 400, 'VALIDATION_ERROR');
    });

    it('a null body, a bare string and an empty object → 400', async () => {
      const nullBody = await request(t.server).post(login).set('Content-Type', 'application/json').send('null');
      expect(nullBody.status).toBe(400);
      expectEnvelope(nullBody, 400, nullBody.body.error.code);
      expect(['INVALID_JSON', 'VALIDATION_ERROR']).toContain(nullBody.body.error.code);

      const str = await request(t.server).post(login).set('Content-Type', 'application/json').send('"just a string"');
      expect(str.status).toBe(400);
      expect(['INVALID_JSON', 'VALIDATION_ERROR']).toContain(str.body.error.code);

      const empty = await request(t.server).post(login).send({});
      expectEnvelope(empty, 400, 'VALIDATION_ERROR');
      expect(fieldsOf(empty)).toEqual(expect.arrayContaining(['email', 'password']));

      const noBody = await request(t.server).post(login);
      expectEnvelope(noBody, 400, 'VALIDATION_ERROR');
    });

    it('a body nested deeper than 16 levels → 400, before anything walks it', async () => {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const res = await request(t.server).post(login).set('Content-Type', 'application/json').send(deep);
      expectEnvelope(res, 400, 'VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([{ field: 'body', issue: expect.stringContaining('16') }]);
      const shallow = await request(t.server).post(login).send({ email: 'a@b.test', password: { a: { b: { c: 1 } } } });
      expectEnvelope(shallow, 400, 'VALIDATION_ERROR');
      expect(fieldsOf(shallow)).toContain('password');
    });

    it('half of a surrogate pair in a string (which makes e-mail validation throw) → 400 naming the field', async () => {
      const res = await request(t.server).post('/v1/accounts/signup/').send({ organization_name: 'Surrogate Bank', email: '\ud800', password: 'Correct-Horse-9!' });
      expectEnvelope(res, 400, 'VALIDATION_ERROR');
      expect(fieldsOf(res)).toEqual(['email']);
    });

    it('a fraud report with amount_lost null is filed (null is "not given"), not a 5xx', async () => {
      const org = await createOrganization(t, 'Null Amount Bank');
      const res = await request(t.server).post('/api/v1/fraud/report/').set('Authorization', `Bearer ${org.api_token}`)
        .send({ account_number: '0123456789', amount_lost: null, fraud_type: 'phishing', reporter_email: 'analyst@bank.test', evidence_urls: [] });
      expect(res.status).toBe(201);
    });

    it('a NUL character, which PostgreSQL cannot store → 400, and nothing written', async () => {
      const res = await request(t.server).post('/v1/accounts/signup/').send({ organization_name: 'Nul\u0000Bank', email: 'nul@bank.test', password: 'Correct-Horse-9!' });
      expectEnvelope(res, 400, 'VALIDATION_ERROR');
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'nul@bank.test'`);
      expect(rows[0].n).toBe(0);
    });

    it('an unknown route → 404 NOT_FOUND, for any method', async () => {
      expectEnvelope(await request(t.server).get('/v1/no-such-thing/'), 404, 'NOT_FOUND');
      expectEnvelope(await request(t.server).post('/api/v1/nothing-here').send({ a: 1 }), 404, 'NOT_FOUND');
      expectEnvelope(await request(t.server).delete('/v1/accounts/me/'), 404, 'NOT_FOUND');
    });
  });

  describe('request ids', () => {
    it('echoes a given X-Request-ID in the header and in error.request_id', async () => {
      const res = await request(t.server).get('/v1/no-such-thing/').set('X-Request-ID', 'bank-corr-123:abc');
      expect(res.headers['x-request-id']).toBe('bank-corr-123:abc');
      expectEnvelope(res, 404, 'NOT_FOUND');
      expect(res.body.error.request_id).toBe('bank-corr-123:abc');

      const ok = await request(t.server).get('/health/live').set('X-Request-ID', 'on-success-too');
      expect(ok.status).toBe(200);
      expect(ok.headers['x-request-id']).toBe('on-success-too');
    });

    it('generates a distinct one when absent (or not sane) and uses it in the body', async () => {
      const a = await request(t.server).post('/v1/accounts/login/').send({});
      const b = await request(t.server).post('/v1/accounts/login/').send({});
      expectEnvelope(a, 400, 'VALIDATION_ERROR');
      expect(a.headers['x-request-id']).toMatch(/^req_[0-9a-f]{32}$/);
      expect(a.body.error.request_id).toBe(a.headers['x-request-id']);
      expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);

      const tooLong = await request(t.server).get('/v1/no-such-thing/').set('X-Request-ID', 'x'.repeat(200));
      expect(tooLong.headers['x-request-id']).toMatch(/^req_[0-9a-f]{32}$/);
      expect(tooLong.body.error.request_id).toBe(tooLong.headers['x-request-id']);
    });
  });

  describe('per-principal rate limit', () => {
    it('the 6th request with one token is 429 RATE_LIMITED with Retry-After; another organization is still served', async () => {
      const one = await createOrganization(t, 'Busy Bank');
      const two = await createOrganization(t, 'Quiet Bank');
      const me = (token: string) => request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${token}`);

      for (let i = 0; i < 5; i++) {
        const res = await me(one.api_token);
        expect(res.status).toBe(200);
        expect(res.headers['ratelimit-limit']).toBe('5');
        expect(res.headers['ratelimit-remaining']).toBe(String(4 - i));
      }
      const limited = await me(one.api_token);
      expectEnvelope(limited, 429, 'RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers['ratelimit-remaining']).toBe('0');

      // separate counters: the other organization's token is served
      const served = await me(two.api_token);
      expect(served.status).toBe(200);
      expect(served.body.id).toBe(two.user_id);
      expect(served.headers['ratelimit-remaining']).toBe('4');

      // and the first is still limited
      expectEnvelope(await me(one.api_token), 429, 'RATE_LIMITED');
    });
  });

  describe('operations', () => {
    it('sets helmet security headers and no X-Powered-By', async () => {
      const res = await request(t.server).get('/health/live');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      // on errors too
      const err = await request(t.server).get('/v1/no-such-thing/');
      expect(err.headers['x-content-type-options']).toBe('nosniff');
    });

    it('GET /metrics counts requests by route template', async () => {
      const org = await createOrganization(t, 'Metrics Bank');
      expect((await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${org.api_token}`)).status).toBe(200);
      const res = await request(t.server).get('/metrics');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toMatch(/^# TYPE http_requests_total counter$/m);
      expect(res.text).toMatch(/^http_requests_total\{[^}]*route="\/v1\/accounts\/me\/?"[^}]*status="200"[^}]*\} \d+$/m);
      expect(res.text).toMatch(/^http_request_duration_seconds_bucket\{/m);
      // unmatched routes share one label, never the raw URL
      await request(t.server).get('/v1/some-random-path-12345');
      const after = await request(t.server).get('/metrics');
      expect(after.text).not.toContain('some-random-path-12345');
      expect(after.text).toMatch(/route="unmatched"/);
    });

    it("GET /metrics times each analysis's steps (read, velocity, write) and counts its write statement's rows", async () => {
      const org = await createOrganization(t, 'Metrics Steps Bank');
      const count = (text: string, series: string) => Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
      const steps = ['read', 'velocity', 'write'].map((phase) => `fraud_analysis_phase_seconds_count{phase="${phase}"}`);
      const read = async () => {
        const text = (await request(t.server).get('/metrics')).text;
        return [...steps.map((series) => count(text, series)), count(text, 'fraud_analysis_write_batch_rows_count'), count(text, 'fraud_analysis_write_batch_rows_sum')];
      };
      const before = await read();
      const analyze = (id: string, key?: string) => {
        const req = request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${org.api_token}`);
        if (key) req.set('Idempotency-Key', key);
        return req.send({ transaction_id: id, sender_account: '0700000001', receiver_account: '0700000002', amount: 15000, channel: 'mobile' });
      };
      // with a key (the claim read first, then the Redis windows) and without (both at once): each step timed once per analysis
      expect((await analyze('METRICS-STEPS-1', 'metrics-steps-key-1')).status).toBe(200);
      expect((await analyze('METRICS-STEPS-2')).status).toBe(200);
      const after = await read();
      expect(after.slice(0, 3).map((n, i) => n - before[i])).toEqual([2, 2, 2]);
      // and each took some time (the sums of the steps' seconds grew)
      const text = (await request(t.server).get('/metrics')).text;
      for (const phase of ['read', 'velocity', 'write']) expect(count(text, `fraud_analysis_phase_seconds_sum{phase="${phase}"}`)).toBeGreaterThan(0);
      // two analyses written (one statement each, or both in one)
      expect(after[4] - before[4]).toBe(2);
      expect(after[3] - before[3]).toBeGreaterThanOrEqual(1);
      // a replay of the key runs the read (the key is claimed in the read's statement) and answers from the stored response:
      // it records nothing in the Redis windows and writes nothing
      expect((await analyze('METRICS-STEPS-1', 'metrics-steps-key-1')).status).toBe(200);
      expect((await read()).slice(0, 3)).toEqual([after[0] + 1, after[1], after[2]]);
    });

    it('/docs-json is OpenAPI 3 with a bearer scheme and the account paths', async () => {
      const res = await request(t.server).get('/docs-json');
      expect(res.status).toBe(200);
      const doc = res.body;
      expect(doc.openapi).toMatch(/^3\./);
      const schemes = doc.components?.securitySchemes ?? {};
      const bearer = Object.values(schemes).find((s) => (s as { type?: string; scheme?: string }).scheme === 'bearer') as
        | { type: string; scheme: string }
        | undefined;
      expect(bearer).toBeDefined();
      expect(bearer!.type).toBe('http');
      for (const path of ['/v1/accounts/login/', '/v1/accounts/me/', '/v1/accounts/refresh/', '/api/v1/auth/login', '/api/v1/auth/refresh']) {
        expect(doc.paths).toHaveProperty([path]);
      }
      expect(doc.paths['/v1/accounts/login/']).toHaveProperty('post');
      expect(doc.paths['/v1/accounts/me/']).toHaveProperty('get');
      expect(doc.paths['/v1/accounts/me/'].get.security).toEqual(expect.arrayContaining([expect.objectContaining({ bearer: [] })]));
      expect(doc.paths['/v1/accounts/login/'].post.security ?? []).not.toEqual(expect.arrayContaining([expect.objectContaining({ bearer: [] })]));
    });
  });
});

describe('code layout', () => {
  // src/database keeps only the connection's own statements (the embedded server's probe, the migration lock).
  const SQL = /\b(SELECT\s+[\w*"(]|INSERT\s+INTO\b|UPDATE\s+\w+\s+SET\b|DELETE\s+FROM\b)/;
  it('no SQL text in services, controllers or processors: only in repositories', () => {
    const src = join(process.cwd(), 'src');
    const offenders = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.repository.ts') && !f.endsWith('.spec.ts') && !f.startsWith('database/'))
      .filter((f) => SQL.test(readFileSync(join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('test helpers reach the database through the application (repositories, services, the CLI); test/support/db.ts holds the rest', () => {
    const support = join(process.cwd(), 'test', 'support');
    const offenders = readdirSync(support)
      .filter((f) => /\.(ts|mjs)$/.test(f) && f !== 'db.ts')
      .filter((f) => SQL.test(readFileSync(join(support, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
