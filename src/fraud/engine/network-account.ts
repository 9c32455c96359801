// Cross-institution receiver intelligence: decaying aggregates (never a payer, organization or amount), written and read by analysis.repository.ts.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Time constants of the decayed counters: "the last day", "the last week", "the last hours". */
export const DECAY_MS = { day: DAY, week: 7 * DAY, flow: 6 * HOUR } as const;

/** USD is counted in flows at a rough NGN rate: flows compare in with out, so only the scale matters. */
export const FLOW_NGN_PER_USD = 1500;

/** How many payer organizations a row remembers (enough to tell "one bank" from "across banks"). */
export const PAYER_ORGS_KEPT = 8;

/**
 * Every payment also enters a row's flows in a band this wide (a factor of two), as the band's geometric middle, when it
 * is written: another organization reads only those. Banded once, at the write, a payment's band is all its row ever
 * holds of it for others, however often the row is rewritten and decayed since (a band taken of the decayed sum would
 * cross an edge at a time that gives the amount away), and what a member adds of its own moves only its own rows.
 */
export const FLOW_BAND_RATIO = 2;

/** SQL of a positive NGN amount's band middle (FLOW_BAND_RATIO): [2^k, 2^(k+1)) as 2^(k+0.5); 0 stays 0. */
export const bandedFlowSql = (amount: string) =>
  `CASE WHEN ${amount} > 0 THEN power(${FLOW_BAND_RATIO}::float8, floor(ln(${amount}) / ln(${FLOW_BAND_RATIO}::float8)) + 0.5) ELSE 0 END`;

/** Another organization's spread of ln amounts is read in steps this wide (the fee's 0.05 and similar amounts' 0.15 are edges). */
export const SPREAD_BAND = 0.05;

/** The share of an account's last-hours inflow an organization's customers must have paid to count for inflowOnTwo. */
export const INFLOW_SHARE_OF_TWO = 0.2;

/** The organization_id of rows from before rows were kept per organization (every organization's traffic in one row). */
export const NIL_ORGANIZATION = '00000000-0000-0000-0000-000000000000';

/** A fraud_network_accounts row as the read statement returns it. */
export interface NetworkAccountRow {
  /** the bank code it was written under ('' when the transfer named none) */
  bank_code?: string;
  /** the organization whose customers' transfers wrote it (the nil UUID: from before rows were kept per organization) */
  organization_id: string;
  first_seen_at: string;
  updated_at: string;
  payments_1d: number;
  new_payers_1d: number;
  new_payers_7d: number;
  inflow_6h: number;
  outflow_6h: number;
  /** the same flows, each payment banded when written (FLOW_BAND_RATIO): what other organizations read */
  inflow_banded_6h: number;
  outflow_banded_6h: number;
  inbound_count: number;
  outbound_count: number;
  in_log_mean: number;
  in_log_m2: number;
  /** organizations whose customers paid it (ids: never shown, only counted against the reader) */
  payer_orgs: string[];
  /** its outgoing transfers the writing organization's engine held as a mule's forwarding (1 each), decayed over 6 hours */
  forwards_held_6h?: number;
  /** payments to it the writing organization's engine held as payments into a mule or a scam (1 each), the same way */
  payments_held_6h?: number;
  /** payments to it that were a payer's first to it, well above the payer's habit, not declined (1 each), the same way */
  payments_unusual_6h?: number;
}

