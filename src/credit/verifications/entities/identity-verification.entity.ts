import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const VERIFICATION_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A BVN or NIN identity check. What was submitted is encrypted; the outcome holds matches only, never registry data. */
@Entity('identity_verifications')
@Index('ix_identity_verifications_org_time', ['organizationId', 'createdAt'])
@Index('ix_identity_verifications_status_time', ['status', 'createdAt'])
export class IdentityVerification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'id_type', type: 'varchar', length: 3 })
  idType: 'bvn' | 'nin';

  @Column({ name: 'id_hash', type: 'char', length: 64 })
  idHash: string;

  /** JSON of the submitted identity number, names and date of birth, encrypted. */
  @Column({ name: 'subject_encrypted', type: 'text' })
  subjectEncrypted: string;

  @Column({ name: 'consent_id', type: 'uuid' })
  consentId: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: VerificationStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'jsonb', nullable: true })
  outcome: Record<string, unknown> | null;

  @Column({ name: 'failure_reason', type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
