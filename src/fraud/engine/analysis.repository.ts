import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type pg from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { hotPathPool } from '../../database/hot-path.js';
import { claimCte, completeCte, completedOrFailSql } from '../../idempotency/idempotency.repository.js';
import { countedReportsSql, storedScoreJsonSql, upsertScoreSql, type StoredScore } from '../account-score.repository.js';
import { DECAY_MS, PAYER_ORGS_KEPT, type NetworkAccountRow } from './network-account.js';
import { OPEN_ALERT_CTE } from '../alerts/alert.repository.js';
import type { CountedReport } from './network-weight.js';
import type { ProfileView } from './signals.js';

/**
 * SQL of the decayed-counter update, for ON CONFLICT DO UPDATE of fraud_network_accounts `n`:
 * `column` decayed from n.updated_at to `at` over `tauMs`, plus `add`.
 */
function decayedSql(column: string, at: string, tauMs: number, add: string): string {
  return `n.${column} * exp(-greatest(0, extract(epoch FROM ${at} - n.updated_at)) / ${tauMs / 1000}) + ${add}`;
}

/** The network's rows of one account (under the given bank code and without one), as a JSON array; $8 is the mode. */
const networkRowsSql = (account: string, bank: string) => `(SELECT json_agg(json_build_object('first_seen_at', first_seen_at, 'updated_at', updated_at, 'payments_1d', payments_1d,
          'new_payers_1d', new_payers_1d, 'new_payers_7d', new_payers_7d, 'inflow_6h', inflow_6h, 'outflow_6h', outflow_6h, 'inbound_count', inbound_count,
          'outbound_count', outbound_count, 'in_log_mean', in_log_mean, 'in_log_m2', in_log_m2, 'payer_orgs', cardinality(payer_orgs)))
     FROM fraud_network_accounts WHERE account_number = ${account} AND bank_code IN (${bank}, '') AND livemode = $8)`;

// Everything the engine reads about a transaction, in one round trip (a named prepared statement),
// as one JSON value (one field to decode rather than a dozen).
const READ_OBJECT = `json_build_object(
  'sender', (SELECT json_build_object('txnCount', txn_count, 'amountLogMean', amount_log_mean, 'amountLogM2', amount_log_m2, 'hours', hours,
          'channels', channels, 'countries', countries, 'inboundCount', inbound_count, 'acceptedAmountLog', accepted_amount_log)
     FROM fraud_account_profiles WHERE organization_id = $1 AND livemode = $8 AND account_number = $2),
  'receiver', (SELECT json_build_object('txnCount', txn_count, 'amountLogMean', amount_log_mean, 'amountLogM2', amount_log_m2, 'hours', hours,
          'channels', channels, 'countries', countries, 'inboundCount', inbound_count, 'vouchedInbound', vouched_inbound, 'fraudInbound', fraud_inbound)
     FROM fraud_account_profiles WHERE organization_id = $1 AND livemode = $8 AND account_number = $3),
  'pair', (SELECT json_build_object('n', txn_count, 'blocked_at', last_blocked_at, 'blocked_score', last_blocked_score, 'blocked_action', last_blocked_action,
          'blocked_amount', last_blocked_amount)
     FROM fraud_counterparties WHERE organization_id = $1 AND livemode = $8 AND sender_account = $2 AND receiver_account = $3),
  'receiver_new_senders', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_counterparties WHERE organization_id = $1 AND livemode = $8 AND receiver_account = $3 AND first_seen_at > $5 LIMIT 50) x),
  'sender_new_payers', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_counterparties WHERE organization_id = $1 AND livemode = $8 AND receiver_account = $2 AND first_seen_at > $5 LIMIT 50) x),
  'reports', (SELECT coalesce(json_agg(json_build_object('a', a, 'status', status, 'own', own)), '[]') FROM (${countedReportsSql('$1', 'IN ($2, $3)', '$8')}) x),
  'watch', (SELECT coalesce(json_agg(json_build_object('account', identifier, 'list', list, 'entry_id', id)), '[]') FROM fraud_watchlist_entries
    WHERE subject_type = 'account' AND identifier IN ($2, $3) AND ((organization_id = $1 AND livemode = $8) OR organization_id IS NULL)),
  'sender_devices', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode = $8 AND account_number = $2 AND trusted_since <= $6 LIMIT 50) x),
  'device_known', EXISTS (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode = $8 AND account_number = $2 AND device_id = $4 AND trusted_since <= $6),
  'device_other_accounts', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND livemode = $8 AND device_id = $4 AND account_number <> $2 LIMIT 20) x),
  'device_flags', (SELECT flags FROM fraud_devices WHERE organization_id = $1 AND livemode = $8 AND device_id = $4),
  'sender_score', ${storedScoreJsonSql('$1', '$2', '$8')},
  'receiver_score', ${storedScoreJsonSql('$1', '$3', '$8')},
  'receiver_network', ${networkRowsSql('$3', '$7')},
  'sender_network', ${networkRowsSql('$2', '$9')}
) AS read`;
const READ_SQL = `SELECT ${READ_OBJECT}`;
// With an Idempotency-Key ($10-$16): claim and read at once; no WAL flush wait, as the write's commit flushes the claim with it.
const CLAIM_READ_SQL = `WITH ${claimCte('idempotency_claim', 10)}
SELECT (SELECT id FROM idempotency_claim) AS idempotency_id, set_config('synchronous_commit', 'off', true) AS claim_commit, ${READ_OBJECT}`;

