import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bull';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import { DELIVER_JOB, DELIVER_JOB_OPTIONS, deliverJobId, WEBHOOK_QUEUE } from './webhook.constants.js';

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
 * Hands due deliveries from PostgreSQL to Bull (worker role), claiming with SKIP LOCKED so workers
 * never double. Woken by NOTIFY at commit (a hint) and by its poll, the one periodic task that is a
 * timer, not a Bull repeatable job: it runs sub-second (WEBHOOK_RELAY_INTERVAL_MS, 500 ms) on every worker.
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
    private readonly deliveries: WebhookDeliveryRepository,
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
    if (this.stopped) return;
    const retry = () => {
      // Reconnect after a PostgreSQL restart; the timer covers the gap.
      this.listener = undefined;
      if (!this.stopped) setTimeout(() => void this.listen(), 2000);
    };
    this.listener = await this.deliveries.listenDue(() => void this.wake(), retry).catch(() => {
      retry();
      return undefined;
    });
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
    const staleQueued = await this.deliveries.findStaleQueued(STALE_CHECKS_PER_PASS);
    await this.discardOrphanedJobs(staleQueued.map((r) => deliverJobId(r.id, r.attemptCount + 1)));
    await this.deliveries.releaseStaleLocks();
    let total = 0;
    for (;;) {
      const rows = await this.deliveries.claimDue(BATCH, LOCK_SECONDS);
      if (!rows.length) return total;
      try {
        await this.queue.addBulk(
          rows.map((r) => ({
            name: DELIVER_JOB,
            data: { deliveryId: r.id, attempt: r.attemptCount + 1 },
            opts: { ...DELIVER_JOB_OPTIONS, jobId: deliverJobId(r.id, r.attemptCount + 1) },
          })),
        );
      } catch (err) {
        await this.deliveries.unclaim(rows.map((r) => r.id));
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
