import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, LessThan, Repository } from 'typeorm';
import { EmailOutbox } from '../entities/email-outbox.entity.js';

/** The email outbox: rows written in the caller's transaction, sent once by the worker. */
@Injectable()
export class EmailOutboxRepository {
  constructor(@InjectRepository(EmailOutbox) private readonly outbox: Repository<EmailOutbox>) {}

  async insert(manager: EntityManager, fields: Pick<EmailOutbox, 'toAddress' | 'subject' | 'bodyText'>): Promise<string> {
    return (await manager.save(manager.create(EmailOutbox, fields))).id;
  }

  findById(id: string): Promise<EmailOutbox | null> {
    return this.outbox.findOne({ where: { id } });
  }

  async countAttempt(id: string): Promise<void> {
    await this.outbox.increment({ id }, 'attempts', 1);
  }

  async recordError(id: string, error: string): Promise<void> {
    await this.outbox.update({ id }, { lastError: error.slice(0, 500) });
  }

  /** Sent (or logged): the body goes, as it may hold a token. */
  async markSent(id: string): Promise<void> {
    await this.outbox.update({ id }, { status: 'sent', sentAt: new Date(), bodyText: null });
  }

  /** Ids of rows still pending after `olderThanMs` (never handed to Redis, or lost there). */
  async findStalePendingIds(olderThanMs: number, limit: number): Promise<string[]> {
    const rows = await this.outbox.find({ where: { status: 'pending', createdAt: LessThan(new Date(Date.now() - olderThanMs)) }, select: { id: true }, take: limit });
    return rows.map((r) => r.id);
  }
}
