import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import type { FraudAlertDto } from '../dto/alert.dto.js';

interface AlertRow {
  id: string;
  account_number: string;
  receiver_account: string | null;
  transaction_id: string | null;
  severity: string;
  risk_score: number;
  recommended_action: string;
  signal_codes: string[];
  created_at: Date;
}

/** Fraud alerts of the caller's organization, newest first. */
@Injectable()
export class AlertService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(principal: Principal, filter: { account?: string; severity?: string }, page: number, pageSize: number) {
    const where = `organization_id = $1 AND ($2::text IS NULL OR account_number = $2) AND ($3::text IS NULL OR severity = $3)`;
    const params = [principal.organizationId, filter.account ?? null, filter.severity ?? null];
    const [{ count }] = (await this.db.query(`SELECT count(*)::int AS count FROM fraud_alerts WHERE ${where}`, params)) as { count: number }[];
    const rows = (await this.db.query(`SELECT * FROM fraud_alerts WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`, [
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ])) as AlertRow[];
    return { count, page, page_size: pageSize, results: rows.map(toAlertDto) };
  }

  async get(principal: Principal, id: string): Promise<FraudAlertDto> {
    const [row] = (await this.db.query(`SELECT * FROM fraud_alerts WHERE id = $1 AND organization_id = $2`, [id, principal.organizationId])) as AlertRow[];
    if (!row) throw ApiError.notFound('Fraud alert');
    return toAlertDto(row);
  }
}

function toAlertDto(r: AlertRow): FraudAlertDto {
  return {
    alert_id: r.id,
    account_number: r.account_number,
    receiver_account: r.receiver_account,
    transaction_id: r.transaction_id,
    severity: r.severity,
    risk_score: r.risk_score,
    recommended_action: r.recommended_action,
    signals: r.signal_codes,
    created_at: new Date(r.created_at).toISOString(),
  };
}
