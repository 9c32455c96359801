// A PgBouncer of its own in transaction-pooling mode in front of one PostgreSQL database: a generated
// configuration, a free loopback port, the process stopped by stop() (the system service is never
// used). The resilience suite's PgBouncer phase and test/pgbouncer.e2e-spec.ts run the service on it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../bench/environment.mjs';


/** A connection-string value PgBouncer reads back unchanged (quotes and backslashes refused, not escaped). */
function value(v) {
  if (/['\\\s]/.test(v)) throw new Error(`pgbouncer: a connection value with a quote, backslash or space is not supported ("${v}")`);
  return v;
}

/**
 * Starts `pgbouncer` for the database of `targetUrl`. statement_timeout is set by connect_query on each
 * server connection, as in production: PgBouncer 1.18 refuses it as a client startup parameter.
 * Resolves once a query answers through it.
 */
export async function startPgbouncer(targetUrl, { poolSize = 20, statementTimeoutMs = 15000 } = {}) {
  // Debian installs it in /usr/sbin, which a user's PATH may not hold.
  const bin = ['pgbouncer', '/usr/sbin/pgbouncer'].find((b) => spawnSync(b, ['--version']).status === 0);
  if (!bin) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  const target = new URL(targetUrl);
  const database = value(decodeURIComponent(target.pathname.slice(1)));
  const user = value(decodeURIComponent(target.username || 'postgres'));
  const password = target.password ? ` password=${value(decodeURIComponent(target.password))}` : '';
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  chmodSync(dir, 0o755); // as root it runs as the postgres user (it refuses root) and reads this folder
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `${database} = host=${value(target.hostname)} port=${target.port || 5432} dbname=${database} user=${user}${password} connect_query='SET statement_timeout = ${Number(statementTimeoutMs)}'`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // loopback only; the server login is the [databases] entry's
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${Number(poolSize)}`,
      'max_client_conn = 1000',
      // back within a second of PostgreSQL, and a client waits 30 s for a server connection at most
      'server_login_retry = 1',
      'query_wait_timeout = 30',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = typeof process.getuid === 'function' && process.getuid() === 0 ? ['-u', 'postgres', ini] : [ini];
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) tail.push(line) > 50 && tail.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', () => resolve((exited = true))));
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM'); // immediate shutdown
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const until = Date.now() + 15_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`pgbouncer exited at start:\n${tail.join('\n')}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    const ok = await client
      .connect()
      .then(() => client.query('SELECT 1'))
      .then(() => true, () => false)
      .finally(() => client.end().catch(() => undefined));
    if (ok) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`pgbouncer did not answer within 15 s:\n${tail.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    /** DATABASE_URL for the service: the same database through PgBouncer. */
    url,
    port,
    poolSize,
    /** PgBouncer's last log lines. */
    tail: () => tail.join('\n'),
    /** Its counters for the database (SHOW STATS on its admin console): transactions, their time, and the time clients waited for a server connection. */
    stats: async () => {
      const admin = new pg.Client({ connectionString: `postgres://pgbouncer@127.0.0.1:${port}/pgbouncer` });
      await admin.connect();
      try {
        const row = (await admin.query('SHOW STATS')).rows.find((r) => r.database === database);
        return { transactions: Number(row.total_xact_count), transactionMs: Number(row.total_xact_time) / 1000, waitMs: Number(row.total_wait_time) / 1000 };
      } finally {
        await admin.end();
      }
    },
    stop,
    /** On a process exit that cannot wait. */
    kill: () => exited || child.kill('SIGKILL'),
  };
}