// Everything learned from a transaction, in one statement; habits only from an approved one ($27), a blocked one is kept as evidence.
const WRITE_CTES = `
WITH t AS (
  INSERT INTO fraud_transactions (organization_id, livemode, transaction_id, sender_account, receiver_account, amount, currency, channel, ip_address, ip_country,
                                  device_id, risk_score, risk_level, recommended_action, signals, shadow, occurred_at)
  VALUES ($1, $32, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id
), sp AS (
  INSERT INTO fraud_account_profiles AS p (organization_id, livemode, account_number, txn_count, amount_log_mean, amount_log_m2, hours, channels, countries, inbound_count, last_txn_at)
  SELECT $1, $32, $3, 1, $17::float8, 0, (SELECT array_agg(CASE WHEN i = $18::int THEN 1 ELSE 0 END ORDER BY i) FROM generate_series(1, 24) i),
          jsonb_build_object($7::text, 1), CASE WHEN $19::text IS NULL THEN '{}'::text[] ELSE ARRAY[$19::text] END, 0, $16
  WHERE $27::boolean
  ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET
    txn_count = p.txn_count + 1,
    amount_log_mean = p.amount_log_mean + ($17::float8 - p.amount_log_mean) / (p.txn_count + 1),
    amount_log_m2 = p.amount_log_m2 + ($17::float8 - p.amount_log_mean) * ($17::float8 - (p.amount_log_mean + ($17::float8 - p.amount_log_mean) / (p.txn_count + 1))),
    hours[$18::int] = p.hours[$18::int] + 1,
    channels = jsonb_set(p.channels, ARRAY[$7::text], to_jsonb(coalesce((p.channels ->> $7::text)::int, 0) + 1)),
    countries = CASE WHEN $19::text IS NULL OR $19::text = ANY (p.countries) OR cardinality(p.countries) >= 20 THEN p.countries ELSE p.countries || $19::text END,
    last_txn_at = $16
), rp AS (
  INSERT INTO fraud_account_profiles AS p (organization_id, livemode, account_number, inbound_count) VALUES ($1, $32, $4, 1)
  ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET inbound_count = p.inbound_count + 1
), cp AS (
  INSERT INTO fraud_counterparties AS c (organization_id, livemode, sender_account, receiver_account, txn_count, first_seen_at, last_seen_at, blocked_count,
                                        last_blocked_at, last_blocked_score, last_blocked_action, last_blocked_amount)
  VALUES ($1, $32, $3, $4, CASE WHEN $27::boolean THEN 1 ELSE 0 END, $16, $16, CASE WHEN $27::boolean THEN 0 ELSE 1 END,
          CASE WHEN $27::boolean THEN NULL ELSE $16 END, CASE WHEN $27::boolean THEN NULL ELSE $11::smallint END, CASE WHEN $27::boolean THEN NULL ELSE $13 END,
          CASE WHEN $27::boolean THEN NULL ELSE $5::numeric END)
  ON CONFLICT (organization_id, livemode, sender_account, receiver_account) DO UPDATE SET last_seen_at = $16,
    txn_count = c.txn_count + EXCLUDED.txn_count, blocked_count = c.blocked_count + EXCLUDED.blocked_count,
    last_blocked_at = coalesce(EXCLUDED.last_blocked_at, c.last_blocked_at), last_blocked_score = coalesce(EXCLUDED.last_blocked_score, c.last_blocked_score),
    last_blocked_action = coalesce(EXCLUDED.last_blocked_action, c.last_blocked_action), last_blocked_amount = coalesce(EXCLUDED.last_blocked_amount, c.last_blocked_amount)
), dv AS (
  INSERT INTO fraud_account_devices AS d (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
  SELECT $1, $32, $3, $10, $16, $16, CASE WHEN $27::boolean THEN $16 END WHERE $10::text IS NOT NULL
  ON CONFLICT (organization_id, livemode, account_number, device_id) DO UPDATE SET last_seen_at = $16, trusted_since = coalesce(d.trusted_since, EXCLUDED.trusted_since)
), na AS (
  -- the receiver's inflow and payer counts, the sender's outflow (in account order: concurrent analyses lock rows alike)
  INSERT INTO fraud_network_accounts AS n (account_number, bank_code, livemode, first_seen_at, updated_at, payments_1d, new_payers_1d, new_payers_7d, inflow_6h, outflow_6h,
                                           inbound_count, outbound_count, in_log_mean, in_log_m2, payer_orgs)
  SELECT * FROM (VALUES
    ($4::varchar, $28::varchar, $32::boolean, $16::timestamptz, $16::timestamptz, 1::float8, CASE WHEN $31::boolean THEN 1 ELSE 0 END::float8, CASE WHEN $31::boolean THEN 1 ELSE 0 END::float8,
     CASE WHEN $27::boolean THEN $30::float8 ELSE 0 END, 0::float8, 1, 0, $17::float8, 0::float8, ARRAY[$1::uuid]),
    ($3::varchar, $29::varchar, $32::boolean, $16::timestamptz, $16::timestamptz, 0::float8, 0::float8, 0::float8,
     0::float8, CASE WHEN $27::boolean THEN $30::float8 ELSE 0 END, 0, CASE WHEN $27::boolean THEN 1 ELSE 0 END, 0::float8, 0::float8, '{}'::uuid[])
  ) v ORDER BY 1, 2
  ON CONFLICT (account_number, bank_code, livemode) DO UPDATE SET
    first_seen_at = least(n.first_seen_at, EXCLUDED.first_seen_at),
    updated_at = greatest(n.updated_at, EXCLUDED.updated_at),
    payments_1d = ${decayedSql('payments_1d', 'EXCLUDED.updated_at', DECAY_MS.day, 'EXCLUDED.payments_1d')},
    new_payers_1d = ${decayedSql('new_payers_1d', 'EXCLUDED.updated_at', DECAY_MS.day, 'EXCLUDED.new_payers_1d')},
    new_payers_7d = ${decayedSql('new_payers_7d', 'EXCLUDED.updated_at', DECAY_MS.week, 'EXCLUDED.new_payers_7d')},
    inflow_6h = ${decayedSql('inflow_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.inflow_6h')},
    outflow_6h = ${decayedSql('outflow_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.outflow_6h')},
    inbound_count = n.inbound_count + EXCLUDED.inbound_count,
    outbound_count = n.outbound_count + EXCLUDED.outbound_count,
    in_log_mean = CASE WHEN EXCLUDED.inbound_count = 1 THEN n.in_log_mean + (EXCLUDED.in_log_mean - n.in_log_mean) / (n.inbound_count + 1) ELSE n.in_log_mean END,
    in_log_m2 = CASE WHEN EXCLUDED.inbound_count = 1
      THEN n.in_log_m2 + (EXCLUDED.in_log_mean - n.in_log_mean) * (EXCLUDED.in_log_mean - (n.in_log_mean + (EXCLUDED.in_log_mean - n.in_log_mean) / (n.inbound_count + 1)))
      ELSE n.in_log_m2 END,
    payer_orgs = CASE WHEN cardinality(EXCLUDED.payer_orgs) = 0 OR EXCLUDED.payer_orgs[1] = ANY (n.payer_orgs) OR cardinality(n.payer_orgs) >= ${PAYER_ORGS_KEPT}
      THEN n.payer_orgs ELSE n.payer_orgs || EXCLUDED.payer_orgs END
), ss AS (
  ${upsertScoreSql('VALUES ($1, $32, $3, $20, $21, $22, $16)')}
), rs AS (
  ${upsertScoreSql('SELECT $1, $32, $4, $24, $25, $26, $16 WHERE $23::boolean')}
), ${OPEN_ALERT_CTE}
)`;
const WRITE_SQL = `${WRITE_CTES}
SELECT id, (SELECT id FROM al) AS alert_id FROM t`;
// With an Idempotency-Key: the response stored as the key's outcome with the work ($33-$36), as the
// bytes then sent; a key no longer held fails the statement, so nothing commits without its response.
const WRITE_COMPLETE_SQL = `${WRITE_CTES}, ${completeCte('idempotency_done', 33)}
SELECT id, (SELECT id FROM al) AS alert_id, ${completedOrFailSql('idempotency_done')} FROM t`;

