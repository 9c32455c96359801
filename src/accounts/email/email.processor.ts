import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job, Queue } from 'bull';
import nodemailer, { Transporter } from 'nodemailer';
import { LessThan, Repository } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { EmailOutbox } from '../entities/email-outbox.entity.js';
import { scheduleRepeatable } from '../../queue/repeatable-job.js';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SWEEP_EMAIL_EVERY_MS, SWEEP_EMAIL_JOB } from './email.constants.js';
import { EmailService } from './email.service.js';

/** Sends outbox emails (logged without SMTP outside production); the body is purged once sent, as it may hold a token. */
@Processor(EMAIL_QUEUE)
export class EmailProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmailProcessor.name);
  private readonly transport: Transporter | null;

  constructor(
    @InjectRepository(EmailOutbox) private readonly outbox: Repository<EmailOutbox>,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
    private readonly emails: EmailService,
  ) {
    this.transport = config.smtp.url ? nodemailer.createTransport(config.smtp.url) : null;
  }

  async onApplicationBootstrap() {
    // Re-dispatches what was written but never handed to Redis (crash or Redis outage).
    await scheduleRepeatable(this.queue, SWEEP_EMAIL_JOB, SWEEP_EMAIL_EVERY_MS);
  }

  @Process(SEND_EMAIL_JOB)
  async send(job: Job<{ outboxId: string }>) {
    const row = await this.outbox.findOne({ where: { id: job.data.outboxId } });
    if (!row || row.status === 'sent' || row.bodyText === null) return;
    await this.outbox.increment({ id: row.id }, 'attempts', 1);
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.config.smtp.from, to: row.toAddress, subject: row.subject, text: row.bodyText });
      } catch (err) {
        await this.outbox.update({ id: row.id }, { lastError: String((err as Error).message).slice(0, 500) });
        throw err; // Bull retries with backoff
      }
    } else if (this.config.isProduction) {
      this.logger.warn({ email_id: row.id }, 'SMTP_URL is not set: email not sent');
    } else {
      this.logger.log({ email_id: row.id, to: row.toAddress, subject: row.subject, body: row.bodyText }, 'email (SMTP_URL not set, logged instead)');
    }
    await this.outbox.update({ id: row.id }, { status: 'sent', sentAt: new Date(), bodyText: null });
  }

  @Process(SWEEP_EMAIL_JOB)
  async sweep() {
    const stale = await this.outbox.find({
      where: { status: 'pending', createdAt: LessThan(new Date(Date.now() - 60_000)) },
      select: { id: true },
      take: 500,
    });
    for (const { id } of stale) await this.emails.dispatch(id);
  }
}
