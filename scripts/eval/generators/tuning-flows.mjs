// The third tuning generator: where money goes after it arrives, written from first principles (not from
// the held-out generators), so the flow signals can be tuned on cases the other two lack. Not in the headline.
//
// Three banks. Bank A sends both bank codes, bank B only the receiver's (its own customer's code is
// implied), bank C none: the network must still join an account's inflow and outflow.
// Fraud:
// - mule fan-out: a fresh account gathers what several victims (customers of the three banks) paid it within
//   hours and splits it on to two to five second-layer accounts, round amounts, within minutes to a couple of hours;
// - rented accounts: the same through an established customer's account (weeks of small payments), sold to a herder;
// - second layer: an account paid by two or three first-layer mules passes it on to a cash-out account;
// - APP scams: a customer on their own phone pays a new payee more than usual; the scam account (fresh, or rented)
//   collects from victims of several banks over a day or two and forwards each payment within hours; some victims
//   are the first to pay it (the network knows nothing yet).
// Hard negatives:
// - aso-ebi: an established coordinator collects about the same amount from 15-40 friends over days, then pays one
//   vendor most of it; crowdfunding: a relative's hospital bill, many varied gifts, one payment to the hospital;
// - ajo payout: a collector gathers the same due from members and pays the pot to one member;
// - wedding and burial contribution accounts: opened days before, many relatives' gifts over a day or two, kept;
// - a new account's first salary paid on to a landlord; a young trader paid by a few customers who pays a supplier.
import { DAY, HOUR, MIN, seeded, threeBankPopulation } from './tuning-random.mjs';

export const name = 'tuning-flows';
export const description = 'tuning world of money flows (mule fan-out, rented accounts, APP scams; aso-ebi, crowdfunding, ajo), written from first principles';
export const defaultCustomers = 1200;
export const heldOut = false;

