import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ReplacementPolicy } from '../src/api-processes.js';
import { freePort, runToExit, ServiceProcess, startService } from './support/service-process.js';
import { createDatabase, dropDatabase, PG_ADMIN_URL, serviceEnv } from './support/test-app.js';

// API_PROCESSES (issue 19): `node dist/main.js api` as N processes behind one port (node:cluster).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const listeningPids = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{') && l.includes('listening on'))
    .map((l) => (JSON.parse(l) as { pid: number }).pid);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** New connections to `database` refused (as during a PostgreSQL failover) or allowed again; open ones stay. */
async function allowConnections(database: string, allow: boolean) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS ${allow}`);
  } finally {
    await admin.end();
  }
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 600 && !check(); i++) await sleep(100);
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('API_PROCESSES=2', () => {
  let database: { name: string; url: string };
  let service: ServiceProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createDatabase();
    env = serviceEnv(database.url, 'procs', { LOG_LEVEL: 'info', API_PROCESSES: '2' });
    service = await startService(env);
  });
  afterAll(async () => {
    await service?.stop();
    if (database) await dropDatabase(database.name);
  });

  it('two processes serve one port; one that dies is replaced; SIGTERM stops them all', async () => {
    await until(() => listeningPids(service.output()).length === 2, 'two api processes');
    const [first, second] = listeningPids(service.output());
    expect(first).not.toBe(second);
    for (let i = 0; i < 20; i++) expect((await fetch(`${service.baseUrl}/health/ready`)).status).toBe(200);

    process.kill(first, 'SIGKILL');
    await until(() => listeningPids(service.output()).length === 3, 'a replacement');
    const replacement = listeningPids(service.output())[2];
    expect([first, second]).not.toContain(replacement);
    for (let i = 0; i < 20; i++) expect((await fetch(`${service.baseUrl}/health/live`)).status).toBe(200);

    await service.stop();
    for (const pid of [second, replacement]) await until(() => !alive(pid), `process ${pid} to stop`);
  });

  it('once both have listened, a replacement that cannot reach PostgreSQL is retried with backoff; the other process keeps serving', async () => {
    const own = await startService(env);
    try {
      await until(() => listeningPids(own.output()).length === 2, 'two api processes');
      const [first, second] = listeningPids(own.output());
      await allowConnections(database.name, false); // a failover: new connections refused
      process.kill(first, 'SIGKILL');
      const retries = () => own.output().split('\n').filter((l) => l.includes('an api process failed to start; starting another')).length;
      // two failed replacements in a row (the second after a wait), or the service stopping (the old rule)
      await until(() => retries() >= 2 || !alive(second), 'two failed replacements');
      expect(alive(second)).toBe(true);
      expect(own.output()).not.toContain('stopping the others');
      expect((await fetch(`${own.baseUrl}/health/live`)).status).toBe(200);
      await allowConnections(database.name, true);
      await until(() => listeningPids(own.output()).length === 3, 'a replacement once PostgreSQL is back');
      expect((await fetch(`${own.baseUrl}/health/ready`)).status).toBe(200);
    } finally {
      await allowConnections(database.name, true);
      await own.stop();
    }
  });

  it('API_PROCESSES_METRICS_PORT: the primary answers /metrics summed over the processes', async () => {
    const metricsPort = await freePort();
    const own = await startService({ ...env, API_PROCESSES_METRICS_PORT: String(metricsPort) });
    try {
      await until(() => listeningPids(own.output()).length === 2, 'two api processes');
      const count = async (url: string) =>
        (await (await fetch(url)).text())
          .split('\n')
          .filter((l) => l.startsWith('http_requests_total{') && l.includes('route="/health/live"') && l.includes('status="200"'))
          .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
      const before = await count(`http://127.0.0.1:${metricsPort}/metrics`);
      for (let i = 0; i < 40; i++) expect((await fetch(`${own.baseUrl}/health/live`)).status).toBe(200);
      expect((await count(`http://127.0.0.1:${metricsPort}/metrics`)) - before).toBe(40); // the primary serves none: they are its processes'
    } finally {
      await own.stop();
    }
  });

  it('is refused for the all and worker roles, and must be a whole number from 1', async () => {
    for (const role of ['all', 'worker']) {
      const refused = await runToExit(['dist/main.js', role], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('API_PROCESSES applies to the api role only');
    }
    const zero = await runToExit(['dist/main.js', 'api'], { ...env, API_PROCESSES: '0' });
    expect(zero.code).toBe(1);
    expect(zero.output).toContain('API_PROCESSES');
  });
});

describe('ReplacementPolicy', () => {
  const backoff = { firstMs: 1000, maxMs: 30_000, servedWhileMs: 60_000 };

  it('a process that never listened stops everything only until all have listened once', () => {
    const p = new ReplacementPolicy(2, backoff);
    p.listening(1);
    expect(p.exited(null)).toEqual({ stop: true });
    p.listening(2);
    expect(p.exited(null)).toEqual({ stop: false, delayMs: 1000 });
  });

  it('replacements back off from 1 s doubling to 30 s, and at once again after a process has served a while', () => {
    const p = new ReplacementPolicy(2, backoff);
    p.listening(2);
    expect(p.exited(120_000)).toEqual({ stop: false, delayMs: 0 });
    const delays = Array.from({ length: 8 }, () => (p.exited(null) as { delayMs: number }).delayMs);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(p.exited(5_000)).toEqual({ stop: false, delayMs: 30_000 }); // served briefly: still backing off
    expect(p.exited(60_000)).toEqual({ stop: false, delayMs: 0 });
    expect(p.exited(null)).toEqual({ stop: false, delayMs: 1000 });
  });
});
