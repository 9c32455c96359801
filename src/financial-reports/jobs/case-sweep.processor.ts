import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { scheduleRepeatable } from '../../queue/repeatable-job.js';
import { CaseStateMachine } from '../case-state-machine.service.js';
import { ReportCaseRepository } from '../report-case.repository.js';
import { FINANCIAL_REPORTS_QUEUE, STALE_CASE_SECONDS, SWEEP_CASES_JOB } from '../financial-reports.constants.js';
import { FinancialReportsService } from '../financial-reports.service.js';

const BATCH = 500;

/** Expires lapsed links and requeues cases whose job was lost; each move is conditional, so overlapping runs are harmless. */
@Processor(FINANCIAL_REPORTS_QUEUE)
export class CaseSweepProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(CaseSweepProcessor.name);

  constructor(
    @InjectQueue(FINANCIAL_REPORTS_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
    private readonly cases: ReportCaseRepository,
    private readonly machine: CaseStateMachine,
    private readonly reports: FinancialReportsService,
  ) {}

  async onApplicationBootstrap() {
    await scheduleRepeatable(this.queue, SWEEP_CASES_JOB, this.config.reports.expirySweepIntervalMs).catch((err) =>
      this.logger.warn(`report case sweep not scheduled: ${err.message}`),
    );
  }

  @Process(SWEEP_CASES_JOB)
  async sweep(): Promise<{ expired: number; requeued: number }> {
    let expired = 0;
    for (const id of await this.cases.findExpiredLinks(BATCH)) {
      if (await this.machine.transition(id, 'EXPIRED', 'link expired before connection')) expired++;
    }
    const stale = await this.cases.findStaleInProgress(STALE_CASE_SECONDS, BATCH);
    for (const id of stale) await this.reports.enqueue(id);
    return { expired, requeued: stale.length };
  }
}
