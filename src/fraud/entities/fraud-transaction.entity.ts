import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One analysed transaction with its decision, the signals behind it and the shadow rules' verdict.
 * Partitioned by month of created_at (migration FraudTransactionPartitions, src/database/partitions): the insertion
 * time, because occurred_at is the client's clock (replays arrive weeks late) and would route rows to dropped or
 * unmade months. The engine never reads these rows back (profiles are running aggregates), so dropping a month changes no score.
 */
@Entity('fraud_transactions')
@Index('ix_fraud_tx_org_sender', ['organizationId', 'senderAccount', 'occurredAt'])
@Index('ix_fraud_tx_org_receiver', ['organizationId', 'receiverAccount', 'occurredAt'])
export class FraudTransaction {
  /** UUIDv7 (time-ordered): inserts stay at the right edge of the primary key's index. */
  @PrimaryColumn({ type: 'uuid', default: () => 'uuidv7()' })
  id: string;

  /** The partition key: when the row was written (server time). Part of the primary key, as a partitioned table requires. */
  @PrimaryColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** false for test-mode records (sk_test_ keys): never seen by live keys. */
  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  @Column({ name: 'transaction_id', type: 'varchar', length: 200 })
  transactionId: string;

  @Column({ name: 'sender_account', type: 'varchar', length: 10 })
  senderAccount: string;

  @Column({ name: 'receiver_account', type: 'varchar', length: 10 })
  receiverAccount: string;

  @Column({ type: 'numeric', precision: 20, scale: 2 })
  amount: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 8 })
  channel: string;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ name: 'ip_country', type: 'varchar', length: 2, nullable: true })
  ipCountry: string | null;

  @Column({ name: 'device_id', type: 'varchar', length: 200, nullable: true })
  deviceId: string | null;

  @Column({ name: 'risk_score', type: 'smallint' })
  riskScore: number;

  @Column({ name: 'risk_level', type: 'varchar', length: 10 })
  riskLevel: string;

  @Column({ name: 'recommended_action', type: 'varchar', length: 16 })
  recommendedAction: string;

  @Column({ type: 'jsonb' })
  signals: unknown;

  /** The shadow rule set's verdict, logged beside the live one and never acted on. */
  @Column({ type: 'jsonb', nullable: true })
  shadow: unknown;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  /** An analyst's verdict from the alert's resolution: confirmed_fraud, legitimate or inconclusive. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  label: string | null;

  @Column({ name: 'labelled_at', type: 'timestamptz', nullable: true })
  labelledAt: Date | null;
}