/** What the signals see of an account across the network, brought to the analysis time. */
export interface NetworkView {
  /** days since any organization first saw it */
  ageDays: number;
  /** days between the network's epoch (its first sight of any account) and its first sight of this one */
  sinceEpochDays: number;
  payments1d: number;
  newPayers1d: number;
  newPayers7d: number;
  inflow6h: number;
  outflow6h: number;
  /** the part of outflow6h the reading organization wrote itself (its own customer's transfers out, exact) */
  ownOutflow6h: number;
  inboundCount: number;
  outboundCount: number;
  /**
   * spread (standard deviation of ln amount) of what it received, pooled within the rows (each row's spread weighed by its
   * payments less one; another organization's in bands); null below 5 payments, or where those degrees of freedom are
   * fewer than two or than half the payments less one
   */
  inAmountSpread: number | null;
  /** organizations whose customers paid it, over all its rows (each row keeps up to PAYER_ORGS_KEPT) */
  payerOrgs: number;
  /** its payers are the reading organization's own customers only (nothing of another organization's is in it) */
  ownPayersOnly: boolean;
  /**
   * the last hours' inflow (inflow6h) meets the network's rule of two read over those hours, not over all time (payerOrgs):
   * customers of two or more organizations (the reader's own may be one) each paid INFLOW_SHARE_OF_TWO of it or more
   */
  inflowOnTwo: boolean;
  /** first-time payers in the day (newPayers1d) and the last hours' inflow (inflow6h) of those organizations' rows alone */
  paying: { newPayers1d: number; inflow6h: number };
  /** the part of inflow6h the reading organization's own customers paid (exact) */
  ownInflow6h: number;
  /** its outgoing transfers held as a mule's forwarding in the last hours (decayed over 6 h): by the reading organization's engine, and by others' */
  forwardsHeld: { own: number; others: number };
  /** payments to it held as payments into a mule or a scam in the last hours, the same way */
  paymentsHeld: { own: number; others: number };
  /** payments to it paid as a victim pays (a first payment well above the payer's habit) in the last hours, the same way */
  paymentsUnusual: { own: number; others: number };
}

const decay = (value: number, elapsedMs: number, tau: number) => value * Math.exp(-Math.max(0, elapsedMs) / tau);

/** Another organization's spread of ln amounts as the middle of its SPREAD_BAND step. */
export const bandedSpread = (spread: number) => (Math.floor(spread / SPREAD_BAND) + 0.5) * SPREAD_BAND;

/**
 * The rows of one account as read (every organization's; those that are one account by sameAccountRows, `bank` being the
 * code the caller gave, '' none) as one view at `now`: counters
 * decayed to now and summed, the earliest first-seen time, the payer organizations of all rows counted against the reading
 * organization `reader`. The reader's own rows are read exactly; another organization's flows as banded when written
 * (FLOW_BAND_RATIO) and its spread in SPREAD_BAND steps, row by row (counts, first seen and tenure are the network's
 * aggregates as they are: they give no amount, but they do give when another bank's customers paid).
 */
