import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource, EntityManager } from 'typeorm';
import { JobLifecycle } from '../../queue/job-lifecycle.js';
import { EmailOutboxRepository } from './email-outbox.repository.js';
import { EMAIL_QUEUE } from './email.constants.js';
import { EMAIL_JOBS, type EmailLifecycle } from './email.lifecycle.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Writes emails to the outbox inside the caller's transaction; dispatch after commit. */
@Injectable()
export class EmailService {
  /** dispatch, run (claim, send, finish) and sweep of outbox emails. */
  readonly jobs: EmailLifecycle;

  constructor(
    @InjectDataSource() db: DataSource,
    @InjectQueue(EMAIL_QUEUE) queue: Queue,
    private readonly outbox: EmailOutboxRepository,
  ) {
    this.jobs = new JobLifecycle(db, queue, EMAIL_JOBS);
  }

  enqueue(manager: EntityManager, message: EmailMessage): Promise<string> {
    return this.outbox.insert(manager, { toAddress: message.to, subject: message.subject, bodyText: message.text });
  }

  /** Hands an outbox row to the worker. If Redis is away, the worker's sweep picks it up later. */
  dispatch(outboxId: string): Promise<void> {
    return this.jobs.dispatch(outboxId);
  }
}
