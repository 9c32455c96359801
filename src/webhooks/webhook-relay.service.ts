import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { modifyReturning } from '../database/sql.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { DELIVER_JOB, DELIVER_JOB_OPTIONS, deliverJobId, DUE_CHANNEL, WEBHOOK_QUEUE } from './webhook.constants.js';

const BATCH = 500;
/**
 * A queued row untouched this long may have lost its job (Redis flushed, worker killed). It is
 * handed to Bull again under the same job id, which Bull ignores while the job still exists, so
 * a short lock costs a no-op re-add, never a second delivery.
 */
const LOCK_SECONDS = 45;
/** Stale queued rows whose Bull job is checked per pass (each check is a few Redis round trips). */
const STALE_CHECKS_PER_PASS = 200;

/**
 * Hands due deliveries from PostgreSQL to Bull (worker role). Woken by NOTIFY at commit and by a
 * timer; claims with SKIP LOCKED, so any number of workers relay without doubling. Rows whose job
 * was lost (Redis flushed, worker killed) come back after their lock passes.
 */
@Injectable()
export class WebhookRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookRelay.name);
  private timer?: NodeJS.Timeout;
  private listener?: pg.Client;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    this.timer = setInterval(() => void this.wake(), this.config.webhooks.relayIntervalMs);
    await this.listen();
    void this.wake();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.listener?.end().catch(() => undefined);
  }

  private async listen() {
    const url = (this.db.options as { url?: string }).url;
    if (!url || this.stopped) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', () => void this.wake());
    client.on('error', () => {
      // Reconnect after a PostgreSQL restart; the timer covers the gap.
      this.listener = undefined;
      setTimeout(() => void this.listen(), 2000);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${DUE_CHANNEL}`);
      this.listener = client;
    } catch {
      await client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.listen(), 2000);
    }
  }

  /** Coalesces wake-ups: one pass at a time, one more if woken meanwhile. */
  async wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.stopped);
    } catch (err) {
      this.logger.warn(`relay pass failed (retried on the next tick): ${(err as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  async pass(): Promise<number> {
    // Leftovers of lost jobs go first, while their rows are still queued (so no pass re-adds them
    // meanwhile); then stale rows are pending again and claimed below.
    const staleQueued: Array<{ id: string; attempt_count: number }> = await this.db.query(
      `SELECT id, attempt_count FROM webhook_deliveries WHERE status = 'queued' AND locked_until < now() ORDER BY locked_until LIMIT $1`,
      [STALE_CHECKS_PER_PASS],
    );
    await this.discardOrphanedJobs(staleQueued.map((r) => deliverJobId(r.id, r.attempt_count + 1)));
    await this.db.query(
      `UPDATE webhook_deliveries SET status = 'pending', locked_until = NULL, next_attempt_at = COALESCE(next_attempt_at, now())
        WHERE status IN ('queued', 'delivering') AND locked_until < now()`,
    );
    let total = 0;
    for (;;) {
      const rows = await modifyReturning<{ id: string; attempt_count: number }>(
        this.db,
        `UPDATE webhook_deliveries d SET status = 'queued', locked_until = now() + make_interval(secs => $2)
          WHERE d.id IN (SELECT id FROM webhook_deliveries
                          WHERE status = 'pending' AND next_attempt_at <= now()
                          ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING d.id, d.attempt_count`,
        [BATCH, LOCK_SECONDS],
      );
      if (!rows.length) return total;
      try {
        await this.queue.addBulk(
          rows.map((r) => ({
            name: DELIVER_JOB,
            data: { deliveryId: r.id, attempt: r.attempt_count + 1 },
            opts: { ...DELIVER_JOB_OPTIONS, jobId: deliverJobId(r.id, r.attempt_count + 1) },
          })),
        );
      } catch (err) {
        await this.db.query(`UPDATE webhook_deliveries SET status = 'pending', locked_until = NULL WHERE id = ANY ($1::uuid[]) AND status = 'queued'`, [
          rows.map((r) => r.id),
        ]);
        throw err;
      }
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  /**
   * A queued row whose lock ran out is handed to Bull again under the same job id, which Bull
   * skips while a job of that id exists. After Redis lost its data mid-flight, a stale client can
   * leave a fragment of a job hash in no list (seen: a hash holding only `failedReason`), which
   * would block that id for good; such leftovers are deleted first. Jobs still waiting, active or
   * delayed are kept, so the re-add stays a no-op for them.
   */
  private async discardOrphanedJobs(jobIds: string[]) {
    for (const jobId of jobIds) {
      const job = await this.queue.getJob(jobId).catch(() => undefined);
      if (job === null) continue; // nothing of it in Redis: the re-add creates it
      const state = job ? await job.getState() : 'unreadable';
      if (['waiting', 'active', 'delayed', 'paused'].includes(state)) continue;
      await this.queue.client.del(this.queue.toKey(jobId));
      this.logger.warn(`discarded an orphaned Bull job ${jobId} (${state}) so its delivery can be queued again`);
    }
  }
}
