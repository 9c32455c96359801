import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { attemptOf } from '../queue/job-lifecycle.js';
import { scheduleRepeatable } from '../queue/repeatable-job.js';
import { CREDIT_QUEUE, CREDIT_REPORT_JOB, CREDIT_SWEEP_EVERY_MS, CREDIT_SWEEP_JOB, VERIFICATION_JOB } from './credit.constants.js';
import { CreditReportsService } from './credit-reports/credit-reports.service.js';
import { VerificationsService } from './verifications/verifications.service.js';

/** The worker side of the credit domain: credit reports, identity verifications and their sweep. */
@Processor(CREDIT_QUEUE)
export class CreditProcessor implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(CREDIT_QUEUE) private readonly queue: Queue,
    private readonly reports: CreditReportsService,
    private readonly verifications: VerificationsService,
  ) {}

  onApplicationBootstrap() {
    void scheduleRepeatable(this.queue, CREDIT_SWEEP_JOB, CREDIT_SWEEP_EVERY_MS);
  }

  @Process(CREDIT_REPORT_JOB)
  async report(job: Job<{ reportId: string }>) {
    await this.reports.generate(job.data.reportId, attemptOf(job));
  }

  @Process(VERIFICATION_JOB)
  async verification(job: Job<{ verificationId: string }>) {
    await this.verifications.run(job.data.verificationId, attemptOf(job));
  }

  @Process(CREDIT_SWEEP_JOB)
  async sweep() {
    await this.reports.sweep();
    await this.verifications.sweep();
  }
}
