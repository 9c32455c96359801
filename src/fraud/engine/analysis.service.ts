import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { hotPathPool } from '../../database/hot-path.js';
import { InjectRedis } from '../../redis/redis.module.js';
import { WebhookEmitter } from '../../webhooks/webhook-emitter.service.js';
import { IdempotencyClaim } from '../../idempotency/idempotency-claim.js';
import type { AnalyzeResultDto, AnalyzeTransactionDto } from '../dto/analyze.dto.js';
import { analysesTotal, signalsTotal } from '../fraud-metrics.js';
import { scoreEvent } from '../fraud-score.service.js';
import { VelocityService } from '../velocity/velocity.service.js';
import { composeAccountScore, nextActivity, scoreChangeWorthEvent } from './account-score.js';
import { InjectClock, type Clock } from './clock.js';
import { locateIp } from './geo.js';
import { bankCodeOf, DECAY_MS, decayedSql, flowAmount, networkView, PAYER_ORGS_KEPT, type NetworkAccountRow } from './network-account.js';
import { NetworkEpoch } from './network-epoch.service.js';
import { countedReportsSql, type CountedReport } from './network-weight.js';
import { levelOf, scoreSignals, type RiskLevel, type Verdict } from './scoring.js';
import { FraudSettingsService } from './settings.service.js';
import { evaluateSignals, isRoundAmount, localHour, type ProfileView } from './signals.js';

const MINUTE = 60_000;
/** A device becomes known to an account a day after its first use: a thief's phone stays new through a drain. */
const DEVICE_ESTABLISHED_MS = 24 * 60 * MINUTE;
const RECEIVER_SIDE = new Set(['MULE_RECEIVER', 'RECEIVER_REPORTED', 'SCAM_PAYEE']);

// Everything the engine reads about a transaction, in one round trip (a named prepared statement),
// as one JSON value (one field to decode rather than a dozen).
const READ_OBJECT = `json_build_object(
  'sender', (SELECT json_build_object('txnCount', txn_count, 'amountLogMean', amount_log_mean, 'amountLogM2', amount_log_m2, 'hours', hours,
          'channels', channels, 'countries', countries, 'inboundCount', inbound_count)
     FROM fraud_account_profiles WHERE organization_id = $1 AND account_number = $2),
  'receiver', (SELECT json_build_object('txnCount', txn_count, 'amountLogMean', amount_log_mean, 'amountLogM2', amount_log_m2, 'hours', hours,
          'channels', channels, 'countries', countries, 'inboundCount', inbound_count)
     FROM fraud_account_profiles WHERE organization_id = $1 AND account_number = $3),
  'pair', (SELECT json_build_object('n', txn_count, 'blocked_at', last_blocked_at, 'blocked_score', last_blocked_score, 'blocked_action', last_blocked_action,
          'blocked_amount', last_blocked_amount)
     FROM fraud_counterparties WHERE organization_id = $1 AND sender_account = $2 AND receiver_account = $3),
  'receiver_new_senders', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_counterparties WHERE organization_id = $1 AND receiver_account = $3 AND first_seen_at > $5 LIMIT 50) x),
  'reports', (SELECT coalesce(json_agg(json_build_object('a', a, 'status', status, 'own', own)), '[]') FROM (${countedReportsSql('$1', 'IN ($2, $3)')}) x),
  'watch', (SELECT coalesce(json_agg(json_build_object('account', identifier, 'list', list, 'entry_id', id)), '[]') FROM fraud_watchlist_entries
    WHERE subject_type = 'account' AND identifier IN ($2, $3) AND (organization_id = $1 OR organization_id IS NULL)),
  'sender_devices', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND account_number = $2 AND trusted_since <= $6 LIMIT 50) x),
  'device_known', EXISTS (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND account_number = $2 AND device_id = $4 AND trusted_since <= $6),
  'device_other_accounts', (SELECT count(*)::int FROM (SELECT 1 FROM fraud_account_devices WHERE organization_id = $1 AND device_id = $4 AND account_number <> $2 LIMIT 20) x),
  'device_flags', (SELECT flags FROM fraud_devices WHERE organization_id = $1 AND device_id = $4),
  'sender_score', (SELECT json_build_object('activity', activity, 'score', score, 'level', risk_level) FROM fraud_account_scores WHERE organization_id = $1 AND account_number = $2),
  'receiver_score', (SELECT json_build_object('activity', activity, 'score', score, 'level', risk_level) FROM fraud_account_scores WHERE organization_id = $1 AND account_number = $3),
  'receiver_network', (SELECT json_agg(json_build_object('first_seen_at', first_seen_at, 'updated_at', updated_at, 'payments_1d', payments_1d, 'new_payers_1d', new_payers_1d,
          'new_payers_7d', new_payers_7d, 'inflow_6h', inflow_6h, 'outflow_6h', outflow_6h, 'inbound_count', inbound_count, 'outbound_count', outbound_count,
          'in_log_mean', in_log_mean, 'in_log_m2', in_log_m2, 'payer_orgs', cardinality(payer_orgs)))
     FROM fraud_network_accounts WHERE account_number = $3 AND bank_code IN ($7, ''))
) AS read`;
const READ_SQL = `SELECT ${READ_OBJECT}`;
// With an Idempotency-Key: the key's claim (parameters $8-$14) and the read in one statement. Its
// commit need not wait for the WAL flush (synchronous_commit off for this transaction only): the
// claim is all it writes, and the write's synchronous commit flushes it too (WAL is in order), so a
// crash can lose the claim only together with everything done under it, and a retry then runs.
const CLAIM_READ_SQL = `WITH ${IdempotencyClaim.claimCte('idempotency_claim', 8)}
SELECT (SELECT id FROM idempotency_claim) AS idempotency_id, set_config('synchronous_commit', 'off', true) AS claim_commit, ${READ_OBJECT}`;

