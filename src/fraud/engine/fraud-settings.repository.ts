import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type pg from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { hotPathPool } from '../../database/hot-path.js';
import { named } from '../../database/sql.js';
import type { FraudSettings } from '../entities/fraud-settings.entity.js';

export type StoredSettings = Pick<FraudSettings, 'weights' | 'thresholds' | 'shadow' | 'updatedAt'> & { reportConfirmedFraud?: boolean; bankCode?: string | null };

/** Per-organization engine settings (the read is prepared: the engine loads them on a cache miss). */
@Injectable()
export class FraudSettingsRepository {
  private readonly pool: pg.Pool;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.pool = hotPathPool(db);
  }

  async findByOrganization(organizationId: string): Promise<StoredSettings | undefined> {
    const { rows } = await this.pool.query({
      name: 'fraud_settings_by_org',
      text: 'SELECT weights, thresholds, shadow, report_confirmed_fraud AS "reportConfirmedFraud", bank_code AS "bankCode", updated_at AS "updatedAt" FROM fraud_settings WHERE organization_id = $1',
      values: [organizationId],
    });
    return rows[0];
  }

  /** `reportConfirmedFraud` and `bankCode` undefined keep the stored choice (a null `bankCode` removes it). */
  async save(organizationId: string, s: Omit<StoredSettings, 'updatedAt'>): Promise<void> {
    const q = named(
      `INSERT INTO fraud_settings (organization_id, weights, thresholds, shadow, report_confirmed_fraud, bank_code, updated_at)
       VALUES (:organizationId, :weights, :thresholds, :shadow, coalesce(:report::boolean, false), :bankCode, now())
       ON CONFLICT (organization_id) DO UPDATE SET weights = EXCLUDED.weights, thresholds = EXCLUDED.thresholds, shadow = EXCLUDED.shadow,
         report_confirmed_fraud = coalesce(:report::boolean, fraud_settings.report_confirmed_fraud),
         bank_code = CASE WHEN :bankCodeGiven::boolean THEN EXCLUDED.bank_code ELSE fraud_settings.bank_code END, updated_at = now()`,
      {
        organizationId,
        weights: JSON.stringify(s.weights),
        thresholds: JSON.stringify(s.thresholds),
        shadow: s.shadow ? JSON.stringify(s.shadow) : null,
        report: s.reportConfirmedFraud ?? null,
        bankCode: s.bankCode ?? null,
        bankCodeGiven: s.bankCode !== undefined,
      },
    );
    await this.db.query(q.text, q.values);
  }

  /** Whether the organization files a network report when an analyst confirms fraud (off by default). */
  async reportsConfirmedFraud(manager: EntityManager, organizationId: string): Promise<boolean> {
    const q = named('SELECT report_confirmed_fraud AS r FROM fraud_settings WHERE organization_id = :organizationId', { organizationId });
    return (await manager.query(q.text, q.values))[0]?.r === true;
  }

}
