import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { named } from '../../database/sql.js';
import { FraudAlertEvent } from '../entities/fraud-alert-event.entity.js';
import { FraudAlert, type AlertStatus } from '../entities/fraud-alert.entity.js';

/** An alert opened outside the analyze statement (watchlist hit, level crossing, network report). */
export type NewAlert = Pick<
  FraudAlert,
  'organizationId' | 'livemode' | 'accountNumber' | 'receiverAccount' | 'transactionId' | 'severity' | 'riskScore' | 'recommendedAction' | 'signalCodes' | 'createdAt' | 'source'
> &
  Partial<Pick<FraudAlert, 'analysisId' | 'amount'>>;

export interface AlertFilter {
  account?: string;
  severity?: string;
  status?: AlertStatus;
  /** A user id, or null for alerts nobody is assigned to. */
  assignee?: number | null;
}

// The analyze write (engine/analysis.repository.ts) opens its alerts with this CTE, in the same
// statement: no round trip of its own. It reads the write's rows `v` (org, livemode, sender,
// receiver, transaction_id, risk_level, risk_score, action, signals, at, approve, amount, id) and
// the inserted transactions `t`.
/** CTE `al`: an analysis whose action is not approve opens one alert in the analysis's mode, severity = its risk level. */
export const OPEN_ALERT_CTE = `al AS (
  INSERT INTO fraud_alerts (organization_id, livemode, account_number, receiver_account, transaction_id, severity, risk_score, recommended_action, signal_codes,
                            created_at, source, analysis_id, amount)
  SELECT v.org, v.livemode, v.sender, v.receiver, v.transaction_id, v.risk_level, v.risk_score, v.action, ARRAY(SELECT jsonb_array_elements(v.signals) ->> 'code'),
         v.at, 'analysis', t.id, v.amount
    FROM t JOIN v USING (id) WHERE NOT v.approve
  RETURNING id, analysis_id`;

/** Fraud alerts and their audit trail, always within one organization and mode. */
@Injectable()
export class AlertRepository {
  constructor(
    @InjectRepository(FraudAlert) private readonly alerts: Repository<FraudAlert>,
    @InjectRepository(FraudAlertEvent) private readonly events: Repository<FraudAlertEvent>,
  ) {}

  /** A page of the organization's alerts, newest first, with the total count. */
  findPage(organizationId: string, livemode: boolean, filter: AlertFilter, page: number, pageSize: number): Promise<[FraudAlert[], number]> {
    return this.alerts.findAndCount({
      where: {
        organizationId,
        livemode,
        ...(filter.account !== undefined && { accountNumber: filter.account }),
        ...(filter.severity !== undefined && { severity: filter.severity }),
        ...(filter.status !== undefined && { status: filter.status }),
        ...(filter.assignee !== undefined && { assigneeId: filter.assignee === null ? IsNull() : filter.assignee }),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: pageSize,
      skip: (page - 1) * pageSize,
    });
  }

  findOne(organizationId: string, livemode: boolean, id: string): Promise<FraudAlert | null> {
    return this.alerts.findOneBy({ id, organizationId, livemode });
  }

  /** The alert, locked for a change in `manager`'s transaction. */
  lockOne(manager: EntityManager, organizationId: string, livemode: boolean, id: string): Promise<FraudAlert | null> {
    return manager.getRepository(FraudAlert).findOne({ where: { id, organizationId, livemode }, lock: { mode: 'pessimistic_write' } });
  }

  async update(manager: EntityManager, organizationId: string, livemode: boolean, id: string, patch: Partial<Pick<FraudAlert, 'status' | 'assigneeId' | 'outcome' | 'resolutionNote' | 'resolvedAt'>>) {
    await manager.getRepository(FraudAlert).update({ id, organizationId, livemode }, patch);
  }

  /** Opens an alert in the caller's transaction (with its outbox event); returns its id. */
  async insert(manager: EntityManager, alert: NewAlert): Promise<string> {
    const { identifiers } = await manager.insert(FraudAlert, alert);
    return identifiers[0].id as string;
  }

  async insertEvent(manager: EntityManager, event: Omit<FraudAlertEvent, 'id'>): Promise<void> {
    await manager.insert(FraudAlertEvent, event);
  }

  /** The alert's audit trail, oldest first. */
  history(organizationId: string, livemode: boolean, alertId: string): Promise<FraudAlertEvent[]> {
    return this.events.find({ where: { organizationId, livemode, alertId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The unresolved alerts on an account (as sender or receiver), newest first. */
  unresolvedOfAccount(organizationId: string, livemode: boolean, account: string, limit: number): Promise<FraudAlert[]> {
    return this.alerts.find({
      where: [
        { organizationId, livemode, accountNumber: account, status: In(['open', 'in_review']) },
        { organizationId, livemode, receiverAccount: account, status: In(['open', 'in_review']) },
      ],
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** Open and in-review alerts of the organization (the dashboard's count). */
  countOpen(organizationId: string, livemode: boolean): Promise<number> {
    return this.alerts.count({ where: { organizationId, livemode, status: In(['open', 'in_review']) } });
  }

  /** Alerts per ISO week (Monday, UTC) and severity since `from`. */
  async volumeBySeverity(organizationId: string, livemode: boolean, from: Date): Promise<{ week: string; severity: string; n: number }[]> {
    const q = named(
      `SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, severity, count(*)::int AS n
         FROM fraud_alerts WHERE organization_id = :organizationId AND livemode = :livemode AND created_at >= :from GROUP BY 1, 2 ORDER BY 1, 2`,
      { organizationId, livemode, from },
    );
    return this.alerts.query(q.text, q.values);
  }
}