// Everything the engine learns from a transaction, in one statement: the analysis, both profiles,
// the counterparty pair, the device link, the account scores and the network's aggregates.
// Habits (profiles, a known payee, a trusted device, money moved) are learned only from an approved
// transfer ($27); a blocked one is kept as evidence: the analysis, the account score, the pair's
// blocked attempt, the device link and the receiver's traffic (payments received, payer counts).
const WRITE_CTES = `
WITH t AS (
  INSERT INTO fraud_transactions (organization_id, transaction_id, sender_account, receiver_account, amount, currency, channel, ip_address, ip_country,
                                  device_id, risk_score, risk_level, recommended_action, signals, shadow, occurred_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id
), sp AS (
  INSERT INTO fraud_account_profiles AS p (organization_id, account_number, txn_count, amount_log_mean, amount_log_m2, hours, channels, countries, inbound_count, last_txn_at)
  SELECT $1, $3, 1, $17::float8, 0, (SELECT array_agg(CASE WHEN i = $18::int THEN 1 ELSE 0 END ORDER BY i) FROM generate_series(1, 24) i),
          jsonb_build_object($7::text, 1), CASE WHEN $19::text IS NULL THEN '{}'::text[] ELSE ARRAY[$19::text] END, 0, $16
  WHERE $27::boolean
  ON CONFLICT (organization_id, account_number) DO UPDATE SET
    txn_count = p.txn_count + 1,
    amount_log_mean = p.amount_log_mean + ($17::float8 - p.amount_log_mean) / (p.txn_count + 1),
    amount_log_m2 = p.amount_log_m2 + ($17::float8 - p.amount_log_mean) * ($17::float8 - (p.amount_log_mean + ($17::float8 - p.amount_log_mean) / (p.txn_count + 1))),
    hours[$18::int] = p.hours[$18::int] + 1,
    channels = jsonb_set(p.channels, ARRAY[$7::text], to_jsonb(coalesce((p.channels ->> $7::text)::int, 0) + 1)),
    countries = CASE WHEN $19::text IS NULL OR $19::text = ANY (p.countries) OR cardinality(p.countries) >= 20 THEN p.countries ELSE p.countries || $19::text END,
    last_txn_at = $16
), rp AS (
  INSERT INTO fraud_account_profiles AS p (organization_id, account_number, inbound_count) VALUES ($1, $4, 1)
  ON CONFLICT (organization_id, account_number) DO UPDATE SET inbound_count = p.inbound_count + 1
), cp AS (
  INSERT INTO fraud_counterparties AS c (organization_id, sender_account, receiver_account, txn_count, first_seen_at, last_seen_at, blocked_count,
                                        last_blocked_at, last_blocked_score, last_blocked_action, last_blocked_amount)
  VALUES ($1, $3, $4, CASE WHEN $27::boolean THEN 1 ELSE 0 END, $16, $16, CASE WHEN $27::boolean THEN 0 ELSE 1 END,
          CASE WHEN $27::boolean THEN NULL ELSE $16 END, CASE WHEN $27::boolean THEN NULL ELSE $11::smallint END, CASE WHEN $27::boolean THEN NULL ELSE $13 END,
          CASE WHEN $27::boolean THEN NULL ELSE $5::numeric END)
  ON CONFLICT (organization_id, sender_account, receiver_account) DO UPDATE SET last_seen_at = $16,
    txn_count = c.txn_count + EXCLUDED.txn_count, blocked_count = c.blocked_count + EXCLUDED.blocked_count,
    last_blocked_at = coalesce(EXCLUDED.last_blocked_at, c.last_blocked_at), last_blocked_score = coalesce(EXCLUDED.last_blocked_score, c.last_blocked_score),
    last_blocked_action = coalesce(EXCLUDED.last_blocked_action, c.last_blocked_action), last_blocked_amount = coalesce(EXCLUDED.last_blocked_amount, c.last_blocked_amount)
), dv AS (
  INSERT INTO fraud_account_devices AS d (organization_id, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
  SELECT $1, $3, $10, $16, $16, CASE WHEN $27::boolean THEN $16 END WHERE $10::text IS NOT NULL
  ON CONFLICT (organization_id, account_number, device_id) DO UPDATE SET last_seen_at = $16, trusted_since = coalesce(d.trusted_since, EXCLUDED.trusted_since)
), na AS (
  -- the receiver's inflow and payer counts, the sender's outflow (in account order: concurrent analyses lock rows alike)
  INSERT INTO fraud_network_accounts AS n (account_number, bank_code, first_seen_at, updated_at, payments_1d, new_payers_1d, new_payers_7d, inflow_6h, outflow_6h,
                                           inbound_count, outbound_count, in_log_mean, in_log_m2, payer_orgs)
  SELECT * FROM (VALUES
    ($4::varchar, $28::varchar, $16::timestamptz, $16::timestamptz, 1::float8, CASE WHEN $31::boolean THEN 1 ELSE 0 END::float8, CASE WHEN $31::boolean THEN 1 ELSE 0 END::float8,
     CASE WHEN $27::boolean THEN $30::float8 ELSE 0 END, 0::float8, 1, 0, $17::float8, 0::float8, ARRAY[$1::uuid]),
    ($3::varchar, $29::varchar, $16::timestamptz, $16::timestamptz, 0::float8, 0::float8, 0::float8,
     0::float8, CASE WHEN $27::boolean THEN $30::float8 ELSE 0 END, 0, CASE WHEN $27::boolean THEN 1 ELSE 0 END, 0::float8, 0::float8, '{}'::uuid[])
  ) v ORDER BY 1, 2
  ON CONFLICT (account_number, bank_code) DO UPDATE SET
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
  INSERT INTO fraud_account_scores AS s (organization_id, account_number, activity, score, risk_level, updated_at) VALUES ($1, $3, $20, $21, $22, $16)
  ON CONFLICT (organization_id, account_number) DO UPDATE SET activity = $20, score = $21, risk_level = $22, updated_at = $16
), rs AS (
  INSERT INTO fraud_account_scores AS s (organization_id, account_number, activity, score, risk_level, updated_at)
  SELECT $1, $4, $24, $25, $26, $16 WHERE $23::boolean
  ON CONFLICT (organization_id, account_number) DO UPDATE SET activity = $24, score = $25, risk_level = $26, updated_at = $16
)`;
const WRITE_SQL = `${WRITE_CTES}
SELECT id FROM t`;
// With an Idempotency-Key: the response stored as the key's outcome with the work ($32-$35), as the bytes then sent.
const WRITE_COMPLETE_SQL = `${WRITE_CTES}, ${IdempotencyClaim.completeCte('idempotency_done', 32)}
SELECT id FROM t`;

