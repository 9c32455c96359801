import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import pg from 'pg';
import { And, DataSource, EntityManager, Equal, FindOptionsWhere, Raw, Repository } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { directUrlOf } from '../database/database-url.js';
import { modifyCount, modifyReturning, named } from '../database/sql.js';
import { WebhookAttempt } from './entities/webhook-attempt.entity.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import type { WebhookEvent } from './entities/webhook-event.entity.js';
import { DUE_CHANNEL } from './webhook.constants.js';

/**
 * A delivery's partition key as text to the microsecond (a JS Date keeps milliseconds and would match no row), ISO 8601
 * in UTC whatever the session's DateStyle: carried from the relay's claim through the Bull job to every statement of
 * the attempt, so each reads one partition.
 */
export type DeliveryKey = { id: string; createdAt: string };
const keyText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export type ClaimedDelivery = Pick<WebhookDelivery, 'id' | 'eventId' | 'endpointId' | 'eventType' | 'attemptCount' | 'maxAttempts' | 'livemode'> & DeliveryKey;
type Nullable<T> = { [K in keyof T]: T[K] | null };
/** What an attempt sends: the event body and the endpoint (null fields once the endpoint is deleted). */
export type DeliveryTarget = Pick<WebhookEvent, 'body'> &
  Nullable<Pick<WebhookEndpoint, 'url' | 'enabled' | 'secretEncrypted' | 'previousSecretEncrypted'>> & { previousValid: boolean | null };
export type QueuedDelivery = DeliveryKey & Pick<WebhookDelivery, 'attemptCount'>;
export type AttemptRecord = Pick<
  WebhookAttempt,
  'startedAt' | 'statusCode' | 'error' | 'latencyMs' | 'success' | 'responseExcerpt' | 'responseTruncated' | 'responseContentType'
>;
export type DeliveryFilter = Partial<Pick<WebhookDelivery, 'eventId' | 'endpointId' | 'status'>> & { caseId?: string };

// The report.ready / report.failed events of one report case (the partial index ix_webhook_events_case).
const CASE_EVENTS = `SELECT e.id FROM webhook_events e
   WHERE e.organization_id = :organizationId AND e.livemode = :livemode
     AND e.type IN ('report.ready', 'report.failed') AND (e.body::jsonb ->> 'case_id') = :caseId`;

// One attempt of the delivery log, written inside the statement that moves the delivery on.
const LOG_ATTEMPT = `WITH logged AS (
  INSERT INTO webhook_attempts (delivery_id, delivery_created_at, attempt_no, started_at, status_code, error, latency_ms, success, response_excerpt, response_truncated, response_content_type)
  VALUES (:id, :createdAt::timestamptz, :attemptNo, :startedAt, :statusCode, :error, :latencyMs, :success, :responseExcerpt, :responseTruncated, :responseContentType)
  ON CONFLICT (delivery_id, delivery_created_at, attempt_no) DO NOTHING) `;

const FINISH = `UPDATE webhook_deliveries
    SET status = :status, next_attempt_at = NULL, locked_until = NULL,
        delivered_at = CASE WHEN :delivered::boolean THEN now() ELSE delivered_at END,
        last_status_code = :lastStatusCode, last_error = :lastError, last_latency_ms = :lastLatencyMs, updated_at = now()
  WHERE id = :id AND created_at = :createdAt::timestamptz AND status = 'delivering'`;

