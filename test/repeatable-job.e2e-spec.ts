import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Bull from 'bull';
import { REPEATABLE_JOB_OPTIONS, scheduleRepeatable } from '../src/queue/repeatable-job.js';
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
