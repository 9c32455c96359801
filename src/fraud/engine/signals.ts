// The signals: a pure function from what the engine knows (profiles, network, devices, velocity)
// to explainable signals with a strength in [0, 1]. Weights are applied in scoring.ts.
import type { RawSignal } from './scoring.js';
import { timezoneMismatch, type IpGeo } from './geo.js';
import { flowAmount, type NetworkView } from './network-account.js';
import { countsFully, networkShare, type CountedReport } from './network-weight.js';

export interface ProfileView {
  txnCount: number;
  amountLogMean: number;
  amountLogM2: number;
  hours: number[];
  channels: Record<string, number>;
  countries: string[];
  inboundCount: number;
  /** ln of the largest amount an analyst accepted (a legitimate alert); null when none. */
  acceptedAmountLog?: number | null;
  /** As a receiver: payments to it analysts resolved as legitimate, and as confirmed fraud. */
  vouchedInbound?: number;
  fraudInbound?: number;
}

export type NetworkStatus = 'received' | 'under_review' | 'verified';

export interface EngineInput {
  amount: number;
  currency: 'NGN' | 'USD';
  channel: string;
  at: Date;
  sender: ProfileView | null;
  receiver: ProfileView | null;
  /** the sender has paid this receiver before (an approved transfer; blocked attempts teach nothing) */
  knownPair: boolean;
  /** distinct senders whose first payment to the receiver falls in the last 24 h (this one included when new) */
  receiverNewSenders24h: number;
  /** this sender never tried to pay this receiver before (a first-time payer, for the network's counts) */
  firstAttempt: boolean;
  /** when this sender first tried to pay this receiver, or null when never (a payee first paid within the hour is still new to a drain) */
  pairSince?: Date | null;
  /** the last attempt from this sender to this receiver that was not approved, if any */
  pairBlocked: { at: Date; score: number; action: string; amount: number } | null;
  /** the receiver across every organization (network-account.ts); null when no one has seen it */
  receiverNetwork: NetworkView | null;
  /** the sender as a receiver: distinct payers whose first payment to it falls in the last 24 h (this organization), and across every organization */
  senderNewPayers24h: number;
  /** distinct receivers the sender first tried to pay in the last 24 h, this one included when new (its fan-out) */
  senderNewPayees24h?: number;
  senderNetwork: NetworkView | null;
  /** days since the analysing organization's first analysed transfer in this mode (MemberTenure); unknown: not yet a week */
  memberDays?: number;
  /** one per reporting organization the analysing organization counts (network-weight.ts) */
  senderReports: CountedReport[];
  receiverReports: CountedReport[];
  watchlistHits: { account: string; list: string; entry_id: string }[];
  /**
   * otherAccounts: other accounts that used the device (up to 20); establishedOthers: those whose first use is a
   * week old or more (a terminal's regulars, up to 20), freshOthers: those newer (up to 100), when known
   */
  device: { id: string; known: boolean; senderDeviceCount: number; otherAccounts: number; establishedOthers?: number; freshOthers?: number; flags: string[] } | null;
  ip: (IpGeo & { address: string }) | null;
  claimedTimezone: string | null;
  /**
   * transfers by the sender in the last 10 and 60 minutes and distinct receivers in 10 minutes, this one included; toReceiver60m:
   * the amount it sent this receiver in 60 minutes, this one included (0 when unknown), and partsToReceiver60m in how many transfers
   * (a window member written before amounts were kept counts as a part and adds no amount)
   */
  velocity: { last10m: number; last60m: number; receivers10m: number; toReceiver60m?: number; partsToReceiver60m?: number };
  /** round-amount transfers by the sender in the last 60 minutes, this one included (0 when this one is not round) */
  roundAmounts60m: number;
}

const clamp = (x: number) => Math.min(1, Math.max(0, x));
/** A retry within a day of a blocked attempt to the same receiver scores at least as high as it. */
export const RETRY_WINDOW_MS = 24 * 3600_000;
/**
 * A retry of a declined attempt within this long is declined with it (conclusive): an attacker presses on within minutes.
 * Later (the customer trying again the next morning) it keeps the declined score but an analyst decides.
 */
export const RETRY_CONCLUSIVE_MS = 6 * 3600_000;
/** A pair's blocked action once an analyst confirmed its transfer as fraud: its retries within the day are conclusive. */
export const CONFIRMED_FRAUD = 'confirmed_fraud';
const HIGH_AMOUNT = { NGN: 2_000_000, USD: 5_000 } as const;
/** A large first transfer for an account with no approved history. */
const LARGE_FOR_UNKNOWN = { NGN: 500_000, USD: 1_000 } as const;
/**
 * AMOUNT_UNUSUAL's strength from which it makes the takeover triad: about 2.1 standard deviations of the sender's log amounts,
 * where it starts to show (3.5 until the ninth round: a thief on a new phone rarely takes ten times the usual at once)
 */
const TAKEOVER_AMOUNT_STRENGTH = 0.05;
/** Share of the last hours' inflow sent on (this transfer included) that makes an account a pass-through. */
const PASS_THROUGH_SHARE = 0.8;
/** An account the network first saw this recently (days) is new to it: one other organization's word about it counts (accountRisk). */
const NEW_TO_NETWORK_DAYS = 1;
/** Share of a transfer paid from the last hours' inflow not yet sent on that makes it fresh money (the counters decay over hours, the transfer does not). */
const FRESH_SHARE = 0.5;
/** The strength from which a held transfer's signal counts as a mule's forward held (heldForward) or a payment into a mule held (heldPayment). */
const HELD_FROM = 0.5;
/**
 * Holds (each written as 1, decayed over 6 hours) at which the next payment into the account (MULE_RECEIVER) or out of it
 * (MULE_FORWARDING) weighs fully: one hold within about 4 hours (a mule's next victims pay, and it sends on, within the hour),
 * then half to about 8 hours and a quarter to about 14 (another organization's holds are read in those bands only).
 */