/** The webhook outbox's deliveries and their attempt log: the relay's and the processor's statements. */
@Injectable()
export class WebhookDeliveryRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    @InjectRepository(WebhookAttempt) private readonly attempts: Repository<WebhookAttempt>,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** One pending delivery per enabled endpoint subscribed to the event (or the one endpoint named); the count made. */
  async createForEvent(
    manager: EntityManager,
    event: Pick<WebhookEvent, 'id' | 'organizationId' | 'livemode' | 'type'>,
    maxAttempts: number,
    endpointId: string | null,
  ): Promise<number> {
    const s = named(
      `INSERT INTO webhook_deliveries (event_id, endpoint_id, organization_id, livemode, event_type, status, max_attempts, next_attempt_at)
       SELECT :eventId, e.id, e.organization_id, e.livemode, :type::text, 'pending', :maxAttempts, now()
         FROM webhook_endpoints e
        WHERE e.organization_id = :organizationId AND e.livemode = :livemode AND e.enabled AND (e.events IS NULL OR :type::text = ANY (e.events))
          AND (:endpointId::uuid IS NULL OR e.id = :endpointId::uuid)
       RETURNING id`,
      { eventId: event.id, organizationId: event.organizationId, livemode: event.livemode, type: event.type, maxAttempts, endpointId },
    );
    const inserted: unknown[] = await manager.query(s.text, s.values);
    return inserted.length;
  }

  /**
   * Retention of the outbox: deletes up to `limit` events created before `before` that no delivery refers to any more
   * (their deliveries' month was dropped, or they had none); the number deleted. Deliveries and attempts themselves
   * go by partition (src/database/partitions).
   */
  async purgeEventsBefore(before: Date, limit: number): Promise<number> {
    // a DELETE answers [rows, count] through TypeORM
    const [, events]: [unknown[], number] = await this.db.query(
      `DELETE FROM webhook_events WHERE id IN (
         SELECT e.id FROM webhook_events e WHERE e.created_at < $1 AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id) LIMIT $2)`,
      [before, limit],
    );
    return events;
  }

  /** Wakes the relays; PostgreSQL delivers it when the caller's transaction commits. */
  async notifyDue(manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(`SELECT pg_notify($1, '')`, [DUE_CHANNEL]);
  }

  /** A connection of its own to PostgreSQL itself (a transaction-pooling PgBouncer drops LISTEN) for due deliveries; undefined without a connection URL. Closed by the caller. */
  async listenDue(onDue: () => void, onError: () => void): Promise<pg.Client | undefined> {
    const url = (this.db.options as { url?: string }).url;
    if (!url) return undefined;
    const client = new pg.Client({ connectionString: directUrlOf(this.config, url) });
    client.on('notification', onDue);
    client.on('error', onError);
    try {
      await client.connect();
      await client.query(`LISTEN ${DUE_CHANNEL}`);
      return client;
    } catch (err) {
      client.removeListener('error', onError);
      await client.end().catch(() => undefined);
      throw err;
    }
  }

  /** Queued rows whose lock ran out (their Bull job may be lost), oldest first. */
  findStaleQueued(limit: number): Promise<QueuedDelivery[]> {
    const s = named(
      `SELECT id, ${keyText('created_at')} AS "createdAt", attempt_count AS "attemptCount" FROM webhook_deliveries WHERE status = 'queued' AND locked_until < now() ORDER BY locked_until LIMIT :limit`,
      { limit },
    );
    return this.db.query(s.text, s.values);
  }

  /** Rows whose worker or job was lost become pending again. */
  async releaseStaleLocks(): Promise<void> {
    await this.db.query(
      `UPDATE webhook_deliveries SET status = 'pending', locked_until = NULL, next_attempt_at = COALESCE(next_attempt_at, now())
        WHERE status IN ('queued', 'delivering') AND locked_until < now()`,
    );
  }

  /** Claims up to `limit` due rows for Bull (SKIP LOCKED: relays never take the same row). */
  claimDue(limit: number, lockSeconds: number): Promise<QueuedDelivery[]> {
    const s = named(
      `UPDATE webhook_deliveries d SET status = 'queued', locked_until = now() + make_interval(secs => :lockSeconds)
        WHERE (d.id, d.created_at) IN (SELECT id, created_at FROM webhook_deliveries
                        WHERE status = 'pending' AND next_attempt_at <= now()
                        ORDER BY next_attempt_at LIMIT :limit FOR UPDATE SKIP LOCKED)
        RETURNING d.id, ${keyText('d.created_at')} AS "createdAt", d.attempt_count AS "attemptCount"`,
      { limit, lockSeconds },
    );
    return modifyReturning<QueuedDelivery>(this.db, s.text, s.values);
  }

  /** Hands claimed rows back when Bull refused them. */
  async unclaim(rows: DeliveryKey[]): Promise<void> {
    const s = named(
      `UPDATE webhook_deliveries SET status = 'pending', locked_until = NULL
        WHERE (id, created_at) IN (SELECT * FROM unnest(:ids::uuid[], :createdAts::timestamptz[])) AND status = 'queued'`,
      { ids: rows.map((r) => r.id), createdAts: rows.map((r) => r.createdAt) },
    );
    await this.db.query(s.text, s.values);
  }

  async countDue(): Promise<number> {
    const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()`);
    return n;
  }

  /**
   * Claims attempt `attemptNo` and reads what to send, in one round trip; undefined when another job has it. `createdAt`
   * (from the job) reads one partition; a job queued before the partitioning carries none, and every partition is read.
   */
  async claimAttempt(id: string, createdAt: string | undefined, attemptNo: number, lockSeconds: number): Promise<(ClaimedDelivery & DeliveryTarget) | undefined> {
    const s = named(
      `WITH claimed AS (
         UPDATE webhook_deliveries
            SET status = 'delivering', attempt_count = attempt_count + 1,
                locked_until = now() + make_interval(secs => :lockSeconds), updated_at = now()
          WHERE id = :id AND (:createdAt::timestamptz IS NULL OR created_at = :createdAt::timestamptz)
            AND status IN ('queued', 'pending') AND attempt_count = :previousAttempts
          RETURNING id, created_at, event_id, endpoint_id, event_type, attempt_count, max_attempts, livemode)
       SELECT c.id, ${keyText('c.created_at')} AS "createdAt", c.event_id AS "eventId", c.endpoint_id AS "endpointId", c.event_type AS "eventType",
              c.attempt_count AS "attemptCount", c.max_attempts AS "maxAttempts", c.livemode,
              ev.body, ep.url, ep.enabled, ep.secret_encrypted AS "secretEncrypted", ep.previous_secret_encrypted AS "previousSecretEncrypted",
              ep.previous_secret_expires_at > now() AS "previousValid"
         FROM claimed c
         JOIN webhook_events ev ON ev.id = c.event_id
         LEFT JOIN webhook_endpoints ep ON ep.id = c.endpoint_id`,
      { id, createdAt: createdAt ?? null, previousAttempts: attemptNo - 1, lockSeconds },
    );
    const [delivery] = await this.db.query(s.text, s.values);
    return delivery;
  }

  /** Logs the attempt and puts the delivery back to pending until `delaySeconds` from now. */
  async scheduleRetry(delivery: ClaimedDelivery, attempt: AttemptRecord, delaySeconds: number): Promise<void> {
    const s = named(
      `${LOG_ATTEMPT}
       UPDATE webhook_deliveries
          SET status = 'pending', next_attempt_at = now() + make_interval(secs => :delaySeconds), locked_until = NULL,
              last_status_code = :statusCode, last_error = :error, last_latency_ms = :latencyMs, updated_at = now()
        WHERE id = :id AND created_at = :createdAt::timestamptz AND status = 'delivering'`,
      { ...attemptParams(delivery, attempt), delaySeconds },
    );
    await this.db.query(s.text, s.values);
  }

  /** Final state, with the attempt logged in the same statement when there was one. */
  async finish(
    delivery: ClaimedDelivery,
    status: 'succeeded' | 'failed',
    last: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError' | 'lastLatencyMs'>,
    delivered: boolean,
    attempt?: AttemptRecord,
  ): Promise<void> {
    const values = { id: delivery.id, createdAt: delivery.createdAt, status, delivered, ...last };
    const s = attempt ? named(LOG_ATTEMPT + FINISH, { ...attemptParams(delivery, attempt), ...values }) : named(FINISH, values);
    await this.db.query(s.text, s.values);
  }

  /** Pending deliveries to a deleted endpoint end now; the log stays. */
  async failOpenForEndpoint(manager: EntityManager, endpointId: string): Promise<void> {
    const s = named(
      `UPDATE webhook_deliveries SET status = 'failed', last_error = 'endpoint deleted', next_attempt_at = NULL, updated_at = now()
        WHERE endpoint_id = :endpointId AND status IN ('pending', 'queued')`,
      { endpointId },
    );
    await manager.query(s.text, s.values);
  }

  /** One more attempt of a finished delivery (succeeded or failed); false while it is still in progress. */
  async reopenFinished(organizationId: string, livemode: boolean, delivery: Pick<WebhookDelivery, 'id' | 'createdAt'>): Promise<boolean> {
    const s = named(
      `UPDATE webhook_deliveries
          SET status = 'pending', next_attempt_at = now(), max_attempts = attempt_count + 1, locked_until = NULL, updated_at = now()
        WHERE id = :id AND created_at >= :from AND created_at < :to
          AND organization_id = :organizationId AND livemode = :livemode AND status IN ('succeeded', 'failed')`,
      { id: delivery.id, ...withinMillisecond(delivery.createdAt), organizationId, livemode },
    );
    return (await modifyCount(this.db, s.text, s.values)) > 0;
  }

  findPageForOrganization(organizationId: string, livemode: boolean, filter: DeliveryFilter, page: number, pageSize: number): Promise<[WebhookDelivery[], number]> {
    const { caseId, ...columns } = filter;
    const where: FindOptionsWhere<WebhookDelivery> = { organizationId, livemode, ...columns };
    if (caseId) where.eventId = And(...(columns.eventId ? [Equal(columns.eventId)] : []), Raw((eventId) => `${eventId} IN (${CASE_EVENTS})`, { caseId, organizationId, livemode }));
    return this.deliveries.findAndCount({ where, order: { createdAt: 'DESC', id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize });
  }

  /** By id alone (the API's path parameter): one probe of each partition's primary key. */
  findOneForOrganization(organizationId: string, livemode: boolean, id: string): Promise<WebhookDelivery | null> {
    return this.deliveries.findOne({ where: { id, organizationId, livemode } });
  }

  /** A delivery's attempts: in its own month's partition, or (logged before the partitioning, '-infinity') the legacy one. */
  findAttempts(delivery: Pick<WebhookDelivery, 'id' | 'createdAt'>): Promise<WebhookAttempt[]> {
    const { from, to } = withinMillisecond(delivery.createdAt);
    return this.attempts.find({
      where: { deliveryId: delivery.id, deliveryCreatedAt: Raw((c) => `((${c} >= :from AND ${c} < :to) OR ${c} = '-infinity')`, { from, to }) },
      order: { attemptNo: 'ASC' },
    });
  }
}

const attemptParams = (d: ClaimedDelivery, a: AttemptRecord) => ({ id: d.id, createdAt: d.createdAt, attemptNo: d.attemptCount, ...a });

/** The millisecond a hydrated created_at (a JS Date) stands for: PostgreSQL keeps microseconds, so equality would miss. */
const withinMillisecond = (at: Date) => ({ from: at, to: new Date(at.getTime() + 1) });
