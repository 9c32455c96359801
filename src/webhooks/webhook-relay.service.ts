import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bull';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import { DELIVER_JOB, DELIVER_JOB_OPTIONS, type DeliverJobData, deliverJobId, WEBHOOK_QUEUE } from './webhook.constants.js';

const BATCH = 500;
/** A lost job's row comes back after this; the re-add under the same job id is a no-op while the job exists. */
const LOCK_SECONDS = 45;
/** Stale queued rows whose Bull job is checked per pass (each check is a few Redis round trips). */
const STALE_CHECKS_PER_PASS = 200;

/** Hands due deliveries to Bull with SKIP LOCKED (worker role), woken by NOTIFY; its poll stays an in-process timer, not a repeatable job, because it is what recovers deliveries after Redis loses its data (a repeatable job's schedule is lost with it). */
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
            data: { deliveryId: r.id, createdAt: r.createdAt, attempt: r.attemptCount + 1 } satisfies DeliverJobData,
            opts: { ...DELIVER_JOB_OPTIONS, jobId: deliverJobId(r.id, r.attemptCount + 1) },
          })),
        );
      } catch (err) {
        await this.deliveries.unclaim(rows);
        throw err;
      }
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  /** After Redis lost data a job fragment in no list blocks its id for good: delete it (live jobs are kept). */
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