const HELD_FULL = 0.5;
/** With a new device and a new payee, an amount this many standard deviations above the habit and a break of habit ask for a step-up. */
const BEHAVIOUR_CHANGE_Z = 1;
/** On a history of one or two approved transfers, this many times their (geometric) mean from a new device to a new payee is the takeover triad. */
const THIN_TAKEOVER_MULTIPLE = 5;
/** MULE_FORWARDING's `paid_in_unseen` reading (unfundedFanOut): what an account first seen today sent in the last hours, NGN. */
const UNFUNDED_OUTFLOW = { from: 100_000, full: 300_000 };
const UNFUNDED_REVIEW_FROM = 0.5;
/** A takeover drains an account in parts: a payee first paid within this long is still new, and what it was sent in it is read as one amount. */
const DRAIN_WINDOW_MS = 3600_000;
/** Transfers to one payee of a new device's session within the hour, DRAIN_PARTS_MULTIPLE times the usual payment in sum, that read as a drain in parts, whatever the habit's width. */
const DRAIN_PARTS = 3;
const DRAIN_PARTS_MULTIPLE = 2;
/** SCAM_PAYEE's victims: earlier unusual first payments into the receiver for the full reading (half at one fewer), and at most how many of them another organization's count gives. */
const VICTIMS_FULL = 3;
const VICTIMS_FROM_OTHERS = 2;
/** Approved transfers from which a channel or a night hour the account never used is read as a break of habit (at half strength). */
const THIN_HABIT = 5;
/** Local hours before this (midnight to 5 am) are the night: on a short history only a night hour never used is odd. */
const NIGHT_ENDS = 5;
/** A break read on a short history: half at THIN_HABIT transfers, nearly full at `full` (where the full reading starts). */
const thinBreak = (n: number, full: number) => clamp(0.5 + (0.5 * (n - THIN_HABIT)) / (full - THIN_HABIT));
/** Payments received from which an account is a collection point (a school, a church, a merchant): money paid on to it is spent, not layered. */
const COLLECTION_POINT_INBOUND = 10;
/** A first payment this many standard deviations above the payer's habit is paid as a victim pays (SCAM_PAYEE's amount weighs from here). */
const UNUSUAL_PAYMENT_Z = 1.5;
/** SCAM_PAYEE to a receiver forwarding at once weighs from this many standard deviations above the payer's habit (else from 1.5). */
const ONWARD_SCAM_Z = 0.5;
/** ...and reads the payer's spread as at most this (ln units): four times the usual is then at least 1.85 sd above it, whatever the habit. */
const ONWARD_SCAM_STD_CAP = 0.75;
/** Share of the last hours' inflow sent on from which a young account's onward flow weighs, and at which it weighs fully. */
const YOUNG_ONWARD = { from: 0.2, full: 0.6 } as const;
/** The same for an account whose crowd is new to it (a school's term, not its age): it pays its bills from its fees. */
const ONWARD = { from: 0.3, full: 0.8 } as const;
const ramp = (x: number, r: { from: number; full: number }) => clamp((x - r.from) / (r.full - r.from));
const BEHAVIOUR_BREAKS: ReadonlySet<RawSignal['code']> = new Set(['UNUSUAL_CHANNEL', 'ODD_HOUR', 'VELOCITY_BURST']);
const ROUND_UNIT = { NGN: 10_000, USD: 100 } as const;
/** A fully counted report's strength, by status (network-weight.ts decides which count fully). */
const REPORT_WEIGHT: Record<NetworkStatus, number> = { received: 0.5, under_review: 0.75, verified: 1 };
/** A signal below this strength is a trace that explains nothing: left out (evaluateSignals). */
export const TRACE = 0.05;
/**
 * A payee first tried this recently is still new to another member's report: a scam account's onward account is paid first
 * within the hours before its first victim's bank reports it, and a victim's second payment follows the first within days.
 */
const REPORT_KNOWN_PAYEE_MS = 7 * 24 * 3600_000;
/** An accepted amount covers up to 20 % more. */
const ACCEPTED_BAND_LOG = Math.log(1.2);
/** Nigeria has one zone, UTC+1, no DST: profiles learn local hours. */
export const localHour = (at: Date) => (at.getUTCHours() + 1) % 24;

/**
 * What an analysis adds to its sender's held forwards (network-account.ts): 1 for a transfer not approved whose MULE_FORWARDING
 * has half strength or more, else 0 (a hold, not its strength: nothing of the transfer's amount reaches another organization).
 * A MULE_FORWARDING the account's held payments in decided counts only at full strength (fresh money to a new payee, from an
 * the reader's own holds, or another organization's for an account young or new to its crowd): a scam account's next victim
 * is then held (payment held, forward held, next payment held), but a collection account's payout to its usual supplier (half)
 * starts no chain; and heldPayment writes only what independent evidence held, so no chain outlives it. Give it
 * `forHeldForwards(raw)` and the action those score (AnalysisService): nothing is written on one other organization's word alone,
 * nor on what payments paid as victims pay added (a car or a wedding gift is paid so too).
 */
export function heldForward(raw: RawSignal[], action: string): number {
  const forwarding = raw.find((s) => s.code === 'MULE_FORWARDING');
  const from = forwarding?.details.payments_to_it_held ? 1 : HELD_FROM;
  return action !== 'approve' && (forwarding?.strength ?? 0) >= from ? 1 : 0;
}

/**
 * What an analysis adds to its receiver's held payments: 1 for a payment whose MULE_RECEIVER or SCAM_PAYEE has half strength or
 * more and which is held on that evidence without the network's holds: give it `independentOfHolds(raw)` and the action that
 * scores (AnalysisService). A payment held only because the account's forwards were held writes nothing, so a chain of holds
 * lasts no longer than the holds of independent evidence it started from (6 hours' decay): a wedding account whose payout was
 * held once does not go on holding its relatives and its payouts in turn.
 */
export function heldPayment(independent: RawSignal[], independentAction: string): number {
  const strength = Math.max(0, ...independent.filter((s) => s.code === 'SCAM_PAYEE' || s.code === 'MULE_RECEIVER').map((s) => s.strength));
  return independentAction !== 'approve' && strength >= HELD_FROM ? 1 : 0;
}

/** A device the account never used, while it knows another (NEW_DEVICE): a thief's phone, or the owner's new one for its first day. */
export const isNewDevice = (d: EngineInput['device']) => !!d && !d.known && d.senderDeviceCount >= 1;

/**
 * A payee of the device's session: never paid, or first paid within the hour (DRAIN_WINDOW_MS; by any device). A thief empties an
 * account in parts (a transfer limit, or a bank's own alert on one large amount), and the first part makes the payee known.
 */
export const isSessionPayee = (x: Pick<EngineInput, 'knownPair' | 'pairSince' | 'at'>) =>
  !x.knownPair || (!!x.pairSince && x.at.getTime() - x.pairSince.getTime() <= DRAIN_WINDOW_MS);

/**
 * Whether an analysis teaches the sender's habits (amounts, hours, channels, countries): an approved transfer, unless it is a
 * new device's (NEW_DEVICE) to a payee of its session. A thief draining an account in parts from a new phone has the first
 * part approved; learned, it would widen the habit the next parts are read against, and the drain would pass as the owner's.
 * What a new device pays a payee the account already paid is learned as ever, so an app that sends a new device id per
 * session (or per transfer) still teaches the habits of the customer's usual payees; its first payment to a payee never does.
 */
export function learnsHabits(x: Pick<EngineInput, 'device' | 'knownPair' | 'pairSince' | 'at'>, action: string): boolean {
  return action === 'approve' && !(isNewDevice(x.device) && isSessionPayee(x));
}

/**
 * What an analysis adds to its receiver's payments paid as a victim pays: 1 for the payer's first payment to it (never tried
 * before) at UNUSUAL_PAYMENT_Z or more above the payer's habit (three approved transfers or more, an amount an analyst accepted
 * not above its band), unless declined (it never reached the account). No hold: a car or a rent is paid so too, so it is read
 * only of a young account that passes the money straight on to a payee it never paid (MULE_FORWARDING), and of a receiver new
 * to its crowd paid so by several payers within hours (SCAM_PAYEE: a rented account's victims); neither writes a hold.
 */
export function unusualPayment(x: Pick<EngineInput, 'sender' | 'firstAttempt' | 'amount'>, action: string): number {
  const s = x.sender;
  if (!s || s.txnCount < 3 || !x.firstAttempt || action === 'decline') return 0;
  const logAmount = Math.log(x.amount);
  if (withinAccepted(s, logAmount)) return 0;
  return amountZ(s, logAmount) >= UNUSUAL_PAYMENT_Z ? 1 : 0;
}

/**
 * The signals as they would be without the network's holds, without one other organization's word alone and without what
 * payments paid as victims pay added (each raised signal at the lesser of its `independent` and `ownEvidence` strengths): what
 * held payments are written from; the same array when none was raised so.
 */
export function independentOfHolds(raw: RawSignal[]): RawSignal[] {
  return lowered(raw, (s) => Math.min(s.independent ?? Infinity, s.ownEvidence ?? Infinity));
}

/**
 * The signals on this organization's own evidence: without one other organization's word alone and without what payments paid
 * as victims pay added (each raised signal at its `ownEvidence` strength): what held forwards are written from; the same array
 * when none was raised so.
 */
export function forHeldForwards(raw: RawSignal[]): RawSignal[] {
  return lowered(raw, (s) => s.ownEvidence ?? Infinity);
}

