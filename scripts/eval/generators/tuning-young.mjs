// The fifth tuning generator: short histories, written from first principles (not from the held-out generators).
// The other tuning worlds give every customer three weeks of habits before the test days; issue 12 asks for
// histories of 0 to 60 days, and a growing fintech's customers signed up last week. Not in the headline.
//
// Two fintechs and a bank; customers sign up throughout the five weeks (a third were there from the start), and
// many transact a few times a week, so on the test days most have a handful of transfers or none. Some payees
// bank outside the three members (a fourth bank code): the network sees what members pay them, never what they send.
// Fraud:
// - APP scams on customers of any tenure (a new customer too): a new payee paid a few times the usual, or for a
//   customer with no habit yet, a large round sum; the scam account is fresh at a member, a member's rented
//   account, or an account at the outside bank; a member's scam account sends each payment on within the hour;
// - SIM swap: the customer's number moved to the fraudster's phone; from it, on a Nigerian address, one to four
//   transfers within half an hour to one or two new payees, often at night, draining several times the usual;
// - account takeover through a phished login on a laptop's browser, a few times the usual to a new payee;
// - sign-up mules: accounts opened days before, paid by several victims within hours, emptied at once.
// Hard negatives:
// - a fifth of customers also bank by web on a laptop of their own; one ordinary transfer in fifty is at night;
// - a new customer's first transfers: every payee new, amounts of the customer's own (rent now and then);
// - a new phone (the customer's usual payees from it, now and then a larger new one); a second device (a tablet);
// - payday: the month's rent and bills at once, to usual payees and a new one;
// - contributions (aso-ebi, a colleague's send-off): many payers, similar amounts, kept, then one vendor paid.
import { DAY, HOUR, MIN, seeded } from './tuning-random.mjs';

export const name = 'tuning-young';
export const description = 'tuning world of short histories (sign-up growth; APP scams, SIM swaps and takeovers of new customers), written from first principles';
export const defaultCustomers = 1200;
export const heldOut = false;

