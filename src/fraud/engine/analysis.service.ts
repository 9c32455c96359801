import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { OrgScope, Principal } from '../../auth/principal.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ApiError } from '../../common/errors.js';
import { WebhookEmitter } from '../../webhooks/webhook-emitter.service.js';
import type { IdempotencyClaim } from '../../idempotency/idempotency-claim.js';
import { isLostCompletion } from '../../idempotency/idempotency.repository.js';
import type { AnalyzeResultDto, AnalyzeTransactionDto } from '../dto/analyze.dto.js';
import { analysesTotal, signalsTotal, timedPhase } from '../fraud-metrics.js';
import { scoreEvent } from '../fraud-score.service.js';
import { VelocityService } from '../velocity/velocity.service.js';
import type { StoredScore } from '../account-score.repository.js';
import { nextActivity, scoreAccount, type ScoredAccount } from './account-score.js';
import { AnalysisRepository, DEVICE_OTHERS_COUNTED, type ReadRow } from './analysis.repository.js';
import { AnalysisWriter } from './analysis-writer.js';
import { InjectClock, type Clock } from './clock.js';
import { locateIp } from './geo.js';
import { bankCodeOf, flowAmount, networkView } from './network-account.js';
import { MemberTenure, NetworkEpoch } from './network-epoch.service.js';
import { CALIBRATION, scoreSignals, type Calibration, type Verdict } from './scoring.js';
import { FraudSettingsService } from './settings.service.js';
import { evaluateSignals, TRACE, heldForward, heldPayment, independentOfHolds, isRoundAmount, learnsHabits, localHour, forHeldForwards, unusualPayment, withoutOthersReview, type EngineInput } from './signals.js';

const MINUTE = 60_000;
/** A device becomes known to an account a day after its first use: a thief's phone stays new through a drain. */
const DEVICE_ESTABLISHED_MS = 24 * 60 * MINUTE;
const RECEIVER_SIDE = new Set(['MULE_RECEIVER', 'RECEIVER_REPORTED', 'SCAM_PAYEE']);

/** One transaction: one read (with the key's claim), one Redis call, the pure engine, one write (with the key's completion), group-committed (AnalysisWriter). */
/** Test mode's network epoch: the sandbox is judged as a network long watched (no cold-start damping of youth or novelty). */
const SANDBOX_EPOCH = new Date(0);

@Injectable()
export class AnalysisService {
  private readonly logger = new Logger(AnalysisService.name);
  /** risk_score as a fraud share (CALIBRATION); raw points (null) only to refit it (FRAUD_RAW_SCORES) */
  private readonly model: Calibration | null;

  constructor(
    private readonly analyses: AnalysisRepository,
    private readonly settings: FraudSettingsService,
    private readonly velocity: VelocityService,
    private readonly emitter: WebhookEmitter,
    private readonly writer: AnalysisWriter,
    private readonly epoch: NetworkEpoch,
    private readonly tenure: MemberTenure,
    @InjectClock() private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.model = config.fraud.rawScores ? null : CALIBRATION;
  }