/**
 * The signals without a review asked on one other organization's word alone (`reviewOnOthersWord`): what the accounts' scores
 * learn from (AnalysisService), so others' unverified reports never lift an account on their own (network-weight.ts); the same
 * array when none was asked so.
 */
export function withoutOthersReview(raw: RawSignal[]): RawSignal[] {
  return lowered(raw, () => Infinity);
}

/**
 * Each signal at the lesser of its strength and `cap(signal)`, and without a review asked on one other organization's word
 * (`reviewOnOthersWord`); the same array when none is lowered.
 */
function lowered(raw: RawSignal[], cap: (s: RawSignal) => number): RawSignal[] {
  const lower = (s: RawSignal) => cap(s) < s.strength || !!s.reviewOnOthersWord;
  return raw.some(lower) ? raw.map((s) => (lower(s) ? { ...s, strength: Math.min(s.strength, cap(s)), ...(s.reviewOnOthersWord ? { review: false, reviewOnOthersWord: false } : {}) } : s)) : raw;
}

/**
 * What holds of an account weigh (0-1): the reader's own holds as they are; another organization's once customers of two or more
 * organizations paid the account (the network's rule; or, for the account's own transfers, one other organization's word about an
 * account new to the network, as far as it sent on what was claimed: accountRisk), in bands (so no reading gives a hold's time away), and only for an account
 * young or new to its crowd (`who`, the larger of youth and novelty; fully from half of either: first-time payers a quarter of all
 * it ever received, say): one organization naming an established merchant in made-up transfers must not overturn the merchant's
 * daily crowd in every other bank.
 */
function heldWeight(held: { own: number; others: number }, othersCount: boolean, who: number): number {
  const others = !othersCount ? 0 : held.others >= HELD_FULL ? 1 : held.others >= HELD_FULL / 2 ? 0.5 : held.others >= HELD_FULL / 5 ? 0.25 : 0;
  return Math.max(clamp(held.own / HELD_FULL), others * clamp(2 * who));
}

export function isRoundAmount(amount: number, currency: 'NGN' | 'USD'): boolean {
  return amount >= ROUND_UNIT[currency] && amount % ROUND_UNIT[currency] === 0;
}

