import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RiskLevel } from '../engine/scoring.js';

/**
 * What one organization's approved transfers (learnsHabits) taught about an account (Welford mean/M2 of ln(amount), hours, channels, IP countries),
 * its inflows as a receiver, and the organization's fraud score of it (engine/account-score.ts). The primary key leads with the account
 * (migration ProfilesByAccount): a recompute finds every organization's row of an account in one probe.
 */
@Entity('fraud_account_profiles')
export class AccountProfile {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** Test-mode data is kept apart from live (one row per organization, mode and key). */
  @PrimaryColumn({ type: 'boolean', default: true })
  livemode: boolean;

  @PrimaryColumn({ name: 'account_number', type: 'varchar', length: 10 })
  accountNumber: string;

  @Column({ name: 'txn_count', type: 'integer', default: 0 })
  txnCount: number;

  @Column({ name: 'amount_log_mean', type: 'double precision', default: 0 })
  amountLogMean: number;

  @Column({ name: 'amount_log_m2', type: 'double precision', default: 0 })
  amountLogM2: number;

  /** 24 counters, local (Lagos) hour of day. */
  @Column({ type: 'integer', array: true, default: () => "'{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}'" })
  hours: number[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  channels: Record<string, number>;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  countries: string[];

  @Column({ name: 'inbound_count', type: 'integer', default: 0 })
  inboundCount: number;

  @Column({ name: 'last_txn_at', type: 'timestamptz', nullable: true })
  lastTxnAt: Date | null;

  /** ln of the largest amount an analyst marked legitimate for this sender: up to it, an amount is not unusual. */
  @Column({ name: 'accepted_amount_log', type: 'double precision', nullable: true })
  acceptedAmountLog: number | null;

  /** As a receiver: payments to it that analysts resolved as legitimate. */
  @Column({ name: 'vouched_inbound', type: 'integer', default: 0 })
  vouchedInbound: number;

  /** As a receiver: payments to it that analysts confirmed as fraud. */
  @Column({ name: 'fraud_inbound', type: 'integer', default: 0 })
  fraudInbound: number;

  /** The score's activity, learned from the organization's analyses (nextActivity); null while the account was never scored. */
  @Column({ type: 'real', nullable: true })
  activity: number | null;

  /** The last full score (0-100), kept to tell a change worth fraud.score.updated; null while never scored. */
  @Column({ type: 'real', nullable: true })
  score: number | null;

  @Column({ name: 'risk_level', type: 'varchar', length: 10, nullable: true })
  riskLevel: RiskLevel | null;

  /** When the score was last stored; a scored row links the account to the organization (the recomputes after a report or a watchlist change). */
  @Column({ name: 'scored_at', type: 'timestamptz', nullable: true })
  scoredAt: Date | null;
}
