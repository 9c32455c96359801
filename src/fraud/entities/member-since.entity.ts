import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * When the engine first analysed a transfer of the organization, per mode: the member's own tenure in the network. An
 * organization joining a network of months has every customer first seen on that customer's first transfer, so what
 * reads an account's first day in the network as news waits for the member's own first week (MemberTenure).
 */
@Entity('fraud_member_since')
export class FraudMemberSince {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid', primaryKeyConstraintName: 'PK_fraud_member_since' })
  organizationId: string;

  @PrimaryColumn({ type: 'boolean', primaryKeyConstraintName: 'PK_fraud_member_since' })
  livemode: boolean;

  @Column({ type: 'timestamptz' })
  since: Date;
}
