import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type pg from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { networkApprovedSql } from '../../accounts/organization.repository.js';
import { hotPathClient, hotPathPool } from '../../database/hot-path.js';
import { allCompletedOrFailSql, claimCte, completeManyCte } from '../../idempotency/idempotency.repository.js';
import { countedReportsSql, SCORE_COLUMNS, SCORE_UPDATE, STORED_SCORE_JSON, type StoredScore } from '../account-score.repository.js';
import { bandedFlowSql, DECAY_MS, NIL_ORGANIZATION, PAYER_ORGS_KEPT, type NetworkAccountRow } from './network-account.js';
import { OPEN_ALERT_CTE } from '../alerts/alert.repository.js';
import type { CountedReport } from './network-weight.js';
import { CONFIRMED_FRAUD, RETRY_WINDOW_MS, type ProfileView } from './signals.js';

/**
 * SQL of the decayed-counter update, for ON CONFLICT DO UPDATE of fraud_network_accounts `n`:
 * `column` decayed from n.updated_at to `at` over `tauMs`, plus `add`.
 */
function decayedSql(column: string, at: string, tauMs: number, add: string): string {
  return `n.${column} * exp(-greatest(0, extract(epoch FROM ${at} - n.updated_at)) / ${tauMs / 1000}) + ${add}`;
}

/** SQL: the fraud_network_accounts row `n` was written by an organization approved for the network. */
const APPROVED_WRITER = networkApprovedSql('n.organization_id');

/**
 * The network's rows of one account, as a JSON array; $8 is the mode, $1 the reading organization. With a bank code: the rows
 * under it and those written without one; without: every code's (sameAccountRows then tells whether the number is one account).
 * One probe of the primary key (account_number, livemode, bank_code, organization_id), the code a filter within it.
 * Only the rows of organizations approved for the network (organizations.network_approved: the operator's, and self-signed-up
 * ones once the operator approves them, as for their reports), the reader's own, and the nil UUID's (from before rows were
 * kept apart): a self-signed-up organization's traffic, made up or not, moves no other member's readings, and one actor's
 * two sign-ups are not the network's rule of two.
 */
const networkRowsSql = (account: string, bank: string) => `(SELECT json_agg(json_build_object('bank_code', bank_code, 'organization_id', organization_id, 'first_seen_at', first_seen_at, 'updated_at', updated_at, 'payments_1d', payments_1d,
          'new_payers_1d', new_payers_1d, 'new_payers_7d', new_payers_7d, 'inflow_6h', inflow_6h, 'outflow_6h', outflow_6h,
          'inflow_banded_6h', inflow_banded_6h, 'outflow_banded_6h', outflow_banded_6h, 'inbound_count', inbound_count,
          'outbound_count', outbound_count, 'in_log_mean', in_log_mean, 'in_log_m2', in_log_m2, 'payer_orgs', payer_orgs, 'forwards_held_6h', forwards_held_6h,
          'payments_held_6h', payments_held_6h, 'payments_unusual_6h', payments_unusual_6h))
     FROM fraud_network_accounts n WHERE account_number = ${account} AND livemode = $8 AND (${bank} = '' OR bank_code IN (${bank}, ''))
      AND (organization_id IN ($1, '${NIL_ORGANIZATION}') OR ${APPROVED_WRITER}))`;

/** An account's use of a device is established this many days after its first (an agent's terminal serves the same customers for weeks). */
export const DEVICE_LINK_ESTABLISHED_DAYS = 7;
/** An account's trusted devices counted up to this. */
const SENDER_DEVICES_COUNTED = 50;
/** Accounts new to a device counted up to this (established ones up to 20): a terminal's 20 regulars do not hide a ring's 80 new accounts. */
const DEVICE_FRESH_COUNTED = 100;
/**
 * A device's other accounts, and of them the established ones, counted up to this. All of them is not read on its own:
 * min(this, established + fresh) is the same count (first_seen_at is never null), one index scan less per analysis.
 */
export const DEVICE_OTHERS_COUNTED = 20;

