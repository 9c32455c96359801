import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { MAINTENANCE_QUEUE } from '../idempotency/idempotency-purge.processor.js';
import { scheduleRepeatable } from '../queue/repeatable-job.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';

export const PURGE_WEBHOOK_DELIVERIES_JOB = 'purge-webhook-deliveries';
const PURGE_EVERY_MS = 15 * 60_000;
const BATCH = 2000;
const MAX_BATCHES_PER_RUN = 100;

/**
 * Deletes finished webhook deliveries (and their attempts and events) older than WEBHOOK_DELIVERY_RETENTION_DAYS, in
 * batches, every 15 minutes (one job across replicas). Row deletes, not partitions: the relay, the processor's claim and
 * redelivery key on the delivery id alone (README, Partitions and retention).
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
    void scheduleRepeatable(this.queue, PURGE_WEBHOOK_DELIVERIES_JOB, PURGE_EVERY_MS);
  }

  @Process(PURGE_WEBHOOK_DELIVERIES_JOB)
  run(): Promise<number> {
    return this.purge(new Date());
  }

  /** The purge as of `now` (Bull hands the job to the handler above, never a date). */
  async purge(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.webhooks.deliveryRetentionDays * 86_400_000);
    let total = 0;
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const n = await this.deliveries.purgeFinishedBefore(before, BATCH);
      total += n.deliveries;
      // events emitted to no endpoint have no delivery: they are swept on as long as either batch comes back full
      if (n.deliveries < BATCH && n.events < BATCH) break;
    }
    if (total) this.logger.log({ deleted: total }, 'webhook deliveries past retention purged');
    return total;
  }
}
