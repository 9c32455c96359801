import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Per-organization engine tuning: weights and level thresholds, and an optional shadow rule set. */
@Entity('fraud_settings')
export class FraudSettings {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'jsonb' })
  weights: Record<string, number>;

  @Column({ type: 'jsonb' })
  thresholds: { medium: number; high: number; critical: number };

  @Column({ type: 'jsonb', nullable: true })
  shadow: { weights: Record<string, number>; thresholds: { medium: number; high: number; critical: number } } | null;

  /** Opt-in: an alert resolved as confirmed_fraud files a network report on the receiving account. */
  @Column({ name: 'report_confirmed_fraud', type: 'boolean', default: false })
  reportConfirmedFraud: boolean;

  /** The organization's own bank code (3-6 digits): its customers' side of the network when a transfer gives no `sender_bank_code`. */
  @Column({ name: 'bank_code', type: 'varchar', length: 6, nullable: true })
  bankCode: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
