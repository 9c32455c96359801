import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AccountsService } from '../../accounts/accounts.service.js';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { retryOnDeadlock } from '../../database/deadlock.js';
import { WebhookEmitter } from '../../webhooks/webhook-emitter.service.js';
import type { AlertHistoryEntryDto, AlertTransactionDto, AssignAlertDto, FraudAlertDetailDto, FraudAlertDto, ResolveAlertDto } from '../dto/alert.dto.js';
import type { SignalDto } from '../dto/analyze.dto.js';
import type { AlertState, FraudAlertEvent } from '../entities/fraud-alert-event.entity.js';
import type { FraudAlert } from '../entities/fraud-alert.entity.js';
import type { FraudTransaction } from '../entities/fraud-transaction.entity.js';
import { InjectClock, type Clock } from '../engine/clock.js';
import { FeedbackRepository } from '../engine/feedback.repository.js';
import { FraudSettingsRepository } from '../engine/fraud-settings.repository.js';
import { TransactionsRepository } from '../engine/transactions.repository.js';
import { FraudScoreService } from '../fraud-score.service.js';
import { FraudReportService } from '../fraud-network/fraud-report.service.js';
import { AlertRepository, type AlertFilter } from './alert.repository.js';

/** The analysts' review queue: alerts of the caller's organization, their assignment and resolution, and what a resolution teaches. */
@Injectable()
export class AlertService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly alerts: AlertRepository,
    private readonly feedback: FeedbackRepository,
    private readonly transactions: TransactionsRepository,
    private readonly settings: FraudSettingsRepository,
    private readonly scores: FraudScoreService,
    private readonly reports: FraudReportService,
    private readonly accounts: AccountsService,
    private readonly emitter: WebhookEmitter,
    @InjectClock() private readonly clock: Clock,
  ) {}

  async list(principal: Principal, filter: AlertFilter, page: number, pageSize: number) {
    const [rows, count] = await this.alerts.findPage(principal.organizationId, principal.livemode, filter, page, pageSize);
    const now = this.clock.now();
    return { count, page, page_size: pageSize, results: rows.map((r) => toAlertDto(r, now)) };
  }

  /** One alert with its audit trail and analysed transfer; another organization's is 404. */
  async get(principal: Principal, id: string): Promise<FraudAlertDetailDto> {
    const row = await this.alerts.findOne(principal.organizationId, principal.livemode, id);
    if (!row) throw ApiError.notFound('Fraud alert');
    const [history, tx] = await Promise.all([
      this.alerts.history(principal.organizationId, principal.livemode, id),
      row.analysisId ? this.transactions.findOne(principal.organizationId, principal.livemode, row.analysisId) : null,
    ]);
    return { ...toAlertDto(row, this.clock.now()), history: history.map(toHistoryDto), transaction: tx ? toTransactionDto(tx) : null };
  }

  /** The account's unresolved alerts (the customer view). */
  async unresolvedOf(principal: Principal, account: string): Promise<FraudAlertDto[]> {
    const now = this.clock.now();
    return (await this.alerts.unresolvedOfAccount(principal.organizationId, principal.livemode, account, 20)).map((r) => toAlertDto(r, now));
  }

  /** Open and in-review alerts of the organization (the dashboard's usage summary). */
  countOpen(scope: Pick<Principal, 'organizationId' | 'livemode'>): Promise<number> {
    return this.alerts.countOpen(scope.organizationId, scope.livemode);
  }

  /** Assigns (or reassigns) an unresolved alert to a user of the organization; an open one moves to in_review. */
  async assign(principal: Principal, id: string, dto: AssignAlertDto): Promise<FraudAlertDetailDto> {
    const assignee = await this.accounts.member(principal.organizationId, dto.user_id);
    await this.db.transaction(async (m) => {
      const row = await this.lockUnresolved(m, principal, id);
      if (!assignee) throw ApiError.validation([{ field: 'user_id', issue: 'is not a user of your organization' }]);
      const to = { status: 'in_review' as const, assignee_id: assignee.id };
      await this.alerts.update(m, principal.organizationId, principal.livemode, id, { status: to.status, assigneeId: to.assignee_id });
      await this.audit(m, principal, row, 'assigned', to, null);
    });
    return this.get(principal, id);
  }

  /**
   * Resolves an alert with an outcome that labels its transaction and teaches the engine:
   * confirmed_fraud raises the sender's and receiver's scores (and files a network report when the
   * organization opted in); legitimate makes the transfer part of the sender's habits.
   */
  async resolve(principal: Principal, id: string, dto: ResolveAlertDto): Promise<FraudAlertDetailDto> {
    const now = this.clock.now();
    const org = principal.organizationId;
    const reporter = dto.outcome === 'confirmed_fraud' ? await this.accounts.member(org, principal.userId) : null;
    // run again whole when PostgreSQL aborts it as one side of a deadlock (a transfer between the same accounts the other way
    // round locks them in the opposite order)
    await retryOnDeadlock(() => this.db.transaction(async (m) => {
      const row = await this.lockUnresolved(m, principal, id);
      await this.alerts.update(m, org, principal.livemode, id, { status: 'resolved', outcome: dto.outcome, resolutionNote: dto.note, resolvedAt: now });
      await this.audit(m, principal, row, 'resolved', { status: 'resolved', assignee_id: row.assigneeId, outcome: dto.outcome }, dto.note);
      const tx = row.analysisId ? await this.feedback.label(m, principal, row.analysisId, dto.outcome, now) : undefined;
      if (dto.outcome === 'confirmed_fraud') {
        const receiver = tx?.receiverAccount ?? row.receiverAccount;
        // the pair's row, then the receiver's profile row (markPairFraudulent), then the sender's: the order an analysis of the
        // pair locks them in (PostgreSQL runs the write's data-modifying CTEs last declared first), so a retry of the transfer
        // while the analyst confirms it waits rather than deadlocks
        if (tx) await this.feedback.markPairFraudulent(m, principal, tx);
        for (const account of [...new Set([receiver, row.accountNumber].filter((a): a is string => !!a))]) {
          await this.scores.recordConfirmedFraud(m, principal, account);
        }
        if (receiver && reporter && (await this.settings.reportsConfirmedFraud(m, org))) {
          await this.reports.fileConfirmedFraud(m, principal, { account: receiver, amountLost: tx?.amount ?? row.amount, reporterEmail: reporter.email, transactionId: row.transactionId });
        }
      } else if (dto.outcome === 'legitimate' && tx) {
        await this.feedback.learnLegitimate(m, principal, tx, now);
      }
      await this.emitter.emit(m, principal, 'fraud.alert.resolved', {
        alert_id: row.id,
        transaction_id: row.transactionId,
        account_number: row.accountNumber,
        receiver_account: row.receiverAccount,
        severity: row.severity,
        source: row.source,
        outcome: dto.outcome,
        note: dto.note,
        resolved_by: principal.userId,
        resolved_at: now.toISOString(),
      });
    }));
    return this.get(principal, id);
  }

  private async lockUnresolved(m: EntityManager, principal: Principal, id: string): Promise<FraudAlert> {
    const row = await this.alerts.lockOne(m, principal.organizationId, principal.livemode, id);
    if (!row) throw ApiError.notFound('Fraud alert');
    if (row.status === 'resolved') throw ApiError.conflict(`The alert was resolved (${row.outcome}); a resolved alert does not change.`);
    return row;
  }

  private audit(m: EntityManager, principal: Principal, row: FraudAlert, action: FraudAlertEvent['action'], to: AlertState, note: string | null) {
    const from: AlertState = { status: row.status, assignee_id: row.assigneeId };
    if ('outcome' in to) from.outcome = row.outcome;
    return this.alerts.insertEvent(m, {
      organizationId: principal.organizationId,
      livemode: principal.livemode,
      alertId: row.id,
      action,
      actorUserId: principal.userId,
      fromState: from,
      toState: to,
      note,
      createdAt: new Date(),
    });
  }
}