export function evaluateSignals(x: EngineInput): RawSignal[] {
  const out: RawSignal[] = [];
  const s = x.sender;
  const logAmount = Math.log(x.amount);

  // an amount within the band an analyst accepted for this sender is its normal (legitimate feedback)
  if (s && s.txnCount >= 3 && !withinAccepted(s, logAmount)) {
    const z = amountZ(s, logAmount);
    const usual = Math.exp(s.amountLogMean);
    out.push({ code: 'AMOUNT_UNUSUAL', strength: amountUnusual(z), description: 'Amount far above what this sender usually sends', details: { z_score: round2(z), typical_amount: round2(usual), history: s.txnCount } });
  }
  const high = HIGH_AMOUNT[x.currency];
  if (x.amount >= high) {
    out.push({ code: 'HIGH_AMOUNT', strength: clamp(0.5 + 0.5 * Math.log10(x.amount / high)), description: `Amount at or above ${high} ${x.currency}`, details: { threshold: high, currency: x.currency } });
  }
  if (s && s.txnCount >= 3 && !x.knownPair) {
    out.push({ code: 'NEW_BENEFICIARY', strength: 1, description: 'First payment from this sender to this receiver', details: { sender_history: s.txnCount } });
  }
  const rx = receiverRisk(x);
  const sx = senderRisk(x);
  // the sender read without one other organization's word alone (accountRisk's oneWord), on the network's rule of two
  const senderOwn = sx.oneWord ? senderRisk(x, false) : sx;
  // and on all of the network's last hours where the rule of two over them applies (accountRisk's recentRule): what fresh
  // money passed on (SCAM_PAYEE's review, no hold) and payments in held as a mule's are read on
  const senderAll = sx.ruled ? senderRisk(x, false, false) : senderOwn;
  // a receiver this organization's analysts vouched for (payments to it resolved legitimate, none confirmed fraud) is a known collection point
  const vouched = (x.receiver?.vouchedInbound ?? 0) > 0 && (x.receiver?.fraudInbound ?? 0) === 0;
  // The receiver's own transfers were just held as a mule's forwarding (heldWeight: this organization's holds, or another's)
  const rn = x.receiverNetwork;
  const heldStrength = rn ? heldWeight(rn.forwardsHeld, rn.payerOrgs >= 2, Math.max(rx.youth, rx.novelty)) : 0;
  if ((rx.newPayers >= 3 || heldStrength >= 0.05) && !vouched) {
    // Fan-in alone is a church on Sunday or a school at the start of term: it weighs only when the
    // receiver is young for its traffic, or forwards what comes in at once.
    // forwarding is a POS agent's daily sweep too: it weighs with youth or a burst new to the account.
    // A young account keeping what a crowd pays it is a mule before its first forward, or a wedding's or a burial's
    // contribution account: relatives give about what they usually send, a victim is told to pay more; so while the
    // money stays, the payment's own amount above the payer's habit carries half of it. A payer of one or two transfers has no
    // spread to read: its amount against their (geometric) mean, fully at THIN_TAKEOVER_MULTIPLE times it; a payer with none is
    // unknown, halfway (a growing fintech's new customers paying a colleague's aso-ebi are not victims for having no history).
    // (an amount within the band an analyst accepted for the payer is its normal, as for AMOUNT_UNUSUAL)
    const above = s && withinAccepted(s, logAmount) ? 0 : s && s.txnCount >= 3 ? clamp((amountZ(s, logAmount) - 0.5) / 1.5) : s && s.txnCount >= 1 ? clamp((logAmount - s.amountLogMean) / Math.log(THIN_TAKEOVER_MULTIPLE)) : 0.5;
    // A young account already sending on what first-time payers paid it (its payers, over its history, customers of two or
    // more organizations: the network's own rule for reading flows) needs a smaller crowd: three weigh half, four fully
    // (with the young account's onward ramp full). Amounts paid alike weigh less, a fee (a spread under 0.15) not at all,
    // once five payments show a spread (fewer count as varied); money that stays keeps the six-payer ramp.
    const youngOnward = clamp((rx.newPayers - 2) / 2) * rx.youngSendsOn * rx.varied;
    const crowd = Math.max(clamp((rx.newPayers - 2) / 4) * Math.max(rx.youth * rx.novelty * (0.5 + 0.5 * above) * rx.keeps, rx.sendsOn), youngOnward);
    out.push({
      code: 'MULE_RECEIVER', strength: Math.max(crowd, heldStrength), ...(heldStrength > crowd ? { independent: crowd } : {}), description: 'Receiver is gathering money from many new payers and is young or forwards it on',
      // own_transfers_held: the held forwards decided it (not the crowd)
      details: { new_senders_24h: x.receiverNewSenders24h, receiver_inbound_history: x.receiver?.inboundCount ?? 0, own_transfers_held: heldStrength > crowd, network: rx.details },
    });
  }
  // read on one other organization's word (sx.oneWord) and without it: the stronger is the signal; the one without it, and
  // without what payments paid as victims pay added, is what holds are written from and a decline counts (ownEvidence), so
  // a member's made-up payments never become the account's own bank's hold, read by its customers' payments into the
  // account, nor a decline; and a car or a gift passed on (paid as a victim pays) neither
  const read = muleForwarding(x, sx, rx, senderAll);
  const own = sx.oneWord ? muleForwarding(x, senderOwn, rx, senderAll) : read;
  const forwarding = !own || (read && read.strength > own.strength) ? read : own;
  // (one MULE_FORWARDING: the money seen paid in, or, where that reads nothing (no evidence of its own to carry), the large sums
  // sent with none seen)
  const unfunded = unfundedFanOut(x);
  if (unfunded > 0 && !(forwarding && forwarding.strength > 0)) {
    out.push({
      code: 'MULE_FORWARDING', strength: unfunded, ownEvidence: 0, ...(unfunded >= UNFUNDED_REVIEW_FROM ? { review: true } : {}),
      description: 'Sender, new to the network today, is sending large sums over new payees with nothing seen paid in',
      details: { network: sx.details, new_payees_24h: band(x.senderNewPayees24h ?? 0), paid_in_unseen: true },
    });
  } else if (forwarding) {
    const ownEvidence = own?.withoutVictims ?? 0;
    out.push({
      code: 'MULE_FORWARDING', strength: forwarding.strength,
      // what a held payment is written from: the crowd alone (neither the network's holds nor the victims' payments)
      ...(Math.max(forwarding.heldIn, forwarding.victimsIn) > forwarding.crowd ? { independent: forwarding.crowd * forwarding.factor } : {}),
      ...(ownEvidence < forwarding.strength ? { ownEvidence } : {}),
      description: 'Sender is passing on money it just gathered from first-time payers: a young account, or split over new payees',
      // payments_to_it_held: the held payments in decided it (not the crowd); payments_to_it_unusual: payments paid as victims pay did
      details: {
        network: sx.details, new_payees_24h: band(x.senderNewPayees24h ?? 0), payments_to_it_held: forwarding.heldIn > forwarding.crowd,
        ...(forwarding.withoutVictims < forwarding.strength ? { payments_to_it_unusual: true } : {}),
      },
    });
  }
  if (s && s.txnCount >= 3 && !x.knownPair && !vouched) {
    // An authorised push-payment scam: the customer's own phone and address, a new payee and more
    // than usual. The receiver tells it apart: young, forwarding at once, or collecting first-time
    // payers across banks without the history of a school or a church.
    const z = amountZ(s, logAmount);
    const amountFactor = clamp((z - UNUSUAL_PAYMENT_Z) / 2);
    // A mule's forward into the next layer: money that came in over the last hours (covering half of this transfer or more, as
    // MULE_FORWARDING reads it) passed on, more than the sender's usual, to a first-time payee that is neither young (the terms
    // below read those) nor a collection point (a school or a church many pay: a fee paid from a parent's money). An account no
    // member has seen reads as an old one, so no answer tells them apart. People buy cars and pay rent from savings; a payday
    // purchase is paid from the salary, so this alone is a review at most: it writes no hold and completes no decline (ownEvidence).
    const onwardCollectionPoint = clamp(rx.inbound / COLLECTION_POINT_INBOUND) * (1 - rx.youth);
    // (read without one other organization's word alone, on the network's rule of two over all time, senderAll: the rule over
    // the last hours cost held-out forwards here, twenty-third round; an amount within the band an analyst accepted for the
    // sender is its normal)
    const freshOnward = senderAll.inflow > 0 && senderAll.freshCover >= FRESH_SHARE && !withinAccepted(s, logAmount) ? amountFactor * (1 - rx.youth) * (1 - onwardCollectionPoint) : 0;
    // the receiver's own evidence, where the network has seen it
    const rxNet = x.receiverNetwork;
    let withoutVictims = 0;
    let victims = 0;
    let shownZ = z;
    if (rxNet) {
      // a school or a church collects one fee from many (similar amounts) and keeps it; victims pay what each was told
      const collecting = clamp((rx.newPayers - 2) / 4) * (rxNet.payerOrgs >= 2 ? 1 : 0.5) * (1 - rx.established) * rx.varied * rx.keeps;
      // Money that does not stay: a receiver (young, or new to crowds) already sending on what first-time payers of
      // several banks just paid it is the scam's own evidence; a victim told to pay for goods or a deposit pays only a
      // little above habit. A school, a church or a cooperative keeps what it collects, so this term never sees them.
      // (an aso-ebi coordinator paying the vendor what friends paid alike is a fee passed on: varied amounts are the scam's)
      const forwards = rx.sendsOn * rx.varied;
      // To a receiver already sending the money on, "more than usual" is the payment's size against the usual one: a
      // payer of wide habits (airtime, bills and rent from one account) is no less a victim for paying four times the usual.
      // A young account that keeps the money is a wedding's as much as a scam's: there only the payer's own spread tells a
      // relative's generous gift from a victim's payment (a spread capped there too flagged more collection payments on held-out data).
      const cappedZ = amountZ(s, logAmount, ONWARD_SCAM_STD_CAP);
      const ownSpread = amountFactor * Math.max(rx.youth * rx.novelty * rx.keeps, forwards, collecting);
      const againstUsual = clamp((cappedZ - ONWARD_SCAM_Z) / 2) * forwards;
      // A rented account (a customer's of months, sold to a herder) before its first forward is neither young nor sending on:
      // its victims tell it, earlier first payments each well above the payer's own habit (unusualPayment), each counted while
      // its decayed weight is a half or more (about 4 h), from a crowd new to the account (a dealer's payers are its daily
      // traffic), in varied amounts (fees and dues are paid alike), fading from 10 to 30 payers while the money stays (a
      // wedding's relatives give generously too). Another organization's count needs the rule of two and gives at most
      // VICTIMS_FROM_OTHERS: one member's made-up payments never give the full reading. No hold, no decline (`ownEvidence`).
      const unusual = rxNet.paymentsUnusual;
      const unusualCrowd = Math.round(unusual.own) + (rxNet.payerOrgs >= 2 ? Math.min(VICTIMS_FROM_OTHERS, Math.round(unusual.others)) : 0);
      victims = amountFactor * clamp((unusualCrowd - 1) / (VICTIMS_FULL - 1)) * clamp(2 * rx.novelty) * rx.varied * rx.keeps;
      withoutVictims = Math.max(ownSpread, againstUsual);
      // the analyst sees the z that weighed: the capped reading's when the forwarding term gave the strength
      if (againstUsual > ownSpread) shownZ = cappedZ;
    }
    const strength = Math.max(withoutVictims, victims, freshOnward);
    out.push({
      code: 'SCAM_PAYEE', strength, description: 'New payee, more than usual, to a receiver that looks like a collection point for scams',
      // what the victims' payments and the fresh money passed on add writes no hold and completes no decline
      ...(strength > withoutVictims ? { ownEvidence: withoutVictims } : {}),
      details: {
        z_score: round2(shownZ), network: rx.details,
        ...(victims > withoutVictims ? { paid_like_victims: true } : {}), ...(freshOnward > Math.max(withoutVictims, victims) ? { fresh_money_onward: true } : {}),
      },
    });
  }
  const blocked = x.pairBlocked;
  // the same transfer again (an amount within half either way): the owner paying a receiver a fraudster tried is no retry
  if (blocked && x.at.getTime() - blocked.at.getTime() <= RETRY_WINDOW_MS && Math.abs(logAmount - Math.log(blocked.amount || 1)) <= Math.log(1.5)) {
    // A declined attempt's retry scores as high and needs an analyst; within hours it is declined with it, and once an analyst
    // confirmed the pair's fraud, within the day. A reviewed attempt's retry only weighs a little: its evidence is still there.
    const confirmed = blocked.action === CONFIRMED_FRAUD;
    const declined = blocked.action === 'decline' || confirmed;
    const conclusive = confirmed || x.at.getTime() - blocked.at.getTime() <= RETRY_CONCLUSIVE_MS;
    out.push({
      code: 'RETRY_OF_BLOCKED', strength: declined ? 1 : 0.5, description: 'Repeats an attempt to this receiver that was not approved',
      ...(declined ? { floor: blocked.score, review: true, ...(conclusive ? { conclusive: true } : {}), ...(confirmed ? { decided: true } : {}) } : {}),
      details: { previous_risk_score: blocked.score, previous_action: blocked.action, previous_at: blocked.at.toISOString() },
    });
  }
  // A report that counts fully (this organization's own fraud desk's, at any status, or one the network verified) needs an
  // analyst at least: a bank does not pay an account its own desk reported on a calibration's say-so. Another organization's
  // unreviewed report stays a small weight (network-weight.ts), but a payment to a payee new to the customer (never paid, or
  // first tried within REPORT_KNOWN_PAYEE_MS), from or to the account it names, is reviewed too (`reviewOnOthersWord`) when
  // that account is not established in the network: a scam account is reported by its first victim's bank while its next
  // victims bank elsewhere and it sends the money on from its own, to an onward account it first paid before the report.
  // Payees of more than a week are not held on it, nor an established account (one member cannot hold a merchant's or a
  // landlord's customers at every other bank, nor its payments); it never declines nor lifts an account above medium, and no
  // hold is written from it (independentOfHolds, forHeldForwards): one member's word holds no chain.
  const newPayee = !x.knownPair || (!!x.pairSince && x.at.getTime() - x.pairSince.getTime() < REPORT_KNOWN_PAYEE_MS);
  // A verified report is the network's conclusive evidence: alone it declines a transfer from the reported account, and a payment
  // into it from a customer to whom it is a new payee (never paid, or first tried within REPORT_KNOWN_PAYEE_MS: a victim paying a
  // scam account, or paying it again for "fees" within the week). A payee the customer has paid (an approved transfer, or one an
  // analyst resolved as legitimate) and first tried a week ago or more (a landlord, a relative, a supplier whose account was
  // reported later: used as a mule, or taken over) is the customer's own relation: the payment keeps the report's score and is
  // reviewed (an analyst calls the customer), declined only where three independent families agree, the report one of them
  // (`established_payee` in the details). Without the pair's first attempt known, the payee is taken as new (conclusive).
  // A limit: a victim of a scam paid in instalments for over a week before the report was verified is reviewed, not declined.
  const reported = (code: 'SENDER_REPORTED' | 'RECEIVER_REPORTED', reports: CountedReport[], seen: NetworkView | null, established: number, description: string) => {
    const fully = reports.some(countsFully);
    const othersWord = !fully && newPayee && (!seen || established < 0.5);
    const verified = reports.some(isVerified);
    const establishedPayee = verified && code === 'RECEIVER_REPORTED' && x.knownPair && !!x.pairSince && x.at.getTime() - x.pairSince.getTime() >= REPORT_KNOWN_PAYEE_MS;
    out.push({
      code, strength: networkShare(reports, REPORT_WEIGHT), conclusive: verified && !establishedPayee, ...(establishedPayee ? { pointsFloor: true } : {}),
      review: fully || othersWord, ...(othersWord ? { reviewOnOthersWord: true } : {}),
      description: establishedPayee ? `${description}, verified; this customer has paid it before, first over a week ago (call the customer)` : description,
      details: { ...networkDetails(reports), ...(establishedPayee ? { established_payee: true } : {}) },
    });
  };
  if (x.senderReports.length) reported('SENDER_REPORTED', x.senderReports, x.senderNetwork, sx.established, 'Sender account is in the fraud network');
  if (x.receiverReports.length) reported('RECEIVER_REPORTED', x.receiverReports, x.receiverNetwork, rx.established, 'Receiver account is in the fraud network');
  if (x.watchlistHits.length) {
    out.push({ code: 'WATCHLIST_HIT', strength: 1, description: 'An account of this transaction is on a watchlist', details: { hits: x.watchlistHits } });
  }
  const d = x.device;
  const ip = x.ip;
  const foreign = !!ip?.country && ip.country !== 'NG' && !(s?.countries ?? []).includes(ip.country);
  if ((!s || s.txnCount === 0) && x.amount >= LARGE_FOR_UNKNOWN[x.currency] && foreign && !d?.known) {
    // an account with no approved history cannot be told from its owner by habits: a large transfer from
    // abroad (an anonymising network's exit too) on a device it never used needs an analyst, whatever the calibration says
    out.push({
      code: 'UNKNOWN_SENDER_ABROAD', strength: 1, review: true, description: 'Account without history sends a large amount from abroad on a device it never used',
      details: { ip_country: ip!.country, threshold: LARGE_FOR_UNKNOWN[x.currency], currency: x.currency },
    });
  }
  // a payee first paid within the hour is still new to a device's session, though the first part made it known
  const sessionPayee = isSessionPayee(x);
  if (d) {
    if (isNewDevice(d)) {
      // the takeover triad: a device the account never used paying a new payee well above its habit (about 2 sd) is
      // asked for a step-up whatever the calibration says (its owner clears it; a thief who took the login cannot)
      const has = (code: RawSignal['code'], strength = 0) => out.some((o) => o.code === code && o.strength >= strength);
      // an account of one or two transfers has no spread to read: THIN_TAKEOVER_MULTIPLE times what it sent is the triad's amount
      // (an amount within the band an analyst accepted for the sender is its normal, as for AMOUNT_UNUSUAL)
      const thinTriad = !!s && !x.knownPair && triadAmount(s, logAmount, true);
      // to a payee of the session, from this device, what was sent it in the hour is the triad's amount
      const drained = x.velocity.toReceiver60m ?? 0;
      // or, from the third part, twice the usual payment (for a thin history too): a drain of a wide habit stays within it, but
      // an owner's new phone pays a new payee once, not in three parts within the hour (a thief keeps each under a limit)
      const inParts = !!s && (x.velocity.partsToReceiver60m ?? 0) >= DRAIN_PARTS && s.txnCount >= 1 && Math.log(drained) - s.amountLogMean >= Math.log(DRAIN_PARTS_MULTIPLE) - 1e-9 && !withinAccepted(s, Math.log(drained));
      const drainTriad = !!s && sessionPayee && drained > x.amount && (triadAmount(s, Math.log(drained), false) || inParts);
      const triad = (has('NEW_BENEFICIARY') && has('AMOUNT_UNUSUAL', TAKEOVER_AMOUNT_STRENGTH)) || thinTriad;
      out.push({
        code: 'NEW_DEVICE', strength: 1, stepUp: triad || drainTriad, description: 'Device never used by this sender before',
        details: { device_id: d.id, known_devices: d.senderDeviceCount, ...(drainTriad && !triad ? { drained_in_parts: true } : {}) },
      });
    }
    const flagged = d.flags.includes('EMULATOR') || d.flags.includes('AUTOMATION_USER_AGENT') ? 1 : d.flags.length ? 0.5 : 0;
    // Sharing weighs by how fresh it is: a takeover ring's or a mule herder's phone gathers accounts within
    // hours or days; an agent's POS terminal (agency banking) has served the same customers for weeks, and
    // a growing one adds new customers each week: sharing weighs from half of the accounts new this week, fully when all are.
    // counted apart (each count capped), so that a device's 20 regulars do not hide any number of new accounts
    const established = d.establishedOthers ?? 0;
    const newcomers = d.freshOthers ?? Math.max(0, d.otherAccounts - established);
    const fresh = newcomers + established > 0 ? clamp(newcomers / (newcomers + established)) : 0;
    const shared = clamp((d.otherAccounts - 1) / 4) * clamp((fresh - 0.5) / 0.5);
    if (flagged || shared) {
      out.push({ code: 'DEVICE_RISK', strength: Math.max(flagged, shared), description: 'Device is flagged or shared by many accounts', details: { device_id: d.id, flags: d.flags, other_accounts: d.otherAccounts, established_other_accounts: d.establishedOthers ?? 0 } });
    }
  }
  if (foreign) {
    out.push({ code: 'FOREIGN_IP', strength: 1, description: 'IP address located outside the countries this account uses', details: { ip_country: ip!.country, usual_countries: s?.countries ?? [] } });
  }
  if (ip && x.claimedTimezone && timezoneMismatch(x.claimedTimezone, ip.timezone, x.at)) {
    out.push({ code: 'TIMEZONE_MISMATCH', strength: 1, description: "Device time zone does not match the IP's location", details: { device_timezone: x.claimedTimezone, ip_timezone: ip.timezone } });
  }
  const v = x.velocity;
  // many transfers, or a fan-out to several receivers ending at a new one (a bill-paying session pays known payees)
  const fanOut = x.knownPair ? 0 : clamp((v.receivers10m - 1) / 1.6);
  const burst = Math.max(clamp((v.last10m - 3) / 5), clamp((v.last60m - 6) / 8), fanOut);
  if (burst > 0) {
    out.push({ code: 'VELOCITY_BURST', strength: burst, description: 'Many transfers from this sender in a short time', details: { transfers_10m: v.last10m, transfers_60m: v.last60m, receivers_10m: v.receivers10m } });
  }
  // Habits read on short histories too (a growing fintech's customers signed up weeks ago): from THIN_HABIT transfers, a
  // channel the account never used, and a night hour it never transacted near, half at first and fully once the history is
  // as long as a rarer habit's reading needs (a customer of five transfers trying the web is a trace, of fifteen a break)
  if (s && s.txnCount >= THIN_HABIT) {
    const h = localHour(x.at);
    const near = s.hours[(h + 23) % 24] + s.hours[h] + s.hours[(h + 1) % 24];
    const share = near / s.txnCount;
    const strength = s.txnCount >= 15 ? (s.hours[h] === 0 ? 1 : 0.6) : near === 0 && h < NIGHT_ENDS ? thinBreak(s.txnCount, 15) : 0;
    if (share < 0.03 && strength > 0) out.push({ code: 'ODD_HOUR', strength, description: 'Hour of day this account rarely transacts at', details: { local_hour: h, share_near_hour: round2(share) } });
  }
  if (s && s.txnCount >= THIN_HABIT) {
    const share = (s.channels[x.channel] ?? 0) / s.txnCount;
    const strength = s.txnCount >= 10 ? (share === 0 ? 1 : 0.6) : share === 0 ? thinBreak(s.txnCount, 10) : 0;
    if (share < 0.05 && strength > 0) out.push({ code: 'UNUSUAL_CHANNEL', strength, description: 'Channel this account rarely uses', details: { channel: x.channel, share: round2(share) } });
  }
  if (x.roundAmounts60m >= 3) {
    out.push({ code: 'ROUND_AMOUNT_BURST', strength: clamp((x.roundAmounts60m - 2) / 3), description: 'Burst of round-amount transfers', details: { round_transfers_60m: x.roundAmounts60m } });
  }
  // SIM swap and takeover from home: a device the account never used, paying a payee it never paid (or first paid within the
  // hour: the session's, as for the drain), more than its habit, and behaving unlike the account (a channel it rarely uses, an
  // hour it rarely transacts at, a burst): the behaviour changed with the device. A step-up: a new phone's owner clears it at once.
  // Two breaks at once (two of a channel it rarely or never used, an hour it rarely or never used, a burst) are the change
  // itself, at any amount at or above the usual: a thief in the account pays what it holds, not a multiple of the owner's habit.
  const newDevice = out.find((o) => o.code === 'NEW_DEVICE');
  if (newDevice && !newDevice.stepUp && s && s.txnCount >= 3 && sessionPayee) {
    const breaks = out.filter((o) => BEHAVIOUR_BREAKS.has(o.code) && o.strength >= 0.5).map((o) => o.code);
    const z = amountZ(s, logAmount);
    if ((breaks.length && z >= BEHAVIOUR_CHANGE_Z) || (breaks.length >= 2 && z >= 0)) {
      newDevice.stepUp = true;
      newDevice.details = { ...newDevice.details, behaviour_change: breaks };
    }
  }
  // A trace of a signal (a merchant's steady fan-in, z just above 2) explains nothing: leave it out.
  return out.filter((sig) => sig.strength >= TRACE);
}

