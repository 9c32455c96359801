import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DataSource, DataSourceOptions } from 'typeorm';
import { IdentityVault } from '../common/identity-vault.js';
import type { AppConfig } from '../config/config.js';
import { ENTITIES } from './entities.js';
import { UnnamedStatementClient } from './transaction-pooling.js';
import { DatabaseLogger } from './typeorm-logger.js';

// Compiled migrations live in dist/migrations (built from ./migrations by tsconfig.migrations.json);
// tests running the TypeScript sources use the same compiled files (`npm test` builds first).
const here = dirname(fileURLToPath(import.meta.url));
const distRoot = here.includes(`${sep}dist${sep}`) ? join(here, '..') : join(here, '..', '..', 'dist');
const MIGRATIONS_DIR = join(distRoot, 'migrations');
/** TypeORM's table of applied migrations. */
const MIGRATIONS_TABLE = 'schema_migrations';

/** Compiled migrations imported here and handed over as classes: TypeORM's glob loader stays bound to jest's first (torn-down) VM environment. */
export async function loadMigrations(): Promise<Array<new () => unknown>> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.js')).sort();
  const classes: Array<new () => unknown> = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(MIGRATIONS_DIR, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (typeof value === 'function') classes.push(value as new () => unknown);
  }
  return classes;
}

/** The one data source definition, shared by the application, the CLI and the migration tooling. */
export function dataSourceOptions(config: AppConfig, url: string, overrides: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    // Only migrate() runs migrations, with the classes from loadMigrations().
    migrations: [],
    migrationsTableName: MIGRATIONS_TABLE,
    uuidExtension: 'pgcrypto',
    synchronize: false,
    logging: ['error', 'warn', 'migration'],
    logger: new DatabaseLogger(),
    maxQueryExecutionTime: 1000,
    extra: {
      max: config.database.poolSize,
      connectionTimeoutMillis: 3000,
      application_name: 'naija-risk-api',
      // Behind PgBouncer the timeout is set by the pooler (connect_query) or on the role.
      ...(config.database.transactionPooling ? { Client: UnnamedStatementClient } : { statement_timeout: config.database.statementTimeoutMs }),
    },
    ...overrides,
  } as DataSourceOptions;
}

const MIGRATION_LOCK = 727_001;
const MIGRATION_LOCK_POLL_MS = 100;

/** Configuration a data-step migration gets in `context` (migrations cannot import src/), e.g. to re-encrypt rows in the schema change's transaction. */
interface MigrationContext {
  identity: IdentityVault;
}

function migrationContext(config: AppConfig): MigrationContext {
  return { identity: new IdentityVault(config) };
}

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so replicas starting together
 * migrate once. Returns the names of the migrations applied. `url` is PostgreSQL itself, never a
 * transaction-pooling PgBouncer: the lock is the session's (see directUrlOf).
 */
export async function migrate(config: AppConfig, url: string): Promise<string[]> {
  return underMigrationLock(config, url, async (ds) => (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name));
}

/**
 * Reverts the last applied migration (its down()) under the same lock, and answers its name (null when none was applied).
 * In a transaction of its own, like runMigrations' 'each', unless the migration says `transaction = false` (one that builds or
 * drops an index CONCURRENTLY, which cannot run in one, or copies rows in committed batches): TypeORM's own undoLastMigration
 * opens one for every migration unless given 'none'.
 */
export async function revertLastMigration(config: AppConfig, url: string): Promise<string | null> {
  return underMigrationLock(config, url, async (ds) => {
    // a database never migrated has no table of them yet
    const [{ table }]: { table: string | null }[] = await ds.query(`SELECT to_regclass($1) AS table`, [MIGRATIONS_TABLE]);
    if (!table) return null;
    const [last]: { name: string }[] = await ds.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id DESC LIMIT 1`);
    if (!last) return null;
    // matched as TypeORM matches it
    const migration = ds.migrations.find((m) => (m.name ?? m.constructor.name) === last.name);
    if (!migration) throw new Error(`the last applied migration, ${last.name}, is not in this release: revert it with the release that applied it`);
    await ds.undoLastMigration({ transaction: migration.transaction === false ? 'none' : 'each' });
    return last.name;
  });
}

async function underMigrationLock<T>(config: AppConfig, url: string, work: (ds: DataSource) => Promise<T>): Promise<T> {
  const migrations = await loadMigrations();
  // no per-migration chatter: the CLI's stdout is for its result alone
  const ds = new DataSource(dataSourceOptions(config, url, { migrations, logging: ['error', 'warn'], extra: { max: 2, connectionTimeoutMillis: 5000 } }));
  await ds.initialize();
  const context = migrationContext(config);
  for (const migration of ds.migrations) if ('context' in migration) Object.assign(migration, { context });
  const runner = ds.createQueryRunner();
  try {
    await runner.connect();
    // polled, not waited for: a statement waiting on the lock would hold a snapshot, and a migration building an index
    // CONCURRENTLY waits for every older snapshot: the replica holding the lock would wait for the one waiting on it
    while (!(await runner.query('SELECT pg_try_advisory_lock($1) AS got', [MIGRATION_LOCK]))[0].got) await sleep(MIGRATION_LOCK_POLL_MS);
    return await work(ds);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
    await ds.destroy();
  }
}

/** The SQL a generated migration would contain now (both directions); empty when in sync. */
export async function pendingSchemaSql(config: AppConfig, url: string): Promise<{ up: string[]; down: string[] }> {
  const ds = new DataSource(dataSourceOptions(config, url, { extra: { max: 2 } }));
  await ds.initialize();
  try {
    const sql = await ds.driver.createSchemaBuilder().log();
    return { up: sql.upQueries.map((q) => q.query), down: sql.downQueries.map((q) => q.query).reverse() };
  } finally {
    await ds.destroy();
  }
}

export async function pendingSchemaChanges(config: AppConfig, url: string): Promise<string[]> {
  return (await pendingSchemaSql(config, url)).up;
}
