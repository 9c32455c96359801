import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every status change of a case, in order: the audit trail the state machine writes. */
@Entity('report_case_transitions')
@Index('ix_report_case_transitions_case', ['caseId', 'id'])
export class ReportCaseTransition {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ name: 'case_id', type: 'uuid' })
  caseId: string;

  /** Null for the creation of the case. */
  @Column({ name: 'from_status', type: 'varchar', length: 24, nullable: true })
  fromStatus: string | null;

  @Column({ name: 'to_status', type: 'varchar', length: 24 })
  toStatus: string;

  @Column({ type: 'varchar', length: 300 })
  reason: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
