import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { EntityManager } from 'typeorm';
import { EmailOutbox } from '../entities/email-outbox.entity.js';
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

  constructor(@InjectQueue(EMAIL_QUEUE) private readonly queue: Queue) {}

  async enqueue(manager: EntityManager, message: EmailMessage): Promise<string> {
    const row = await manager.save(manager.create(EmailOutbox, { toAddress: message.to, subject: message.subject, bodyText: message.text }));
    return row.id;
  }

  /** Hands an outbox row to the worker. If Redis is away, the worker's sweep picks it up later. */
  async dispatch(outboxId: string) {
    await this.queue.add(SEND_EMAIL_JOB, { outboxId }, { ...SEND_EMAIL_OPTIONS, jobId: `email:${outboxId}` }).catch((err) => {
      this.logger.warn(`email ${outboxId} left for the sweep: ${err.message}`);
    });
  }
}
