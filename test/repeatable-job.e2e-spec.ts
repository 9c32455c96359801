import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Bull from 'bull';
import { scheduleRepeatable } from '../src/queue/repeatable-job.js';
import { REDIS_URL } from './support/test-app.js';

// The one way to declare periodic work, on the real Redis under a fresh key prefix.
describe('scheduleRepeatable', () => {
  let queue: Bull.Queue;

  beforeAll(() => {
    queue = new Bull('maintenance', REDIS_URL, { prefix: `t${randomBytes(4).toString('hex')}:bull` });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('declared by every replica at boot, the job is scheduled once under its name', async () => {
    await Promise.all([scheduleRepeatable(queue, 'sweep', 60_000), scheduleRepeatable(queue, 'sweep', 60_000)]);
    await scheduleRepeatable(queue, 'sweep', 60_000);
    expect(await queue.getRepeatableJobs()).toEqual([expect.objectContaining({ name: 'sweep', id: 'sweep', every: 60_000 })]);
  });

  it('a new cadence replaces the old definition instead of running beside it', async () => {
    await scheduleRepeatable(queue, 'sweep', 30_000);
    expect(await queue.getRepeatableJobs()).toEqual([expect.objectContaining({ name: 'sweep', every: 30_000 })]);
  });

  it('other repeatable jobs of the queue are left alone', async () => {
    await scheduleRepeatable(queue, 'purge', 600_000);
    await scheduleRepeatable(queue, 'sweep', 30_000);
    const names = (await queue.getRepeatableJobs()).map((r) => `${r.name}@${r.every}`).sort();
    expect(names).toEqual(['purge@600000', 'sweep@30000']);
  });

  it('its runs are not kept in Redis once done', async () => {
    const [next] = (await queue.getDelayed()).filter((j) => j.name === 'sweep');
    expect(next.opts).toMatchObject({ removeOnComplete: true, removeOnFail: true });
  });
});