// Everything the engine reads about a transaction, in one round trip (a named prepared statement),
// as one JSON value (one field to decode rather than a dozen).
const READ_OBJECT = `json_build_object(
  'sender', (SELECT json_build_object('profile', json_build_object('txnCount', txn_count, 'amountLogMean', amount_log_mean, 'amountLogM2', amount_log_m2, 'hours', hours,
          'channels', channels, 'countries', countries, 'inboundCount', inbound_count, 'acceptedAmountLog', accepted_amount_log), 'score', ${STORED_SCORE_JSON})
     FROM fraud_account_profiles WHERE organization_id = $1 AND livemode = $8 AND account_number = $2),
  'receiver', (SELECT json_build_object('profile', json_build_object('txnCount', txn_count, 'amountLogMean', amount_log_mean, 'amountLogM2', amount_log_m2, 'hours', hours,
          'channels', channels, 'countries', countries, 'inboundCount', inbound_count, 'vouchedInbound', vouched_inbound, 'fraudInbound', fraud_inbound), 'score', ${STORED_SCORE_JSON})
     FROM fraud_account_profiles WHERE organization_id = $1 AND livemode = $8 AND account_number = $3),
  'pair', (SELECT json_build_object('n', txn_count, 'first_seen_at', first_seen_at, 'blocked_at', last_blocked_at, 'blocked_score', last_blocked_score, 'blocked_action', last_blocked_action,
          'blocked_amount', last_blocked_amount)
     FROM fraud_counterparties WHERE organization_id = $1 AND livemode = $8 AND sender_account = $2 AND receiver_account = $3),
  'receiver_new_senders', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_counterparties WHERE organization_id = $1 AND livemode = $8 AND receiver_account = $3 AND first_seen_at > $5 LIMIT 50) x),
  'sender_new_payers', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_counterparties WHERE organization_id = $1 AND livemode = $8 AND receiver_account = $2 AND first_seen_at > $5 LIMIT 50) x),
  'sender_new_payees', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_counterparties WHERE organization_id = $1 AND livemode = $8 AND sender_account = $2 AND first_seen_at > $5 LIMIT 20) x),
  'reports', (SELECT coalesce(json_agg(json_build_object('a', a, 'status', status, 'own', own)), '[]') FROM (${countedReportsSql('$1', 'IN ($2, $3)', '$8')}) x),
  'watch', (SELECT coalesce(json_agg(json_build_object('account', identifier, 'list', list, 'entry_id', id)), '[]') FROM fraud_watchlist_entries
    WHERE subject_type = 'account' AND identifier IN ($2, $3) AND ((organization_id = $1 AND livemode = $8) OR organization_id IS NULL)),
  'sender_devices', sd.n,
  'device_known', sd.known,
  'device_other_established', od.established,
  'device_other_fresh', od.fresh,
  'device_flags', (SELECT flags FROM fraud_devices WHERE organization_id = $1 AND livemode = $8 AND device_id = $4),
  'receiver_network', ${networkRowsSql('$3', '$7')},
  'sender_network', ${networkRowsSql('$2', '$9')}
) AS read`;

/** The sender's devices: the account's trusted ones (counted up to SENDER_DEVICES_COUNTED) and whether this one is among them. */
const ACCOUNT_DEVICES = `FROM fraud_account_devices WHERE organization_id = $1 AND livemode = $8 AND account_number = $2 AND trusted_since <= $6`;
/** The device's other accounts: first seen DEVICE_LINK_ESTABLISHED_DAYS or more ago (established), or since (fresh). */
const DEVICE_OTHERS = `FROM fraud_account_devices WHERE organization_id = $1 AND livemode = $8 AND device_id = $4 AND account_number <> $2`;
const ESTABLISHED = `first_seen_at <= $6::timestamptz - interval '${DEVICE_LINK_ESTABLISHED_DAYS - 1} days'`;
const DEVICE_OTHERS_SCANNED = DEVICE_OTHERS_COUNTED + DEVICE_FRESH_COUNTED;
/**
 * The device reads: the account's trusted devices scanned once tell both their count and whether this device is one of them
 * (a scan and a probe before), and the device's other accounts scanned once both counts (two scans before).
 * - The trusted devices, oldest trust first, up to 50: where 50 are seen without this device, the exact probe answers.
 * - The other accounts, newest first, up to 120: every fresh one comes before every established one, so the fresh count
 *   (up to 100) is always exact from it; the established count (up to 20) is, unless 120 were seen with fewer than 20 of them
 *   established (a ring of 100 new accounts or more on the terminal), when the oldest 20 are read instead.
 * Each range is bounded by an index's key (trusted_since, first_seen_at: DeviceLinksByTime), so neither an account's untrusted
 * devices nor a terminal's thousands of customers are walked; the ORDER BYs are on those keys, so a generic plan (a prepared
 * statement's, which cannot see $6) takes those indexes too.
 */
