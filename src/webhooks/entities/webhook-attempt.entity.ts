import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The delivery log: one row per HTTP attempt. */
@Entity('webhook_attempts')
@Index('uq_webhook_attempts_delivery_no', ['deliveryId', 'attemptNo'], { unique: true })
export class WebhookAttempt {
  @PrimaryGeneratedColumn('uuid')
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
}
