import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The delivery log: one row per HTTP attempt. */
@Entity('webhook_attempts')
@Index('uq_webhook_attempts_delivery_no', ['deliveryId', 'attemptNo'], { unique: true })
export class WebhookAttempt {
  /** UUIDv7 (time-ordered): inserts stay at the right edge of the primary key's index. */
  @PrimaryColumn({ type: 'uuid', default: () => 'uuidv7()' })
  id: string;

  @Column({ name: 'delivery_id', type: 'uuid' })
  deliveryId: string;

  @Column({ name: 'attempt_no', type: 'integer' })
  attemptNo: number;

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
