import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { CREDIT_QUEUE, CREDIT_REPORT_JOB, CREDIT_SWEEP_JOB, VERIFICATION_JOB } from './credit.constants.js';
import { CreditReportsService } from './reports/credit-reports.service.js';
import { VerificationsService } from './verifications/verifications.service.js';

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/** The worker side of the credit domain: credit reports, identity verifications and their sweep. */
@Processor(CREDIT_QUEUE)
export class CreditProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(CreditProcessor.name);

  constructor(
    @InjectQueue(CREDIT_QUEUE) private readonly queue: Queue,
    private readonly reports: CreditReportsService,
    private readonly verifications: VerificationsService,
  ) {}

  async onApplicationBootstrap() {
    await this.queue
      .add(CREDIT_SWEEP_JOB, {}, { repeat: { every: 30_000 }, jobId: 'credit-sweep', removeOnComplete: true, removeOnFail: true })
      .catch((err) => this.logger.warn(`credit sweep not scheduled: ${err.message}`));
  }

  @Process(CREDIT_REPORT_JOB)
  async report(job: Job<{ reportId: string }>) {
    await this.reports.generate(job.data.reportId, isLastAttempt(job));
  }

  @Process(VERIFICATION_JOB)
  async verification(job: Job<{ verificationId: string }>) {
    await this.verifications.run(job.data.verificationId, isLastAttempt(job));
  }

  @Process(CREDIT_SWEEP_JOB)
  async sweep() {
    await this.reports.sweep();
    await this.verifications.sweep();
  }
}
