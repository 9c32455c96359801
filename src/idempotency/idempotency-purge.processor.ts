import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import { IdempotencyService } from './idempotency.service.js';

export const MAINTENANCE_QUEUE = 'maintenance';
const PURGE_IDEMPOTENCY_JOB = 'purge-idempotency-keys';

/** Deletes idempotency keys past their 24 h retention, every 10 minutes (one job across replicas). */
@Processor(MAINTENANCE_QUEUE)
export class IdempotencyPurgeProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(IdempotencyPurgeProcessor.name);

  constructor(
    private readonly idempotency: IdempotencyService,
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap() {
    await this.queue
      .add(PURGE_IDEMPOTENCY_JOB, {}, { repeat: { every: 10 * 60_000 }, jobId: PURGE_IDEMPOTENCY_JOB, removeOnComplete: true, removeOnFail: 100 })
      .catch((err) => this.logger.warn(`idempotency purge not scheduled: ${err.message}`));
  }

  @Process(PURGE_IDEMPOTENCY_JOB)
  async purge() {
    const deleted = await this.idempotency.purgeExpired();
    if (deleted) this.logger.log({ deleted }, 'expired idempotency keys purged');
  }
}