function toAlertDto(r: FraudAlert, now: Date): FraudAlertDto {
  const createdAt = new Date(r.createdAt);
  const until = r.resolvedAt ? new Date(r.resolvedAt) : now;
  return {
    alert_id: r.id,
    account_number: r.accountNumber,
    receiver_account: r.receiverAccount,
    transaction_id: r.transactionId,
    severity: r.severity,
    risk_score: r.riskScore,
    recommended_action: r.recommendedAction,
    signals: r.signalCodes,
    created_at: createdAt.toISOString(),
    livemode: r.livemode,
    source: r.source,
    status: r.status,
    assignee_id: r.assigneeId,
    age_seconds: Math.max(0, Math.floor((until.getTime() - createdAt.getTime()) / 1000)),
    outcome: r.outcome,
    resolution_note: r.resolutionNote,
    resolved_at: r.resolvedAt ? new Date(r.resolvedAt).toISOString() : null,
  };
}

function toTransactionDto(t: FraudTransaction): AlertTransactionDto {
  return {
    transaction_id: t.transactionId,
    sender_account: t.senderAccount,
    receiver_account: t.receiverAccount,
    amount: Number(t.amount),
    currency: t.currency,
    channel: t.channel,
    ip_address: t.ipAddress,
    ip_country: t.ipCountry,
    device_id: t.deviceId,
    risk_score: t.riskScore,
    risk_level: t.riskLevel,
    recommended_action: t.recommendedAction,
    signals: Array.isArray(t.signals) ? (t.signals as SignalDto[]) : [],
    label: t.label,
    occurred_at: new Date(t.occurredAt).toISOString(),
  };
}

function toHistoryDto(e: FraudAlertEvent): AlertHistoryEntryDto {
  return { action: e.action, actor_user_id: e.actorUserId, from: e.fromState, to: e.toState, note: e.note, created_at: new Date(e.createdAt).toISOString() };
}
