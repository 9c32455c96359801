import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { named } from '../../database/sql.js';
import type { Device } from '../entities/device.entity.js';

/** What a fingerprint check knows of a device and the account using it. */
export interface DeviceFacts {
  /** other accounts of the organization seen on the device (up to 20) */
  otherAccounts: number;
  /** the device is known: to the account when one is given, else to the organization */
  known: boolean;
  accountDevices: number;
  /** countries the account's profile has seen, if any */
  countries: string[] | null;
}

export type DeviceAssessment = Pick<Device, 'organizationId' | 'livemode' | 'deviceId' | 'riskScore' | 'flags' | 'userAgent' | 'lastSeenAt'>;

/** Devices of one organization and their links to its accounts. */
@Injectable()
export class DeviceRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async facts(organizationId: string, livemode: boolean, deviceId: string, account: string | null): Promise<DeviceFacts> {
    const q = named(
      `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = :org AND livemode = :livemode AND device_id = :device AND account_number IS DISTINCT FROM :account::text LIMIT 20) x) AS "otherAccounts",
              CASE WHEN :account::text IS NULL THEN EXISTS (SELECT 1 FROM fraud_devices WHERE organization_id = :org AND livemode = :livemode AND device_id = :device)
                   ELSE EXISTS (SELECT 1 FROM fraud_account_devices WHERE organization_id = :org AND livemode = :livemode AND device_id = :device AND account_number = :account::text) END AS known,
              (SELECT count(*)::int FROM fraud_account_devices WHERE organization_id = :org AND livemode = :livemode AND account_number = :account::text) AS "accountDevices",
              (SELECT countries FROM fraud_account_profiles WHERE organization_id = :org AND livemode = :livemode AND account_number = :account::text) AS countries`,
      { org: organizationId, livemode, device: deviceId, account },
    );
    return (await this.db.query(q.text, q.values))[0];
  }

  /** Stores the device's assessment and, with an account, links the device to it. */
  async save(d: DeviceAssessment, account: string | null): Promise<void> {
    const q = named(
      `WITH d AS (
         INSERT INTO fraud_devices (organization_id, livemode, device_id, risk_score, flags, user_agent, last_seen_at) VALUES (:organizationId, :livemode, :deviceId, :riskScore, :flags, :userAgent, :lastSeenAt)
         ON CONFLICT (organization_id, livemode, device_id) DO UPDATE SET risk_score = EXCLUDED.risk_score, flags = EXCLUDED.flags, user_agent = EXCLUDED.user_agent, last_seen_at = EXCLUDED.last_seen_at
       )
       INSERT INTO fraud_account_devices (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at)
       SELECT :organizationId, :livemode, :account::text, :deviceId, :lastSeenAt, :lastSeenAt WHERE :account::text IS NOT NULL
       ON CONFLICT (organization_id, livemode, account_number, device_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
      { ...d, account },
    );
    await this.db.query(q.text, q.values);
  }
}
