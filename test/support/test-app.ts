import { randomBytes } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { createHttpApp } from '../../src/app.factory.js';
import { AccountsService, BootstrapResult } from '../../src/accounts/accounts.service.js';
import { AppConfig, loadConfig } from '../../src/config/config.js';
import { generateSecrets } from '../../src/config/secrets.js';
import { migrate } from '../../src/database/data-source.js';
import { createDatabase, dropDatabase, markEmailVerified } from './db.js';

export { createDatabase, dropDatabase, PG_ADMIN_URL } from './db.js';

// e2e tests run the real application on the real PostgreSQL and Redis of this machine: a fresh
// database per test file and a fresh Redis key prefix, so files never see each other's data.
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** JWT_SECRET and ENCRYPTION_KEY of this test file's apps (and any process they start): random per run. */
export const TEST_SECRETS = generateSecrets();

/** The environment of a service process of its own (support/service-process.ts) on `databaseUrl`: test secrets, a private Redis key prefix, no demo organization. */
export const serviceEnv = (databaseUrl: string, prefix: string, over: Record<string, string> = {}): Record<string, string> => ({
  ...TEST_SECRETS,
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  REDIS_KEY_PREFIX: `${prefix}${randomBytes(4).toString('hex')}:`,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'error',
  ...over,
});

export interface TestApp {
  app: NestExpressApplication;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  databaseUrl: string;
  db: pg.Pool;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse another app's database and Redis prefix (a second replica). */
  shareWith?: TestApp;
  extraImports?: DynamicModule[];
  /** 'api' leaves Bull processors out (a separate worker process runs them). */
  role?: 'api' | 'all';
  /** A database from createDatabase() that already holds data (e.g. an older schema): migrated, then dropped on close. */
  database?: { name: string; url: string };
}

export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareWith;
  const database = shared ? { name: '', url: shared.databaseUrl } : (options.database ?? (await createDatabase()));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: shared ? shared.config.redis.keyPrefix : `t${randomBytes(4).toString('hex')}:`,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...TEST_SECRETS,
    ...env,
  });
  // DATABASE_URL in `env` (a PgBouncer) is what the app uses; migrations and the test's own pool stay on the database itself.
  if (!shared) await migrate(config, database.url);
  const app = await createHttpApp(config, config.database.url ?? database.url, options.role ?? 'all', options.extraImports ?? []);
  await app.init();
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    app,
    server: app.getHttpServer(),
    config,
    databaseUrl: database.url,
    db,
    async close() {
      await db.end();
      await app.close();
      if (!shared) await dropDatabase(database.name);
    },
  };
}

let seq = 0;
/** An organization with a verified administrator and an administrator API token. */
export async function createOrganization(t: TestApp, name = 'Test Bank'): Promise<BootstrapResult & { email: string; password: string }> {
  const email = `admin${++seq}-${randomBytes(3).toString('hex')}@bank.test`;
  const password = 'Correct-Horse-9!';
  const result = await t.app.get(AccountsService).bootstrap(name, email, password);
  return { ...result, email, password };
}

/** An organization made through the public sign-up (its email verified; not approved for the network), with a JWT for its administrator. */
export async function signUpOrganization(t: TestApp, name: string): Promise<{ token: string; organizationId: string }> {
  const email = `admin-${randomBytes(4).toString('hex')}@${name.toLowerCase().replace(/\W+/g, '')}.test`;
  const password = 'Correct-Horse-9!';
  await request(t.server).post('/v1/accounts/signup/').send({ organization_name: name, email, password }).expect(202);
  await markEmailVerified(t.db, email);
  const token = (await request(t.server).post('/v1/accounts/login/').send({ email, password }).expect(200)).body.access as string;
  const me = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${token}`).expect(200);
  return { token, organizationId: me.body.organization_id as string };
}
