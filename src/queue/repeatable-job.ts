import { Logger } from '@nestjs/common';
import type { JobOptions, Queue } from 'bull';

/** A periodic run leaves no history: the next run is its record; a few failures stay for a look. */
export const REPEATABLE_JOB_OPTIONS: JobOptions = { removeOnComplete: true, removeOnFail: 100 };

const logger = new Logger('RepeatableJob');

/**
 * The one way to declare periodic work: a Bull repeatable job `name` every `everyMs`, one across
 * replicas (jobId = name). A definition of the same name with another cadence or id is removed.
 */
export async function scheduleRepeatable(queue: Queue, name: string, everyMs: number): Promise<void> {
  try {
    for (const r of await queue.getRepeatableJobs()) {
      if (r.name === name && (r.id !== name || Number(r.every) !== everyMs)) await queue.removeRepeatableByKey(r.key);
    }
    await queue.add(name, {}, { ...REPEATABLE_JOB_OPTIONS, jobId: name, repeat: { every: everyMs } });
  } catch (err) {
    // Redis away at boot: the outboxes keep the work; the next start schedules it.
    logger.warn(`${queue.name}/${name} not scheduled: ${(err as Error).message}`);
  }
}
