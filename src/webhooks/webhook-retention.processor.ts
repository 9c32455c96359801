import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { MAINTENANCE_QUEUE } from '../idempotency/idempotency-purge.processor.js';
import { retireRepeatable, scheduleRepeatable } from '../queue/repeatable-job.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';

export const PURGE_WEBHOOK_EVENTS_JOB = 'purge-webhook-events';
/** The row-by-row delivery purge, which the partition job's drops of webhook_deliveries and webhook_attempts replace. */
const RETIRED_JOBS = ['purge-webhook-deliveries'];
const PURGE_EVERY_MS = 15 * 60_000;
const BATCH = 2000;
const MAX_BATCHES_PER_RUN = 100;

/**
 * Deletes outbox events older than WEBHOOK_DELIVERY_RETENTION_DAYS that no delivery refers to any more, in batches,
 * every 15 minutes (one job across replicas). Deliveries and their attempts are not deleted here: the partition job
 * drops their months whole (src/database/partitions), and an event goes on the first run after its deliveries did.
 */
@Processor(MAINTENANCE_QUEUE)
export class WebhookRetentionProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebhookRetentionProcessor.name);

  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    void scheduleRepeatable(this.queue, PURGE_WEBHOOK_EVENTS_JOB, PURGE_EVERY_MS).then(() => Promise.all(RETIRED_JOBS.map((name) => retireRepeatable(this.queue, name))));
  }

  @Process(PURGE_WEBHOOK_EVENTS_JOB)
  run(): Promise<number> {
    return this.purge(new Date());
  }

  /** The purge as of `now` (Bull hands the job to the handler above, never a date); the number of events deleted. */
  async purge(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.webhooks.deliveryRetentionDays * 86_400_000);
    let total = 0;
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const n = await this.deliveries.purgeEventsBefore(before, BATCH);
      total += n;
      if (n < BATCH) break;
    }
    if (total) this.logger.log({ deleted: total }, 'webhook events past retention purged');
    return total;
  }
}
