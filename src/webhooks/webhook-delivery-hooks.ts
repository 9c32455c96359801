import { Injectable, Logger } from '@nestjs/common';

export type DeliveredHook = (event: Record<string, unknown>, deliveredAt: Date) => Promise<void>;

/**
 * Modules that must know when their event reached the customer (reports set
 * webhook_delivered_at) register a hook for the event type here.
 */
@Injectable()
export class WebhookDeliveryHooks {
  private readonly logger = new Logger(WebhookDeliveryHooks.name);
  private readonly hooks = new Map<string, DeliveredHook[]>();

  onDelivered(eventType: string, hook: DeliveredHook) {
    this.hooks.set(eventType, [...(this.hooks.get(eventType) ?? []), hook]);
  }

  async delivered(eventType: string, event: Record<string, unknown>, deliveredAt: Date) {
    for (const hook of this.hooks.get(eventType) ?? []) {
      await hook(event, deliveredAt).catch((err) => this.logger.error({ err, event_type: eventType }, 'delivered hook failed'));
    }
  }
}
