// tuning-hard's world with customers whose amounts spread wider (ln-amount standard deviation 0.8-1.4:
// airtime, bills and rent from one account, against 0.3-0.7 in the other tuning worlds), so a fraud paying
// "three to fifteen times the usual" sits 1.0-2.5 standard deviations above the habit at the mean spread. Signals
// tuned on narrow habits alone read such a world's scams as ordinary; this world keeps them honest. It is reported
// with the tuning worlds and not fitted on: it repeats tuning-hard's events, so a fit would count that world twice.
import * as hard from './tuning-hard.mjs';

export const name = 'tuning-wide';
export const description = 'tuning-hard with wider spending habits (ln-amount sd 0.8-1.4): scams 1-2.5 sd above the usual';
export const defaultCustomers = hard.defaultCustomers;
export const heldOut = false;

export function generate(options = {}) {
  return hard.generate({ ...options, sigma: [0.8, 1.4] });
}
