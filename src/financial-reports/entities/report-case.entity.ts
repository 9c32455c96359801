import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const CASE_STATUSES = ['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING', 'REPORT_READY', 'FAILED', 'EXPIRED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** One applicant's financial report case; its status changes only through ReportCaseLifecycle, the link token is kept as a SHA-256 hash. */
@Entity('report_cases')
@Index('uq_report_cases_org_reference', ['organizationId', 'livemode', 'referenceId'], { unique: true })
@Index('ix_report_cases_pending_expiry', ['linkExpiresAt'], { where: `status = 'PENDING_CONNECTION'` })
@Index('ix_report_cases_org_created', ['organizationId', 'livemode', 'createdAt'])
@Index('ix_report_cases_in_progress', ['updatedAt'], { where: `status IN ('CONNECTED', 'PROCESSING')` })
export class ReportCase {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'reference_id', type: 'varchar', length: 128 })
  referenceId: string;

  /** The applicant, as this service identifies them (stable for the case; not the caller's reference). */
  @Column({ name: 'subject_id', type: 'uuid' })
  subjectId: string;

  @Column({ name: 'full_name', type: 'varchar', length: 200 })
  fullName: string;

  @Column({ name: 'contact_phone', type: 'varchar', length: 32, nullable: true })
  contactPhone: string | null;

  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ name: 'country_codes', type: 'text', array: true })
  countryCodes: string[];

  /** The loan the lender has in mind (optional): the report gives the largest principal these terms allow. */
  @Column({ name: 'loan_tenor_months', type: 'smallint', nullable: true })
  loanTenorMonths: number | null;

  /** Percent per month on the reducing balance. */
  @Column({ name: 'loan_monthly_rate_percent', type: 'numeric', precision: 6, scale: 3, nullable: true })
  loanMonthlyRatePercent: string | null;

  /** The credit consent the case was created with: the report adds the applicant's bureau instalments to existing debt. */
  @Column({ name: 'credit_consent_id', type: 'uuid', nullable: true })
  creditConsentId: string | null;

  /** Where the hosted page returns the applicant after success or exit (https; loopback http in test mode). */
  @Column({ name: 'redirect_url', type: 'varchar', length: 2048, nullable: true })
  redirectUrl: string | null;

  /** The version of the hosted page's consent text the applicant ticked, and when. */
  @Column({ name: 'consent_version', type: 'varchar', length: 32, nullable: true })
  consentVersion: string | null;

  @Column({ name: 'consent_given_at', type: 'timestamptz', nullable: true })
  consentGivenAt: Date | null;

  @Column({ type: 'varchar', length: 24 })
  status: CaseStatus;

  @Column({ name: 'link_token_hash', type: 'char', length: 64 })
  @Index('uq_report_cases_link_token_hash', { unique: true })
  linkTokenHash: string;

  @Column({ name: 'link_expires_at', type: 'timestamptz' })
  linkExpiresAt: Date;

  /** The provider's widget token, re-offered on reload while valid (encrypted). */
  @Column({ name: 'widget_token_encrypted', type: 'text', nullable: true })
  widgetTokenEncrypted: string | null;

  @Column({ name: 'widget_token_expires_at', type: 'timestamptz', nullable: true })
  widgetTokenExpiresAt: Date | null;

  /**
   * SHA-256 of the public token the server last issued for this case (the provider's connect
   * step). Cleared when the connection completes with it, so it is usable once.
   */
  @Column({ name: 'public_token_hash', type: 'char', length: 64, nullable: true })
  publicTokenHash: string | null;

  @Column({ name: 'public_token_expires_at', type: 'timestamptz', nullable: true })
  publicTokenExpiresAt: Date | null;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  /** The provider's long-lived access token for the connected bank (encrypted). */
  @Column({ name: 'provider_access_token_encrypted', type: 'text', nullable: true })
  providerAccessTokenEncrypted: string | null;

  @Column({ name: 'institution_name', type: 'varchar', length: 120, nullable: true })
  institutionName: string | null;

  /** The scored report (summary fields and the details that produced them); set at REPORT_READY. */
  @Column({ type: 'jsonb', nullable: true })
  report: Record<string, unknown> | null;

  @Column({ name: 'failure_reason', type: 'varchar', length: 300, nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'connection_completed_at', type: 'timestamptz', nullable: true })
  connectionCompletedAt: Date | null;

  @Column({ name: 'processing_started_at', type: 'timestamptz', nullable: true })
  processingStartedAt: Date | null;

  @Column({ name: 'report_completed_at', type: 'timestamptz', nullable: true })
  reportCompletedAt: Date | null;

  /** When the case became FAILED or EXPIRED. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ name: 'webhook_delivered_at', type: 'timestamptz', nullable: true })
  webhookDeliveredAt: Date | null;
}