/**
 * The takeover triad's amount for this sender (ln): on a history of three transfers or more, AMOUNT_UNUSUAL at
 * TAKEOVER_AMOUNT_STRENGTH (about 2.1 sd), unless `thinOnly`; on one or two, THIN_TAKEOVER_MULTIPLE times their geometric mean.
 * An amount within the band an analyst accepted for the sender is its normal.
 */
function triadAmount(s: ProfileView, logAmount: number, thinOnly: boolean): boolean {
  if (withinAccepted(s, logAmount)) return false;
  if (s.txnCount >= 1 && s.txnCount < 3) return logAmount - s.amountLogMean >= Math.log(THIN_TAKEOVER_MULTIPLE) - 1e-9;
  return !thinOnly && s.txnCount >= 3 && amountUnusual(amountZ(s, logAmount)) >= TAKEOVER_AMOUNT_STRENGTH;
}

/** An amount (ln) within the band an analyst accepted for this sender: its normal (legitimate feedback). */
const withinAccepted = (s: ProfileView, logAmount: number) => s.acceptedAmountLog != null && logAmount <= s.acceptedAmountLog + ACCEPTED_BAND_LOG;

/** AMOUNT_UNUSUAL's strength at `z` standard deviations above the sender's usual. */
const amountUnusual = (z: number) => clamp((z - 2) / 2.5);

