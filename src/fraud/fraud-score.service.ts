import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../auth/principal.js';
import { WebhookEmitter } from '../webhooks/webhook-emitter.service.js';
import type { AccountScoreDto } from './dto/score.dto.js';
import { composeAccountScore, nextActivity, scoreChangeWorthEvent } from './engine/account-score.js';
import { InjectClock, type Clock } from './engine/clock.js';
import { countedReportsSql, type CountedReport } from './engine/network-weight.js';
import { levelOf, type RiskLevel } from './engine/scoring.js';
import { FraudSettingsService } from './engine/settings.service.js';

interface ScoreRow {
  organization_id: string;
  activity: number;
  score: number;
  risk_level: RiskLevel;
  updated_at: Date;
}

/** Account fraud scores: read live, and recomputed (with fraud.score.updated) when signals arrive. */
@Injectable()
export class FraudScoreService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: FraudSettingsService,
    private readonly emitter: WebhookEmitter,
    @InjectClock() private readonly clock: Clock,
  ) {}

  async get(principal: Principal, account: string): Promise<AccountScoreDto> {
    const [row] = (await this.db.query(`SELECT activity, score, risk_level, updated_at FROM fraud_account_scores WHERE organization_id = $1 AND account_number = $2`, [
      principal.organizationId,
      account,
    ])) as ScoreRow[];
    const { reports, watchlisted } = await this.networkFacts(this.db.manager, principal.organizationId, account);
    const score = composeAccountScore(row?.activity ?? 0, reports, watchlisted);
    const { live } = await this.settings.forOrganization(principal.organizationId);
    return {
      account_number: account,
      fraud_score: score,
      risk_level: levelOf(score, live.thresholds),
      last_updated: (row?.updated_at ?? this.clock.now()).toISOString(),
      // Reporting organizations that weigh in this organization's view (its own and approved
      // others', one each, unreviewed ones included), not every report row: repeats count once.
      report_count: reports.length,
    };
  }

  /**
   * After a report or watchlist change touching an account: every organization linked to it
   * (holding a score for it) gets its score recomputed, and an event when it moved enough.
   * Runs inside the caller's transaction.
   */
  async recomputeForAllOrganizations(manager: EntityManager, account: string): Promise<void> {
    const rows = (await manager.query(
      `SELECT organization_id, activity, score, risk_level FROM fraud_account_scores WHERE account_number = $1 ORDER BY organization_id FOR UPDATE`,
      [account],
    )) as ScoreRow[];
    for (const row of rows) await this.recompute(manager, row.organization_id, account, row);
  }

  /** A risky device seen on an account (device fingerprint) weighs on the account's activity, then the score is recomputed. */
  async recordDeviceRisk(organizationId: string, account: string, deviceRisk: number): Promise<void> {
    await this.db.transaction(async (m) => {
      const [row] = (await m.query(
        `SELECT organization_id, activity, score, risk_level FROM fraud_account_scores WHERE organization_id = $1 AND account_number = $2 FOR UPDATE`,
        [organizationId, account],
      )) as ScoreRow[];
      const activity = nextActivity(row?.activity ?? 0, deviceRisk);
      await this.recompute(m, organizationId, account, row ?? null, activity);
    });
  }

  /** Recompute one organization's score for an account (creating the row links the account). */
  async recomputeForOrganization(manager: EntityManager, organizationId: string, account: string): Promise<void> {
    const [row] = (await manager.query(
      `SELECT organization_id, activity, score, risk_level FROM fraud_account_scores WHERE organization_id = $1 AND account_number = $2 FOR UPDATE`,
      [organizationId, account],
    )) as ScoreRow[];
    await this.recompute(manager, organizationId, account, row ?? null);
  }

  private async recompute(manager: EntityManager, organizationId: string, account: string, row: ScoreRow | null, newActivity?: number) {
    const { reports, watchlisted } = await this.networkFacts(manager, organizationId, account);
    const activity = newActivity ?? row?.activity ?? 0;
    const score = composeAccountScore(activity, reports, watchlisted);
    const { live } = await this.settings.forOrganization(organizationId);
    const level = levelOf(score, live.thresholds);
    const now = this.clock.now();
    await manager.query(
      `INSERT INTO fraud_account_scores (organization_id, account_number, activity, score, risk_level, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (organization_id, account_number) DO UPDATE SET activity = EXCLUDED.activity, score = EXCLUDED.score, risk_level = EXCLUDED.risk_level, updated_at = EXCLUDED.updated_at`,
      [organizationId, account, activity, score, level, now],
    );
    if (scoreChangeWorthEvent(row ? { score: row.score, level: row.risk_level } : null, score, live.thresholds)) {
      await this.emitter.emit(manager, organizationId, 'fraud.score.updated', scoreEvent(account, score, level, row, reports.length, now));
    }
  }

  private async networkFacts(manager: EntityManager, organizationId: string, account: string) {
    const [facts] = (await manager.query(
      `SELECT (SELECT coalesce(json_agg(json_build_object('status', status, 'own', own)), '[]') FROM (${countedReportsSql('$1', '= $2')}) x) AS reports,
              EXISTS (SELECT 1 FROM fraud_watchlist_entries WHERE subject_type = 'account' AND identifier = $2
                        AND (organization_id = $1 OR organization_id IS NULL)) AS watchlisted`,
      [organizationId, account],
    )) as { reports: CountedReport[]; watchlisted: boolean }[];
    return facts;
  }
}

export function scoreEvent(account: string, score: number, level: RiskLevel, before: { score: number; risk_level: string } | null, reportCount: number, at: Date) {
  return {
    account_number: account,
    fraud_score: score,
    risk_level: level,
    previous_score: before?.score ?? null,
    previous_risk_level: before?.risk_level ?? null,
    report_count: reportCount,
    last_updated: at.toISOString(),
  };
}
