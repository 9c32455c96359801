import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A device an account has used (known devices; devices shared by many accounts). Any attempt links
 * the device (sharing is evidence); only an approved transfer makes it trusted (`trusted_since`).
 */
@Entity('fraud_account_devices')
// an account's devices, trusted ones first (untrusted: null, last); a device's accounts by first use (migration DeviceLinksByTime)
@Index('ix_fraud_acc_dev_trusted', ['organizationId', 'livemode', 'accountNumber', 'trustedSince'])
@Index('ix_fraud_acc_dev_device_seen', ['deviceId', 'organizationId', 'livemode', 'firstSeenAt'])
export class AccountDevice {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** Test-mode data is kept apart from live (one row per organization, mode and key). */
  @PrimaryColumn({ type: 'boolean', default: true })
  livemode: boolean;

  @PrimaryColumn({ name: 'account_number', type: 'varchar', length: 10 })
  accountNumber: string;

  @PrimaryColumn({ name: 'device_id', type: 'varchar', length: 200 })
  deviceId: string;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  /** the first approved transfer from it: the device is known to the account a day after */
  @Column({ name: 'trusted_since', type: 'timestamptz', nullable: true })
  trustedSince: Date | null;
}