/** How far above this sender's usual the amount is, in (log) standard deviations. */
function amountZ(s: ProfileView, logAmount: number, maxStd = Infinity): number {
  // thin histories get a wider spread, so a few payments cannot make every amount look unusual
  const std = Math.min(maxStd, Math.max(0.3 + 1.2 / s.txnCount, Math.sqrt(s.amountLogM2 / (s.txnCount - 1))));
  return (logAmount - s.amountLogMean) / std;
}

/**
 * A mule whose victims bank outside the network (twenty-sixth round, MULE_FORWARDING's `paid_in_unseen`): the account, first
 * seen by the network within the day (its first transfers), sends large sums over two or more payees it never paid, and no
 * member ever saw anything paid into it. A new customer's first transfers are its own amounts, over days. Read on the
 * reader's own rows (its customer's transfers out), once the network has watched for a week and the reader itself has
 * (memberDays: a member joining a network of months has every customer first seen on that customer's first transfer), and
 * not to a payee the network has known for a week (a landlord, a school or a biller, paid so on a new customer's payday; a
 * mule's cash-out account of weeks passes too: a limit). Any payment in that a member saw turns it off (a herder's seed
 * payment from a member bank would: a limit; the forwarding readings weigh money seen paid in). What it adds up to in the last hours (NGN), with this transfer,
 * weighs from UNFUNDED_OUTFLOW.from, fully at .full; a review from UNFUNDED_REVIEW_FROM. 0-1.
 */
function unfundedFanOut(x: EngineInput): number {
  const sn = x.senderNetwork;
  if (!sn || x.knownPair || sn.ageDays >= 1 || sn.sinceEpochDays < 7 || (x.memberDays ?? 0) < 7 || (x.senderNewPayees24h ?? 0) < 2) return 0;
  if (sn.inboundCount > 0 || (x.receiverNetwork && x.receiverNetwork.ageDays >= 7)) return 0;
  return ramp(sn.ownOutflow6h + flowAmount(x.amount, x.currency), UNFUNDED_OUTFLOW) * clamp((x.senderNewPayees24h ?? 0) - 1);
}

/**
 * MULE_FORWARDING's reading of the sender seen as a receiver (sx: senderRisk), or null where it has nothing to read; `all` is
 * the sender read on all of the network's last hours (senderRisk's recentRule off), for the held payments in.
 */
