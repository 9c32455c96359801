// Fraud network weight: how much the shared network's reports on an account weigh for one
// organization (the viewer), in its account score and in analyze's SENDER_/RECEIVER_REPORTED.
// The one place of the rule (DESIGN "Fraud network weight"):
// - one report per reporting organization per account counts, at that organization's strongest
//   status; more reports from it change nothing;
// - the viewer's own reports count fully for it, by status;
// - another organization's report counts only when that organization is approved for the network
//   (fraud_reports.counts_for_network); it weighs fully once `verified`, and while `received` or
//   `under_review` it weighs little, and all such reports together at most UNREVIEWED_OTHERS_CAP.
import type { NetworkStatus } from './signals.js';

/** One reporting organization's report on an account, as the viewer counts it. */
export interface CountedReport {
  /** that organization's strongest status on the account */
  status: NetworkStatus;
  /** the viewer's own report */
  own: boolean;
}

/** Each unreviewed report from another organization, as a share of the network part of a score. */
const UNREVIEWED_OTHERS_WEIGHT: Record<Exclude<NetworkStatus, 'verified'>, number> = { received: 0.05, under_review: 0.1 };
/**
 * All unreviewed reports from other organizations together: at most 20 points of an account score
 * (0-100) and 20% of a network signal's weight (14 of RECEIVER_REPORTED's 70, 7 of SENDER_REPORTED's
 * 35), so on their own they leave an account low, far from high (60) at the default settings.
 */
export const UNREVIEWED_OTHERS_CAP = 0.2;

/** The viewer's own reports and verified ones count fully; the rest are others' unreviewed reports. */
export const countsFully = (r: CountedReport) => r.own || r.status === 'verified';

/**
 * The network's share (0-1) of a score: reports that count fully weigh `full[status]` each
 * (combined as independent evidence, 1 - Π(1 - w)); unreviewed ones from other organizations
 * add their small weights up to the cap.
 */
export function networkShare(reports: readonly CountedReport[], full: Record<NetworkStatus, number>): number {
  let notFull = 1;
  let notUnreviewed = 1;
  for (const r of reports) {
    if (countsFully(r)) notFull *= 1 - full[r.status];
    else notUnreviewed *= 1 - UNREVIEWED_OTHERS_WEIGHT[r.status as Exclude<NetworkStatus, 'verified'>];
  }
  return 1 - notFull * (1 - Math.min(UNREVIEWED_OTHERS_CAP, 1 - notUnreviewed));
}
