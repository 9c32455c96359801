import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Every inquiry made through the service. Hard ones are part of the consumer's bureau file: the
 * sandbox bureau's ledger, read back into later scores and histories of every organization.
 */
@Entity('credit_inquiries')
@Index('ix_credit_inquiries_bvn_time', ['bvnHash', 'createdAt'])
export class CreditInquiry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  @Index('ix_credit_inquiries_organization')
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'bvn_hash', type: 'char', length: 64 })
  bvnHash: string;

  @Column({ name: 'consent_id', type: 'uuid' })
  consentId: string;

  @Column({ name: 'inquiry_type', type: 'varchar', length: 8 })
  inquiryType: string;

  @Column({ type: 'varchar', length: 32 })
  purpose: string;

  /** The bureaus the inquiry went to. */
  @Column({ type: 'text', array: true })
  bureaus: string[];

  @Column({ name: 'recorded_on_bureau', type: 'boolean' })
  recordedOnBureau: boolean;

  @Column({ name: 'score_at_inquiry', type: 'smallint' })
  scoreAtInquiry: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
