import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { EmailOutbox } from '../entities/email-outbox.entity.js';

/** The email outbox: written in the caller's transaction; its status moves through the job lifecycle (email.lifecycle.ts). */
@Injectable()
export class EmailOutboxRepository {
  constructor(@InjectRepository(EmailOutbox) private readonly outbox: Repository<EmailOutbox>) {}

  async insert(manager: EntityManager, email: Pick<EmailOutbox, 'toAddress' | 'subject' | 'bodyText'>): Promise<string> {
    const row = await manager.save(manager.create(EmailOutbox, email));
    return row.id;
  }

  async recordError(id: string, message: string): Promise<void> {
    await this.outbox.update({ id }, { lastError: message.slice(0, 500) });
  }
}
