import type { JobOptions, Queue } from 'bull';

/** Every repeatable run is kept nowhere: the next tick is the retry. */
export const REPEATABLE_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: true } as const satisfies JobOptions;

/**
 * The one way to declare periodic work: a Bull repeatable job `name` every `everyMs`, with
 * jobId = name so all replicas declaring it at boot share one schedule. A definition of the same
 * name at another cadence (an older deployment's) is removed, so it does not keep firing too.
 */
export async function scheduleRepeatable(queue: Queue, name: string, everyMs: number): Promise<void> {
  for (const stale of await queue.getRepeatableJobs()) {
    if (stale.name === name && (stale.every !== everyMs || stale.id !== name)) await queue.removeRepeatableByKey(stale.key);
  }
  await queue.add(name, {}, { ...REPEATABLE_JOB_OPTIONS, jobId: name, repeat: { every: everyMs } });
}
