import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The tenant: a financial institution. Every business row carries its id. */
@Entity('organizations')
export class Organization {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Plan level; sets rate limits. */
  @Column({ type: 'smallint', default: 1 })
  tier: number;

  /** The organization that operates this deployment (queue dashboard, network reviewers). */
  @Column({ name: 'is_operator', type: 'boolean', default: false })
  isOperator: boolean;

  /**
   * A member of the network: its fraud reports, network rows and document uploads count for other organizations, and it
   * reads the others' document counts. Sign-ups start unapproved until the operator runs `cli org:approve-network`;
   * organizations the operator creates (bootstrap) start approved. `cli org:revoke-network` removes a member (not the operator's).
   */
  @Column({ name: 'network_approved', type: 'boolean', default: false })
  networkApproved: boolean;

  /** Set by `cli org:suspend`: its users and API tokens are refused (within seconds on every replica) until `org:activate`. */
  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  /** Branding the hosted bank-connection page shows (set by role A in the dashboard settings); URLs are https only. */
  @Column({ name: 'display_name', type: 'varchar', length: 200, nullable: true })
  displayName: string | null;

  @Column({ name: 'logo_url', type: 'varchar', length: 2000, nullable: true })
  logoUrl: string | null;

  @Column({ name: 'privacy_notice_url', type: 'varchar', length: 2000, nullable: true })
  privacyNoticeUrl: string | null;

  @Column({ name: 'terms_url', type: 'varchar', length: 2000, nullable: true })
  termsUrl: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
