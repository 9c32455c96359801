import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { scheduleRepeatable } from '../../queue/repeatable-job.js';
import { ReportCaseRepository } from '../report-case.repository.js';
import { FINANCIAL_REPORTS_QUEUE, SWEEP_CASES_JOB } from '../financial-reports.constants.js';
import { ReportCaseLifecycle } from '../report-case.lifecycle.js';

const BATCH = 500;

/** Expires lapsed links and re-dispatches cases whose job was lost; each move is conditional, so overlapping runs are harmless. */
@Processor(FINANCIAL_REPORTS_QUEUE)
export class CaseSweepProcessor implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(FINANCIAL_REPORTS_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
    private readonly cases: ReportCaseRepository,
    private readonly lifecycle: ReportCaseLifecycle,
  ) {}

  onApplicationBootstrap() {
    void scheduleRepeatable(this.queue, SWEEP_CASES_JOB, this.config.reports.expirySweepIntervalMs);
  }

  @Process(SWEEP_CASES_JOB)
  async sweep(): Promise<{ expired: number; requeued: number }> {
    let expired = 0;
    for (const id of await this.cases.findExpiredLinks(BATCH)) {
      if (await this.lifecycle.transition(id, 'EXPIRED', 'link expired before connection')) expired++;
    }
    return { expired, requeued: await this.lifecycle.jobs.sweep() };
  }
}