interface ReadRow {
  sender: ProfileView | null;
  receiver: ProfileView | null;
  pair: { n: number; blocked_at: string | null; blocked_score: number | null; blocked_action: string | null; blocked_amount: number | string | null } | null;
  receiver_new_senders: number;
  reports: (CountedReport & { a: string })[];
  watch: { account: string; list: string; entry_id: string }[];
  sender_devices: number;
  device_known: boolean;
  device_other_accounts: number;
  device_flags: string[] | null;
  sender_score: { activity: number; score: number; level: RiskLevel } | null;
  receiver_score: { activity: number; score: number; level: RiskLevel } | null;
  receiver_network: NetworkAccountRow[] | null;
}

/**
 * Analyses one transaction: one PostgreSQL read (with the Idempotency-Key's claim when there is
 * one) and one Redis call (in parallel when there is no key; after the claim otherwise, since the
 * velocity windows record the transfer), the pure engine, then one PostgreSQL write that also
 * stores the response as the key's outcome (a transaction with the webhook events only when an
 * alert or a score event is due). Nothing else is waited on.
 */
@Injectable()
export class AnalysisService {
  private readonly logger = new Logger(AnalysisService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
    private readonly settings: FraudSettingsService,
    private readonly velocity: VelocityService,
    private readonly emitter: WebhookEmitter,
    private readonly epoch: NetworkEpoch,
    @InjectClock() private readonly clock: Clock,
  ) {}

