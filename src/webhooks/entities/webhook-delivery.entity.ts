import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const DELIVERY_STATUSES = ['pending', 'queued', 'delivering', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event to one endpoint. Its retry state lives here, not in Redis: the relay hands due rows
 * to Bull, and a lost queue only delays them. Partitioned by month of created_at (migration
 * WebhookDeliveryPartitions, src/database/partitions): the key is (id, created_at), and the relay and
 * the processor carry created_at so that each statement reads one partition.
 */
@Entity('webhook_deliveries')
// unique per creation instant: a partitioned table's unique index holds its partition key (the deliveries of an event are made in its transaction)
@Index('uq_webhook_deliveries_event_endpoint', ['eventId', 'endpointId', 'createdAt'], { unique: true })
@Index('ix_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('ix_webhook_deliveries_org_created', ['organizationId', 'createdAt'])
export class WebhookDelivery {
  /** UUIDv7 (time-ordered): inserts stay at the right edge of the primary key's index. */
  @PrimaryColumn({ type: 'uuid', default: () => 'uuidv7()' })
  id: string;

  /** The partition key: the server's insertion time. */
  @PrimaryColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  @Index('ix_webhook_deliveries_endpoint')
  endpointId: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'event_type', type: 'varchar', length: 64 })
  eventType: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: DeliveryStatus;

  @Column({ name: 'attempt_count', type: 'integer', default: 0 })
  attemptCount: number;

  /** Attempts allowed in all (1 + the retry schedule); a manual redelivery adds one. */
  @Column({ name: 'max_attempts', type: 'integer' })
  maxAttempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** While queued or delivering: after this, the relay takes the row back (its worker died). */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'last_status_code', type: 'smallint', nullable: true })
  lastStatusCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @Column({ name: 'last_latency_ms', type: 'integer', nullable: true })
  lastLatencyMs: number | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
