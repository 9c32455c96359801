import { BullModule } from '@nestjs/bull';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RoleParts } from '../app.roles.js';
import { WebhookAttempt } from './entities/webhook-attempt.entity.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { WEBHOOK_QUEUE } from './webhook.constants.js';
import { WebhookDeliveryHooks } from './webhook-delivery-hooks.js';
import { WebhookDeliveryProcessor } from './webhook-delivery.processor.js';
import { WebhookRetentionProcessor } from './webhook-retention.processor.js';
import { MAINTENANCE_QUEUE } from '../idempotency/idempotency-purge.processor.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import { WebhookEmitter } from './webhook-emitter.service.js';
import { WebhookEndpointRepository } from './webhook-endpoint.repository.js';
import { WebhookEventRepository } from './webhook-event.repository.js';
import { WebhookQueueMetrics } from './webhook-queue-metrics.js';
import { WebhookRelay } from './webhook-relay.service.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';
import { WebhookUsageRepository } from './webhook-usage.repository.js';

/** Global: every domain emits through the one WebhookEmitter and may register delivered hooks. */
@Global()
@Module({})
export class WebhooksModule {
  static register(role: RoleParts): DynamicModule {
    return {
      module: WebhooksModule,
      imports: [TypeOrmModule.forFeature([WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt]), BullModule.registerQueue({ name: WEBHOOK_QUEUE }, { name: MAINTENANCE_QUEUE })],
      controllers: role.http ? [WebhooksController] : [],
      providers: [
        WebhookUsageRepository,
        WebhookEventRepository,
        WebhookDeliveryRepository,
        WebhookEndpointRepository,
        WebhookEmitter,
        WebhookDeliveryHooks,
        WebhooksService,
        WebhookQueueMetrics,
        ...(role.jobs ? [WebhookRelay, WebhookDeliveryProcessor, WebhookRetentionProcessor] : []),
      ],
      exports: [WebhookUsageRepository, WebhookEmitter, WebhookDeliveryHooks, BullModule],
    };
  }
}
