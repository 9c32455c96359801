import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import Bull from 'bull';
import { REPEATABLE_JOB_OPTIONS, scheduleRepeatable } from '../src/queue/repeatable-job.js';
import { waitFor } from './support/receiver.js';
import { freePort } from './support/service-process.js';
import { REDIS_URL } from './support/test-app.js';

// Periodic work is declared one way: one repeat definition per name across replicas and restarts.
describe('scheduleRepeatable', () => {
  let queue: Bull.Queue;

  beforeAll(() => {
    queue = new Bull('periodic', REDIS_URL, { prefix: `t${randomBytes(4).toString('hex')}:bull` });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });

  const definitions = async () => (await queue.getRepeatableJobs()).map((r) => ({ name: r.name, id: r.id, every: r.every })).sort((a, b) => a.name.localeCompare(b.name));

  it('declares the job once however many replicas start, with the name as its id', async () => {
    await Promise.all([scheduleRepeatable(queue, 'sweep', 30_000), scheduleRepeatable(queue, 'sweep', 30_000)]);
    await scheduleRepeatable(queue, 'sweep', 30_000);
    expect(await definitions()).toEqual([{ name: 'sweep', id: 'sweep', every: 30_000 }]);
    const [next] = await queue.getDelayed();
    expect(next.name).toBe('sweep');
    expect(next.opts).toMatchObject(REPEATABLE_JOB_OPTIONS);
  });

  it('a new cadence replaces the old definition; other names are left alone', async () => {
    await scheduleRepeatable(queue, 'purge', 600_000);
    await scheduleRepeatable(queue, 'sweep', 10_000);
    expect(await definitions()).toEqual([
      { name: 'purge', id: 'purge', every: 600_000 },
      { name: 'sweep', id: 'sweep', every: 10_000 },
    ]);
  });

  it('replaces a definition of the same name under an older job id (as declared before this helper)', async () => {
    await queue.add('sweep', {}, { repeat: { every: 10_000 }, jobId: 'credit-sweep' });
    expect((await definitions()).filter((d) => d.name === 'sweep')).toHaveLength(2);
    await scheduleRepeatable(queue, 'sweep', 10_000);
    expect((await definitions()).filter((d) => d.name === 'sweep')).toEqual([{ name: 'sweep', id: 'sweep', every: 10_000 }]);
  });
});

// Redis away when a process boots: the schedule is retried with backoff until Redis answers, not left for the next start.
// The Redis here is a private redis-server on a port nobody listens on until the attempts have failed.
describe('scheduleRepeatable while Redis is away', () => {
  const retry = { firstDelayMs: 50, maxDelayMs: 400, attemptTimeoutMs: 300 };

  async function scheduledOnceRedisStarts(redisOptions: Exclude<Bull.QueueOptions['redis'], string | undefined>) {
    const port = await freePort();
    const queue = new Bull('periodic', { prefix: `t${randomBytes(4).toString('hex')}:bull`, redis: { host: '127.0.0.1', port, ...redisOptions } });
    queue.on('error', () => undefined); // connection refused, until the server starts
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    let redis: ReturnType<typeof spawn> | undefined;
    try {
      let settled = false;
      const scheduling = scheduleRepeatable(queue, 'sweep', 30_000, retry).then(() => {
        settled = true;
      });
      await waitFor(() => warn.mock.calls.filter(([m]) => String(m).includes('periodic/sweep not scheduled yet')).length >= 3);
      expect(settled).toBe(false);
      redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await scheduling;
      const defs = (await queue.getRepeatableJobs()).map((r) => ({ name: r.name, id: r.id, every: r.every }));
      expect(defs).toEqual([{ name: 'sweep', id: 'sweep', every: 30_000 }]);
    } finally {
      warn.mockRestore();
      await queue.close().catch(() => undefined);
      redis?.kill('SIGKILL');
    }
  }

  it('commands refused outright (no offline queue): every failure is retried, and the job is scheduled once Redis answers', async () => {
    await scheduledOnceRedisStarts({ enableOfflineQueue: false, maxRetriesPerRequest: null, enableReadyCheck: false });
  }, 30_000);

  it("commands held in the client's offline queue (the service's Bull options): an attempt with no answer times out and is awaited again", async () => {
    await scheduledOnceRedisStarts({ maxRetriesPerRequest: null, enableReadyCheck: false });
  }, 30_000);
});