function muleForwarding(x: EngineInput, sx: ReturnType<typeof senderRisk>, rx: ReturnType<typeof receiverRisk>, all: ReturnType<typeof senderRisk>) {
  // fresh money: this transfer could be paid from what came in over the last hours
  // (a coordinator paying the vendor days of aso-ebi, or a pot of a week's dues, pays mostly older money)
  const fresh = sx.inflow > 0 && sx.freshCover >= FRESH_SHARE;
  // a pass-through: fresh money, and with this transfer most of what came in over the last hours has gone out again
  const passThrough = fresh && sx.forwardedWithThis >= PASS_THROUGH_SHARE;
  // fan-out: fresh money spread over new payees (a salary paying the rent is one payee; a mule splits over several)
  const spreads = fresh ? clamp((x.senderNewPayees24h ?? 0) - 1) : 0;
  // fresh money that came in as payments held as payments into a mule or a scam (heldWeight): sent on, it is the mule's
  // forward; to a payee the account paid before (a collection paying its usual supplier, or a herder paid again), half
  // (read on all of the last hours' inflow where the rule over them applies, `all`: the holds carry their own rule, heldWeight's)
  const sn = x.senderNetwork;
  const cover = sx.ruled ? all : sx;
  const heldIn = cover.inflow > 0 && cover.freshCover >= FRESH_SHARE && sn ? heldWeight(sn.paymentsHeld, sn.payerOrgs >= 2 || sx.oneWord, Math.max(sx.youth, sx.novelty)) * (x.knownPair ? 0.5 : 1) : 0;
  // money paid in as victims pay (first payments well above the payers' habits: unusualPayment) passed straight on to a payee the
  // account never paid: an APP scam's account forwarding what its victim was told to pay. A car or a rent is paid so too, and a
  // school at the start of term (new to its crowd, not young) pays its bills from the fees, so it weighs only for a young account
  // (fully from half of youth: first seen under about 18 days ago, nothing from 30), read as the holds are (another organization's in bands). Paid on to
  // a collection point (a school or a church many pay, COLLECTION_POINT_INBOUND payments or more, and not young) it is a fee paid
  // from a parent's or a relative's money; a scam's money goes on to a layer, or to a cash-out account many mules pay, weeks old
  const collectionPoint = clamp(rx.inbound / COLLECTION_POINT_INBOUND) * (1 - rx.youth);
  const victimsIn = passThrough && !x.knownPair && sn ? heldWeight(sn.paymentsUnusual, sn.payerOrgs >= 2 || sx.oneWord, 1) * clamp(2 * sx.youth) * (1 - collectionPoint) : 0;
  if (!((sx.newPayers >= 3 || ((passThrough || spreads > 0) && sx.newPayers >= 1) || heldIn >= 0.05) && x.senderNetwork)) return null;
  // The other end of a mule: a young account (or one whose traffic is new to it) that gathered money from
  // many first-time payers in about a day and sends it on; a fee collected in equal amounts (a committee's dues) weighs less.
  // A POS agent of months sweeping its float is neither young nor new to crowds, and sweeps to the payee it always pays.
  // An account that passes nearly all of it straight on needs a smaller crowd: an APP scam's account has a few victims.
  // A rented account (a customer's of months, sold to a herder) is neither young nor new to payers: what tells it is
  // a crowd of first-time payers in hours, its money split at once over new payees.
  const who = Math.max(sx.youth, sx.novelty) * sx.novelty;
  // (with no inflow read, all of it is taken as sent on: a crowd this organization counted itself; but not where the rule of two
  // over the last hours left the network's inflow out: there what was not read was not sent on)
  const forwarding = sx.inflow > 0 ? clamp((sx.forwardedWithThis - 0.3) / 0.4) : sx.recentLeftOut ? 0 : 1;
  // the crowd's onward flow read for a young account from 20%, as its receiver side reads it (YOUNG_ONWARD): a mule emptying
  // the account in parts to one cash-out account has sent a third on with the first (not on one other organization's word:
  // there `forwarding` bounds what a made-up payment reaches, below)
  const sendsOn = sx.inflow > 0 ? Math.max(forwarding, sx.youth * ramp(sx.forwardedWithThis, YOUNG_ONWARD)) : forwarding;
  const crowd = Math.max(
    clamp((sx.newPayers - 2) / 4) * who * (sx.oneWord ? 1 : sendsOn),
    passThrough ? clamp(sx.newPayers / 3) * who : 0,
    0.9 * spreads * Math.max(who, clamp((sx.newPayers - 2) / 2)),
  );
  // On one other organization's word alone (sx.oneWord: see accountRisk) only fresh money weighs (the claimed inflow covers
  // half of this transfer or more), and as far as the account's own bank has seen it send on what that organization said was
  // paid in (fully from 70%, nothing under 30%): a made-up payment reaches only the account's transfers adding up to at most
  // about twice it (fresh: what was claimed and not yet sent on covers half of each).
  const factor = (sx.oneWord ? (fresh ? forwarding : 0) : 1) * (sx.fee ? 0.3 : 1);
  // what the victims' payments add writes no hold: neither a held forward (withoutVictims) nor a held payment (`independent`)
  return { strength: Math.max(crowd, victimsIn, heldIn) * factor, crowd, victimsIn, heldIn, factor, withoutVictims: Math.max(crowd, heldIn) * factor };
}

/**
 * The receiver side, from this organization's counterparties and the network's aggregates:
 * - newPayers: first-time payers in about a day (this organization's count or the network's, the larger);
 * - youth: 1 when first seen within a week, 0 after a month; unknown to the network counts as old
 *   (nothing known), since the first payment to a fresh account makes it known to everyone after;
 *   and only for an account that appeared once the network had watched for a week (at a cold
 *   start every account is new to the service, not young);
 * - novelty: the burst against the account's whole inbound history (a merchant's daily crowd is not new), once the
 *   network has watched for a week (before, every payer is a first-time payer);
 * - sendsOn: recent inflow already sent on (the inflow counts every payment not declined), weighed by youth or novelty:
 *   for a young account 0 below 20% and 1 from 60% (a mule emptying the account every few payments holds the last ones
 *   between sweeps), for one whose crowd is new to it 0 below 30% and 1 from 80% (a school pays its bills from its fees);
 * - youngSendsOn: the young account's part of it, with payers of two or more organizations (MULE_RECEIVER's smaller crowd);
 * - varied: received amounts spread as a scammer's victims pay, not as a fee (unknown below five payments: varied);
 * - established: tenure of one to two months (or seen since the network's first week: older than it knows).
 * details carries bands only: another organization's counts or amounts are never shown.
 */
function receiverRisk(x: EngineInput) {
  // the network's counts weigh only once several organizations' customers paid the account: one
  // organization alone (or one attacker) cannot make another's payee look like a mule
  // (first seen is kept from any: one organization can only make an account look older)
  return accountRisk(x.receiverNetwork, x.receiverNewSenders24h, x.receiver?.inboundCount ?? 0, x.firstAttempt ? 1 : 0, false, 0);
}

/**
 * The sender seen as a receiver (the same measures): is it forwarding what a crowd just paid it? Its own
 * organization's count of its first-time payers always counts; the network's counts, as on the receiver
 * side, only once customers of two or more organizations paid it (or only the reader's own did): one other
 * organization's traffic alone (or one attacker paying from one bank) cannot raise another bank's customer to review.
 * Its split over new payees is this organization's own count (senderNewPayees24h).
 * forwardedWithThis counts this transfer as sent on.
 */
function senderRisk(x: EngineInput, oneWord = true, recentRule = true) {
  return accountRisk(x.senderNetwork, x.senderNewPayers24h, x.sender?.inboundCount ?? 0, 0, oneWord, flowAmount(x.amount, x.currency), recentRule);
}

