import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { MAINTENANCE_QUEUE } from '../idempotency/idempotency-purge.processor.js';
import { scheduleRepeatable } from '../queue/repeatable-job.js';
import { RequestLogRepository } from './request-log.repository.js';

export const PURGE_REQUEST_LOG_JOB = 'purge-request-log';
const PURGE_EVERY_MS = 15 * 60_000;
const BATCH = 5000;
const MAX_BATCHES_PER_RUN = 200;

/** Deletes request log rows older than REQUEST_LOG_RETENTION_DAYS, in batches, every 15 minutes (one job across replicas). */
@Processor(MAINTENANCE_QUEUE)
export class RequestLogRetentionProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(RequestLogRetentionProcessor.name);

  constructor(
    private readonly repository: RequestLogRepository,
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    void scheduleRepeatable(this.queue, PURGE_REQUEST_LOG_JOB, PURGE_EVERY_MS);
  }

  @Process(PURGE_REQUEST_LOG_JOB)
  async purge(): Promise<number> {
    const before = new Date(Date.now() - this.config.requestLog.retentionDays * 86400_000);
    let total = 0;
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const n = await this.repository.deleteOlderThan(before, BATCH);
      total += n;
      if (n < BATCH) break;
    }
    if (total) this.logger.log({ deleted: total }, 'request log rows past retention purged');
    return total;
  }
}
