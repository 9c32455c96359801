import type { JobOptions, Queue } from 'bull';

/** Every repeatable run is kept nowhere: the next tick is the retry. */
export const REPEATABLE_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: true } as const satisfies JobOptions;

/** The one way to declare periodic work: jobId = name (one schedule across replicas); another cadence of the name is removed. */
export async function scheduleRepeatable(queue: Queue, name: string, everyMs: number): Promise<void> {
  for (const stale of await queue.getRepeatableJobs()) {
    if (stale.name === name && (stale.every !== everyMs || stale.id !== name)) await queue.removeRepeatableByKey(stale.key);
  }
  await queue.add(name, {}, { ...REPEATABLE_JOB_OPTIONS, jobId: name, repeat: { every: everyMs } });
}
