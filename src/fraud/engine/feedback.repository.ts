import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OrgScope } from '../../auth/principal.js';
import { named } from '../../database/sql.js';
import type { FraudTransaction } from '../entities/fraud-transaction.entity.js';
import { CONFIRMED_FRAUD } from './signals.js';

/** The analysed transaction an analyst labelled, as the feedback needs it. */
export type LabelledTransaction = Pick<
  FraudTransaction,
  'id' | 'senderAccount' | 'receiverAccount' | 'amount' | 'currency' | 'channel' | 'ipCountry' | 'deviceId' | 'occurredAt' | 'recommendedAction' | 'riskScore'
>;

/** Vouched-for devices count as established at once (analysis.service's DEVICE_ESTABLISHED_MS is a day). */
const ESTABLISHED = "interval '1 day'";

/**
 * SQL (on a fraud_counterparties row): the pair holds an attempt later than the labelled transfer, or an analyst's confirmed
 * fraud (markPairFraudulent keeps the pair's latest time: a thief's earlier attempt confirmed after the customer's own later
 * one is written at the later one's time, and a legitimate verdict on that one must not clear it).
 */
const LATER_BLOCK = `(last_blocked_at > :occurredAt::timestamptz OR last_blocked_action = '${CONFIRMED_FRAUD}')`;

// What an analyst's verdict teaches the profiles. The analyze write (analysis.repository.ts) learns
// habits only from approved transfers (not a new device's to a payee of its session: learnsHabits);
// a held-back one an analyst marks legitimate is applied here with the same running-mean update, so
// the customer's same transfer is normal next time. PostgreSQL runs data-modifying CTEs that nothing reads last declared
// first: this statement locks the pair, the device, the receiver's and the sender's rows in the order an analysis does
// (analysis.repository.ts), so the two wait for each other rather than deadlock.
const LEARN_LEGITIMATE_SQL = `
WITH sp AS (
  INSERT INTO fraud_account_profiles AS p (organization_id, livemode, account_number, txn_count, amount_log_mean, amount_log_m2, hours, channels, countries, inbound_count, last_txn_at, accepted_amount_log)
  SELECT :org, :livemode, :sender, 1, :logAmount::float8, 0, (SELECT array_agg(CASE WHEN i = :hourIndex::int THEN 1 ELSE 0 END ORDER BY i) FROM generate_series(1, 24) i),
         jsonb_build_object(:channel::text, 1), CASE WHEN :country::text IS NULL THEN '{}'::text[] ELSE ARRAY[:country::text] END, 0, :occurredAt::timestamptz, :logAmount::float8
  ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET
    txn_count = p.txn_count + 1,
    amount_log_mean = p.amount_log_mean + (:logAmount::float8 - p.amount_log_mean) / (p.txn_count + 1),
    amount_log_m2 = p.amount_log_m2 + (:logAmount::float8 - p.amount_log_mean) * (:logAmount::float8 - (p.amount_log_mean + (:logAmount::float8 - p.amount_log_mean) / (p.txn_count + 1))),
    hours[:hourIndex::int] = p.hours[:hourIndex::int] + 1,
    channels = jsonb_set(p.channels, ARRAY[:channel::text], to_jsonb(coalesce((p.channels ->> :channel::text)::int, 0) + 1)),
    countries = CASE WHEN :country::text IS NULL OR :country::text = ANY (p.countries) OR cardinality(p.countries) >= 20 THEN p.countries ELSE p.countries || :country::text END,
    last_txn_at = greatest(p.last_txn_at, :occurredAt::timestamptz),
    accepted_amount_log = greatest(coalesce(p.accepted_amount_log, 0), :logAmount::float8)
), rp AS (
  -- the payee is vouched for: a collection point the analysts know
  INSERT INTO fraud_account_profiles AS p (organization_id, livemode, account_number, vouched_inbound) VALUES (:org, :livemode, :receiver, 1)
  ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET vouched_inbound = p.vouched_inbound + 1
), dv AS (
  INSERT INTO fraud_account_devices AS d (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
  SELECT :org, :livemode, :sender, :device::text, :occurredAt::timestamptz, :occurredAt::timestamptz, :now::timestamptz - ${ESTABLISHED} WHERE :device::text IS NOT NULL
  ON CONFLICT (organization_id, livemode, account_number, device_id) DO UPDATE SET trusted_since = least(coalesce(d.trusted_since, EXCLUDED.trusted_since), EXCLUDED.trusted_since)
), cp AS (
  -- the payee becomes known, and the hold no longer counts against a retry; a later attempt the pair holds (a decline, or
  -- another held attempt) is not this transfer, nor is an analyst's confirmed fraud: a verdict on this one leaves them
  UPDATE fraud_counterparties SET txn_count = txn_count + 1,
         last_blocked_at = CASE WHEN ${LATER_BLOCK} THEN last_blocked_at END, last_blocked_score = CASE WHEN ${LATER_BLOCK} THEN last_blocked_score END,
         last_blocked_action = CASE WHEN ${LATER_BLOCK} THEN last_blocked_action END, last_blocked_amount = CASE WHEN ${LATER_BLOCK} THEN last_blocked_amount END
   WHERE organization_id = :org AND livemode = :livemode AND sender_account = :sender AND receiver_account = :receiver
)
SELECT 1`;