export function generate({ customers: CUSTOMERS = defaultCustomers, seed = 42, days: DAYS = 35, testDays: TEST_DAYS = 7 } = {}) {
  const { rand, pick, between, int, normal, poisson } = seeded(seed, 0x1b873593);
  const START = Date.parse('2027-02-01T00:00:00Z');
  const END = START + DAYS * DAY;
  const SPLIT = END - TEST_DAYS * DAY;
  const ORGS = ['Young Fintech A', 'Young Fintech B', 'Young Bank C'];
  // the fourth code is a bank outside the network
  const CODES = ['100004', '090267', '058', '033'];
  const NG = ['41.58', '105.112', '197.210', '102.89'];
  const ngIp = () => `${pick(NG)}.${int(1, 254)}.${int(1, 254)}`;
  const hex = () => Math.floor(rand() * 2 ** 48).toString(16).padStart(12, '0');
  let seq = 0;
  const bankOf = new Map();
  const acct = (p, bank = int(0, 3)) => {
    const a = `${p}${String(++seq).padStart(8, '0')}`;
    bankOf.set(a, bank);
    return a;
  };
  const local = (dayStart, h) => dayStart + (h - 1) * HOUR;
  const events = [];
  // the fintechs name both banks; the bank names the receiver's only
  const push = (e) => {
    const metadata = e.org === 2 ? { receiver_bank_code: CODES[bankOf.get(e.receiver_account)] } : { sender_bank_code: CODES[bankOf.get(e.sender_account)], receiver_bank_code: CODES[bankOf.get(e.receiver_account)] };
    events.push({ currency: 'NGN', metadata, ...e });
  };
  const round = (x, unit = 5000) => Math.max(unit, Math.round(x / unit) * unit);

  const merchants = Array.from({ length: 60 }, () => acct('50'));
  const person = (p = '30', joined = 0) => {
    const account = acct(p, int(0, 2));
    return {
      org: bankOf.get(account), account, device: `dev-${hex()}`, ip: ngIp(), joined,
      logMean: Math.log(between(2000, 50000)), logSigma: between(0.3, 0.9), channel: rand() < 0.85 ? 'mobile' : 'ussd',
      peak: between(9, 20), rate: Math.exp(between(Math.log(0.12), Math.log(1))), payees: [],
      // some also bank by web on a laptop of their own, now and then
      laptop: rand() < 0.2 ? `lap-${hex()}` : null,
    };
  };
  // a third there from the start, the rest signing up day by day
  const customers = Array.from({ length: CUSTOMERS }, () => person('30', rand() < 0.33 ? 0 : between(0, DAYS - 1)));
  for (const c of customers) {
    for (let i = int(2, 5); i > 0; i--) c.payees.push(rand() < 0.4 ? pick(merchants) : rand() < 0.7 ? pick(customers).account : acct('40', 3));
    c.payees = [...new Set(c.payees)].filter((p) => p !== c.account);
  }
  const amountOf = (c, f = 1) => Math.max(100, Math.round(Math.exp(c.logMean + c.logSigma * normal()) * f));
  const base = (c, t) => ({ time: t, org: c.org, sender_account: c.account, channel: c.channel, device_id: c.device, ip_address: c.ip });
  const dayHour = (d, c) => local(START + d * DAY, Math.min(22, Math.max(7, c.peak + 2 * normal())));
  // a customer signed up by then (victims are picked among them)
  const member = (t) => {
    const signedUp = customers.filter((c) => START + c.joined * DAY < t);
    return pick(signedUp.length ? signedUp : customers);
  };

  // ordinary behaviour, from the day each signed up; a new customer's first payees are all new to it; a laptop's customer
  // uses it for a fifth of its transfers, and one transfer in fifty is at night (a late bill, a night shift)
  for (const c of customers) {
    for (let d = Math.ceil(c.joined); d < DAYS; d++) {
      for (let k = poisson(c.rate); k > 0; k--) {
        const receiver = pick(c.payees);
        const t = rand() < 0.02 ? local(START + d * DAY, between(0, 5)) : dayHour(d, c);
        const web = c.laptop && rand() < 0.2 ? { channel: 'web', device_id: c.laptop } : {};
        if (receiver) push({ ...base(c, t), ...web, receiver_account: receiver, amount: amountOf(c), label: 0, kind: 'ordinary' });
      }
    }
  }
  const incident = () => START + between(14, DAYS - 0.3) * DAY;
  const PER = Math.max(8, Math.round(CUSTOMERS / 60));

  // APP scams: victims of any tenure, on their own phones, pay a new payee; the scam account forwards within the hour
  for (let i = 0; i < PER * 2; i++) {
    const where = rand();
    const scam = where < 0.45 ? person('80', DAYS) : where < 0.7 ? customers[int(0, CUSTOMERS - 1)] : { account: acct('89', 3) };
    const onward = acct('81');
    const t0 = incident();
    const victims = rand() < 0.3 ? 1 : int(2, 6);
    let t = t0;
    for (let k = 0; k < victims; k++) {
      t += k ? between(0.5, 16) * HOUR : 0;
      const v = member(t);
      if (v === scam) continue;
      // a customer with a habit pays a few times it; one without pays what the scammer asked
      const amount = rand() < 0.5 ? amountOf(v, between(2, 8)) : round(between(30_000, 400_000));
      push({ ...base(v, t), receiver_account: scam.account, amount, label: 1, pattern: 'app_scam' });
      if (scam.org !== undefined) push({ ...base(scam, t + between(3, 60) * MIN), receiver_account: rand() < 0.6 ? onward : acct('81'), amount: Math.round(amount * between(0.9, 0.99)), label: 1, pattern: 'mule_fan_out' });
    }
  }
  // SIM swap: the fraudster's phone takes the customer's number and app; it drains to new payees within half an hour
  for (let i = 0; i < PER; i++) {
    const t0 = incident();
    const v = member(t0 - 2 * DAY);
    const thief = { device: `swp-${hex()}`, ip: ngIp(), channel: rand() < 0.7 ? 'mobile' : 'ussd' };
    const payees = [acct('84'), acct('84')];
    const night = rand() < 0.4;
    let t = night ? local(Math.floor((t0 - START) / DAY) * DAY + START, between(0, 5)) : t0;
    const drain = amountOf(v, between(4, 20));
    const parts = int(1, 4);
    for (let k = 0; k < parts; k++) {
      push({ time: t, org: v.org, sender_account: v.account, channel: thief.channel, device_id: thief.device, ip_address: thief.ip, receiver_account: payees[k % (rand() < 0.5 ? 1 : 2)], amount: Math.round((drain / parts) * between(0.8, 1.2)), label: 1, pattern: 'sim_swap' });
      t += between(1, 10) * MIN;
    }
  }
  // account takeover: a phished login on a laptop's browser, a few times the usual to a new payee
  for (let i = 0; i < PER; i++) {
    const t0 = incident();
    const v = member(t0 - DAY);
    const thief = { device: `tko-${hex()}`, ip: ngIp() };
    const payee = acct('85');
    for (let k = int(1, 3), t = t0; k > 0; k--, t += between(2, 15) * MIN) {
      push({ ...base(v, t), device_id: thief.device, ip_address: thief.ip, channel: 'web', receiver_account: payee, amount: amountOf(v, between(2, 8)), label: 1, pattern: 'account_takeover' });
    }
  }
  // sign-up mules: opened days before, paid ordinary amounts by several victims within hours, emptied at once
  for (let i = 0; i < PER; i++) {
    const t0 = incident();
    const mule = person('82', (t0 - START) / DAY - between(1, 6));
    let held = 0;
    let t = t0;
    for (let k = int(4, 10); k > 0; k--) {
      t += between(5, 90) * MIN;
      const v = member(t);
      const amount = amountOf(v, between(1, 4));
      held += amount;
      push({ ...base(v, t), receiver_account: mule.account, amount, label: 1, pattern: 'mule_fan_in' });
      if (rand() < 0.4 || k === 1) {
        push({ ...base(mule, t + between(3, 40) * MIN), receiver_account: acct('83'), amount: Math.floor((held * 0.97) / 1000) * 1000 || held, label: 1, pattern: 'mule_fan_out' });
        held = 0;
      }
    }
  }

  // a new customer's first weeks: now and then rent or a purchase to a new payee, several times its own amounts
  for (const c of customers) {
    if (c.joined < 7 || rand() >= 0.25) continue;
    const t = START + (c.joined + between(0.5, 10)) * DAY;
    if (t < END) push({ ...base(c, t), receiver_account: rand() < 0.5 ? acct('63') : pick(customers).account, amount: rand() < 0.5 ? amountOf(c, between(2, 8)) : round(between(30_000, 300_000)), label: 0, kind: 'big_purchase' });
  }
  // a new phone: the usual payees from it; now and then a larger new payee
  for (let i = 0; i < Math.round(CUSTOMERS / 10); i++) {
    const c = pick(customers);
    const from = Math.max(c.joined + 3, 10);
    if (from >= DAYS) continue;
    c.device = `new-${hex()}`;
    for (let d = Math.ceil(from), n = 0; d < DAYS && n < 3; d += int(1, 4), n++) {
      const big = rand() < 0.25;
      push({ ...base(c, dayHour(d, c)), receiver_account: big ? acct('63') : pick(c.payees) ?? pick(merchants), amount: amountOf(c, big ? between(2, 8) : 1), label: 0, kind: 'new_phone' });
    }
  }
  // paydays (ten and three days before the end): rent and bills at once, to usual payees and now and then a new one
  for (const pay of [DAYS - 10, DAYS - 3]) {
    for (const c of customers) {
      if (c.joined > pay - 2 || rand() >= 0.3) continue;
      for (let k = int(1, 3), t = dayHour(pay, c); k > 0; k--, t += between(2, 40) * MIN) {
        const fresh = rand() < 0.2;
        push({ ...base(c, t), receiver_account: fresh ? acct('63') : pick(c.payees) ?? pick(merchants), amount: amountOf(c, between(1.5, 5)), label: 0, kind: 'payday' });
      }
    }
  }
  // contributions: a colleague's send-off or aso-ebi; similar amounts from many, kept for days, then one vendor paid
  for (let i = 0; i < Math.round(CUSTOMERS / 40); i++) {
    const collector = customers[int(0, CUSTOMERS - 1)];
    const t0 = START + Math.max(collector.joined + 2, between(5, DAYS - 3)) * DAY;
    if (t0 >= END - DAY) continue;
    const price = pick([5000, 10000, 20000, 30000]);
    let total = 0;
    for (let k = int(12, 40); k > 0; k--) {
      const t = t0 + between(0, 3) * DAY;
      const friend = member(t);
      if (friend === collector) continue;
      push({ ...base(friend, t), receiver_account: collector.account, amount: rand() < 0.8 ? price : price * 2, label: 0, kind: 'collection' });
      total += price;
    }
    push({ ...base(collector, t0 + between(3.5, 6) * DAY), receiver_account: acct('64'), amount: Math.round(total * between(0.7, 0.95)), label: 0, kind: 'collection_payout' });
  }
  // a second device: a tablet beside the phone, the usual payees and amounts
  for (let i = 0; i < Math.round(CUSTOMERS / 15); i++) {
    const c = pick(customers);
    const tablet = `tab-${hex()}`;
    for (let d = Math.ceil(Math.max(c.joined + 1, 5)), n = 0; d < DAYS && n < 4; d += int(2, 6), n++) {
      push({ ...base(c, dayHour(d, c)), device_id: tablet, receiver_account: pick(c.payees) ?? pick(merchants), amount: amountOf(c), label: 0, kind: 'new_phone' });
    }
  }
  events.sort((a, b) => a.time - b.time);
  return { orgs: ORGS, start: START, split: SPLIT, end: END, events: events.filter((e) => e.sender_account !== e.receiver_account && e.time < END), reports: [] };
}