  async analyze(principal: Principal, dto: AnalyzeTransactionDto, requestId: string, claim: IdempotencyClaim | null = null): Promise<AnalyzeResultDto> {
    if (dto.sender_account === dto.receiver_account) {
      throw ApiError.validation([{ field: 'receiver_account', issue: 'must differ from sender_account' }]);
    }
    const org = principal.organizationId;
    const now = this.clock.now();
    const currency = dto.currency ?? 'NGN';
    const device = dto.device_id ?? null;
    const round = isRoundAmount(dto.amount, currency);
    const pool = hotPathPool(this.db);

    const settings = this.settings.cached(org) ?? (await this.settings.forOrganization(org));
    const receiverBank = bankCodeOf(dto.metadata?.receiver_bank_code);
    const readValues = [org, dto.sender_account, dto.receiver_account, device, new Date(now.getTime() - 24 * 60 * MINUTE), new Date(now.getTime() - DEVICE_ESTABLISHED_MS), receiverBank];
    const velocityOf = () =>
      this.velocity.recordTransfer(org, dto.sender_account, dto.receiver_account, now, round).catch((err) => {
        this.logger.warn({ err }, 'velocity windows unavailable (Redis); analysing without them');
        return { last10m: 0, last60m: 0, receivers10m: 0, round60m: 0 };
      });
    let read: { rows: { read: ReadRow; idempotency_id?: string | null }[] };
    let velocity: Awaited<ReturnType<typeof velocityOf>>;
    if (claim) {
      // The key first: a replay or a refused key must not record a transfer in the windows.
      read = await pool.query({ name: 'fraud_analyze_claim_read', text: CLAIM_READ_SQL, values: [...readValues, ...claim.claimValues()] });
      await claim.settle(read.rows[0].idempotency_id ?? null);
      velocity = await velocityOf();
    } else {
      [read, velocity] = await Promise.all([pool.query({ name: 'fraud_analyze_read', text: READ_SQL, values: readValues }), velocityOf()]);
    }
    const r = read.rows[0].read;
    const ip = dto.ip_address ? { address: dto.ip_address, ...locateIp(dto.ip_address) } : null;
    const tz = typeof dto.metadata?.timezone === 'string' ? dto.metadata.timezone : null;
    const senderReports = r.reports.filter((x) => x.a === dto.sender_account);
    const receiverReports = r.reports.filter((x) => x.a === dto.receiver_account);

    const raw = evaluateSignals({
      amount: dto.amount,
      currency,
      channel: dto.channel,
      at: now,
      sender: r.sender,
      receiver: r.receiver,
      knownPair: (r.pair?.n ?? 0) > 0,
      receiverNewSenders24h: r.receiver_new_senders + (r.pair ? 0 : 1),
      firstAttempt: !r.pair,
      pairBlocked: r.pair?.blocked_at
        ? { at: new Date(r.pair.blocked_at), score: r.pair.blocked_score ?? 0, action: r.pair.blocked_action ?? 'review', amount: Number(r.pair.blocked_amount ?? 0) }
        : null,
      receiverNetwork: networkView(r.receiver_network, now, await this.epoch.get()),
      senderReports,
      receiverReports,
      watchlistHits: r.watch,
      device: device ? { id: device, known: r.device_known, senderDeviceCount: r.sender_devices, otherAccounts: r.device_other_accounts, flags: r.device_flags ?? [] } : null,
      ip,
      claimedTimezone: tz,
      velocity: { last10m: velocity.last10m, last60m: velocity.last60m, receivers10m: velocity.receivers10m },
      roundAmounts60m: round ? velocity.round60m : 0,
    });
    const verdict = scoreSignals(raw, settings.live.weights, settings.live.thresholds);
    const shadow = settings.shadow ? scoreSignals(raw, settings.shadow.weights, settings.shadow.thresholds) : null;
    if (shadow && shadow.risk_level !== verdict.risk_level) {
      this.logger.log({ transaction_id: dto.transaction_id, live: verdict.risk_score, shadow: shadow.risk_score }, 'shadow rules disagree');
    }

    // Account scores: the sender always learns from the analysis; the receiver when the signals are about it.
    const thresholds = settings.live.thresholds;
    const senderActivity = nextActivity(r.sender_score?.activity ?? 0, verdict.risk_score);
    const senderWatch = r.watch.some((w) => w.account === dto.sender_account);
    const senderScore = composeAccountScore(senderActivity, senderReports, senderWatch);
    const receiverTouched = verdict.signals.some((s) => RECEIVER_SIDE.has(s.code)) || r.watch.some((w) => w.account === dto.receiver_account);
    const receiverActivity = receiverTouched ? nextActivity(r.receiver_score?.activity ?? 0, verdict.risk_score) : 0;
    const receiverScore = composeAccountScore(receiverActivity, receiverReports, r.watch.some((w) => w.account === dto.receiver_account));
    const events: { account: string; score: number; before: ReadRow['sender_score']; reports: number }[] = [];
    if (scoreChangeWorthEvent(r.sender_score, senderScore, thresholds)) events.push({ account: dto.sender_account, score: senderScore, before: r.sender_score, reports: senderReports.length });
    if (receiverTouched && scoreChangeWorthEvent(r.receiver_score, receiverScore, thresholds)) {
      events.push({ account: dto.receiver_account, score: receiverScore, before: r.receiver_score, reports: receiverReports.length });
    }

    const hourIndex = localHour(now) + 1;
    const values: unknown[] = [
      org, dto.transaction_id, dto.sender_account, dto.receiver_account, dto.amount, currency, dto.channel, dto.ip_address ?? null, ip?.country ?? null, device,
      verdict.risk_score, verdict.risk_level, verdict.recommended_action, JSON.stringify(verdict.signals),
      shadow ? JSON.stringify({ risk_score: shadow.risk_score, risk_level: shadow.risk_level, recommended_action: shadow.recommended_action }) : null,
      now, Math.log(dto.amount), hourIndex, ip?.country ?? null,
      senderActivity, senderScore, levelOf(senderScore, thresholds),
      receiverTouched, receiverActivity, receiverScore, levelOf(receiverScore, thresholds),
      verdict.recommended_action === 'approve', receiverBank, bankCodeOf(dto.metadata?.sender_bank_code), flowAmount(dto.amount, currency), !r.pair,
    ];
    const result: AnalyzeResultDto = {
      transaction_id: dto.transaction_id,
      is_fraud: verdict.is_fraud,
      risk_score: verdict.risk_score,
      risk_level: verdict.risk_level,
      recommended_action: verdict.recommended_action,
      signals: verdict.signals,
      request_id: requestId,
    };
    const [name, sql] = claim ? ['fraud_analyze_write_complete', WRITE_COMPLETE_SQL] : ['fraud_analyze_write', WRITE_SQL];
    if (claim) values.push(...claim.completeValues(result));
    const alert = verdict.risk_level === 'high' || verdict.risk_level === 'critical';
    // Two transfers A -> B and B -> A at the same instant lock both profiles in opposite orders;
    // PostgreSQL aborts one of them, which is simply run again.
    await retryOnDeadlock(async () => {
      if (!alert && !events.length) {
        await pool.query({ name, text: sql, values });
        return;
      }
      await this.db.transaction(async (m) => {
        await m.query(sql, values);
        if (alert) await this.raiseAlert(m, org, dto, verdict, now);
        for (const e of events) {
          await this.emitter.emit(m, org, 'fraud.score.updated', scoreEvent(e.account, e.score, levelOf(e.score, thresholds), e.before ? { score: e.before.score, risk_level: e.before.level } : null, e.reports, now));
        }
      });
    });
    if (claim) claim.completed = true;
    analysesTotal.inc({ risk_level: verdict.risk_level, action: verdict.recommended_action });
    for (const sig of verdict.signals) signalsTotal.inc({ code: sig.code });
    return result;
  }

