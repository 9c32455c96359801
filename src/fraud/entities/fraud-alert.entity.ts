import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

/** A high or critical analysis, for the organization that asked. */
@Entity('fraud_alerts')
@Index('ix_fraud_alerts_org_created', ['organizationId', 'createdAt'])
@Index('ix_fraud_alerts_org_account', ['organizationId', 'accountNumber', 'createdAt'])
export class FraudAlert {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'account_number', type: 'varchar', length: 10 })
  accountNumber: string;

  @Column({ name: 'receiver_account', type: 'varchar', length: 10, nullable: true })
  receiverAccount: string | null;

  @Column({ name: 'transaction_id', type: 'varchar', length: 200, nullable: true })
  transactionId: string | null;

  @Column({ type: 'varchar', length: 10 })
  severity: string;

  @Column({ name: 'risk_score', type: 'smallint' })
  riskScore: number;

  @Column({ name: 'recommended_action', type: 'varchar', length: 16 })
  recommendedAction: string;

  @Column({ name: 'signal_codes', type: 'text', array: true })
  signalCodes: string[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
