import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { named } from '../../database/sql.js';

export interface WeekOfDecisions {
  week: string;
  flagged: number;
  declined: number;
  confirmed_fraud: number;
  legitimate: number;
  inconclusive: number;
}

export interface ShadowTally {
  labelled: number;
  live_flagged: number;
  live_confirmed: number;
  live_legitimate: number;
  shadow_flagged: number;
  shadow_confirmed: number;
  shadow_legitimate: number;
}

const WEEK = `to_char(date_trunc('week', occurred_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
const FLAGGED = (col: string) => `${col} <> 'approve'`;

/** The engine's decisions against the analysts' labels, per organization and mode. */
@Injectable()
export class PerformanceRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Per ISO week (UTC): transfers held back (review, step-up or decline), declined, and their labels. */
  async decisionsByWeek(organizationId: string, livemode: boolean, from: Date): Promise<WeekOfDecisions[]> {
    const q = named(
      `SELECT ${WEEK} AS week, count(*)::int AS flagged, count(*) FILTER (WHERE recommended_action = 'decline')::int AS declined,
              count(*) FILTER (WHERE label = 'confirmed_fraud')::int AS confirmed_fraud, count(*) FILTER (WHERE label = 'legitimate')::int AS legitimate,
              count(*) FILTER (WHERE label = 'inconclusive')::int AS inconclusive
         FROM fraud_transactions WHERE organization_id = :organizationId AND livemode = :livemode AND occurred_at >= :from AND ${FLAGGED('recommended_action')}
        GROUP BY 1 ORDER BY 1`,
      { organizationId, livemode, from },
    );
    return this.db.query(q.text, q.values);
  }

  /** Labelled transfers that the shadow rules also scored: what each rule set held back, and how the analysts labelled those. */
  async shadowTally(organizationId: string, livemode: boolean, from: Date): Promise<ShadowTally> {
    const shadowFlagged = FLAGGED(`(shadow ->> 'recommended_action')`);
    const q = named(
      `SELECT count(*)::int AS labelled,
              count(*) FILTER (WHERE ${FLAGGED('recommended_action')})::int AS live_flagged,
              count(*) FILTER (WHERE ${FLAGGED('recommended_action')} AND label = 'confirmed_fraud')::int AS live_confirmed,
              count(*) FILTER (WHERE ${FLAGGED('recommended_action')} AND label = 'legitimate')::int AS live_legitimate,
              count(*) FILTER (WHERE ${shadowFlagged})::int AS shadow_flagged,
              count(*) FILTER (WHERE ${shadowFlagged} AND label = 'confirmed_fraud')::int AS shadow_confirmed,
              count(*) FILTER (WHERE ${shadowFlagged} AND label = 'legitimate')::int AS shadow_legitimate
         FROM fraud_transactions WHERE organization_id = :organizationId AND livemode = :livemode AND occurred_at >= :from AND label IS NOT NULL AND shadow IS NOT NULL`,
      { organizationId, livemode, from },
    );
    return (await this.db.query(q.text, q.values))[0];
  }
}
