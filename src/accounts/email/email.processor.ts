import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import nodemailer, { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { attemptOf } from '../../queue/job-lifecycle.js';
import { scheduleRepeatable } from '../../queue/repeatable-job.js';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SWEEP_EMAIL_EVERY_MS, SWEEP_EMAIL_JOB } from './email.constants.js';
import { DevMailboxService } from './dev-mailbox.service.js';
import { EmailOutboxRepository } from './email-outbox.repository.js';
import { EmailService } from './email.service.js';

/** Sends outbox emails (logged without SMTP outside production); the body is purged once sent, as it may hold a token. */
@Processor(EMAIL_QUEUE)
export class EmailProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmailProcessor.name);
  private readonly transport: Transporter | null;

  constructor(
    private readonly outbox: EmailOutboxRepository,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
    private readonly emails: EmailService,
    private readonly devMailbox: DevMailboxService,
  ) {
    this.transport = config.smtp.url ? nodemailer.createTransport(config.smtp.url) : null;
  }

  onApplicationBootstrap() {
    // Re-dispatches what was written but never handed to Redis (crash or Redis outage).
    void scheduleRepeatable(this.queue, SWEEP_EMAIL_JOB, SWEEP_EMAIL_EVERY_MS);
  }

  @Process(SEND_EMAIL_JOB)
  async send(job: Job<{ outboxId: string }>) {
    await this.emails.jobs.run(job.data.outboxId, attemptOf(job), 'smtp_unavailable', async (row) => {
      if (this.transport) {
        try {
          await this.transport.sendMail({ from: this.config.smtp.from, to: row.toAddress, subject: row.subject, text: row.bodyText ?? '' });
        } catch (err) {
          await this.outbox.recordError(row.id, String((err as Error).message));
          throw err; // Bull retries with backoff
        }
      } else if (this.config.isProduction) {
        this.logger.warn({ email_id: row.id }, 'SMTP_URL is not set: email not sent');
      } else {
        this.logger.log({ email_id: row.id, to: row.toAddress, subject: row.subject, body: row.bodyText }, 'email (SMTP_URL not set, logged instead)');
        await this.devMailbox.record(row.toAddress, row.subject, row.bodyText ?? '');
      }
      return { completed: { bodyText: null } };
    });
  }

  @Process(SWEEP_EMAIL_JOB)
  async sweep() {
    await this.emails.jobs.sweep();
  }
}
