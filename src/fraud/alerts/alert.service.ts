import { Injectable } from '@nestjs/common';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import type { FraudAlertDto } from '../dto/alert.dto.js';
import type { FraudAlert } from '../entities/fraud-alert.entity.js';
import { AlertRepository } from './alert.repository.js';

/** Fraud alerts of the caller's organization, newest first. */
@Injectable()
export class AlertService {
  constructor(private readonly alerts: AlertRepository) {}

  async list(principal: Principal, filter: { account?: string; severity?: string }, page: number, pageSize: number) {
    const [rows, count] = await this.alerts.findPage(principal.organizationId, principal.livemode, filter, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map(toAlertDto) };
  }

  async get(principal: Principal, id: string): Promise<FraudAlertDto> {
    const row = await this.alerts.findOne(principal.organizationId, principal.livemode, id);
    if (!row) throw ApiError.notFound('Fraud alert');
    return toAlertDto(row);
  }
}

function toAlertDto(r: FraudAlert): FraudAlertDto {
  return {
    alert_id: r.id,
    account_number: r.accountNumber,
    receiver_account: r.receiverAccount,
    transaction_id: r.transactionId,
    severity: r.severity,
    risk_score: r.riskScore,
    recommended_action: r.recommendedAction,
    signals: r.signalCodes,
    created_at: new Date(r.createdAt).toISOString(),
    livemode: r.livemode,
  };
}