const READ_DEVICES = `(SELECT n, CASE WHEN known OR n < ${SENDER_DEVICES_COUNTED} THEN known ELSE EXISTS (SELECT 1 ${ACCOUNT_DEVICES} AND device_id = $4) END AS known
     FROM (SELECT count(*)::int AS n, coalesce(bool_or(device_id = $4), false) AS known FROM (SELECT device_id ${ACCOUNT_DEVICES} ORDER BY trusted_since LIMIT ${SENDER_DEVICES_COUNTED}) x) y) sd,
  (SELECT CASE WHEN est >= ${DEVICE_OTHERS_COUNTED} THEN ${DEVICE_OTHERS_COUNTED} WHEN n < ${DEVICE_OTHERS_SCANNED} THEN est
            ELSE (SELECT count(*)::int FROM (SELECT 1 ${DEVICE_OTHERS} AND ${ESTABLISHED} ORDER BY first_seen_at LIMIT ${DEVICE_OTHERS_COUNTED}) z) END AS established,
          least(n - est, ${DEVICE_FRESH_COUNTED}) AS fresh
     FROM (SELECT count(*)::int AS n, (count(*) FILTER (WHERE ${ESTABLISHED}))::int AS est FROM (SELECT first_seen_at ${DEVICE_OTHERS} ORDER BY first_seen_at DESC LIMIT ${DEVICE_OTHERS_SCANNED}) x) y) od`;
export const READ_SQL = `SELECT ${READ_OBJECT} FROM ${READ_DEVICES}`;
// With an Idempotency-Key ($10-$16): claim and read at once; no WAL flush wait, as the write's commit flushes the claim with it.
const CLAIM_READ_SQL = `WITH ${claimCte('idempotency_claim', 10)}
SELECT (SELECT id FROM idempotency_claim) AS idempotency_id, set_config('synchronous_commit', 'off', true) AS claim_commit, ${READ_OBJECT} FROM ${READ_DEVICES}`;

/**
 * The columns of the write's rows `v`, in the order of a row's values (AnalysisService builds them),
 * with their types: the write takes one array per column (unnest), so one statement writes a whole
 * group-committed batch. The last four are the Idempotency-Key's completion (completeValues), null without a key.
 */
export const WRITE_COLUMNS = [
  ['org', 'uuid'], ['transaction_id', 'text'], ['sender', 'text'], ['receiver', 'text'], ['amount', 'numeric'], ['currency', 'text'], ['channel', 'text'],
  ['ip_address', 'text'], ['ip_country', 'text'], ['device', 'text'], ['risk_score', 'int'], ['risk_level', 'text'], ['action', 'text'],
  ['signals', 'jsonb'], ['shadow', 'jsonb'], ['at', 'timestamptz'], ['amount_log', 'float8'], ['hour', 'int'],
  ['sender_activity', 'float8'], ['sender_score', 'float8'], ['sender_level', 'text'],
  ['receiver_touched', 'boolean'], ['receiver_activity', 'float8'], ['receiver_score', 'float8'], ['receiver_level', 'text'],
  ['approve', 'boolean'], ['learn', 'boolean'], ['receiver_bank', 'text'], ['sender_bank', 'text'], ['flow', 'float8'], ['held_forward', 'float8'], ['held_payment', 'float8'], ['unusual_payment', 'float8'], ['livemode', 'boolean'],
  ['response_status', 'int'], ['response_content_type', 'text'], ['response_body', 'text'], ['key_id', 'uuid'],
] as const;

/** SQL (in the counterparty upsert `c`): the pair's blocked attempt is within the retry window of this one. */
const PAIR_BLOCK_CURRENT = `c.last_blocked_at > EXCLUDED.last_blocked_at - interval '${RETRY_WINDOW_MS / 1000} seconds'`;
/**
 * SQL: the pair keeps its blocked attempt over this one. An approved transfer blocks nothing; within the retry window a
 * decline (or an analyst's confirmed fraud) stands over a later review or step-up, so the retries after it keep its score.
 * A new decline takes its place (the window runs from it), keeping a confirmed fraud's verdict (PAIR_BLOCKED_ACTION).
 */