/** What the read statement answers: one JSON value. */
export interface ReadRow {
  sender: ProfileView | null;
  receiver: ProfileView | null;
  pair: { n: number; blocked_at: string | null; blocked_score: number | null; blocked_action: string | null; blocked_amount: number | string | null } | null;
  receiver_new_senders: number;
  sender_new_payers: number;
  reports: (CountedReport & { a: string })[];
  watch: { account: string; list: string; entry_id: string }[];
  sender_devices: number;
  device_known: boolean;
  device_other_accounts: number;
  device_flags: string[] | null;
  sender_score: StoredScore | null;
  receiver_score: StoredScore | null;
  receiver_network: NetworkAccountRow[] | null;
  sender_network: NetworkAccountRow[] | null;
}

/** The analyze statements (HOT PATH, prepared): values are positional, built by AnalysisService, to spare each request an object. */
@Injectable()
export class AnalysisRepository {
  private readonly pool: pg.Pool;

  constructor(@InjectDataSource() db: DataSource) {
    this.pool = hotPathPool(db);
  }

  async read(values: unknown[]): Promise<ReadRow> {
    const { rows } = await this.pool.query({ name: 'fraud_analyze_read', text: READ_SQL, values });
    return rows[0].read;
  }

  /** The read with the Idempotency-Key's claim (claimValues appended to the read's values): the id when this statement won the key. */
  async claimAndRead(values: unknown[]): Promise<{ read: ReadRow; idempotency_id: string | null }> {
    const { rows } = await this.pool.query({ name: 'fraud_analyze_claim_read', text: CLAIM_READ_SQL, values });
    return rows[0];
  }

  /**
   * The write, with the key's completion when `completing` (completeValues appended); in `manager`'s transaction when given.
   * Answers the id of the alert it opened (a decision other than approve), else null.
   */
  async write(values: unknown[], completing: boolean, manager?: EntityManager): Promise<string | null> {
    const text = completing ? WRITE_COMPLETE_SQL : WRITE_SQL;
    const rows: { alert_id: string | null }[] = manager
      ? await manager.query(text, values)
      : (await this.pool.query({ name: completing ? 'fraud_analyze_write_complete' : 'fraud_analyze_write', text, values })).rows;
    return rows[0]?.alert_id ?? null;
  }

  /** When the live network first saw any account, or null while it has seen none (test traffic never moves it). */
  async networkEpoch(): Promise<Date | null> {
    const { rows } = await this.pool.query({ name: 'fraud_network_epoch', text: 'SELECT min(first_seen_at) AS epoch FROM fraud_network_accounts WHERE livemode' });
    return rows[0]?.epoch ? new Date(rows[0].epoch) : null;
  }
}