/** Labels on analysed transactions and what they teach the profiles (issue 16's feedback). */
@Injectable()
export class FeedbackRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Labels the organization's analysis; answers the transaction, or undefined when it is not the organization's. */
  async label(manager: EntityManager, scope: OrgScope, analysisId: string, label: string, at: Date): Promise<LabelledTransaction | undefined> {
    const q = named(
      `UPDATE fraud_transactions SET label = :label, labelled_at = :at WHERE id = :analysisId AND organization_id = :organizationId AND livemode = :livemode
       RETURNING id, sender_account AS "senderAccount", receiver_account AS "receiverAccount", amount, currency, channel, ip_country AS "ipCountry",
                 device_id AS "deviceId", occurred_at AS "occurredAt", recommended_action AS "recommendedAction", risk_score AS "riskScore"`,
      { organizationId: scope.organizationId, livemode: scope.livemode, analysisId, label, at },
    );
    const [rows] = await manager.query(q.text, q.values);
    return rows[0];
  }

  /** A held-back transfer an analyst marks legitimate: its amount band, hour, channel and country, payee and device become the sender's habits. */
  async learnLegitimate(manager: EntityManager, scope: OrgScope, tx: LabelledTransaction, now: Date): Promise<void> {
    const occurredAt = new Date(tx.occurredAt);
    const q = named(LEARN_LEGITIMATE_SQL, {
      org: scope.organizationId,
      livemode: scope.livemode,
      sender: tx.senderAccount,
      receiver: tx.receiverAccount,
      logAmount: Math.log(Number(tx.amount)),
      hourIndex: ((occurredAt.getUTCHours() + 1) % 24) + 1,
      channel: tx.channel,
      country: tx.ipCountry,
      device: tx.deviceId,
      occurredAt,
      now,
    });
    await manager.query(q.text, q.values);
  }

  /** Confirmed fraud: a retry of the same transfer to this payee within the day is declined (conclusive), and the payee is vouched for no more. */
  async markPairFraudulent(manager: EntityManager, scope: OrgScope, tx: LabelledTransaction): Promise<void> {
    const q = named(
      `WITH rp AS (
         INSERT INTO fraud_account_profiles AS p (organization_id, livemode, account_number, fraud_inbound) VALUES (:organizationId, :livemode, :receiver, 1)
         ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET fraud_inbound = p.fraud_inbound + 1
       )
       UPDATE fraud_counterparties SET last_blocked_action = '${CONFIRMED_FRAUD}', last_blocked_at = greatest(last_blocked_at, :occurredAt),
              -- the time, amount and score of one attempt: the confirmed transfer's, unless the pair holds a later one
              last_blocked_amount = CASE WHEN last_blocked_at > :occurredAt THEN last_blocked_amount ELSE :amount::numeric END,
              last_blocked_score = CASE WHEN last_blocked_at > :occurredAt THEN last_blocked_score ELSE greatest(last_blocked_score, :score::smallint) END
        WHERE organization_id = :organizationId AND livemode = :livemode AND sender_account = :sender AND receiver_account = :receiver`,
      { organizationId: scope.organizationId, livemode: scope.livemode, sender: tx.senderAccount, receiver: tx.receiverAccount, occurredAt: new Date(tx.occurredAt), amount: tx.amount, score: tx.riskScore },
    );
    await manager.query(q.text, q.values);
  }
}
