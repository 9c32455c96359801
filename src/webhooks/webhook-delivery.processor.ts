import { Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bull';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { decryptField } from '../common/field-encryption.js';
import { signedHeaders } from './signing.js';
import { type AttemptRecord, type ClaimedDelivery, WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import { WebhookEndpointRepository } from './webhook-endpoint.repository.js';
import { DELIVER_JOB, type DeliverJobData, WEBHOOK_QUEUE } from './webhook.constants.js';
import { WebhookDeliveryHooks } from './webhook-delivery-hooks.js';
import { WebhookHttpClient } from './webhook-http.client.js';
import { deliveriesTotal, deliveryLatency } from './webhook-metrics.js';

const CONCURRENCY = 64;

/**
 * Performs one attempt of one delivery. Safe to run twice: the attempt is claimed with a
 * conditional update on (status, attempt_count), so a duplicate job finds nothing to do.
 */
@Processor(WEBHOOK_QUEUE)
export class WebhookDeliveryProcessor implements OnApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveryProcessor.name);
  private readonly client: WebhookHttpClient;
  /** Test-mode deliveries may reach loopback and private receivers. */
  private readonly testClient: WebhookHttpClient;

  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly endpoints: WebhookEndpointRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly hooks: WebhookDeliveryHooks,
  ) {
    this.client = new WebhookHttpClient(config.webhooks.timeoutMs, config.webhooks.allowPrivateTargets);
    this.testClient = new WebhookHttpClient(config.webhooks.timeoutMs, true);
  }

  onApplicationShutdown() {
    this.client.close();
    this.testClient.close();
  }

  @Process({ name: DELIVER_JOB, concurrency: CONCURRENCY })
  async deliver(job: Job<DeliverJobData>) {
    const { deliveryId, createdAt, attempt: attemptNo } = job.data;
    // Claim the attempt and read what to send in one round trip.
    const delivery = await this.deliveries.claimAttempt(deliveryId, createdAt, attemptNo, Math.ceil(this.config.webhooks.timeoutMs / 1000) + 15);
    if (!delivery) return; // already attempted, finished or taken by another job
    const target = delivery;
    if (!target.url || !target.enabled || !target.secretEncrypted) {
      return this.finish(delivery, 'failed', { statusCode: null, error: 'endpoint deleted or disabled', latencyMs: 0 }, false);
    }

    const key = this.config.encryptionKey;
    const secret = decryptField(key, target.secretEncrypted);
    const previous = target.previousValid && target.previousSecretEncrypted ? decryptField(key, target.previousSecretEncrypted) : null;
    const startedAt = new Date();
    const headers = signedHeaders(secret, previous, delivery.eventId, target.body, Math.floor(startedAt.getTime() / 1000));
    const result = await (delivery.livemode ? this.client : this.testClient).post(target.url, target.body, headers);
    deliveryLatency.observe(result.latencyMs / 1000);

    const success = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const attempt: AttemptRecord = {
      startedAt,
      statusCode: result.statusCode,
      error: result.error ?? (success ? null : `HTTP ${result.statusCode}`),
      latencyMs: result.latencyMs,
      success,
      responseExcerpt: result.response?.text ?? null,
      responseTruncated: result.response?.truncated ?? false,
      responseContentType: result.response?.contentType ?? null,
    };

    if (success) {
      await this.finish(delivery, 'succeeded', result, true, attempt);
      await this.hooks.delivered(delivery.eventType, JSON.parse(target.body), new Date());
      return;
    }
    if (result.statusCode === 410) {
      await this.endpoints.disable(delivery.endpointId, 'the receiver answered 410 Gone');
      deliveriesTotal.inc({ outcome: 'disabled' });
      return this.finish(delivery, 'failed', result, false, attempt);
    }
    if (result.blocked || delivery.attemptCount >= delivery.maxAttempts) return this.finish(delivery, 'failed', result, false, attempt);

    const delays = this.config.webhooks.retryDelaysSeconds;
    const delay = delays[Math.min(delivery.attemptCount - 1, delays.length - 1)];
    deliveriesTotal.inc({ outcome: 'retry' });
    await this.deliveries.scheduleRetry(delivery, attempt, delay);
  }

  /** Final state, with the attempt logged in the same statement when there was one. */
  private async finish(
    delivery: ClaimedDelivery,
    status: 'succeeded' | 'failed',
    result: { statusCode: number | null; error: string | null; latencyMs: number },
    success: boolean,
    attempt?: AttemptRecord,
  ) {
    if (status === 'succeeded') deliveriesTotal.inc({ outcome: 'success' });
    else deliveriesTotal.inc({ outcome: 'failed' });
    const error = success ? null : (result.error ?? `HTTP ${result.statusCode}`);
    await this.deliveries.finish(delivery, status, { lastStatusCode: result.statusCode, lastError: error, lastLatencyMs: result.latencyMs }, success, attempt);
    if (!success) this.logger.warn({ delivery_id: delivery.id, event_type: delivery.eventType, attempts: delivery.attemptCount }, 'webhook delivery failed for good');
  }
}
