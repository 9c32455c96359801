import { Logger } from '@nestjs/common';
import type { JobOptions, Queue } from 'bull';

/** A periodic run leaves no history: the next run is its record; a few failures stay for a look. */
export const REPEATABLE_JOB_OPTIONS: JobOptions = { removeOnComplete: true, removeOnFail: 100 };

/** How scheduling retries while Redis is away: waits double from `firstDelayMs` up to `maxDelayMs`; an attempt still unanswered after `attemptTimeoutMs` counts as failed. */
export interface ScheduleRetry {
  firstDelayMs: number;
  maxDelayMs: number;
  attemptTimeoutMs: number;
}

export const SCHEDULE_RETRY: ScheduleRetry = { firstDelayMs: 1000, maxDelayMs: 60_000, attemptTimeoutMs: 10_000 };

const logger = new Logger('RepeatableJob');

/**
 * The one way to declare periodic work: a Bull repeatable job `name` every `everyMs`, one across
 * replicas (jobId = name). A definition of the same name with another cadence or id is removed.
 * While Redis is away it retries with backoff until scheduled or the queue closes; the promise settles
 * then, so a boot hook starts it without awaiting it (`void scheduleRepeatable(...)`).
 */
export async function scheduleRepeatable(queue: Queue, name: string, everyMs: number, retry: ScheduleRetry = SCHEDULE_RETRY): Promise<void> {
  // An attempt that timed out may still be waiting in the client's offline queue: it is awaited again rather than doubled.
  let inFlight: Promise<void> | undefined;
  for (let delay = retry.firstDelayMs, failures = 0; ; delay = Math.min(delay * 2, retry.maxDelayMs)) {
    if (closing(queue)) return;
    if (!inFlight) {
      const attempt = declare(queue, name, everyMs);
      inFlight = attempt;
      attempt.catch(() => {
        if (inFlight === attempt) inFlight = undefined;
      });
    }
    try {
      await withTimeout(inFlight, retry.attemptTimeoutMs);
      if (failures) logger.log(`${queue.name}/${name} scheduled after ${failures} failed attempt(s)`);
      return;
    } catch (err) {
      failures++;
      if (closing(queue)) return;
      logger.warn(`${queue.name}/${name} not scheduled yet (retried in ${delay} ms): ${(err as Error).message}`);
      // the outboxes keep the work meanwhile; an unref'd wait never holds a stopping process
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }
}

async function declare(queue: Queue, name: string, everyMs: number): Promise<void> {
  for (const r of await queue.getRepeatableJobs()) {
    if (r.name === name && (r.id !== name || Number(r.every) !== everyMs)) await queue.removeRepeatableByKey(r.key);
  }
  await queue.add(name, {}, { ...REPEATABLE_JOB_OPTIONS, jobId: name, repeat: { every: everyMs } });
}

/** Bull sets `closing` once close() is called. */
const closing = (queue: Queue) => Boolean((queue as Queue & { closing?: Promise<void> }).closing);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Removes the repeatable job `name` a former release declared and this one no longer processes (Bull would keep
 * adding its runs, and each would fail without a handler). Best effort: a later boot tries again.
 */
export async function retireRepeatable(queue: Queue, name: string): Promise<void> {
  try {
    for (const r of await withTimeout(queue.getRepeatableJobs(), SCHEDULE_RETRY.attemptTimeoutMs)) {
      if (r.name === name) await queue.removeRepeatableByKey(r.key);
    }
  } catch (err) {
    logger.warn(`${queue.name}/${name} not retired yet: ${(err as Error).message}`);
  }
}
