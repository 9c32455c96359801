import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RiskLevel } from '../engine/scoring.js';

/** An account's score as one organization sees it: `activity` from its analyses, `score` the last full score, kept to detect changes worth a fraud.score.updated event. */
@Entity('fraud_account_scores')
export class AccountScore {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** Test-mode data is kept apart from live (one row per organization, mode and key). */
  @PrimaryColumn({ type: 'boolean', default: true })
  livemode: boolean;

  @PrimaryColumn({ name: 'account_number', type: 'varchar', length: 10 })
  accountNumber: string;

  @Column({ type: 'real', default: 0 })
  activity: number;

  @Column({ type: 'real', default: 0 })
  score: number;

  @Column({ name: 'risk_level', type: 'varchar', length: 10, default: 'low' })
  riskLevel: RiskLevel;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
