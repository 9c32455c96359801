import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import { scheduleRepeatable } from '../queue/repeatable-job.js';
import { IdempotencyService } from './idempotency.service.js';

export const MAINTENANCE_QUEUE = 'maintenance';
const PURGE_IDEMPOTENCY_JOB = 'purge-idempotency-keys';
const PURGE_EVERY_MS = 10 * 60_000;

/** Deletes idempotency keys past their 24 h retention, every 10 minutes (one job across replicas). */
@Processor(MAINTENANCE_QUEUE)
export class IdempotencyPurgeProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(IdempotencyPurgeProcessor.name);

  constructor(
    private readonly idempotency: IdempotencyService,
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
  ) {}

  onApplicationBootstrap() {
    void scheduleRepeatable(this.queue, PURGE_IDEMPOTENCY_JOB, PURGE_EVERY_MS);
  }

  @Process(PURGE_IDEMPOTENCY_JOB)
  async purge() {
    const deleted = await this.idempotency.purgeExpired();
    if (deleted) this.logger.log({ deleted }, 'expired idempotency keys purged');
  }
}
