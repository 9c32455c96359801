import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { OrgScope } from '../auth/principal.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import { WebhookEventRepository } from './webhook-event.repository.js';
import type { WebhookEventType } from './webhook-events.js';

export interface EmittedEvent {
  eventId: string;
  deliveries: number;
}

/** The one way to send a webhook: emit() inside the change's transaction, so the event commits (and NOTIFY fires) with it. */
@Injectable()
export class WebhookEmitter {
  constructor(
    private readonly events: WebhookEventRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async emit(
    manager: EntityManager,
    scope: OrgScope,
    type: WebhookEventType,
    fields: Record<string, unknown>,
    options: { endpointId?: string } = {},
  ): Promise<EmittedEvent> {
    const id = randomUUID();
    const createdAt = new Date();
    const { organizationId, livemode } = scope;
    // The contract's fields at top level, plus event_id, created_at and livemode (DESIGN.md, Webhooks).
    const body = JSON.stringify({ event: type, event_id: id, created_at: createdAt.toISOString(), livemode, ...fields });
    await this.events.insert(manager, { id, organizationId, livemode, type, body, createdAt });
    const maxAttempts = 1 + this.config.webhooks.retryDelaysSeconds.length;
    const deliveries = await this.deliveries.createForEvent(manager, { id, organizationId, livemode, type }, maxAttempts, options.endpointId ?? null);
    if (deliveries) await this.deliveries.notifyDue(manager);
    return { eventId: id, deliveries };
  }
}
