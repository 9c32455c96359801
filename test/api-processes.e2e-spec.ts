import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runToExit, ServiceProcess, startService } from './support/service-process.js';
import { createDatabase, dropDatabase, serviceEnv } from './support/test-app.js';

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
