import { DataSource } from 'typeorm';
import { IdentityVault } from '../../src/common/identity-vault.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { dataSourceOptions, loadMigrations } from '../../src/database/data-source.js';
import { createDatabase, REDIS_URL, TEST_SECRETS } from './test-app.js';

/**
 * A new database migrated only as far as an earlier release had it: every migration before the one whose timestamp is
 * `before`. Write through `ds` the rows that release left, destroy it, then startTestApp({ ... }, { database }) applies
 * the rest, as an upgrade does.
 */
export async function databaseBefore(before: number): Promise<{ database: { name: string; url: string }; ds: DataSource; config: AppConfig }> {
  const database = await createDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL, LOG_LEVEL: 'silent', ...TEST_SECRETS });
  const earlier = (await loadMigrations()).filter((m) => Number((new m() as { name: string }).name.slice(-13)) < before);
  const ds = new DataSource(dataSourceOptions(config, database.url, { migrations: earlier, extra: { max: 1 } }));
  await ds.initialize();
  // as migrate() does: the data-step migrations get the vault
  for (const migration of ds.migrations) if ('context' in migration) Object.assign(migration, { context: { identity: new IdentityVault(config) } });
  await ds.runMigrations({ transaction: 'each' });
  return { database, ds, config };
}
