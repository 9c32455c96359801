import { Injectable } from '@nestjs/common';
import type { Principal } from '../auth/principal.js';
import { AlertService } from './alerts/alert.service.js';
import { TransactionsRepository } from './engine/transactions.repository.js';
import { FraudScoreService } from './fraud-score.service.js';
import { FraudReportRepository } from './fraud-network/fraud-report.repository.js';

/** The fraud part of the customer view (src/customers): score, recent analyses, unresolved alerts, network reports without reporter details. */
@Injectable()
export class FraudCustomerView {
  constructor(
    private readonly scores: FraudScoreService,
    private readonly transactions: TransactionsRepository,
    private readonly alerts: AlertService,
    private readonly reports: FraudReportRepository,
  ) {}

  async of(principal: Principal, account: string) {
    const [score, analyses, alerts, reports] = await Promise.all([
      this.scores.get(principal, account),
      this.transactions.recentOfAccount(principal.organizationId, principal.livemode, account, 10),
      this.alerts.unresolvedOf(principal, account),
      this.reports.visibleOnAccount(principal.organizationId, principal.livemode, account, 20),
    ]);
    return {
      fraud: {
        fraud_score: score.fraud_score,
        risk_level: score.risk_level,
        last_updated: score.last_updated,
        recent_analyses: analyses.map((t) => ({
          transaction_id: t.transactionId,
          direction: t.senderAccount === account ? ('outgoing' as const) : ('incoming' as const),
          counterparty_account: t.senderAccount === account ? t.receiverAccount : t.senderAccount,
          amount: Number(t.amount),
          currency: t.currency,
          channel: t.channel,
          risk_score: t.riskScore,
          risk_level: t.riskLevel,
          recommended_action: t.recommendedAction,
          label: t.label,
          occurred_at: new Date(t.occurredAt).toISOString(),
        })),
        open_alerts: alerts,
      },
      // the network's view: who reported and what they wrote stay with the reporter
      network_reports: {
        report_count: score.report_count,
        reports: reports.map((r) => ({
          fraud_type: r.fraudType,
          status: r.status,
          own: r.organizationId === principal.organizationId,
          created_at: new Date(r.createdAt).toISOString(),
        })),
      },
    };
  }
}
