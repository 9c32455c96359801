import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
/** What opened an alert: an analysis not approved, a watchlist hit, an account score crossing a level, a network report. */
export const ALERT_SOURCES = ['analysis', 'watchlist', 'score_level', 'network_report'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];
export const ALERT_STATUSES = ['open', 'in_review', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_OUTCOMES = ['confirmed_fraud', 'legitimate', 'inconclusive'] as const;
export type AlertOutcome = (typeof ALERT_OUTCOMES)[number];

/** One item of the analysts' review queue, for the organization whose account it concerns. */
@Entity('fraud_alerts')
@Index('ix_fraud_alerts_org_created', ['organizationId', 'createdAt'])
@Index('ix_fraud_alerts_org_status', ['organizationId', 'status', 'createdAt'])
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

  @Column({ type: 'varchar', length: 16, default: 'analysis' })
  source: AlertSource;

  /** The analysis (fraud_transactions.id) an analysis alert is about, which its resolution labels. */
  @Column({ name: 'analysis_id', type: 'uuid', nullable: true })
  analysisId: string | null;

  @Column({ type: 'numeric', precision: 20, scale: 2, nullable: true })
  amount: string | null;

  @Column({ type: 'varchar', length: 12, default: 'open' })
  status: AlertStatus;

  @Column({ name: 'assignee_id', type: 'integer', nullable: true })
  assigneeId: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome: AlertOutcome | null;

  @Column({ name: 'resolution_note', type: 'text', nullable: true })
  resolutionNote: string | null;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;
}