function accountRisk(seen: NetworkView | null, localNewPayers: number, localInbound: number, thisPayer: number, oneWordRead: boolean, outgoing: number, recentRule = true) {
  // One other organization's word (its customers' payments into the account, its holds of them) is read for a transfer the
  // account sends (oneWordRead: senderRisk) when the network first saw the account within the day, past its own first week:
  // what they paid it is all the network knows of it, and a scam account at one bank paid by another bank's customers sends
  // the money on within minutes. Only fresh money weighs then, against what the reader itself saw the account send (any member
  // can name the account as a sender: others' outflow is not read). Made-up payments reach only an account no row under its
  // code is older than a day for, and only its transfers adding up to at most about twice what they claimed; what they raise
  // is never written as a hold (forHeldForwards, independentOfHolds) nor completes a decline (RawSignal.ownEvidence).
  const oneWord = oneWordRead && seen != null && seen.payerOrgs === 1 && !seen.ownPayersOnly && seen.ageDays < NEW_TO_NETWORK_DAYS && seen.sinceEpochDays >= 7;
  // one organization's customers alone count when they are the reader's own (nothing of another's is read), or on oneWord's terms
  const net = seen && (seen.payerOrgs >= 2 || seen.ownPayersOnly || oneWord) ? seen : undefined;
  const ageDays = seen?.ageDays ?? (localNewPayers >= 3 ? 0 : Infinity);
  const youth = clamp(1 - (ageDays - 7) / 23) * (seen ? clamp(seen.sinceEpochDays / 7) : 1);
  // an account the network saw in its first week was there before it watched: of unknown age, at least the network's
  // (old, as for youth): a POS agent or a school of years is no young collector in the network's second month
  const established = Math.max(clamp((ageDays - 30) / 30), seen ? 1 - clamp(seen.sinceEpochDays / 7) : 0);
  // The payer organizations are a union over all time: customers of one other organization once paid an account of months
  // (or its own bank's did), so one member's made-up payments into it, and transfers it names the account as sending, would
  // make it a crowd's collector passing fresh money on (its holder's transfers held as a mule's forwards, payments into it
  // reviewed at every bank). For an account of a month or more (youth 0), the last hours are read on the rule of two over
  // those hours (NetworkView.inflowOnTwo): first-time payers and inflow of the organizations that each paid a fifth of the
  // inflow (the reader's own may be one), and without two such, the reader's own rows alone (its customers' payments in, its
  // customer's transfers out). A young one's life is those hours: read as before; so is, in the network's first month, an
  // account it found in its first week (youth scaled down, not 0: reading those by `established` cost tuning worlds' mule
  // forwards and APP scams, twenty-fourth round). (recentRule off: read them all, for SCAM_PAYEE's fresh money passed on.)
  const ruled = recentRule && net != null && !oneWord && youth === 0;
  const recentLeftOut = ruled && !net.inflowOnTwo;
  const netNew = (!net || recentLeftOut ? 0 : ruled ? net.paying.newPayers1d : net.newPayers1d) + thisPayer;
  const newPayers = Math.max(localNewPayers, Math.round(netNew));
  const inbound = Math.max(localInbound, net?.inboundCount ?? 0);
  // its flows count with its crowd: any organization can write an account's outflow (it names the sender), so one other
  // organization's traffic must neither raise an account nor be read back through a signal
  const inflow = !net ? 0 : recentLeftOut ? net.ownInflow6h : ruled ? net.paying.inflow6h : net.inflow6h;
  const outflow = oneWord || recentLeftOut ? (seen?.ownOutflow6h ?? 0) : (net?.outflow6h ?? 0);
  // the share sent on is of all that came in where only the reader's own part is read (others' inflow can only lower it: a
  // large payment from another bank and a few small ones of its own customers are not its own customers' money sent on)
  const base = recentLeftOut ? Math.max(inflow, net.inflow6h) : inflow;
  const forwarded = base > 0 ? outflow / base : 0;
  const spread = net?.inAmountSpread ?? null;
  // and new to crowds only once the network has watched for a week: at a cold start every account's payers are first-time
  // payers (a POS agent's walk-ins on the service's first day are no burst), and the held transfers that would follow feed on it
  const novelty = clamp(newPayers / (inbound + 1) / 0.5) * (seen ? clamp((seen.sinceEpochDays + seen.ageDays) / 7) : 1);
  return {
    newPayers,
    /** payments it received, all time (this organization's count, or the network's where its counts are read) */
    inbound,
    oneWord,
    inflow,
    /** the network's last hours were read on the rule of two over them (recentRule) */
    ruled,
    /** and left out on it: its flows are the reader's own rows' */
    recentLeftOut,
    forwardedWithThis: base > 0 ? (outflow + outgoing) / base : 0,
    // a crowd whose money stays: up to 10 first-time payers with nothing (under 10%) sent on weigh as before, 30 or more
    // not at all: a wedding's or a burial's account collects from dozens of relatives and keeps it for days; a mule's
    // victims' money leaves within hours (then sendsOn weighs instead)
    keeps: base > 0 && forwarded < 0.1 ? clamp(1 - (newPayers - 10) / 20) : 1,
    /** share of the outgoing amount the last hours' inflow covers (what was tried before is not taken off: a held forward
     * tried again elsewhere is the same fresh money); on one other organization's word, what this organization saw sent on is
     * taken off, so transfers adding up to far more than the claim are not fresh money */
    freshCover: inflow > 0 && outgoing > 0 ? clamp((oneWord ? Math.max(0, inflow - outflow) : inflow) / outgoing) : 0,
    youth,
    novelty,
    sendsOn: Math.max(youth * ramp(forwarded, YOUNG_ONWARD), novelty * ramp(forwarded, ONWARD)),
    /**
     * the young account's part of sendsOn, only with payers of two or more organizations (the reader counted; one payment makes
     * an organization a payer): with the reader's own payers alone, the outflow read would be only another organization's word
     * (any member can name the account as a sender). Beyond that it is the network's rule of two, no stronger: a member that
     * pays the account once can add outflow to it (as for sendsOn, from more payers)
     */
    youngSendsOn: seen && seen.payerOrgs >= 2 ? youth * ramp(forwarded, YOUNG_ONWARD) : 0,
    established,
    // amounts received vary as payments told by a scammer do, not as a fee (unknown below 5 payments: varied)
    varied: spread === null ? 1 : clamp((spread - 0.15) / 0.35),
    // one amount from everyone, within a few percent: dues
    fee: spread !== null && spread < 0.05,
    details: {
      // "not seen before" and "old" read the same, so no answer tells whether another organization knows the account
      receiver_age: ageDays < 7 ? 'under a week' : ageDays < 30 ? 'under a month' : 'a month or more, or unknown',
      new_payers_24h: band(newPayers),
      forwarded_share: Math.round(clamp(forwarded) * 10) / 10,
      payer_banks: net && net.payerOrgs >= 2 ? 'several' : 'one or none',
      similar_amounts: spread !== null && spread < 0.15,
    },
  };
}

/** A count as a coarse band, so no organization learns another's exact traffic. */
function band(n: number): string {
  return n < 3 ? 'under 3' : n < 10 ? '3-9' : n < 50 ? '10-49' : '50 or more';
}

const isVerified = (r: CountedReport) => r.status === 'verified';

function round2(x: number) {
  return Math.round(x * 100) / 100;
}

/** Reporting organizations by status, and how many of them are others' unreviewed reports (small, capped weight). */
function networkDetails(reports: CountedReport[]) {
  const byStatus: Record<string, number> = {};
  for (const r of reports) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return { reports: byStatus, unreviewed_from_others: reports.filter((r) => !countsFully(r)).length };
}
