// The sixth tuning generator: the shared fraud network's reports across three banks, written from first principles
// (not from the held-out generators). The other tuning worlds have one bank's reports (tuning) or none, so they never
// ask what another member's report, not yet reviewed by the network, should do to this bank's customers' payments.
// Not in the headline.
//
// Three banks; each files reports on accounts its own customers were defrauded into, at the network's statuses:
// most `received` (filed, not yet looked at), some `under_review`, a few `verified`.
// Fraud:
// - scam accounts (fresh, or an established customer's rented account) paid by victims of all three banks over a day
//   or two, a few times their usual, from their own phones; the first victim's bank reports the account hours after
//   its customer's payment (`app_scam` before the report, `reported_receiver` after it, whichever bank pays); the
//   account sends each payment on within two hours, mostly to one onward account (`mule_fan_out`, at its own bank);
// - mule accounts reported days before, then paid by victims of any bank (`reported_receiver`).
// Hard negatives:
// - an account reported in error (a trader, a landlord, a school: a customer's mistaken claim, filed `received`),
//   still paid by its usual payers and by some paying it for the first time (`reported_in_error`);
// - ordinary payments, and new payees paid more than usual (`big_purchase`).
import { DAY, HOUR, MIN, seeded, threeBankPopulation } from './tuning-random.mjs';

export const name = 'tuning-network';
export const description = "tuning world of the fraud network's reports across three banks (others' unreviewed reports; accounts reported in error), written from first principles";
export const defaultCustomers = 1200;
export const heldOut = false;

export function generate({ customers: CUSTOMERS = defaultCustomers, seed = 42, days: DAYS = 28, testDays: TEST_DAYS = 7 } = {}) {
  const { rand, pick, between, int, normal, poisson } = seeded(seed, 0x85ebca6b);
  const START = Date.parse('2027-04-05T00:00:00Z');
  const END = START + DAYS * DAY;
  const SPLIT = END - TEST_DAYS * DAY;
  const ORGS = ['Network Bank A', 'Network Bank B', 'Network MFB C'];
  const CODES = ['057', '232', '50515'];
  const { bankOf, acct, merchants, person, customers, amountOf, base, dayHour } = threeBankPopulation({ rand, pick, between, int, normal }, { count: CUSTOMERS, start: START });
  const events = [];
  const reports = [];
  const push = (e) => events.push({ currency: 'NGN', metadata: { receiver_bank_code: CODES[bankOf.get(e.receiver_account)] }, ...e });
  const status = () => (rand() < 0.65 ? 'received' : rand() < 0.7 ? 'under_review' : 'verified');
  const payees = new Map(); // account -> its payers (ordinary traffic), for the accounts reported in error

  for (const c of customers) {
    for (let d = 0; d < DAYS; d++) {
      for (let k = poisson(c.rate); k > 0; k--) {
        const receiver = pick(c.payees);
        if (!receiver) continue;
        push({ ...base(c, dayHour(d, c)), receiver_account: receiver, amount: amountOf(c), label: 0, kind: 'ordinary' });
        if (!payees.has(receiver)) payees.set(receiver, new Set());
        payees.get(receiver).add(c);
      }
    }
  }
  const incident = () => START + between(7, DAYS - 0.5) * DAY;
  const PER = Math.max(8, Math.round(CUSTOMERS / 60));

  // scam accounts paid by victims of all three banks; the first victim's bank reports the account hours later
  const forwards = [];
  const scams = new Set();
  for (let i = 0; i < PER * 2; i++) {
    const scam = rand() < 0.3 ? customers[int(0, CUSTOMERS - 1)] : person('84');
    scams.add(scam.account);
    let t = incident();
    let reportedAt = Infinity;
    for (let k = int(2, 7); k > 0; k--) {
      const v = pick(customers);
      if (v === scam) continue;
      const amount = amountOf(v, between(1.5, 5));
      push({ ...base(v, t), receiver_account: scam.account, amount, label: 1, pattern: t > reportedAt ? 'reported_receiver' : 'app_scam' });
      forwards.push({ scam, t, amount });
      if (reportedAt === Infinity) {
        reportedAt = t + between(1, 8) * HOUR;
        reports.push({ time: reportedAt, org: v.org, account: scam.account, fraud_type: 'phishing', status: status() });
      }
      t += between(1, 16) * HOUR;
    }
  }
  // mule accounts reported days before they are paid
  for (let i = 0; i < PER; i++) {
    const mule = acct('85');
    const t = incident();
    reports.push({ time: t - between(1, 4) * DAY, org: int(0, 2), account: mule, fraud_type: 'other', status: status() });
    for (let k = int(1, 3); k > 0; k--) {
      const v = pick(customers);
      push({ ...base(v, t + between(0, 20) * HOUR), receiver_account: mule, amount: amountOf(v, between(1, 3)), label: 1, pattern: 'reported_receiver' });
    }
  }
  // accounts reported in error (filed, never reviewed): paid on by their usual payers, and by some for the first time
  const paid = [...payees.entries()].filter(([account, ps]) => ps.size >= 3 && !scams.has(account));
  for (let i = 0; i < PER && paid.length; i++) {
    const [account, usual] = paid.splice(int(0, paid.length - 1), 1)[0];
    const t0 = incident() - 3 * DAY;
    reports.push({ time: t0, org: int(0, 2), account, fraud_type: 'other', status: 'received' });
    for (const c of usual) for (let d = 1; d < 6; d++) if (rand() < 0.4) push({ ...base(c, t0 + d * DAY + between(0, 10) * HOUR), receiver_account: account, amount: amountOf(c), label: 0, kind: 'reported_in_error' });
    for (let k = int(3, 8); k > 0; k--) {
      const c = pick(customers);
      if (c.account === account || usual.has(c)) continue;
      push({ ...base(c, t0 + between(0.5, 4) * DAY), receiver_account: account, amount: amountOf(c, between(0.8, 2)), label: 0, kind: 'reported_in_error' });
    }
  }
  // each scam account sends every payment on within two hours, mostly to one onward account, from its own bank (drawn
  // from a stream of its own, so the sections above and below keep their draws; later account numbers shift)
  const onward = seeded(seed, 0x2545f491);
  const onwardOf = new Map();
  for (const { scam, t, amount } of forwards) {
    if (!onwardOf.has(scam)) onwardOf.set(scam, acct('81', onward.int(0, 2)));
    const to = onward.rand() < 0.6 ? onwardOf.get(scam) : acct('81', onward.int(0, 2));
    push({ ...base(scam, t + onward.between(5, 120) * MIN), receiver_account: to, amount: Math.round(amount * onward.between(0.9, 0.99)), label: 1, pattern: 'mule_fan_out' });
  }
  // new payee + larger amount, legitimately
  for (let i = 0; i < Math.round(CUSTOMERS / 10); i++) {
    const c = pick(customers);
    push({ ...base(c, START + between(3, DAYS) * DAY), receiver_account: rand() < 0.5 ? acct('63') : pick(customers).account, amount: amountOf(c, between(2, 10)), label: 0, kind: 'big_purchase' });
  }
  events.sort((a, b) => a.time - b.time);
  reports.sort((a, b) => a.time - b.time);
  // (an incident late in the window runs on for a few days: the world ends at END)
  return { orgs: ORGS, start: START, split: SPLIT, end: END, events: events.filter((e) => e.sender_account !== e.receiver_account && e.time < END), reports: reports.filter((r) => r.time < END) };
}