  async analyze(principal: Principal, dto: AnalyzeTransactionDto, requestId: string, claim: IdempotencyClaim | null = null): Promise<AnalyzeResultDto> {
    if (dto.sender_account === dto.receiver_account) {
      throw ApiError.validation([{ field: 'receiver_account', issue: 'must differ from sender_account' }]);
    }
    const org = principal.organizationId;
    const livemode = principal.livemode;
    const now = this.clock.now();
    const currency = dto.currency ?? 'NGN';
    const device = dto.device_id ?? null;
    const round = isRoundAmount(dto.amount, currency);

    const settings = this.settings.cached(org) ?? (await this.settings.forOrganization(org));
    const receiverBank = bankCodeOf(dto.metadata?.receiver_bank_code);
    // the sender is this organization's customer: its own bank code when the transfer gives none
    const senderBank = bankCodeOf(dto.metadata?.sender_bank_code) || settings.bankCode;
    const readValues = [org, dto.sender_account, dto.receiver_account, device, new Date(now.getTime() - 24 * 60 * MINUTE), new Date(now.getTime() - DEVICE_ESTABLISHED_MS), receiverBank, livemode, senderBank];
    const velocityOf = () =>
      // test traffic counts in windows of its own
      this.velocity.recordTransfer(livemode ? org : `${org}:test`, dto.sender_account, dto.receiver_account, now, round, dto.amount).catch((err) => {
        this.logger.warn({ err }, 'velocity windows unavailable (Redis); analysing without them');
        return { last10m: 0, last60m: 0, receivers10m: 0, round60m: 0, toReceiver60m: 0, partsToReceiver60m: 0 };
      });
    let r: ReadRow;
    let velocity: Awaited<ReturnType<typeof velocityOf>>;
    if (claim) {
      // The key first: a replay or a refused key must not record a transfer in the windows.
      const claimed = await timedPhase('read', () => this.analyses.claimAndRead([...readValues, ...claim.claimValues()]));
      await claim.settle(claimed.idempotency_id ?? null);
      r = claimed.read;
      velocity = await timedPhase('velocity', velocityOf);
    } else {
      [r, velocity] = await Promise.all([timedPhase('read', () => this.analyses.read(readValues)), timedPhase('velocity', velocityOf)]);
    }
    const ip = dto.ip_address ? { address: dto.ip_address, ...locateIp(dto.ip_address) } : null;
    const tz = typeof dto.metadata?.timezone === 'string' ? dto.metadata.timezone : null;
    const senderReports = r.reports.filter((x) => x.a === dto.sender_account);
    const receiverReports = r.reports.filter((x) => x.a === dto.receiver_account);

    // test mode's network is a sandbox with no cold start of its own: its accounts are judged as in a network long watched
    const epoch = livemode ? await this.epoch.get() : SANDBOX_EPOCH;
    // the organization's own tenure, in either mode: a sandbox judged as a network long watched still has a first week of its own
    // (unknown when it cannot be read: what reads it stays off, the analysis goes on, as without the velocity windows)
    const memberSince = await this.tenure.get(org, livemode, now).catch((err) => {
      this.logger.warn({ err }, 'member tenure unavailable; analysing without it');
      return null;
    });
    const input: EngineInput = {
      amount: dto.amount,
      currency,
      channel: dto.channel,
      at: now,
      sender: r.sender?.profile ?? null,
      receiver: r.receiver?.profile ?? null,
      knownPair: (r.pair?.n ?? 0) > 0,
      pairSince: r.pair ? new Date(r.pair.first_seen_at) : null,
      receiverNewSenders24h: r.receiver_new_senders + (r.pair ? 0 : 1),
      firstAttempt: !r.pair,
      pairBlocked: r.pair?.blocked_at
        ? { at: new Date(r.pair.blocked_at), score: r.pair.blocked_score ?? 0, action: r.pair.blocked_action ?? 'review', amount: Number(r.pair.blocked_amount ?? 0) }
        : null,
      receiverNetwork: networkView(r.receiver_network, now, epoch, org, receiverBank),
      senderNewPayers24h: r.sender_new_payers,
      senderNewPayees24h: r.sender_new_payees + (r.pair ? 0 : 1),
      senderNetwork: networkView(r.sender_network, now, epoch, org, senderBank),
      memberDays: memberSince ? (now.getTime() - memberSince.getTime()) / (24 * 60 * MINUTE) : undefined,
      senderReports,
      receiverReports,
      watchlistHits: r.watch,
      device: device ? { id: device, known: r.device_known, senderDeviceCount: r.sender_devices, otherAccounts: Math.min(DEVICE_OTHERS_COUNTED, r.device_other_established + r.device_other_fresh), establishedOthers: r.device_other_established, freshOthers: r.device_other_fresh, flags: r.device_flags ?? [] } : null,
      ip,
      claimedTimezone: tz,
      velocity: { last10m: velocity.last10m, last60m: velocity.last60m, receivers10m: velocity.receivers10m, toReceiver60m: velocity.toReceiver60m, partsToReceiver60m: velocity.partsToReceiver60m },
      roundAmounts60m: round ? velocity.round60m : 0,
    };
    const raw = evaluateSignals(input);
    const verdict = scoreSignals(raw, settings.live.weights, settings.live.thresholds, this.model);
    // what the network's holds are written from: the verdict on the evidence without them, and without one other organization's
    // word alone (scored again only where either raised a signal)
    const actionOf = (signals: typeof raw) => (signals === raw ? verdict.recommended_action : scoreSignals(signals, settings.live.weights, settings.live.thresholds, this.model).recommended_action);
    const independent = independentOfHolds(raw);
    const independentAction = actionOf(independent);
    const forwardBasis = forHeldForwards(raw);
    const forwardAction = actionOf(forwardBasis);
    const shadow = settings.shadow ? scoreSignals(raw, settings.shadow.weights, settings.shadow.thresholds, this.model) : null;
    if (shadow && shadow.risk_level !== verdict.risk_level) {
      this.logger.log({ transaction_id: dto.transaction_id, live: verdict.risk_score, shadow: shadow.risk_score }, 'shadow rules disagree');
    }

    // Account scores: the sender always learns from the analysis; the receiver when the signals are about it. They learn the
    // score without a review asked on one other organization's word alone: such a review adds nothing to an account's score
    // (issue 11: others' unverified reports alone never lift an account above medium at the default thresholds; network-weight.ts)
    const thresholds = settings.live.thresholds;
    const ownWord = withoutOthersReview(raw);
    const learned = ownWord === raw ? verdict.risk_score : scoreSignals(ownWord, settings.live.weights, thresholds, this.model).risk_score;
    const senderScore = r.sender?.score ?? null;
    const receiverScore = r.receiver?.score ?? null;
    const senderActivity = nextActivity(senderScore?.activity ?? 0, learned);
    const senderWatch = r.watch.some((w) => w.account === dto.sender_account);
    const sender = scoreAccount(senderActivity, senderReports, senderWatch, thresholds, senderScore);
    // (SCAM_PAYEE raised only by the sender's fresh money passed on, its payee-side terms under a trace, is evidence on the
    // sender, not on the payee: a payee no one has seen is not scored for it)
    const scam = raw.find((s) => s.code === 'SCAM_PAYEE');
    const onSenderOnly = !!scam?.details.fresh_money_onward && !scam.details.paid_like_victims && (scam.ownEvidence ?? 0) < TRACE;
    const aboutReceiver = (s: Verdict['signals'][number]) => RECEIVER_SIDE.has(s.code) && !(s.code === 'SCAM_PAYEE' && onSenderOnly);
    const receiverTouched = verdict.signals.some(aboutReceiver) || r.watch.some((w) => w.account === dto.receiver_account);
    const receiverActivity = receiverTouched ? nextActivity(receiverScore?.activity ?? 0, learned) : 0;
    const receiver = scoreAccount(receiverActivity, receiverReports, r.watch.some((w) => w.account === dto.receiver_account), thresholds, receiverScore);
    const events: { account: string; scored: ScoredAccount; before: StoredScore | null; reports: number }[] = [];
    if (sender.changed) events.push({ account: dto.sender_account, scored: sender, before: senderScore, reports: senderReports.length });
    if (receiverTouched && receiver.changed) events.push({ account: dto.receiver_account, scored: receiver, before: receiverScore, reports: receiverReports.length });

    const hourIndex = localHour(now) + 1;
    const row: unknown[] = [
      org, dto.transaction_id, dto.sender_account, dto.receiver_account, dto.amount, currency, dto.channel, dto.ip_address ?? null, ip?.country ?? null, device,
      verdict.risk_score, verdict.risk_level, verdict.recommended_action, JSON.stringify(verdict.signals),
      shadow ? JSON.stringify({ risk_score: shadow.risk_score, risk_level: shadow.risk_level, recommended_action: shadow.recommended_action }) : null,
      now, Math.log(dto.amount), hourIndex,
      senderActivity, sender.score, sender.level,
      receiverTouched, receiverActivity, receiver.score, receiver.level,
      verdict.recommended_action === 'approve', learnsHabits(input, verdict.recommended_action), receiverBank, senderBank, flowAmount(dto.amount, currency), heldForward(forwardBasis, forwardAction), heldPayment(independent, independentAction),
      unusualPayment(input, verdict.recommended_action),
      livemode,
    ];
    const result: AnalyzeResultDto = {
      transaction_id: dto.transaction_id,
      is_fraud: verdict.is_fraud,
      risk_score: verdict.risk_score,
      risk_level: verdict.risk_level,
      recommended_action: verdict.recommended_action,
      signals: verdict.signals,
      request_id: requestId,
      livemode,
    };
    row.push(...(claim ? claim.completeValues(result) : [null, null, null, null]));
    // Every decision other than approve opens an alert (in the write statement itself) and emits fraud.alert.
    const alert = verdict.recommended_action !== 'approve';
    const after =
      alert || events.length
        ? async (m: EntityManager, alertId: string | null) => {
            if (alertId) await this.emitAlert(m, principal, alertId, dto, verdict, now);
            for (const e of events) {
              await this.emitter.emit(m, principal, 'fraud.score.updated', scoreEvent(e.account, e.scored.score, e.scored.level, e.before, e.reports, now));
            }
          }
        : null;
    // answered once the write has committed, in a batch with the analyses of the same few milliseconds (AnalysisWriter)
    const accounts = [`${livemode}:${dto.sender_account}`, `${livemode}:${dto.receiver_account}`];
    await timedPhase('write', () => this.writer.write({ row, accounts, after })).catch((err) => {
      // the key was taken over and finished, or released, meanwhile: the write rolled back
      throw claim && isLostCompletion(err) ? claim.lost() : err;
    });
    if (claim) claim.completed = true;
    analysesTotal.inc({ risk_level: verdict.risk_level, action: verdict.recommended_action });
    for (const sig of verdict.signals) signalsTotal.inc({ code: sig.code });
    return result;
  }

  private async emitAlert(m: EntityManager, scope: OrgScope, alertId: string, dto: AnalyzeTransactionDto, v: Verdict, now: Date) {
    const codes = v.signals.map((s) => s.code);
    await this.emitter.emit(m, scope, 'fraud.alert', {
      alert_id: alertId,
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
