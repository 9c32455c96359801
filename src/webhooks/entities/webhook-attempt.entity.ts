import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The delivery log: one row per HTTP attempt. Partitioned by its delivery's created_at, on the same months as
 * webhook_deliveries, so a delivery's attempts sit in the partition of the same name and go with it; the key
 * (delivery_id, delivery_created_at, attempt_no) is also what a duplicate job's attempt conflicts on.
 */
@Entity('webhook_attempts')
export class WebhookAttempt {
  @PrimaryColumn({ name: 'delivery_id', type: 'uuid' })
  deliveryId: string;

  /** The delivery's created_at (its partition key); '-infinity' for attempts logged before the partitioning migration. */
  @PrimaryColumn({ name: 'delivery_created_at', type: 'timestamptz' })
  deliveryCreatedAt: Date;

  @PrimaryColumn({ name: 'attempt_no', type: 'integer' })
  attemptNo: number;

  /** UUIDv7 (time-ordered); no longer the key, and no reader looks an attempt up by it. */
  @Column({ type: 'uuid', default: () => 'uuidv7()' })
  id: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'status_code', type: 'smallint', nullable: true })
  statusCode: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  error: string | null;

  @Column({ name: 'latency_ms', type: 'integer' })
  latencyMs: number;

  @Column({ type: 'boolean' })
  success: boolean;

  /** The start of the receiver's answer (RESPONSE_EXCERPT_BYTES at most), as text; null when there was no answer. */
  @Column({ name: 'response_excerpt', type: 'varchar', length: 1024, nullable: true })
  responseExcerpt: string | null;

  /** The answer went on past the excerpt (and was not read further). */
  @Column({ name: 'response_truncated', type: 'boolean', default: false })
  responseTruncated: boolean;

  @Column({ name: 'response_content_type', type: 'varchar', length: 200, nullable: true })
  responseContentType: string | null;
}
