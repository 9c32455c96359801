import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { DUE_CHANNEL } from './webhook.constants.js';
import type { WebhookEventType } from './webhook-events.js';

export interface EmittedEvent {
  eventId: string;
  deliveries: number;
}

/**
 * The one way any module sends a webhook: call emit() with the EntityManager of the transaction
 * that makes the change. The event and its deliveries commit (or roll back) with that change, and
 * the worker's relay is woken by a NOTIFY that PostgreSQL only delivers at commit.
 */
@Injectable()
export class WebhookEmitter {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  async emit(
    manager: EntityManager,
    organizationId: string,
    type: WebhookEventType,
    fields: Record<string, unknown>,
    options: { endpointId?: string } = {},
  ): Promise<EmittedEvent> {
    const eventId = randomUUID();
    const createdAt = new Date();
    // The contract's fields at top level, plus event_id and created_at (DESIGN.md, Webhooks).
    const body = JSON.stringify({ event: type, event_id: eventId, created_at: createdAt.toISOString(), ...fields });
    await manager.query(`INSERT INTO webhook_events (id, organization_id, type, body, created_at) VALUES ($1, $2, $3, $4, $5)`, [
      eventId,
      organizationId,
      type,
      body,
      createdAt,
    ]);
    const maxAttempts = 1 + this.config.webhooks.retryDelaysSeconds.length;
    const inserted: unknown[] = await manager.query(
      `INSERT INTO webhook_deliveries (event_id, endpoint_id, organization_id, event_type, status, max_attempts, next_attempt_at)
       SELECT $1, e.id, e.organization_id, $3::text, 'pending', $4, now()
         FROM webhook_endpoints e
        WHERE e.organization_id = $2 AND e.enabled AND (e.events IS NULL OR $3::text = ANY (e.events))
          AND ($5::uuid IS NULL OR e.id = $5::uuid)
       RETURNING id`,
      [eventId, organizationId, type, maxAttempts, options.endpointId ?? null],
    );
    if (inserted.length) await manager.query(`SELECT pg_notify($1, '')`, [DUE_CHANNEL]);
    return { eventId, deliveries: inserted.length };
  }
}
