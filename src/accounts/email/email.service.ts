import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { EntityManager } from 'typeorm';
import { EmailOutboxRepository } from './email-outbox.repository.js';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SEND_EMAIL_OPTIONS } from './email.constants.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Writes emails to the outbox inside the caller's transaction; dispatch after commit. */
@Injectable()
export class EmailService {
  private readonly logger = new Logger(EmailService.name);

  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    private readonly outbox: EmailOutboxRepository,
  ) {}

  enqueue(manager: EntityManager, message: EmailMessage): Promise<string> {
    return this.outbox.insert(manager, { toAddress: message.to, subject: message.subject, bodyText: message.text });
  }

  /** Hands an outbox row to the worker. If Redis is away, the worker's sweep picks it up later. */
  async dispatch(outboxId: string) {
    await this.queue.add(SEND_EMAIL_JOB, { outboxId }, { ...SEND_EMAIL_OPTIONS, jobId: `email:${outboxId}` }).catch((err) => {
      this.logger.warn(`email ${outboxId} left for the sweep: ${err.message}`);
    });
  }
}
