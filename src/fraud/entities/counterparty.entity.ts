import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A sender -> receiver pair seen by an organization (usual beneficiaries; receiver fan-in). */
@Entity('fraud_counterparties')
@Index('ix_fraud_cp_receiver', ['organizationId', 'receiverAccount', 'firstSeenAt'])
export class Counterparty {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @PrimaryColumn({ name: 'sender_account', type: 'varchar', length: 10 })
  senderAccount: string;

  @PrimaryColumn({ name: 'receiver_account', type: 'varchar', length: 10 })
  receiverAccount: string;

  @Column({ name: 'txn_count', type: 'integer', default: 1 })
  txnCount: number;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;
}
