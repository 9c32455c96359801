import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { named } from '../database/sql.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';

/** The outbox's events, written in the transaction of the change that caused them. */
@Injectable()
export class WebhookEventRepository {
  async insert(manager: EntityManager, event: Pick<WebhookEvent, 'id' | 'organizationId' | 'livemode' | 'type' | 'body' | 'createdAt'>): Promise<void> {
    const s = named(`INSERT INTO webhook_events (id, organization_id, livemode, type, body, created_at) VALUES (:id, :organizationId, :livemode, :type, :body, :createdAt)`, event);
    await manager.query(s.text, s.values);
  }
}
