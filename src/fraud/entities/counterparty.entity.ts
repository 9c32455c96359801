import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A sender -> receiver pair of one organization: only approved transfers make it known (`txn_count`), blocked attempts are kept as evidence so a retry is recognised, never learned. */
@Entity('fraud_counterparties')
@Index('ix_fraud_cp_receiver', ['organizationId', 'receiverAccount', 'firstSeenAt'])
// the payees a sender first paid lately, without a read of each pair it ever had (migration CounterpartiesBySenderRecent)
@Index('ix_fraud_cp_sender_first_seen', ['senderAccount', 'organizationId', 'livemode', 'firstSeenAt'])
export class Counterparty {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** Test-mode data is kept apart from live (one row per organization, mode and key). */
  @PrimaryColumn({ type: 'boolean', default: true })
  livemode: boolean;

  @PrimaryColumn({ name: 'sender_account', type: 'varchar', length: 10 })
  senderAccount: string;

  @PrimaryColumn({ name: 'receiver_account', type: 'varchar', length: 10 })
  receiverAccount: string;

  /** approved transfers: the pair is a usual beneficiary once this is above 0 */
  @Column({ name: 'txn_count', type: 'integer', default: 1 })
  txnCount: number;

  /** attempts that were not approved (decline, review, step_up_auth) */
  @Column({ name: 'blocked_count', type: 'integer', default: 0 })
  blockedCount: number;

  @Column({ name: 'last_blocked_at', type: 'timestamptz', nullable: true })
  lastBlockedAt: Date | null;

  /** the last blocked attempt's risk_score and action: a retry scores at least as high */
  @Column({ name: 'last_blocked_score', type: 'smallint', nullable: true })
  lastBlockedScore: number | null;

  @Column({ name: 'last_blocked_action', type: 'varchar', length: 16, nullable: true })
  lastBlockedAction: string | null;

  /** the last blocked attempt's amount: a retry is the same transfer again, not any payment to that receiver */
  @Column({ name: 'last_blocked_amount', type: 'numeric', precision: 20, scale: 2, nullable: true })
  lastBlockedAmount: string | null;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;
}