export function generate({ customers: CUSTOMERS = defaultCustomers, seed = 42, days: DAYS = 28, testDays: TEST_DAYS = 7 } = {}) {
  const { rand, pick, between, int, normal, poisson } = seeded(seed, 0x27d4eb2f);
  const START = Date.parse('2026-10-05T00:00:00Z');
  const END = START + DAYS * DAY;
  const SPLIT = END - TEST_DAYS * DAY;
  const ORGS = ['Flow Bank A', 'Flow Bank B', 'Flow MFB C'];
  const CODES = ['044', '058', '50211'];
  const { bankOf, acct, hex, merchants, person, customers, amountOf, base, dayHour } = threeBankPopulation({ rand, pick, between, int, normal }, { count: CUSTOMERS, start: START });
  const events = [];
  const metadataOf = (org, sender, receiver) =>
    org === 0 ? { sender_bank_code: CODES[bankOf.get(sender)], receiver_bank_code: CODES[bankOf.get(receiver)] }
    : org === 1 ? { receiver_bank_code: CODES[bankOf.get(receiver)] }
    : undefined;
  const push = (e) => {
    const metadata = metadataOf(e.org, e.sender_account, e.receiver_account);
    events.push({ currency: 'NGN', ...(metadata ? { metadata } : {}), ...e });
  };
  const round = (x, unit = 5000) => Math.max(unit, Math.round(x / unit) * unit);

  // ordinary behaviour
  for (const c of customers) {
    for (let d = 0; d < DAYS; d++) {
      for (let k = poisson(c.rate); k > 0; k--) {
        const receiver = pick(c.payees);
        if (receiver) push({ ...base(c, dayHour(d, c)), receiver_account: receiver, amount: amountOf(c), label: 0, kind: 'ordinary' });
      }
    }
  }
  const incident = () => START + between(9, DAYS - 0.5) * DAY;
  const PER = Math.max(8, Math.round(CUSTOMERS / 60));

  // mule fan-out through fresh accounts; some herders run several mules from one phone
  for (let i = 0; i < PER * 2; i++) {
    const mule = person('82');
    if (rand() < 0.4) mule.device = `hrd-${hex()}`;
    const t0 = incident();
    let held = 0;
    let t = t0;
    const victims = int(3, 10);
    for (let k = 0; k < victims; k++) {
      t += between(5, 120) * MIN;
      const v = pick(customers);
      const amount = amountOf(v, between(1.5, 6));
      held += amount;
      push({ ...base(v, t), receiver_account: mule.account, amount, label: 1, pattern: 'mule_fan_in' });
      // the mule empties the account every few payments, split over new accounts at other banks
      if (k === victims - 1 || rand() < 0.35) {
        let tt = t + between(3, 90) * MIN;
        const parts = int(2, 5);
        for (let p = 0; p < parts && held > 5000; p++) {
          const part = p === parts - 1 ? Math.floor(held * 0.98 / 1000) * 1000 : round((held / (parts - p)) * between(0.8, 1.1));
          if (part <= 0) break;
          push({ ...base(mule, tt), receiver_account: acct('83'), amount: Math.min(part, held), label: 1, pattern: 'mule_fan_out' });
          held -= Math.min(part, held);
          tt += between(1, 25) * MIN;
        }
      }
    }
  }
  // rented accounts: an established customer's account (it sent small payments for weeks) turned mule
  for (let i = 0; i < PER; i++) {
    const mule = customers[int(0, CUSTOMERS - 1)];
    const t0 = incident();
    let held = 0;
    let t = t0;
    for (let k = int(3, 8); k > 0; k--) {
      t += between(10, 150) * MIN;
      const v = pick(customers);
      if (v === mule) continue;
      const amount = amountOf(v, between(1.5, 6));
      held += amount;
      push({ ...base(v, t), receiver_account: mule.account, amount, label: 1, pattern: 'mule_fan_in' });
    }
    let tt = t + between(10, 120) * MIN;
    for (let p = int(2, 4); p > 0 && held > 5000; p--) {
      const part = p === 1 ? Math.floor(held * 0.97 / 1000) * 1000 : round(held / p);
      push({ ...base(mule, tt), ...(rand() < 0.5 ? { device_id: `hrd-${hex()}` } : {}), receiver_account: acct('83'), amount: part, label: 1, pattern: 'mule_fan_out' });
      held -= part;
      tt += between(2, 40) * MIN;
    }
  }
  // second layer: two or three first-layer mules pay one account large sums; it passes them to a cash-out account
  for (let i = 0; i < PER; i++) {
    const layer = person('86');
    const cashOut = acct('87');
    let t = incident();
    for (let k = int(2, 3); k > 0; k--) {
      const from = person('88');
      t += between(10, 90) * MIN;
      const amount = round(between(150_000, 900_000), 1000);
      push({ ...base(from, t), receiver_account: layer.account, amount, label: 1, pattern: 'mule_fan_in' });
      push({ ...base(layer, t + between(5, 60) * MIN), receiver_account: cashOut, amount: Math.round(amount * 0.98), label: 1, pattern: 'mule_fan_out' });
    }
  }
  // APP scams: victims on their own phones pay a new payee more than usual; the account forwards each within hours
  for (let i = 0; i < PER * 2; i++) {
    const scam = rand() < 0.3 ? customers[int(0, CUSTOMERS - 1)] : person('80');
    const onward = acct('81');
    const t0 = incident();
    const victims = rand() < 0.35 ? 1 : int(2, 6);
    let t = t0;
    for (let k = 0; k < victims; k++) {
      t += k ? between(1, 20) * HOUR : 0;
      const v = pick(customers);
      if (v === scam) continue;
      const amount = amountOf(v, between(2, 8));
      push({ ...base(v, t), receiver_account: scam.account, amount, label: 1, pattern: 'app_scam' });
      push({ ...base(scam, t + between(5, 180) * MIN), receiver_account: rand() < 0.6 ? onward : acct('81'), amount: Math.round(amount * between(0.9, 0.99)), label: 1, pattern: 'mule_fan_out' });
    }
  }

  // aso-ebi: an established customer coordinates a wedding's fabric; friends pay about the same; one vendor is paid
  for (let i = 0; i < Math.round(CUSTOMERS / 30); i++) {
    const coordinator = customers[int(0, CUSTOMERS - 1)];
    const vendor = acct('64');
    const price = pick([25000, 35000, 45000, 60000]);
    const t0 = START + between(5, DAYS - 3) * DAY;
    let total = 0;
    for (let k = int(15, 40); k > 0; k--) {
      const friend = pick(customers);
      if (friend === coordinator) continue;
      push({ ...base(friend, t0 + between(0, 6) * DAY), receiver_account: coordinator.account, amount: price, label: 0, kind: 'collection' });
      total += price;
    }
    push({ ...base(coordinator, t0 + between(6, 8) * DAY), receiver_account: vendor, amount: Math.round(total * between(0.8, 0.95)), label: 0, kind: 'collection_payout' });
  }
  // crowdfunding: a relative's hospital bill; many gifts of varied size in two days; the hospital is paid next day
  for (let i = 0; i < Math.round(CUSTOMERS / 40); i++) {
    const organiser = customers[int(0, CUSTOMERS - 1)];
    const hospital = acct('65');
    const t0 = START + between(5, DAYS - 2) * DAY;
    let total = 0;
    for (let k = int(10, 40); k > 0; k--) {
      const giver = pick(customers);
      if (giver === organiser) continue;
      const amount = round(amountOf(giver, between(0.5, 3)), 1000);
      push({ ...base(giver, t0 + between(0, 2) * DAY), receiver_account: organiser.account, amount, label: 0, kind: 'collection' });
      total += amount;
    }
    push({ ...base(organiser, t0 + between(2, 3) * DAY), receiver_account: hospital, amount: Math.round(total * 0.9), label: 0, kind: 'collection_payout' });
  }
  // ajo: members pay the collector the same due over a day; the pot goes to one member
  for (let i = 0; i < Math.round(CUSTOMERS / 60); i++) {
    const collector = customers[int(0, CUSTOMERS - 1)];
    const members = Array.from({ length: int(10, 25) }, () => pick(customers)).filter((m) => m !== collector);
    const due = pick([5000, 10000, 20000]);
    for (let week = 0; week * 7 < DAYS - 1; week++) {
      const t0 = START + (week * 7 + between(0, 1)) * DAY;
      for (const m of members) push({ ...base(m, t0 + between(0, 20) * HOUR), receiver_account: collector.account, amount: due, label: 0, kind: 'collection' });
      push({ ...base(collector, t0 + between(22, 30) * HOUR), receiver_account: members[week % members.length].account, amount: due * members.length, label: 0, kind: 'collection_payout' });
    }
  }
  // young accounts that pass money on legitimately: a first salary paid to a landlord; a new trader paying a supplier
  for (let i = 0; i < Math.round(CUSTOMERS / 12); i++) {
    const young = person('31');
    const t0 = START + between(9, DAYS - 1) * DAY;
    if (rand() < 0.5) {
      const salary = round(between(80_000, 400_000), 1000);
      const employer = acct('66');
      push({ time: t0, org: bankOf.get(employer), sender_account: employer, channel: 'web', receiver_account: young.account, amount: salary, label: 0, kind: 'payday' });
      push({ ...base(young, t0 + between(2, 20) * HOUR), receiver_account: acct('63'), amount: Math.round(salary * between(0.6, 0.85)), label: 0, kind: 'young_pass_through' });
    } else {
      let total = 0;
      for (let k = int(3, 6); k > 0; k--) {
        const buyer = pick(customers);
        const amount = amountOf(buyer, between(1, 3));
        total += amount;
        push({ ...base(buyer, t0 + between(0, 8) * HOUR), receiver_account: young.account, amount, label: 0, kind: 'small_merchant' });
      }
      push({ ...base(young, t0 + between(9, 30) * HOUR), receiver_account: pick(merchants), amount: Math.round(total * between(0.6, 0.9)), label: 0, kind: 'young_pass_through' });
    }
  }
  // new payee + larger amount, legitimately
  for (let i = 0; i < Math.round(CUSTOMERS / 10); i++) {
    const c = pick(customers);
    push({ ...base(c, START + between(3, DAYS) * DAY), receiver_account: rand() < 0.5 ? acct('63') : pick(customers).account, amount: amountOf(c, between(2, 10)), label: 0, kind: 'big_purchase' });
  }
  // Added after the sections above, so their events stay as they were (one random stream).
  // Wedding and burial contribution accounts: opened for the event days before, paid by 40-120 relatives and friends at
  // every bank over a day or two (round gifts near each one's usual amount), kept; the vendors are paid days later.
  for (let i = 0; i < Math.round(CUSTOMERS / 100); i++) {
    const family = person('67');
    const t0 = START + between(9, DAYS - 3) * DAY;
    let total = 0;
    for (let k = int(40, 120); k > 0; k--) {
      const guest = pick(customers);
      const amount = round(amountOf(guest, between(0.5, 2)), 1000);
      total += amount;
      push({ ...base(guest, t0 + between(0, 40) * HOUR), receiver_account: family.account, amount, label: 0, kind: 'collection' });
    }
    for (let v = int(2, 4), tt = t0 + between(3, 5) * DAY; v > 0; v--, tt += between(1, 6) * HOUR) {
      push({ ...base(family, tt), receiver_account: acct('68'), amount: Math.round((total * between(0.15, 0.3)) / 1000) * 1000, label: 0, kind: 'collection_payout' });
    }
  }
  events.sort((a, b) => a.time - b.time);
  return { orgs: ORGS, start: START, split: SPLIT, end: END, events: events.filter((e) => e.sender_account !== e.receiver_account), reports: [] };
}