  private async raiseAlert(m: EntityManager, org: string, dto: AnalyzeTransactionDto, v: Verdict, now: Date) {
    const codes = v.signals.map((s) => s.code);
    const [row] = (await m.query(
      `INSERT INTO fraud_alerts (organization_id, account_number, receiver_account, transaction_id, severity, risk_score, recommended_action, signal_codes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [org, dto.sender_account, dto.receiver_account, dto.transaction_id, v.risk_level, v.risk_score, v.recommended_action, codes, now],
    )) as { id: string }[];
    await this.emitter.emit(m, org, 'fraud.alert', {
      alert_id: row.id,
      transaction_id: dto.transaction_id,
      account_number: dto.sender_account,
      receiver_account: dto.receiver_account,
      amount: dto.amount,
      currency: dto.currency ?? 'NGN',
      severity: v.risk_level,
      risk_score: v.risk_score,
      risk_level: v.risk_level,
      recommended_action: v.recommended_action,
      signals: codes,
      created_at: now.toISOString(),
    });
  }
}

async function retryOnDeadlock(fn: () => Promise<void>, attempts = 5): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string; driverError?: { code?: string } }).code ?? (err as { driverError?: { code?: string } }).driverError?.code;
      if (code !== '40P01' || i >= attempts) throw err;
      // a random pause, growing per attempt, so the two sides of a deadlock do not collide again
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * i));
    }
  }
}
