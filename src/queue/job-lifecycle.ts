import { Logger } from '@nestjs/common';
import type { JobOptions, Queue } from 'bull';
import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { type OnMoved, StateMachine } from './state-machine.js';
import type { Moved, StateKind, TransitionTable } from './transition-table.js';

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** pending -> processing is a claim, processing -> pending a release for Bull's retry; a takeover (processing again) is the lifecycle's own move. */
export const JOB_TRANSITIONS: TransitionTable<JobStatus> = {
  pending: ['processing'],
  processing: ['pending', 'completed', 'failed'],
  completed: [],
  failed: [],
};

export const JOB_ROLES: JobRoles<JobStatus> = { pending: 'pending', processing: 'processing', completed: 'completed', failed: 'failed' };

/** A job left processing this long belongs to a worker that died: the next claim takes it over. */
export const STALE_JOB_SECONDS = 120;
/** A job left pending this long never reached Redis (or Redis lost it): the sweep queues it again. */
export const LOST_JOB_SECONDS = 30;

/** The lifecycle's statuses by role, so a kind with its own words (CONNECTED, PROCESSING, REPORT_READY, FAILED) maps them. */
export interface JobRoles<S extends string> {
  pending: S;
  processing: S;
  completed: S;
  failed: S;
}

/** A row worked on by a Bull job; it needs a failureReason to say why it failed. */
export interface JobKind<E extends ObjectLiteral & { failureReason: string | null }, S extends string, K extends keyof E & string> extends StateKind<E, S, K> {
  roles: JobRoles<S>;
  /** The Bull job of a row: its name, data and options; the job id is `${idPrefix}:${id}`, so a duplicate dispatch is one job. */
  job: { name: string; idPrefix: string; data: (id: string) => object; options: JobOptions };
  staleSeconds?: number;
  lostSeconds?: number;
  /** false: a failed attempt stays processing (its status never goes back) and Bull's retry of the job takes it over at once. */
  releaseForRetry?: boolean;
}

/** A kind with the standard job statuses (credit reports, verifications). */
export function standardJobKind<E extends ObjectLiteral & { failureReason: string | null }, K extends keyof E & string>(
  kind: Omit<JobKind<E, JobStatus, K>, 'transitions' | 'roles'>,
): JobKind<E, JobStatus, K> {
  return { transitions: JOB_TRANSITIONS, roles: JOB_ROLES, ...kind };
}

/** What a job's work ends in: the completed row's changes (and a write of its own in the finishing transaction), or why it failed. */
export type JobOutcome<E> = { completed: Partial<E>; reason?: string; within?: (manager: EntityManager) => Promise<unknown> } | { failed: string };

/** Which delivery of its Bull job this is. */
export interface Attempt {
  last: boolean;
  retry: boolean;
}

/** On the last delivery the lifecycle fails the row instead of releasing it; a retry follows a failed delivery. */
export const attemptOf = (job: { attemptsMade: number; opts: JobOptions }): Attempt => ({ last: job.attemptsMade + 1 >= (job.opts.attempts ?? 1), retry: job.attemptsMade > 0 });

const SWEEP_BATCH = 500;

/** dispatch -> claim (or take over a dead worker's) -> finish, or release for a retry; a sweep re-dispatches the lost. Each step is a state-machine move, so a job delivered twice works once. */
export class JobLifecycle<E extends ObjectLiteral & { failureReason: string | null }, S extends string, K extends keyof E & string> {
  /** The kind's other moves (those no job makes) go through the same machine. */
  readonly machine: StateMachine<E, S, K>;
  private readonly logger: Logger;

  /** `onEnter` runs in the move's transaction (the webhook event); a function is for both finishes. */
  constructor(
    db: DataSource,
    private readonly queue: Queue,
    private readonly kind: JobKind<E, S, K>,
    onEnter?: OnMoved<E, K> | Partial<Record<S, OnMoved<E, K>>>,
  ) {
    const hooks = typeof onEnter === 'function' ? ({ [kind.roles.completed]: onEnter, [kind.roles.failed]: onEnter } as Partial<Record<S, OnMoved<E, K>>>) : (onEnter ?? {});
    this.machine = new StateMachine(db, kind, hooks);
    this.logger = new Logger(`JobLifecycle:${kind.job.idPrefix}`);
  }

  /** Hands a row to the worker; if Redis is away, the sweep finds it later. */
  async dispatch(id: string): Promise<void> {
    const { name, idPrefix, data, options } = this.kind.job;
    const jobId = `${idPrefix}:${id}`;
    try {
      // a kept failed (or finished) job of this id would make the add a no-op and strand the row
      const kept = await this.queue.getJob(jobId);
      if (kept && ((await kept.isFailed()) || (await kept.isCompleted()))) await kept.remove();
      await this.queue.add(name, data(id), { ...options, jobId });
    } catch (err) {
      this.logger.warn(`${idPrefix} ${id} left for the sweep: ${(err as Error).message}`);
    }
  }

  /** The row for this worker, or null when it is done already or another live worker has it. */
  claim(id: string, retry = false): Promise<Moved<E, K> | null> {
    const takeOverAfterSeconds = retry && this.kind.releaseForRetry === false ? 0 : (this.kind.staleSeconds ?? STALE_JOB_SECONDS);
    return this.machine.transition(id, this.kind.roles.processing, { takeOverAfterSeconds, reason: 'claimed by a worker' });
  }

  /** Back to pending for Bull's next attempt (and the sweep, should that attempt be lost). */
  async release(id: string): Promise<void> {
    await this.machine.transition(id, this.kind.roles.pending, { reason: 'released for a retry' });
  }

  finish(id: string, outcome: JobOutcome<E>): Promise<Moved<E, K> | null> {
    if ('failed' in outcome) {
      return this.machine.transition(id, this.kind.roles.failed, { changes: { failureReason: outcome.failed } as Partial<E>, reason: outcome.failed });
    }
    return this.machine.transition(id, this.kind.roles.completed, { changes: outcome.completed, reason: outcome.reason ?? 'completed', within: outcome.within });
  }

  /** One delivery of the job: claim, work, finish; an error releases it for Bull's retry, or on the last attempt fails it, so no integrator waits forever. Null when there was nothing to do. */
  async run(
    id: string,
    attempt: Attempt,
    failureOnError: string | ((err: unknown) => string),
    work: (claimed: Moved<E, K>) => Promise<JobOutcome<E>>,
  ): Promise<Moved<E, K> | null> {
    const claimed = await this.claim(id, attempt.retry);
    if (!claimed) return null;
    let outcome: JobOutcome<E>;
    try {
      outcome = await work(claimed);
    } catch (err) {
      if (!attempt.last) {
        if (this.kind.releaseForRetry !== false) await this.release(id);
        throw err;
      }
      outcome = { failed: typeof failureOnError === 'string' ? failureOnError : failureOnError(err) };
    }
    return this.finish(id, outcome);
  }

  /** Re-dispatches rows whose job never reached Redis, or whose worker died mid-way. */
  async sweep(): Promise<number> {
    const { pending, processing } = this.kind.roles;
    const ages = { [pending]: this.kind.lostSeconds ?? LOST_JOB_SECONDS, [processing]: this.kind.staleSeconds ?? STALE_JOB_SECONDS } as Partial<Record<S, number>>;
    const ids = await this.machine.rows.idleIds(ages, SWEEP_BATCH);
    for (const id of ids) await this.dispatch(id);
    return ids.length;
  }
}