const PAIR_KEEPS_BLOCKED = `(EXCLUDED.last_blocked_at IS NULL OR (${PAIR_BLOCK_CURRENT}
  AND c.last_blocked_action IN ('decline', '${CONFIRMED_FRAUD}') AND EXCLUDED.last_blocked_action <> 'decline'))`;
const PAIR_BLOCKED_ACTION = `CASE WHEN ${PAIR_KEEPS_BLOCKED} OR (c.last_blocked_action = '${CONFIRMED_FRAUD}' AND ${PAIR_BLOCK_CURRENT})
  THEN c.last_blocked_action ELSE EXCLUDED.last_blocked_action END`;

// Everything learned from the transactions of a batch, in one statement; habits only from an approved one, unless a device new
// to an account that trusts one paid a payee never paid or first paid within the hour (v.learn, learnsHabits: a thief's first
// approved part of a drain must not become the owner's habit, against which the next part is read); a blocked one is kept as evidence. A batch never holds two rows touching one account (AnalysisWriter): a statement
// cannot update a row twice. ON CONFLICT's SET sees only the row and EXCLUDED, so it reads the values from EXCLUDED.
// Lock order: PostgreSQL runs the data-modifying CTEs that nothing reads last declared first, so after the transaction, its
// alert and the key, an analysis locks the pair (with the network rows), the device, the receiver's profile row, then the
// sender's; an analyst's verdict (feedback.repository.ts, the alert's resolution) locks them in that order too.
const WRITE_SQL = `
WITH v AS MATERIALIZED (
  SELECT uuidv7() AS id, u.* FROM unnest(${WRITE_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
    WITH ORDINALITY AS u(${WRITE_COLUMNS.map(([name]) => name).join(', ')}, ord)
), t AS (
  INSERT INTO fraud_transactions (id, organization_id, livemode, transaction_id, sender_account, receiver_account, amount, currency, channel, ip_address, ip_country,
                                  device_id, risk_score, risk_level, recommended_action, signals, shadow, occurred_at)
  SELECT id, org, livemode, transaction_id, sender, receiver, amount, currency, channel, ip_address, ip_country, device, risk_score, risk_level, action, signals, shadow, at FROM v
  RETURNING id
), sp AS (
  -- the sender's profile and score in one row: its score always, its habits only when the transfer teaches them (learn: a
  -- row inserted or added to with txn_count 1; 0 leaves every habit as it was)
  INSERT INTO fraud_account_profiles AS p (organization_id, livemode, account_number, txn_count, amount_log_mean, amount_log_m2, hours, channels, countries, inbound_count, last_txn_at,
                                          ${SCORE_COLUMNS})
  SELECT org, livemode, sender, CASE WHEN learn THEN 1 ELSE 0 END, CASE WHEN learn THEN amount_log ELSE 0 END, 0,
          CASE WHEN learn THEN array_fill(0, ARRAY[hour - 1]) || 1 || array_fill(0, ARRAY[24 - hour]) ELSE array_fill(0, ARRAY[24]) END,
          CASE WHEN learn THEN jsonb_build_object(channel, 1) ELSE '{}'::jsonb END, CASE WHEN NOT learn OR ip_country IS NULL THEN '{}'::text[] ELSE ARRAY[ip_country] END, 0,
          CASE WHEN learn THEN at END, sender_activity, sender_score, sender_level, at
    FROM v
  ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET
    txn_count = p.txn_count + EXCLUDED.txn_count,
    amount_log_mean = CASE WHEN EXCLUDED.txn_count = 0 THEN p.amount_log_mean ELSE p.amount_log_mean + (EXCLUDED.amount_log_mean - p.amount_log_mean) / (p.txn_count + 1) END,
    amount_log_m2 = CASE WHEN EXCLUDED.txn_count = 0 THEN p.amount_log_m2 ELSE p.amount_log_m2 + (EXCLUDED.amount_log_mean - p.amount_log_mean)
      * (EXCLUDED.amount_log_mean - (p.amount_log_mean + (EXCLUDED.amount_log_mean - p.amount_log_mean) / (p.txn_count + 1))) END,
    hours[coalesce(array_position(EXCLUDED.hours, 1), 1)] = p.hours[coalesce(array_position(EXCLUDED.hours, 1), 1)] + EXCLUDED.txn_count,
    channels = CASE WHEN EXCLUDED.txn_count = 0 THEN p.channels
      ELSE p.channels || (SELECT jsonb_object_agg(ch, coalesce((p.channels ->> ch)::int, 0) + 1) FROM jsonb_object_keys(EXCLUDED.channels) ch) END,
    countries = CASE WHEN cardinality(EXCLUDED.countries) = 0 OR EXCLUDED.countries[1] = ANY (p.countries) OR cardinality(p.countries) >= 20
      THEN p.countries ELSE p.countries || EXCLUDED.countries END,
    last_txn_at = coalesce(EXCLUDED.last_txn_at, p.last_txn_at),
    ${SCORE_UPDATE}
), rp AS (
  -- the receiver's inflow, and its score when the analysis touched it (receiver_touched; else null: the row's own stays)
  INSERT INTO fraud_account_profiles AS p (organization_id, livemode, account_number, inbound_count, ${SCORE_COLUMNS})
  SELECT org, livemode, receiver, 1, CASE WHEN receiver_touched THEN receiver_activity END, CASE WHEN receiver_touched THEN receiver_score END,
          CASE WHEN receiver_touched THEN receiver_level END, CASE WHEN receiver_touched THEN at END
    FROM v
  ON CONFLICT (organization_id, livemode, account_number) DO UPDATE SET inbound_count = p.inbound_count + 1, ${SCORE_UPDATE}
), cp AS (
  INSERT INTO fraud_counterparties AS c (organization_id, livemode, sender_account, receiver_account, txn_count, first_seen_at, last_seen_at, blocked_count,
                                        last_blocked_at, last_blocked_score, last_blocked_action, last_blocked_amount)
  SELECT org, livemode, sender, receiver, CASE WHEN approve THEN 1 ELSE 0 END, at, at, CASE WHEN approve THEN 0 ELSE 1 END,
          CASE WHEN approve THEN NULL ELSE at END, CASE WHEN approve THEN NULL ELSE risk_score END, CASE WHEN approve THEN NULL ELSE action END,
          CASE WHEN approve THEN NULL ELSE amount END
    FROM v
  ON CONFLICT (organization_id, livemode, sender_account, receiver_account) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at,
    txn_count = c.txn_count + EXCLUDED.txn_count, blocked_count = c.blocked_count + EXCLUDED.blocked_count,
    last_blocked_at = CASE WHEN ${PAIR_KEEPS_BLOCKED} THEN c.last_blocked_at ELSE EXCLUDED.last_blocked_at END,
    last_blocked_score = CASE WHEN ${PAIR_KEEPS_BLOCKED} THEN c.last_blocked_score ELSE EXCLUDED.last_blocked_score END,
    last_blocked_action = ${PAIR_BLOCKED_ACTION},
    last_blocked_amount = CASE WHEN ${PAIR_KEEPS_BLOCKED} THEN c.last_blocked_amount ELSE EXCLUDED.last_blocked_amount END
  -- a pair's first attempt is the one whose row this statement inserted (xmax = 0 on a row an upsert inserted, not one it
  -- updated: PostgreSQL's behaviour, checked on 15): concurrent first payments (each read no pair) commit one after the
  -- other (AnalysisWriter, or another replica's speculative insert), so only the first counts as a new payer
  RETURNING c.organization_id, c.livemode, c.sender_account, c.receiver_account, (c.xmax = 0) AS inserted
), dv AS (
  INSERT INTO fraud_account_devices AS d (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
  SELECT org, livemode, sender, device, at, at, CASE WHEN approve THEN at END FROM v WHERE device IS NOT NULL
  ON CONFLICT (organization_id, livemode, account_number, device_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at,
    trusted_since = coalesce(d.trusted_since, EXCLUDED.trusted_since)
), na AS (
  -- the receiver's inflow (every payment not declined: approved, or held for a review or a step-up that may let it through) and
  -- payer counts, the sender's outflow (any outcome: what it tried to send on; a held forward is no less telling), each in the
  -- writing organization's own row, in one order (account, bank code, mode, organization; not the key's, which puts the mode
  -- second: any one total order serves): concurrent analyses lock rows alike
  INSERT INTO fraud_network_accounts AS n (account_number, bank_code, livemode, organization_id, first_seen_at, updated_at, payments_1d, new_payers_1d, new_payers_7d, inflow_6h, outflow_6h,
                                           inflow_banded_6h, outflow_banded_6h, inbound_count, outbound_count, in_log_mean, in_log_m2, payer_orgs, forwards_held_6h, payments_held_6h, payments_unusual_6h)
  SELECT x.* FROM v JOIN cp ON cp.organization_id = v.org AND cp.livemode = v.livemode AND cp.sender_account = v.sender AND cp.receiver_account = v.receiver
  CROSS JOIN LATERAL (VALUES
    (v.receiver::varchar, v.receiver_bank::varchar, v.livemode, v.org, v.at, v.at, 1::float8, CASE WHEN cp.inserted THEN 1 ELSE 0 END::float8,
     CASE WHEN cp.inserted THEN 1 ELSE 0 END::float8, CASE WHEN v.action <> 'decline' THEN v.flow ELSE 0 END, 0::float8,
     CASE WHEN v.action <> 'decline' THEN ${bandedFlowSql('v.flow')} ELSE 0 END, 0::float8, 1, 0, v.amount_log, 0::float8, ARRAY[v.org], 0::float8, v.held_payment,
     -- a payer's first payment counts once, as for new_payers: concurrent first payments each read no pair
     CASE WHEN cp.inserted THEN v.unusual_payment ELSE 0 END::float8),
    (v.sender::varchar, v.sender_bank::varchar, v.livemode, v.org, v.at, v.at, 0::float8, 0::float8, 0::float8,
     0::float8, v.flow, 0::float8, ${bandedFlowSql('v.flow')}, 0, CASE WHEN v.approve THEN 1 ELSE 0 END, 0::float8, 0::float8, '{}'::uuid[], v.held_forward, 0::float8, 0::float8)
  ) x ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_number, bank_code, livemode, organization_id) DO UPDATE SET
    first_seen_at = least(n.first_seen_at, EXCLUDED.first_seen_at),
    updated_at = greatest(n.updated_at, EXCLUDED.updated_at),
    payments_1d = ${decayedSql('payments_1d', 'EXCLUDED.updated_at', DECAY_MS.day, 'EXCLUDED.payments_1d')},
    new_payers_1d = ${decayedSql('new_payers_1d', 'EXCLUDED.updated_at', DECAY_MS.day, 'EXCLUDED.new_payers_1d')},
    new_payers_7d = ${decayedSql('new_payers_7d', 'EXCLUDED.updated_at', DECAY_MS.week, 'EXCLUDED.new_payers_7d')},
    inflow_6h = ${decayedSql('inflow_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.inflow_6h')},
    outflow_6h = ${decayedSql('outflow_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.outflow_6h')},
    inflow_banded_6h = ${decayedSql('inflow_banded_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.inflow_banded_6h')},
    outflow_banded_6h = ${decayedSql('outflow_banded_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.outflow_banded_6h')},
    forwards_held_6h = ${decayedSql('forwards_held_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.forwards_held_6h')},
    payments_held_6h = ${decayedSql('payments_held_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.payments_held_6h')},
    payments_unusual_6h = ${decayedSql('payments_unusual_6h', 'EXCLUDED.updated_at', DECAY_MS.flow, 'EXCLUDED.payments_unusual_6h')},
    inbound_count = n.inbound_count + EXCLUDED.inbound_count,
    outbound_count = n.outbound_count + EXCLUDED.outbound_count,
    in_log_mean = CASE WHEN EXCLUDED.inbound_count = 1 THEN n.in_log_mean + (EXCLUDED.in_log_mean - n.in_log_mean) / (n.inbound_count + 1) ELSE n.in_log_mean END,
    in_log_m2 = CASE WHEN EXCLUDED.inbound_count = 1
      THEN n.in_log_m2 + (EXCLUDED.in_log_mean - n.in_log_mean) * (EXCLUDED.in_log_mean - (n.in_log_mean + (EXCLUDED.in_log_mean - n.in_log_mean) / (n.inbound_count + 1)))
      ELSE n.in_log_m2 END,
    payer_orgs = CASE WHEN cardinality(EXCLUDED.payer_orgs) = 0 OR EXCLUDED.payer_orgs[1] = ANY (n.payer_orgs) OR cardinality(n.payer_orgs) >= ${PAYER_ORGS_KEPT}
      THEN n.payer_orgs ELSE n.payer_orgs || EXCLUDED.payer_orgs END
), ${OPEN_ALERT_CTE}
), ${completeManyCte('idempotency_done', 'v')}
SELECT (SELECT id FROM al WHERE al.analysis_id = v.id) AS alert_id, ${allCompletedOrFailSql('idempotency_done', 'v')} FROM v ORDER BY ord`;

