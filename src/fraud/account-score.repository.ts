import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { named } from '../database/sql.js';
import type { CountedReport } from './engine/network-weight.js';
import type { AccountScore } from './entities/account-score.entity.js';
import { REPORT_STATUSES } from './entities/fraud-report.entity.js';

/** A stored account score as the rule reads it (before a recompute). */
export type StoredScore = Pick<AccountScore, 'activity' | 'score' | 'riskLevel'>;
export type StoredScoreOf = StoredScore & Pick<AccountScore, 'organizationId' | 'livemode'>;

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

/** SQL: the stored score of `account` for `viewer` in mode `livemode` as one JSON value {activity, score, riskLevel}, or null. */
export const storedScoreJsonSql = (viewer: string, account: string, livemode: string) =>
  `(SELECT json_build_object('activity', activity, 'score', score, 'riskLevel', risk_level) FROM fraud_account_scores WHERE organization_id = ${viewer} AND livemode = ${livemode} AND account_number = ${account})`;

/**
 * SQL: stores a score from `source` (VALUES or SELECT of organization_id, livemode, account_number, activity,
 * score, risk_level, updated_at); creating the row links the account to the organization.
 */
export const upsertScoreSql = (source: string) => `INSERT INTO fraud_account_scores AS s (organization_id, livemode, account_number, activity, score, risk_level, updated_at) ${source}
  ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET activity = EXCLUDED.activity, score = EXCLUDED.score, risk_level = EXCLUDED.risk_level, updated_at = EXCLUDED.updated_at`;

const SELECT_SCORE = `SELECT organization_id AS "organizationId", livemode, activity, score, risk_level AS "riskLevel", updated_at AS "updatedAt" FROM fraud_account_scores`;

@Injectable()
export class AccountScoreRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(organizationId: string, livemode: boolean, account: string): Promise<(StoredScore & Pick<AccountScore, 'updatedAt'>) | undefined> {
    const q = named(`${SELECT_SCORE} WHERE organization_id = :organizationId AND livemode = :livemode AND account_number = :account`, { organizationId, livemode, account });
    return (await this.db.query(q.text, q.values))[0];
  }

  /** One organization's score row, locked for a recompute in `manager`'s transaction. */
  async lockOne(manager: EntityManager, organizationId: string, livemode: boolean, account: string): Promise<StoredScoreOf | undefined> {
    const q = named(`${SELECT_SCORE} WHERE organization_id = :organizationId AND livemode = :livemode AND account_number = :account FOR UPDATE`, { organizationId, livemode, account });
    return (await manager.query(q.text, q.values))[0];
  }

  /** Every organization's score row on an account in one mode (those linked to it), locked in organization order. */
  lockAllOfAccount(manager: EntityManager, livemode: boolean, account: string): Promise<StoredScoreOf[]> {
    const q = named(`${SELECT_SCORE} WHERE livemode = :livemode AND account_number = :account ORDER BY organization_id FOR UPDATE`, { livemode, account });
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

  async save(manager: EntityManager, row: AccountScore): Promise<void> {
    const q = named(upsertScoreSql('VALUES (:organizationId, :livemode, :accountNumber, :activity, :score, :riskLevel, :updatedAt)'), { ...row });
    await manager.query(q.text, q.values);
  }
}
