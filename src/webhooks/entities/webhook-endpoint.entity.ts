import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A customer's receiving URL. The signing secret is stored encrypted (it must be read to sign). */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  @Index('ix_webhook_endpoints_organization')
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  /** Subscribed event types; null = every event. */
  @Column({ type: 'text', array: true, nullable: true })
  events: string[] | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Why the service disabled it (e.g. the receiver answered 410 Gone). */
  @Column({ name: 'disabled_reason', type: 'varchar', length: 200, nullable: true })
  disabledReason: string | null;

  @Column({ name: 'secret_encrypted', type: 'text' })
  secretEncrypted: string;

  /** After a rotation the old secret keeps signing (X-Signature-Previous) until this time. */
  @Column({ name: 'previous_secret_encrypted', type: 'text', nullable: true })
  previousSecretEncrypted: string | null;

  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
