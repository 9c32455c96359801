// tuning-young's world with the sign-up mules' victims banking outside the network: their payments into the mules are
// never analysed (no member's customer made them), so what the network sees of such a mule is an account it never saw
// sending large sums over new payees within hours, with nothing paid in. Issue 12's fan-out "into mule networks that spread
// across banks" has this side too: a fintech wallet funded from a bank that is no member. Written for the twenty-sixth round
// (docs/fraud-calibration.md: such forwards scored 0; MULE_FORWARDING's paid_in_unseen reads them); reported with the tuning worlds
// and not fitted on: it repeats tuning-young's other events, so a fit would count them twice.
import * as young from './tuning-young.mjs';

export const name = 'tuning-unseen';
export const description = "tuning-young with the sign-up mules' victims at banks outside the network (their payments unseen)";
export const defaultCustomers = young.defaultCustomers;
export const heldOut = false;

export function generate(options = {}) {
  const world = young.generate(options);
  return { ...world, events: world.events.filter((e) => e.pattern !== 'mule_fan_in') };
}
