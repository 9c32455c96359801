import type { Queue } from 'bull';

/** Completed and failed runs of a periodic job are not kept: the next run is the record. */
export const REPEATABLE_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: 100 } as const;

/**
 * Declares periodic work the one way: a Bull repeatable job whose id is its name, so every replica
 * declares the same job once; a definition of the same name with another cadence is removed.
 */
export async function scheduleRepeatable(queue: Queue, name: string, everyMs: number): Promise<void> {
  for (const job of await queue.getRepeatableJobs()) {
    if (job.name === name && job.every !== everyMs) await queue.removeRepeatableByKey(job.key);
  }
  await queue.add(name, {}, { ...REPEATABLE_JOB_OPTIONS, repeat: { every: everyMs }, jobId: name });
}