export function networkView(read: NetworkAccountRow[] | null, now: Date, epoch: Date | null, reader: string, bank = ''): NetworkView | null {
  const rows = sameAccountRows(read, bank, reader);
  if (!rows?.length) return null;
  const t = now.getTime();
  let first = Infinity;
  const v = { payments1d: 0, newPayers1d: 0, newPayers7d: 0, inflow6h: 0, outflow6h: 0, inboundCount: 0, outboundCount: 0 };
  // the spread pooled within rows: each row's variance by its degrees of freedom (a row's mean is never read: one
  // payment's mean is its amount); a fee paid alike at three banks is a fee, though each bank saw only a few payments
  let squares = 0;
  let freedom = 0;
  // the union over the rows (one NUBAN under several bank codes, each organization's own): two banks on two rows are two banks
  const payers = new Set<string>();
  const forwardsHeld = { own: 0, others: 0 };
  const paymentsHeld = { own: 0, others: 0 };
  const paymentsUnusual = { own: 0, others: 0 };
  let ownOutflow6h = 0;
  let ownInflow6h = 0;
  // the last hours' inflow and the day's first-time payers by the organization whose customers paid them (as the reader reads
  // them: its own inflow exact, others' banded)
  const byOrg = new Map<string, { inflow: number; newPayers: number }>();
  for (const r of rows) {
    const own = r.organization_id === reader;
    const dt = t - Date.parse(r.updated_at);
    first = Math.min(first, Date.parse(r.first_seen_at));
    v.payments1d += decay(r.payments_1d, dt, DECAY_MS.day);
    v.newPayers1d += decay(r.new_payers_1d, dt, DECAY_MS.day);
    v.newPayers7d += decay(r.new_payers_7d, dt, DECAY_MS.week);
    const inflow = decay(own ? r.inflow_6h : r.inflow_banded_6h, dt, DECAY_MS.flow);
    v.inflow6h += inflow;
    if (own) ownInflow6h += inflow;
    const org = byOrg.get(r.organization_id) ?? { inflow: 0, newPayers: 0 };
    byOrg.set(r.organization_id, { inflow: org.inflow + inflow, newPayers: org.newPayers + decay(r.new_payers_1d, dt, DECAY_MS.day) });
    v.outflow6h += decay(own ? r.outflow_6h : r.outflow_banded_6h, dt, DECAY_MS.flow);
    if (own) ownOutflow6h += decay(r.outflow_6h, dt, DECAY_MS.flow);
    forwardsHeld[own ? 'own' : 'others'] += decay(r.forwards_held_6h ?? 0, dt, DECAY_MS.flow);
    paymentsHeld[own ? 'own' : 'others'] += decay(r.payments_held_6h ?? 0, dt, DECAY_MS.flow);
    paymentsUnusual[own ? 'own' : 'others'] += decay(r.payments_unusual_6h ?? 0, dt, DECAY_MS.flow);
    v.inboundCount += r.inbound_count;
    v.outboundCount += r.outbound_count;
    for (const o of r.payer_orgs) payers.add(o);
    if (r.inbound_count >= 2) {
      const rowSpread = Math.sqrt(Math.max(0, r.in_log_m2) / (r.inbound_count - 1));
      squares += (r.inbound_count - 1) * (own ? rowSpread : bandedSpread(rowSpread)) ** 2;
      freedom += r.inbound_count - 1;
    }
  }
  // read only where the rows' own spreads cover most of the payments: payments made one per bank say nothing of
  // spread, and two equal ones of a herder's must not make a crowd of varied victims read as a fee
  const spread = v.inboundCount >= 5 && freedom >= Math.max(2, (v.inboundCount - 1) / 2) ? Math.sqrt(squares / freedom) : null;
  const sinceEpochDays = epoch ? Math.max(0, (first - epoch.getTime()) / DAY) : 0;
  const paying = { newPayers1d: 0, inflow6h: 0 };
  let payingOrgs = 0;
  for (const org of byOrg.values()) {
    if (org.inflow <= 0 || org.inflow < INFLOW_SHARE_OF_TWO * v.inflow6h) continue;
    payingOrgs += 1;
    paying.newPayers1d += org.newPayers;
    paying.inflow6h += org.inflow;
  }
  return {
    ageDays: Math.max(0, (t - first) / DAY), sinceEpochDays, ...v, payerOrgs: payers.size, inAmountSpread: spread, ownPayersOnly: payers.size === 1 && payers.has(reader),
    inflowOnTwo: payingOrgs >= 2, paying, ownInflow6h, forwardsHeld, paymentsHeld, paymentsUnusual, ownOutflow6h,
  };
}

/**
 * The rows that are one account. Given with its bank code, the read brought that code's rows and those written without one.
 * Given without, it brought every code's: a NUBAN is unique only within its bank, so rows under two or more codes are
 * accounts at two or more banks, and which one is meant is unknown: then only the rows written without a code are read
 * (as before the number was read across codes). Under one code or none, the rows are the one account that number names in
 * the network: an organization that sends no bank codes (or only the payee's) still sees its customer's inflow that other
 * banks wrote under its code, and the other banks see what it wrote. A code tells another bank's account once two
 * organizations wrote under it, or the reader did: one organization alone (a made-up code in one transfer) cannot split a
 * number and so blind every reader that gives none.
 */
export function sameAccountRows<R extends Pick<NetworkAccountRow, 'bank_code' | 'organization_id'>>(rows: R[] | null, bank: string, reader: string): R[] | null {
  if (!rows?.length || bank) return rows;
  const writers = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.bank_code) continue;
    const orgs = writers.get(r.bank_code) ?? new Set<string>();
    writers.set(r.bank_code, orgs.add(r.organization_id));
  }
  const accounts = [...writers.values()].filter((orgs) => orgs.size >= 2 || orgs.has(reader)).length;
  return accounts >= 2 ? rows.filter((r) => !r.bank_code) : rows;
}

/** Amount in NGN for the flow counters. */
export const flowAmount = (amount: number, currency: 'NGN' | 'USD') => (currency === 'USD' ? amount * FLOW_NGN_PER_USD : amount);

/** A bank code from metadata (`receiver_bank_code` / `sender_bank_code`): 3 to 6 digits, else none (''). */
export function bankCodeOf(value: unknown): string {
  return typeof value === 'string' && /^\d{3,6}$/.test(value) ? value : '';
}
