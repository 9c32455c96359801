import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import { MAINTENANCE_QUEUE } from '../../idempotency/idempotency-purge.processor.js';
import { retireRepeatable, scheduleRepeatable } from '../../queue/repeatable-job.js';
import { PartitionMaintenanceService, type MaintenanceResult } from './partition-maintenance.service.js';

export const MAINTAIN_PARTITIONS_JOB = 'maintain-partitions';
// hourly: months are made two ahead and days 31 ahead, so a worker away for weeks still never leaves an insert without its period
const MAINTAIN_EVERY_MS = 60 * 60_000;
/** The request log's row-by-row DELETE job, which this job's partition drops replace. */
const RETIRED_JOBS = ['purge-request-log'];

/** Makes partitions ahead and drops expired ones, every hour (one job across replicas). */
@Processor(MAINTENANCE_QUEUE)
export class PartitionMaintenanceProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly maintenance: PartitionMaintenanceService,
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
  ) {}

  onApplicationBootstrap() {
    void scheduleRepeatable(this.queue, MAINTAIN_PARTITIONS_JOB, MAINTAIN_EVERY_MS).then(() => Promise.all(RETIRED_JOBS.map((name) => retireRepeatable(this.queue, name))));
  }

  @Process(MAINTAIN_PARTITIONS_JOB)
  run(): Promise<MaintenanceResult> {
    return this.maintenance.maintain();
  }
}
