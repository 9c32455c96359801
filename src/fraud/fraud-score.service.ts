import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OrgScope, Principal } from '../auth/principal.js';
import { WebhookEmitter } from '../webhooks/webhook-emitter.service.js';
import { AlertRepository } from './alerts/alert.repository.js';
import type { AlertSource } from './entities/fraud-alert.entity.js';
import { AccountScoreRepository, type StoredScore } from './account-score.repository.js';
import type { AccountScoreDto } from './dto/score.dto.js';
import { nextActivity, scoreAccount } from './engine/account-score.js';
import { InjectClock, type Clock } from './engine/clock.js';
import type { RiskLevel } from './engine/scoring.js';
import { FraudSettingsService } from './engine/settings.service.js';

/** Account fraud scores: read live, and recomputed (with fraud.score.updated) when signals arrive. */
@Injectable()
export class FraudScoreService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scores: AccountScoreRepository,
    private readonly settings: FraudSettingsService,
    private readonly emitter: WebhookEmitter,
    private readonly alerts: AlertRepository,
    @InjectClock() private readonly clock: Clock,
  ) {}

  async get(principal: Principal, account: string): Promise<AccountScoreDto> {
    const org = principal.organizationId;
    const row = await this.scores.find(org, principal.livemode, account);
    const { reports, watchlisted } = await this.scores.facts(this.db.manager, org, principal.livemode, account);
    const { live } = await this.settings.forOrganization(org);
    const { score, level } = scoreAccount(row?.activity ?? 0, reports, watchlisted, live.thresholds, row);
    return {
      account_number: account,
      fraud_score: score,
      risk_level: level,
      last_updated: (row?.updatedAt ?? this.clock.now()).toISOString(),
      // Reporting organizations that weigh in this organization's view (its own and approved
      // others', one each, unreviewed ones included), not every report row: repeats count once.
      report_count: reports.length,
    };
  }

  /**
   * After a report or watchlist change on an account: every organization linked to it in that mode is rescored, in the caller's transaction.
   * With a `cause`, each linked organization (but `cause.except`, the one that acted) gets an alert saying what happened.
   */
  async recomputeForAllOrganizations(manager: EntityManager, livemode: boolean, account: string, cause?: AlertCause): Promise<void> {
    const rows = await this.scores.lockAllOfAccount(manager, livemode, account);
    for (const row of rows) await this.recompute(manager, row, account, row, undefined, cause);
  }

  /** A risky device seen on an account (device fingerprint) weighs on the account's activity, then the score is recomputed. */
  async recordDeviceRisk(scope: OrgScope, account: string, deviceRisk: number): Promise<void> {
    await this.db.transaction(async (m) => {
      const row = await this.scores.lockOne(m, scope.organizationId, scope.livemode, account);
      await this.recompute(m, scope, account, row ?? null, nextActivity(row?.activity ?? 0, deviceRisk));
    });
  }

  /** An analyst confirmed fraud on a transfer of this account: its activity learns a certain case (risk 100), then the score is recomputed. */
  async recordConfirmedFraud(manager: EntityManager, scope: OrgScope, account: string): Promise<void> {
    const row = await this.scores.lockOne(manager, scope.organizationId, scope.livemode, account);
    // the analyst's own decision: no new alert about it
    await this.recompute(manager, scope, account, row ?? null, nextActivity(row?.activity ?? 0, 100), 'none');
  }

  /** Recompute one organization's score for an account (creating the row links the account). */
  async recomputeForOrganization(manager: EntityManager, scope: OrgScope, account: string, cause?: AlertCause): Promise<void> {
    const row = await this.scores.lockOne(manager, scope.organizationId, scope.livemode, account);
    await this.recompute(manager, scope, account, row ?? null, undefined, cause);
  }

  private async recompute(manager: EntityManager, scope: OrgScope, account: string, row: StoredScore | null, newActivity?: number, cause?: AlertCause | 'none') {
    const { organizationId, livemode } = scope;
    const { reports, watchlisted } = await this.scores.facts(manager, organizationId, livemode, account);
    const activity = newActivity ?? row?.activity ?? 0;
    const { live } = await this.settings.forOrganization(organizationId);
    const { score, level, changed } = scoreAccount(activity, reports, watchlisted, live.thresholds, row);
    const now = this.clock.now();
    await this.scores.save(manager, { organizationId, livemode, accountNumber: account, activity, score, riskLevel: level, updatedAt: now });
    if (changed) await this.emitter.emit(manager, { organizationId, livemode }, 'fraud.score.updated', scoreEvent(account, score, level, row, reports.length, now));
    // an account already linked to the organization: a report or watchlist entry on it, or its score crossing up a level, goes to the analysts
    const source =
      cause === 'none' ? null
      : cause && row && cause.except !== organizationId ? cause.source
      : row && LEVEL_RANK[level] > LEVEL_RANK[row.riskLevel] && level !== 'low' ? 'score_level'
      : null;
    if (source) {
      await this.alerts.insert(manager, {
        organizationId, livemode, accountNumber: account, receiverAccount: null, transactionId: null, severity: level, riskScore: Math.round(score),
        recommendedAction: 'review', signalCodes: [], createdAt: now, source,
      });
    }
  }
}

/** What made a recompute happen, when it should open an alert for the other organizations linked to the account. */
export interface AlertCause {
  source: Extract<AlertSource, 'network_report' | 'watchlist'>;
  /** The organization that acted (it needs no alert about its own report). */
  except?: string;
}

const LEVEL_RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2, critical: 3 };

export function scoreEvent(account: string, score: number, level: RiskLevel, before: StoredScore | null, reportCount: number, at: Date) {
  return {
    account_number: account,
    fraud_score: score,
    risk_level: level,
    previous_score: before?.score ?? null,
    previous_risk_level: before?.riskLevel ?? null,
    report_count: reportCount,
    last_updated: at.toISOString(),
  };
}
