// The system under test: a fresh PostgreSQL database, a private Redis key prefix, the built app
// as one child process, and bootstrap credentials. Everything is undone by cleanup().
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { onCleanup, onExit } from './cleanup.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '..', '..');
const run = promisify(execFile);

export const ADMIN_PG_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * Settings for driving the service hard from this one machine: limits lifted (all traffic comes
 * from one address and a few principals), webhook receivers allowed on loopback, and the
 * sandbox bank provider (test banks) allowed although the service runs in production mode.
 */
export const LOOPBACK_LOAD_SETTINGS = {
  RATE_LIMIT_TIERS: '1:100000000/60',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
  FRAUD_REPORTS_PER_HOUR: '100000000',
  LOGIN_MAX_FAILURES_PER_IP: '100000',
  LOGIN_MAX_FAILURES_PER_EMAIL_IP: '10000',
  // the resilience suite sends thousands of bad credentials from this one address
  AUTH_MAX_FAILURES_PER_IP: '100000000',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  REPORT_SANDBOX_IN_PRODUCTION: 'true',
  DETECT_MAX_CONCURRENT_PER_ORGANIZATION: '10000',
};

export const BENCH_USER = { org: 'Bench Bank', email: 'bench@bank.test', password: 'Correct-Horse-9!' };

const log = (line) => process.stderr.write(`bench: ${line}\n`);

export async function ensureBuilt() {
  if (existsSync(join(ROOT, 'dist', 'main.js')) && existsSync(join(ROOT, 'dist', 'cli.js'))) return;
  log('dist/main.js missing, running npm run -s build…');
  await new Promise((resolve, reject) => {
    const p = spawn('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    p.on('error', reject);
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new BenchError(`npm run build exited with ${code}`))));
  });
}

/** A TCP port free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: ADMIN_PG_URL });
  try {
    await client.connect();
  } catch (err) {
    throw new BenchError(`PostgreSQL is not reachable at ${ADMIN_PG_URL.replace(/\/\/[^@/]*@/, '//***@')}: ${err.message}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(name) {
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  onCleanup(`drop database ${name}`, () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
  const url = new URL(ADMIN_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

let statementsReadable = null; // null: not tried yet

async function statementStats(databaseUrl, dbName) {
  if (statementsReadable === false) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    if (statementsReadable === null) {
      // CREATE EXTENSION succeeds without the library preloaded, but reading the view then fails
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await client.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
      statementsReadable = true;
    }
    const { rows } = await client.query(
      `SELECT queryid::text AS id, left(regexp_replace(min(query), '\\s+', ' ', 'g'), 70) AS query, sum(calls)::float8 AS calls, sum(total_exec_time) AS exec_ms,
              sum(rows)::float8 AS rows, sum(shared_blks_hit + shared_blks_read)::float8 AS buffers, sum(shared_blks_read)::float8 AS buffers_read
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1) AND query NOT LIKE '%pg_stat_statements%'
        GROUP BY queryid`,
      [dbName],
    );
    return new Map(rows.map((r) => [r.id, r]));
  } catch (err) {
    log(`PostgreSQL time not split by statement: pg_stat_statements not readable (${err.message}; it needs shared_preload_libraries and a superuser)`);
    statementsReadable = false;
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function deleteRedisKeys(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Starts `node dist/main.js api`; resolves once GET /health/ready answers 200. */
async function startApp(env, baseUrl, role = 'api', readyPath = '/health/ready') {
  const watchdog = pathToFileURL(join(here, 'child-watchdog.mjs')).href;
  const flags = process.env.BENCH_APP_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', watchdog, 'dist/main.js', role], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output = { lines: [], count: 0 };
  const watchdogWaiters = [];
  const onLine = (line) => {
    if (!line.trim()) return;
    if (line.startsWith('bench-watchdog: ')) {
      watchdogWaiters.shift()?.(line.slice('bench-watchdog: '.length));
      return;
    }
    output.count++;
    if (process.env.BENCH_APP_LOG) appendFileSync(process.env.BENCH_APP_LOG, `${Date.now()} ${line}\n`);
    output.lines.push(line);
    if (output.lines.length > 40) output.lines.shift();
  };
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      lines.forEach(onLine);
    });
    stream.on('end', () => onLine(partial));
  }
  child.stdin.on('error', () => undefined);

  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );
  onExit(() => {
    if (!exited) child.kill('SIGKILL');
  });
  onCleanup('stop app', async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exitPromise;
    clearTimeout(timer);
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new AppError(`the app exited during start-up (${exited.signal ?? `code ${exited.code}`})`, output);
    try {
      const res = await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new AppError('the app did not become ready within 60 s', output);
    await new Promise((r) => setTimeout(r, 200));
  }
  /** Sends a command to the preloaded watchdog and resolves with its one-line answer. */
  const tell = (line) =>
    new Promise((resolve, reject) => {
      const waiter = (answer) => {
        clearTimeout(timer);
        if (/failed/.test(answer)) reject(new BenchError(answer));
        else resolve(answer);
      };
      // unanswered: its place in the queue goes, so the next answer reaches the next command
      const timer = setTimeout(() => {
        const i = watchdogWaiters.indexOf(waiter);
        if (i >= 0) watchdogWaiters.splice(i, 1);
        reject(new BenchError(`the app did not answer "${line}"`));
      }, 30_000);
      watchdogWaiters.push(waiter);
      child.stdin.write(`${line}\n`);
    });
  return {
    output,
    pid: child.pid,
    isRunning: () => !exited,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exitPromise;
      clearTimeout(timer);
    },
    profileStart: () => tell('profile-start'),
    profileStop: (file) => tell(`profile-stop ${file}`),
    /** Starts reading the app's event-loop delay and GC pauses (child-watchdog.mjs). */
    pausesStart: () => tell('pauses-start'),
    /** Stops it: { seconds, loop_delay_ms: { p50, p99, max }, gc: { [kind]: { count, total_ms, max_ms } } }. */
    pausesStop: async () => JSON.parse((await tell('pauses-stop')).replace(/^pauses /, '')),
  };
}

