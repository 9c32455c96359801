import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { MAINTAIN_PARTITIONS_JOB } from '../../src/database/partitions/partition-maintenance.processor.js';
import { MAINTENANCE_QUEUE } from '../../src/idempotency/idempotency-purge.processor.js';
import { waitFor } from './receiver.js';
import type { TestApp } from './test-app.js';

/**
 * Stops the hourly partition job of an app with the worker (role all), for tests that drop and make partitions by
 * hand and read their own runs' results: Bull runs it at every whole hour (UTC), whenever the app started. Waits for
 * the boot to have scheduled it (it would be scheduled after otherwise), removes it with its next run, and waits out
 * a run under way.
 */
export async function stopHourlyPartitionJob(t: TestApp): Promise<void> {
  const queue = t.app.get<Queue>(getQueueToken(MAINTENANCE_QUEUE));
  const ours = <J extends { name: string } | null>(jobs: J[]) => jobs.filter((j) => j?.name === MAINTAIN_PARTITIONS_JOB);
  const scheduled = await waitFor(async () => {
    const found = ours(await queue.getRepeatableJobs());
    return found.length ? found : null;
  }, 20_000, 50);
  for (const r of scheduled) await queue.removeRepeatableByKey(r.key);
  await waitFor(async () => ours(await queue.getJobs(['delayed', 'waiting', 'active'])).length === 0, 20_000, 50);
}
