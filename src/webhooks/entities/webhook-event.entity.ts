import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** The outbox: one row per event, written in the transaction of the change that caused it. */
@Entity('webhook_events')
@Index('ix_webhook_events_org_created', ['organizationId', 'createdAt'])
// report.ready / report.failed by their case (the delivery log's case_id filter); an expression index, so created by its migration only
@Index('ix_webhook_events_case', { synchronize: false })
// events by age alone, for retention (CONCURRENTLY: created by its migration only)
@Index('ix_webhook_events_created', { synchronize: false })
export class WebhookEvent {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ type: 'varchar', length: 64 })
  type: string;

  /** The exact JSON body receivers get (serialised once, so every attempt signs the same bytes). */
  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
