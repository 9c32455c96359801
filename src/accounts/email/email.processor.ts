import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import nodemailer, { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { EmailOutboxRepository } from './email-outbox.repository.js';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SEND_EMAIL_OPTIONS, SWEEP_EMAIL_JOB } from './email.constants.js';

/**
 * Sends outbox emails through SMTP_URL. Without SMTP outside production the message is logged
 * (so a newcomer can follow a verification link); in production only that it was skipped.
 * Once sent (or logged), the body is purged: it may hold a token, and the row keeps the metadata.
 * Safe to run twice: a row already sent is not sent again.
 */
@Processor(EMAIL_QUEUE)
export class EmailProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmailProcessor.name);
  private readonly transport: Transporter | null;

  constructor(
    private readonly outbox: EmailOutboxRepository,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.transport = config.smtp.url ? nodemailer.createTransport(config.smtp.url) : null;
  }

  async onApplicationBootstrap() {
    // Re-dispatches what was written but never handed to Redis (crash or Redis outage).
    await this.queue
      .add(SWEEP_EMAIL_JOB, {}, { repeat: { every: 60_000 }, jobId: 'email-sweep', removeOnComplete: true, removeOnFail: true })
      .catch((err) => this.logger.warn(`email sweep not scheduled: ${err.message}`));
  }

  @Process(SEND_EMAIL_JOB)
  async send(job: Job<{ outboxId: string }>) {
    const row = await this.outbox.findById(job.data.outboxId);
    if (!row || row.status === 'sent' || row.bodyText === null) return;
    await this.outbox.countAttempt(row.id);
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.config.smtp.from, to: row.toAddress, subject: row.subject, text: row.bodyText });
      } catch (err) {
        await this.outbox.recordError(row.id, String((err as Error).message));
        throw err; // Bull retries with backoff
      }
    } else if (this.config.isProduction) {
      this.logger.warn({ email_id: row.id }, 'SMTP_URL is not set: email not sent');
    } else {
      this.logger.log({ email_id: row.id, to: row.toAddress, subject: row.subject, body: row.bodyText }, 'email (SMTP_URL not set, logged instead)');
    }
    await this.outbox.markSent(row.id);
  }

  @Process(SWEEP_EMAIL_JOB)
  async sweep() {
    for (const id of await this.outbox.findStalePendingIds(60_000, 500)) {
      await this.queue.add(SEND_EMAIL_JOB, { outboxId: id }, { ...SEND_EMAIL_OPTIONS, jobId: `email:${id}` });
    }
  }
}
