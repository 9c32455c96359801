import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const FRAUD_TYPES = ['phishing', 'account_takeover', 'sim_swap', 'identity_theft', 'chargeback', 'other'] as const;
export const REPORT_STATUSES = ['received', 'under_review', 'verified'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A fraud network report: others see it only through scores (engine/network-weight.ts); reporter and free text stay with the reporting organization. */
@Entity('fraud_reports')
@Index('ix_fraud_reports_account', ['accountNumber', 'status'])
@Index('ix_fraud_reports_org_created', ['organizationId', 'createdAt'])
export class FraudReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'reporter_email', type: 'varchar', length: 254 })
  reporterEmail: string;

  @Column({ name: 'account_number', type: 'varchar', length: 10 })
  accountNumber: string;

  @Column({ name: 'fraud_type', type: 'varchar', length: 20 })
  fraudType: string;

  @Column({ name: 'amount_lost', type: 'numeric', precision: 20, scale: 2, nullable: true })
  amountLost: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'evidence_urls', type: 'jsonb', default: () => "'[]'" })
  evidenceUrls: string[];

  @Column({ type: 'varchar', length: 12, default: 'received' })
  status: ReportStatus;

  /**
   * The reporting organization is approved for the network (organizations.network_approved), kept
   * here so the analyze read needs no join; set at insert, on approval and on revocation (FraudReportService.setMembership).
   */
  @Column({ name: 'counts_for_network', type: 'boolean', default: false })
  countsForNetwork: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;
}
