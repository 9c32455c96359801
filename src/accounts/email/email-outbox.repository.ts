import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, LessThan, Repository } from 'typeorm';
import { EmailOutbox } from '../entities/email-outbox.entity.js';

/** The email outbox: written in the caller's transaction, sent and purged by the worker. */
@Injectable()
export class EmailOutboxRepository {
  constructor(@InjectRepository(EmailOutbox) private readonly outbox: Repository<EmailOutbox>) {}

  async insert(manager: EntityManager, email: Pick<EmailOutbox, 'toAddress' | 'subject' | 'bodyText'>): Promise<string> {
    const row = await manager.save(manager.create(EmailOutbox, email));
    return row.id;
  }

  /** The row, unless it is gone, sent, or its body already purged. */
  async findUnsent(id: string): Promise<(EmailOutbox & { bodyText: string }) | null> {
    const row = await this.outbox.findOne({ where: { id } });
    return row && row.status !== 'sent' && row.bodyText !== null ? { ...row, bodyText: row.bodyText } : null;
  }

  async countAttempt(id: string): Promise<void> {
    await this.outbox.increment({ id }, 'attempts', 1);
  }

  async recordError(id: string, message: string): Promise<void> {
    await this.outbox.update({ id }, { lastError: message.slice(0, 500) });
  }

  /** The body goes: it may hold a token; the metadata stays. */
  async markSent(id: string): Promise<void> {
    await this.outbox.update({ id }, { status: 'sent', sentAt: new Date(), bodyText: null });
  }

  async pendingIdsOlderThan(ageMs: number, limit: number): Promise<string[]> {
    const rows = await this.outbox.find({ where: { status: 'pending', createdAt: LessThan(new Date(Date.now() - ageMs)) }, select: { id: true }, take: limit });
    return rows.map((r) => r.id);
  }
}