/** What the read statement answers: one JSON value. */
export interface ReadRow {
  /** the sender's profile row: what it taught, and the organization's score of it (null while unscored) */
  sender: { profile: ProfileView; score: StoredScore | null } | null;
  receiver: { profile: ProfileView; score: StoredScore | null } | null;
  pair: { n: number; first_seen_at: string; blocked_at: string | null; blocked_score: number | null; blocked_action: string | null; blocked_amount: number | string | null } | null;
  receiver_new_senders: number;
  sender_new_payers: number;
  /** distinct receivers the sender first tried to pay in the last 24 h (up to 20, this one not included: the caller adds it) */
  sender_new_payees: number;
  reports: (CountedReport & { a: string })[];
  watch: { account: string; list: string; entry_id: string }[];
  sender_devices: number;
  device_known: boolean;
  /** accounts other than the sender's that first used the device DEVICE_LINK_ESTABLISHED_DAYS or more ago (up to DEVICE_OTHERS_COUNTED) */
  device_other_established: number;
  /** accounts that first used the device within DEVICE_LINK_ESTABLISHED_DAYS (up to DEVICE_FRESH_COUNTED) */
  device_other_fresh: number;
  device_flags: string[] | null;
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
   * The write of a batch of analyses (rows of WRITE_COLUMNS values, no two touching one account), as one statement, in
   * `manager`'s transaction when given. Answers, per row, the id of the alert it opened (a decision other than approve), else null.
   * A key no longer held fails the whole statement (isLostCompletion): nothing of the batch commits.
   */
  async write(rows: unknown[][], manager?: EntityManager): Promise<(string | null)[]> {
    const values = WRITE_COLUMNS.map((_, c) => rows.map((row) => row[c]));
    const query = { name: 'fraud_analyze_write', text: WRITE_SQL, values };
    const result = manager ? await hotPathClient(manager).query<{ alert_id: string | null }>(query) : await this.pool.query<{ alert_id: string | null }>(query);
    return result.rows.map((r) => r.alert_id);
  }

