import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { named } from '../database/sql.js';
import type { CountedReport } from './engine/network-weight.js';
import type { RiskLevel } from './engine/scoring.js';
import { REPORT_STATUSES } from './entities/fraud-report.entity.js';

/** A stored account score as the rule reads it (before a recompute). */
export interface StoredScore {
  activity: number;
  score: number;
  riskLevel: RiskLevel;
}
export type StoredScoreOf = StoredScore & { organizationId: string; livemode: boolean };
/** A score row as stored: the score, and when. */
export interface StoredScoreRow extends StoredScore {
  organizationId: string;
  livemode: boolean;
  accountNumber: string;
  updatedAt: Date;
}

/** What the score rule needs beyond activity: the counted network reports and whether a watchlist names the account. */
export interface ScoreFacts {
  reports: CountedReport[];
  watchlisted: boolean;
}

// The SQL of account scores, one text each; the analyze statement (analysis.repository.ts) embeds
// the same read and upsert, with its own parameter positions.

const STATUS_ARRAY = `ARRAY[${REPORT_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[]`;

/**
 * SQL: the reports `viewer` counts on the accounts matched by `accountCondition` (an SQL condition
 * on account_number), one row per (account `a`, reporting organization) with its strongest
 * `status` and `own`. Reads fraud_reports alone (no join), so analyze keeps its one statement; the rule's code side is engine/network-weight.ts.
 */
export function countedReportsSql(viewer: string, accountCondition: string, livemode: string): string {
  return `SELECT account_number AS a, organization_id = ${viewer} AS own,
      (${STATUS_ARRAY})[max(array_position(${STATUS_ARRAY}, status::text))] AS status
    FROM fraud_reports WHERE account_number ${accountCondition} AND livemode = ${livemode} AND (counts_for_network OR organization_id = ${viewer})
    GROUP BY account_number, organization_id`;
}

// An account's score is kept in its profile row (fraud_account_profiles: activity, score, risk_level, scored_at), null while
// the organization has never scored it; a scored row links the account to the organization.

/** SQL, in a SELECT of a profile row: its stored score as one JSON value {activity, score, riskLevel}, or null while unscored. */
export const STORED_SCORE_JSON = `CASE WHEN scored_at IS NULL THEN NULL ELSE json_build_object('activity', activity, 'score', score, 'riskLevel', risk_level) END`;

/** The score's columns of fraud_account_profiles, in the order an insert gives them. */
export const SCORE_COLUMNS = 'activity, score, risk_level, scored_at';

/** SQL, for ON CONFLICT DO UPDATE of fraud_account_profiles `p`: the score an insert gives (its scored_at not null), else the row's own. */
export const SCORE_UPDATE = `activity = coalesce(EXCLUDED.activity, p.activity), score = coalesce(EXCLUDED.score, p.score),
    risk_level = coalesce(EXCLUDED.risk_level, p.risk_level), scored_at = coalesce(EXCLUDED.scored_at, p.scored_at)`;

const SELECT_SCORE = `SELECT organization_id AS "organizationId", livemode, activity, score, risk_level AS "riskLevel", scored_at AS "updatedAt" FROM fraud_account_profiles`;

@Injectable()
export class AccountScoreRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(organizationId: string, livemode: boolean, account: string): Promise<(StoredScore & Pick<StoredScoreRow, 'updatedAt'>) | undefined> {
    const q = named(`${SELECT_SCORE} WHERE organization_id = :organizationId AND livemode = :livemode AND account_number = :account AND scored_at IS NOT NULL`, { organizationId, livemode, account });
    return (await this.db.query(q.text, q.values))[0];
  }

  /**
   * One organization's score of an account, its profile row locked for a recompute in `manager`'s transaction: the row is
   * made when the account has none, and locked whether or not it holds a score yet, so an analysis scoring it meanwhile
   * waits and is not overwritten; undefined while it holds none.
   */
  async lockOne(manager: EntityManager, organizationId: string, livemode: boolean, account: string): Promise<StoredScoreOf | undefined> {
    const params = { organizationId, livemode, account };
    const ensure = named(`INSERT INTO fraud_account_profiles (organization_id, livemode, account_number) VALUES (:organizationId, :livemode, :account) ON CONFLICT DO NOTHING`, params);
    await manager.query(ensure.text, ensure.values);
    const q = named(`${SELECT_SCORE} WHERE organization_id = :organizationId AND livemode = :livemode AND account_number = :account FOR UPDATE`, params);
    const [row] = (await manager.query(q.text, q.values)) as (StoredScoreOf & { updatedAt: Date | null })[];
    return row?.updatedAt ? row : undefined;
  }

  /** Every organization's score of an account in one mode (those linked to it), their rows locked in organization order (one probe of the key, led by the account). */
  lockAllOfAccount(manager: EntityManager, livemode: boolean, account: string): Promise<StoredScoreOf[]> {
    const q = named(`${SELECT_SCORE} WHERE account_number = :account AND livemode = :livemode AND scored_at IS NOT NULL ORDER BY organization_id FOR UPDATE`, { livemode, account });
    return manager.query(q.text, q.values);
  }

  async facts(manager: EntityManager, organizationId: string, livemode: boolean, account: string): Promise<ScoreFacts> {
    const q = named(
      `SELECT (SELECT coalesce(json_agg(json_build_object('status', status, 'own', own)), '[]') FROM (${countedReportsSql(':organizationId', '= :account', ':livemode')}) x) AS reports,
              EXISTS (SELECT 1 FROM fraud_watchlist_entries WHERE subject_type = 'account' AND identifier = :account
                        AND ((organization_id = :organizationId AND livemode = :livemode) OR organization_id IS NULL)) AS watchlisted`,
      { organizationId, livemode, account },
    );
    return (await manager.query(q.text, q.values))[0];
  }

  /** Stores a score (creating the profile row, when the account has none, links it to the organization). */
  async save(manager: EntityManager, row: StoredScoreRow): Promise<void> {
    const q = named(
      `INSERT INTO fraud_account_profiles AS p (organization_id, livemode, account_number, ${SCORE_COLUMNS}) VALUES (:organizationId, :livemode, :accountNumber, :activity, :score, :riskLevel, :updatedAt)
       ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET ${SCORE_UPDATE}`,
      { ...row },
    );
    await manager.query(q.text, q.values);
  }
}
