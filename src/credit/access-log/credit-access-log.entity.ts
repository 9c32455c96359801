import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One access (or refused attempt) to a BVN's data: who, what, under which consent. Append-only; partitioned by month
 * of created_at (the insertion time) and kept CREDIT_ACCESS_LOG_RETENTION_DAYS (src/database/partitions).
 */
@Entity('credit_access_log')
@Index('ix_credit_access_log_org_time', ['organizationId', 'createdAt'])
@Index('ix_credit_access_log_org_subject_time', ['organizationId', 'subjectHash', 'createdAt'])
export class CreditAccessLog {
  /** UUIDv7 (time-ordered): inserts stay at the right edge of the primary key's index. */
  @PrimaryColumn({ type: 'uuid', default: () => 'uuidv7()' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  /** Principal key: "user:<id>" or "token:<uuid>". */
  @Column({ type: 'varchar', length: 80 })
  actor: string;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ name: 'subject_hash', type: 'char', length: 64 })
  subjectHash: string;

  /** e.g. 222******78: enough for a person reading the log, useless to anyone else. */
  @Column({ name: 'subject_masked', type: 'varchar', length: 16 })
  subjectMasked: string;

  @Column({ name: 'consent_reference', type: 'varchar', length: 80, nullable: true })
  consentReference: string | null;

  @Column({ name: 'resource_id', type: 'varchar', length: 64, nullable: true })
  resourceId: string | null;

  @Column({ type: 'varchar', length: 16 })
  outcome: 'allowed' | 'refused';

  @Column({ type: 'varchar', length: 40, nullable: true })
  reason: string | null;

  @Column({ name: 'request_id', type: 'varchar', length: 128 })
  requestId: string;

  /** The partition key, part of the primary key as a partitioned table requires. */
  @PrimaryColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
