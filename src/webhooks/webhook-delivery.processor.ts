import { Process, Processor } from '@nestjs/bull';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bull';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { decryptField } from '../common/field-encryption.js';
import { signedHeaders } from './signing.js';
import { DELIVER_JOB, WEBHOOK_QUEUE } from './webhook.constants.js';
import { WebhookDeliveryHooks } from './webhook-delivery-hooks.js';
import { WebhookHttpClient } from './webhook-http.client.js';
import { deliveriesTotal, deliveryLatency } from './webhook-metrics.js';

interface ClaimedDelivery {
  id: string;
  event_id: string;
  endpoint_id: string;
  event_type: string;
  attempt_count: number;
  max_attempts: number;
}

interface Target {
  body: string;
  url: string | null;
  enabled: boolean | null;
  secret_encrypted: string | null;
  previous_secret_encrypted: string | null;
  previous_valid: boolean | null;
}

const CONCURRENCY = 64;

interface AttemptRecord {
  startedAt: Date;
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  success: boolean;
}

// $1..$7: one attempt of the delivery log; used inside the statement that moves the delivery on.
const INSERT_ATTEMPT = `INSERT INTO webhook_attempts (delivery_id, attempt_no, started_at, status_code, error, latency_ms, success)
  VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (delivery_id, attempt_no) DO NOTHING`;

const attemptParams = (d: ClaimedDelivery, a: AttemptRecord) => [d.id, d.attempt_count, a.startedAt, a.statusCode, a.error, a.latencyMs, a.success];

/**
 * Performs one attempt of one delivery. Safe to run twice: the attempt is claimed with a
 * conditional update on (status, attempt_count), so a duplicate job finds nothing to do.
 */
@Processor(WEBHOOK_QUEUE)
export class WebhookDeliveryProcessor implements OnApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveryProcessor.name);
  private readonly client: WebhookHttpClient;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly hooks: WebhookDeliveryHooks,
  ) {
    this.client = new WebhookHttpClient(config.webhooks.timeoutMs, config.webhooks.allowPrivateTargets);
  }

  onApplicationShutdown() {
    this.client.close();
  }

  @Process({ name: DELIVER_JOB, concurrency: CONCURRENCY })
  async deliver(job: Job<{ deliveryId: string; attempt: number }>) {
    const { deliveryId, attempt: attemptNo } = job.data;
    // Claim the attempt and read what to send in one round trip.
    const [delivery]: Array<ClaimedDelivery & Target> = await this.db.query(
      `WITH claimed AS (
         UPDATE webhook_deliveries
            SET status = 'delivering', attempt_count = attempt_count + 1,
                locked_until = now() + make_interval(secs => $3), updated_at = now()
          WHERE id = $1 AND status IN ('queued', 'pending') AND attempt_count = $2
          RETURNING id, event_id, endpoint_id, event_type, attempt_count, max_attempts)
       SELECT c.*, ev.body, ep.url, ep.enabled, ep.secret_encrypted, ep.previous_secret_encrypted,
              ep.previous_secret_expires_at > now() AS previous_valid
         FROM claimed c
         JOIN webhook_events ev ON ev.id = c.event_id
         LEFT JOIN webhook_endpoints ep ON ep.id = c.endpoint_id`,
      [deliveryId, attemptNo - 1, Math.ceil(this.config.webhooks.timeoutMs / 1000) + 15],
    );
    if (!delivery) return; // already attempted, finished or taken by another job
    const target = delivery;
    if (!target.url || !target.enabled || !target.secret_encrypted) {
      return this.finish(delivery, 'failed', { statusCode: null, error: 'endpoint deleted or disabled', latencyMs: 0 }, false);
    }

    const key = this.config.encryptionKey;
    const secret = decryptField(key, target.secret_encrypted);
    const previous = target.previous_valid && target.previous_secret_encrypted ? decryptField(key, target.previous_secret_encrypted) : null;
    const startedAt = new Date();
    const headers = signedHeaders(secret, previous, delivery.event_id, target.body, Math.floor(startedAt.getTime() / 1000));
    const result = await this.client.post(target.url, target.body, headers);
    deliveryLatency.observe(result.latencyMs / 1000);

    const success = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const attempt: AttemptRecord = { startedAt, statusCode: result.statusCode, error: result.error ?? (success ? null : `HTTP ${result.statusCode}`), latencyMs: result.latencyMs, success };

    if (success) {
      await this.finish(delivery, 'succeeded', result, true, attempt);
      await this.hooks.delivered(delivery.event_type, JSON.parse(target.body), new Date());
      return;
    }
    if (result.statusCode === 410) {
      await this.db.query(`UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, updated_at = now() WHERE id = $1`, [
        delivery.endpoint_id,
        'the receiver answered 410 Gone',
      ]);
      deliveriesTotal.inc({ outcome: 'disabled' });
      return this.finish(delivery, 'failed', result, false, attempt);
    }
    if (result.blocked || delivery.attempt_count >= delivery.max_attempts) return this.finish(delivery, 'failed', result, false, attempt);

    const delays = this.config.webhooks.retryDelaysSeconds;
    const delay = delays[Math.min(delivery.attempt_count - 1, delays.length - 1)];
    deliveriesTotal.inc({ outcome: 'retry' });
    await this.db.query(
      `WITH logged AS (${INSERT_ATTEMPT})
       UPDATE webhook_deliveries
          SET status = 'pending', next_attempt_at = now() + make_interval(secs => $8), locked_until = NULL,
              last_status_code = $4, last_error = $5, last_latency_ms = $6, updated_at = now()
        WHERE id = $1 AND status = 'delivering'`,
      [...attemptParams(delivery, attempt), delay],
    );
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
    const values = [delivery.id, status, result.statusCode, error, result.latencyMs, success];
    const update = (p: (n: number) => string) => `UPDATE webhook_deliveries
          SET status = ${p(2)}, next_attempt_at = NULL, locked_until = NULL,
              delivered_at = CASE WHEN ${p(6)}::boolean THEN now() ELSE delivered_at END,
              last_status_code = ${p(3)}, last_error = ${p(4)}, last_latency_ms = ${p(5)}, updated_at = now()
        WHERE id = ${p(1)} AND status = 'delivering'`;
    if (!attempt) {
      await this.db.query(update((n) => `$${n}`), values);
    } else {
      // attempt parameters are $1..$7; this update's follow from $8 (its $1 is the same id)
      await this.db.query(`WITH logged AS (${INSERT_ATTEMPT}) ${update((n) => (n === 1 ? '$1' : `$${n + 6}`))}`, [
        ...attemptParams(delivery, attempt),
        ...values.slice(1),
      ]);
    }
    if (!success) this.logger.warn({ delivery_id: delivery.id, event_type: delivery.event_type, attempts: delivery.attempt_count }, 'webhook delivery failed for good');
  }
}