  /**
   * When the engine first analysed a transfer of the organization in this mode (fraud_member_since), `at` on its first:
   * one statement, the earlier of the stored time and `at` kept (several replicas' first analyses race; a late event counts).
   */
  async memberSince(organizationId: string, livemode: boolean, at: Date): Promise<Date> {
    const { rows } = await this.pool.query({
      name: 'fraud_member_since',
      text: `INSERT INTO fraud_member_since AS m (organization_id, livemode, since) VALUES ($1, $2, $3)
             ON CONFLICT (organization_id, livemode) DO UPDATE SET since = least(m.since, EXCLUDED.since) RETURNING since`,
      values: [organizationId, livemode, at],
    });
    return new Date(rows[0].since);
  }

  /**
   * When the live network first saw any account, or null while it has seen none (test traffic never moves it, nor the rows of
   * an organization not approved for the network: networkRowsSql).
   */
  async networkEpoch(): Promise<Date | null> {
    const { rows } = await this.pool.query({
      name: 'fraud_network_epoch',
      text: `SELECT min(first_seen_at) AS epoch FROM fraud_network_accounts n WHERE livemode AND (organization_id = '${NIL_ORGANIZATION}' OR ${APPROVED_WRITER})`,
    });
    return rows[0]?.epoch ? new Date(rows[0].epoch) : null;
  }
}
