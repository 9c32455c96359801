import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pdfLinkSignature } from '../src/financial-reports/pdf/pdf-link.js';
import { PUBLISHED_DEV_ENCRYPTION_KEY, PUBLISHED_DEV_JWT_SECRET } from '../scripts/resilience/published-secrets.mjs';
import { runToExit, ServiceProcess, startService } from './support/service-process.js';
import { createDatabase, dropDatabase, REDIS_URL } from './support/test-app.js';

// `npm start` with no secrets set: the service generates its own JWT_SECRET and ENCRYPTION_KEY
// into the data folder, so a token or a PDF link signed with the values the source once published
// opens nothing. Two processes starting at once share one set, and a restart reuses it.

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signHs256(claims: Record<string, unknown>, secret: string) {
  const unsigned = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

describe('published development secrets: an app started without secrets makes its own', () => {
  let database: { name: string; url: string };
  let dir: string;
  let env: Record<string, string>;
  const services: ServiceProcess[] = [];
  const start = async () => {
    const s = await startService(env);
    services.push(s);
    return s;
  };
  const call = (s: ServiceProcess, path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    fetch(`${s.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  beforeAll(async () => {
    database = await createDatabase();
    dir = mkdtempSync(join(tmpdir(), 'dev-secrets-'));
    // as `npm start` runs: development, nothing secret in the environment
    env = {
      NODE_ENV: 'development',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `devsec${randomBytes(4).toString('hex')}:`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    };
  });
  afterAll(async () => {
    for (const s of services) await s.stop();
    if (database) await dropDatabase(database.name);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a JWT and a PDF link signed with the published values, shares its generated secrets between processes and keeps them across a restart', async () => {
    // two processes starting at the same moment, as `npm run start:api & npm run start:worker` would
    const [a, b] = await Promise.all([start(), start()]);
    const password = 'Correct-Horse-9!';
    const boot = await runToExit(['dist/cli.js', 'bootstrap', '--org', 'Secrets Bank', '--email', 'admin@secrets.test', '--password', password], env);
    expect(boot.code).toBe(0);
    const { api_token: apiToken } = JSON.parse(boot.output.trim().split('\n').pop()!) as { api_token: string };
    const login = await call(a, '/v1/accounts/login/', { method: 'POST', body: { email: 'admin@secrets.test', password } });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...claimsOf(access), iat: now, exp: now + 600 };

    // the attack of issue 11: a token for this administrator, signed with the published secret
    const forged = await call(a, '/v1/accounts/me/', { token: signHs256(claims, PUBLISHED_DEV_JWT_SECRET) });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    // and a PDF link signed with the published key
    const created = await call(a, '/api/v1/report', { method: 'POST', token: apiToken, body: { full_name: 'Adaeze O.', reference_id: 'SECRETS-1' } });
    expect(created.status).toBe(202);
    const { case_id: caseId } = (await created.json()) as { case_id: string };
    const expires = now + 3600;
    const pdf = await call(a, `/api/v1/report/${caseId}/pdf?expires=${expires}&sig=${pdfLinkSignature(PUBLISHED_DEV_ENCRYPTION_KEY, caseId, expires)}`);
    expect(pdf.status).toBe(403);
    expect(((await pdf.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');

    // the generated secrets: in the data folder, this user's only, the key the service signs with
    const file = join(env.DATA_DIR, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readFileSync(file, 'utf8');
    const secrets = JSON.parse(stored) as { JWT_SECRET: string; ENCRYPTION_KEY: string };
    expect(secrets.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(a, '/v1/accounts/me/', { token: signHs256(claims, secrets.JWT_SECRET) })).status).toBe(200);
    expect(`${a.output()}${b.output()}`.match(/generated JWT_SECRET and ENCRYPTION_KEY/g)).toHaveLength(1);

    // both processes use the same secrets: a token from one and a secret encrypted by it work on the other
    expect((await call(b, '/v1/accounts/me/', { token: access })).status).toBe(200);
    const endpoint = await call(a, '/api/v1/webhooks/endpoints', { method: 'POST', token: apiToken, body: { url: 'http://127.0.0.1:9/hook' } });
    expect(endpoint.status).toBe(201);
    const { id: endpointId, secret: webhookSecret } = (await endpoint.json()) as { id: string; secret: string };
    const readSecret = async (s: ServiceProcess) => {
      const r = await call(s, `/api/v1/webhooks/endpoints/${endpointId}/secret`, { token: apiToken });
      expect(r.status).toBe(200);
      return ((await r.json()) as { secret: string }).secret;
    };
    expect(await readSecret(b)).toBe(webhookSecret);

    // a restart reuses them: the file is unchanged, earlier tokens and encrypted values still work
    await Promise.all([a.stop(), b.stop()]);
    const c = await start();
    expect(readFileSync(file, 'utf8')).toBe(stored);
    expect(c.output()).not.toContain('generated JWT_SECRET');
    expect((await call(c, '/v1/accounts/me/', { token: access })).status).toBe(200);
    expect(await readSecret(c)).toBe(webhookSecret);
  });
});
