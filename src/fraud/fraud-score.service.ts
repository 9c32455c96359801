import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OrgScope, Principal } from '../auth/principal.js';
import { WebhookEmitter } from '../webhooks/webhook-emitter.service.js';
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

  /** After a report or watchlist change on an account: every organization linked to it in that mode is rescored, in the caller's transaction. */
  async recomputeForAllOrganizations(manager: EntityManager, livemode: boolean, account: string): Promise<void> {
    const rows = await this.scores.lockAllOfAccount(manager, livemode, account);
    for (const row of rows) await this.recompute(manager, row, account, row);
  }

  /** A risky device seen on an account (device fingerprint) weighs on the account's activity, then the score is recomputed. */
  async recordDeviceRisk(scope: OrgScope, account: string, deviceRisk: number): Promise<void> {
    await this.db.transaction(async (m) => {
      const row = await this.scores.lockOne(m, scope.organizationId, scope.livemode, account);
      await this.recompute(m, scope, account, row ?? null, nextActivity(row?.activity ?? 0, deviceRisk));
    });
  }

  /** Recompute one organization's score for an account (creating the row links the account). */
  async recomputeForOrganization(manager: EntityManager, scope: OrgScope, account: string): Promise<void> {
    const row = await this.scores.lockOne(manager, scope.organizationId, scope.livemode, account);
    await this.recompute(manager, scope, account, row ?? null);
  }

  private async recompute(manager: EntityManager, scope: OrgScope, account: string, row: StoredScore | null, newActivity?: number) {
    const { organizationId, livemode } = scope;
    const { reports, watchlisted } = await this.scores.facts(manager, organizationId, livemode, account);
    const activity = newActivity ?? row?.activity ?? 0;
    const { live } = await this.settings.forOrganization(organizationId);
    const { score, level, changed } = scoreAccount(activity, reports, watchlisted, live.thresholds, row);
    const now = this.clock.now();
    await this.scores.save(manager, { organizationId, livemode, accountNumber: account, activity, score, riskLevel: level, updatedAt: now });
    if (changed) await this.emitter.emit(manager, { organizationId, livemode }, 'fraud.score.updated', scoreEvent(account, score, level, row, reports.length, now));
  }
}

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
