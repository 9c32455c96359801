import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { retryOnDeadlock } from '../../database/deadlock.js';
import { analysisWriteBatchRows } from '../fraud-metrics.js';
import { AnalysisRepository } from './analysis.repository.js';

/** One analysis to write. */
export interface AnalysisWrite {
  /** its values, in the order of WRITE_COLUMNS */
  row: unknown[];
  /** what its upserts lock (mode and account number of each side): one statement holds no two rows sharing one */
  accounts: string[];
  /** run in the write's transaction with the row's alert id (its webhook events), or null when it emits nothing */
  after: ((m: EntityManager, alertId: string | null) => Promise<void>) | null;
}

interface Pending extends AnalysisWrite {
  resolve(alertId: string | null): void;
  reject(err: unknown): void;
}

/** Runs `fn` after `ms` milliseconds, or after this turn of the event loop when null; cancellable. */
function later(ms: number | null, fn: () => void): { cancel(): void } {
  if (ms === null) {
    const immediate = setImmediate(fn);
    return { cancel: () => clearImmediate(immediate) };
  }
  const timeout = setTimeout(fn, ms);
  return { cancel: () => clearTimeout(timeout) };
}

/** rows per statement at most */
const MAX_ROWS = 64;
/** batches being written at once; later analyses queue, so the next batch is larger */
const MAX_IN_FLIGHT = 4;

/**
 * Group commit of analyses (issue 19): those arriving while a write is in flight (within FRAUD_GROUP_COMMIT_MS)
 * are written in one multi-row statement and one commit, and each is answered only once its batch has committed.
 * With nothing in flight a write starts at once. When a batch fails, each of its rows is written again on its own,
 * so one row's failure fails only its request.
 */
@Injectable()
export class AnalysisWriter implements BeforeApplicationShutdown {
  private queue: Pending[] = [];
  private timer: { cancel(): void } | null = null;
  private inFlight = 0;
  /** accounts of the batches being written: a later batch waits for them (no two statements in flight lock one row) */
  private readonly held = new Set<string>();
  private idle: (() => void)[] = [];
  private readonly windowMs: number;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly analyses: AnalysisRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.windowMs = config.fraud.groupCommitMs;
  }

  /** Resolves with the row's alert id (or null) once it has committed; rejects with the row's own failure. */
  write(w: AnalysisWrite): Promise<string | null> {
    if (this.windowMs === 0) return this.writeAlone(w);
    return new Promise((resolve, reject) => {
      this.queue.push({ ...w, resolve, reject });
      if (this.queue.length >= MAX_ROWS) this.flush();
      // nothing being written: no wait beyond this turn of the event loop (a lone analysis gains no latency);
      // else the rows gather while the write in flight lasts, at most the window
      else this.timer ??= this.inFlight ? later(this.windowMs, () => this.flush()) : later(null, () => this.flush());
    });
  }

  /** Writes what is queued before the process stops (the HTTP server has stopped taking requests). */
  async beforeApplicationShutdown(): Promise<void> {
    this.flush();
    while (this.inFlight > 0 || this.queue.length) await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  private flush(): void {
    this.timer?.cancel();
    this.timer = null;
    while (this.queue.length && this.inFlight < MAX_IN_FLIGHT) {
      const batch = this.take();
      if (!batch.length) break; // every queued row waits for an account in flight: the write ending flushes again
      const accounts = batch.flatMap((p) => p.accounts);
      for (const a of accounts) this.held.add(a);
      this.inFlight++;
      void this.commit(batch).finally(() => {
        for (const a of accounts) this.held.delete(a);
        this.inFlight--;
        // the analyses that gathered while this write lasted go now
        if (this.queue.length) this.flush();
        if (!this.inFlight && !this.queue.length) this.idle.splice(0).forEach((wake) => wake());
      });
    }
  }

  /** The next batch: the oldest rows, skipping (for a later batch) any that shares an account with one taken or in flight. */
  private take(): Pending[] {
    const locked = new Set<string>(this.held);
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    for (const p of this.queue) {
      if (batch.length < MAX_ROWS && !p.accounts.some((a) => locked.has(a))) {
        batch.push(p);
        for (const a of p.accounts) locked.add(a);
      } else rest.push(p);
    }
    this.queue = rest;
    return batch;
  }

  private async commit(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return this.writeAlone(batch[0]).then(batch[0].resolve, batch[0].reject);
    let alertIds: (string | null)[];
    try {
      alertIds = await this.run(batch);
    } catch {
      // nothing of the batch committed: each row again on its own, so only a failing row's request fails
      await Promise.all(batch.map((p) => this.writeAlone(p).then(p.resolve, p.reject)));
      return;
    }
    batch.forEach((p, i) => p.resolve(alertIds[i]));
  }

  /** One row on its own. Two transfers A -> B and B -> A at the same instant lock both profiles in opposite orders; PostgreSQL aborts one, which is simply run again. */
  private writeAlone(w: AnalysisWrite): Promise<string | null> {
    return retryOnDeadlock(async () => (await this.run([w]))[0]);
  }

  /** One statement (one commit) for the rows; in a transaction with their webhook events when any has some. */
  private async run(rows: AnalysisWrite[]): Promise<(string | null)[]> {
    const values = rows.map((w) => w.row);
    const alertIds = rows.every((w) => !w.after)
      ? await this.analyses.write(values)
      : await this.db.transaction(async (m) => {
          const ids = await this.analyses.write(values, m);
          for (const [i, w] of rows.entries()) await w.after?.(m, ids[i]);
          return ids;
        });
    // counted once committed: a failed batch's rows are counted as they are written again, each on its own
    analysisWriteBatchRows.observe(rows.length);
    return alertIds;
  }
}
