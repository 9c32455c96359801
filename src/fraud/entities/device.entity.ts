import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last fingerprint assessment of a device: its flags feed the engine's device-risk signal. */
@Entity('fraud_devices')
export class Device {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** Test-mode data is kept apart from live (one row per organization, mode and key). */
  @PrimaryColumn({ type: 'boolean', default: true })
  livemode: boolean;

  @PrimaryColumn({ name: 'device_id', type: 'varchar', length: 200 })
  deviceId: string;

  @Column({ name: 'risk_score', type: 'smallint' })
  riskScore: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  flags: string[];

  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;
}
