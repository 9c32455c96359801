import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer's consent for an organization to pull their credit data. The BVN is encrypted; bvn_hash finds it. */
@Entity('credit_consents')
@Index('ix_credit_consents_org_bvn', ['organizationId', 'bvnHash'])
export class Consent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** What clients send as consent_reference. */
  @Column({ type: 'varchar', length: 40 })
  @Index('ux_credit_consents_reference', { unique: true })
  reference: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'bvn_encrypted', type: 'text' })
  bvnEncrypted: string;

  @Column({ name: 'bvn_hash', type: 'char', length: 64 })
  bvnHash: string;

  @Column({ type: 'text', array: true })
  purposes: string[];

  @Column({ name: 'subject_name', type: 'varchar', length: 200, nullable: true })
  subjectName: string | null;

  @Column({ name: 'evidence_url', type: 'varchar', length: 2048, nullable: true })
  evidenceUrl: string | null;

  @Column({ name: 'granted_at', type: 'timestamptz' })
  grantedAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** Principal key of who recorded it ("user:<id>" or "token:<uuid>"). */
  @Column({ name: 'created_by', type: 'varchar', length: 80 })
  createdBy: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