/** Starts scripts/bench/floor-server.mjs `kind`; resolves with its base URL and pid once it listens. */
async function startFloor(kind, appEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(here, 'floor-server.mjs'), kind], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: appEnv.DATABASE_URL, DATABASE_POOL_SIZE: appEnv.DATABASE_POOL_SIZE ?? '20', PORT: String(port) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.setEncoding('utf8').on('data', (c) => (output += c));
  child.stdin.on('error', () => undefined);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  onExit(() => child.kill('SIGKILL'));
  onCleanup(`stop floor ${kind}`, async () => {
    child.kill('SIGTERM');
    await exited;
  });
  await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (c) => c.includes('floor listening') && resolve());
    exited.then((code) => reject(new BenchError(`floor server ${kind} exited (${code}): ${output}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid };
}

/** A failure with a clear message of its own: reported without a stack trace. */
export class BenchError extends Error {}

export class AppError extends BenchError {
  constructor(message, output) {
    super(`${message}${output?.lines.length ? `; its last output:\n  ${output.lines.join('\n  ')}` : ''}`);
  }
}

async function cli(env, ...args) {
  try {
    const { stdout } = await run(process.execPath, ['dist/cli.js', ...args], { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    throw new BenchError(`node dist/cli.js ${args[0]} failed (${err.code}):\n${err.stderr || err.stdout || err.message}`);
  }
}

/** JSON request against the app, for scenario setup and the pre-flight check. */
async function api(baseUrl, method, path, { body, token, headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

/** Everything a scenario needs; resolves once the app is ready and the bench user exists. */
export async function startEnvironment() {
  const id = randomBytes(6).toString('hex');
  const dbName = `bench_${id}`;
  const databaseUrl = await createDatabase(dbName);
  const redisKeyPrefix = `bench_${id}:`;
  onCleanup('delete redis keys', () => deleteRedisKeys(redisKeyPrefix));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...LOOPBACK_LOAD_SETTINGS,
    WORKER_HTTP_PORT: '0',
  };
  delete env.NODE_OPTIONS; // whatever npm or the shell put there is not part of the system under test

  log(`database ${dbName}, redis prefix ${redisKeyPrefix}, port ${port}`);
  const app = await startApp(env, baseUrl);
  log(`app ready (pid ${app.pid})`);

  const line = (await cli(env, 'bootstrap', '--org', BENCH_USER.org, '--email', BENCH_USER.email, '--password', BENCH_USER.password))
    .trim()
    .split('\n')
    .pop();
  let boot;
  try {
    boot = JSON.parse(line);
  } catch {
    throw new BenchError(`cli bootstrap printed no JSON line: ${line}`);
  }
  const credentials = { ...boot, email: BENCH_USER.email, password: BENCH_USER.password };

  return {
    baseUrl,
    app,
    dbName,
    /** A floor server (floor-server.mjs: 'analyze' or 'hash') as its own process, on the bench database. */
    startFloor: (kind) => startFloor(kind, env),
    /** PostgreSQL backend pids serving the bench database (for their CPU time, cpu.mjs). */
    backendPids: () =>
      withAdmin(async (c) => (await c.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = $2', [dbName, 'client backend'])).rows.map((r) => r.pid)),
    /** A worker process (role worker) on the same database and Redis; resolves when it answers. */
    startWorker: async () => {
      const workerPort = await freePort();
      return startApp({ ...env, WORKER_HTTP_PORT: String(workerPort) }, `http://127.0.0.1:${workerPort}`, 'worker', '/health/live');
    },
    /**
     * The bench database's statements so far, by queryid, from pg_stat_statements (null where PostgreSQL does not load it:
     * `shared_preload_libraries`); the extension is created in the bench database, which is dropped with it.
     */
    statements: () => statementStats(databaseUrl, dbName),
    /** Committed + rolled-back transactions in the bench database so far (statistics lag up to ~1 s). */
    dbTransactions: () =>
      withAdmin(async (c) => {
        const { rows } = await c.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [dbName]);
        return Number(rows[0]?.n ?? 0);
      }),
    ctx: {
      baseUrl,
      credentials,
      state: {},
      api: (method, path, opts) => api(baseUrl, method, path, opts),
      cli: (...args) => cli(env, ...args),
    },
  };
}
