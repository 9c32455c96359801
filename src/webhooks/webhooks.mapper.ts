import type { WebhookEndpointDto } from './dto/webhook-endpoint.dto.js';
import type { WebhookAttemptDto, WebhookDeliveryDto } from './dto/webhook-delivery.dto.js';
import type { WebhookAttempt } from './entities/webhook-attempt.entity.js';
import type { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WEBHOOK_EVENT_TYPES } from './webhook-events.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEndpointDto(e: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: e.id,
    url: e.url,
    events: e.events ?? [...WEBHOOK_EVENT_TYPES],
    all_events: e.events === null,
    enabled: e.enabled,
    description: e.description,
    disabled_reason: e.disabledReason,
    created_at: e.createdAt.toISOString(),
    livemode: e.livemode,
  };
}

export function toDeliveryDto(d: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType,
    endpoint_id: d.endpointId,
    status: d.status,
    attempt_count: d.attemptCount,
    max_attempts: d.maxAttempts,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    last_latency_ms: d.lastLatencyMs,
    next_attempt_at: iso(d.nextAttemptAt),
    delivered_at: iso(d.deliveredAt),
    created_at: d.createdAt.toISOString(),
    livemode: d.livemode,
  };
}

export function toAttemptDto(a: WebhookAttempt): WebhookAttemptDto {
  return {
    attempt_no: a.attemptNo,
    started_at: a.startedAt.toISOString(),
    status_code: a.statusCode,
    error: a.error,
    latency_ms: a.latencyMs,
    success: a.success,
    response_excerpt: a.responseExcerpt,
    response_truncated: a.responseTruncated,
    response_content_type: a.responseContentType,
  };
}
