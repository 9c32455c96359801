// The second tuning generator: the hard cases of issue 12 written from first principles (not from
// the held-out generators), so signals and calibration can be tuned on them. Not in the headline.
//
// Three banks whose customers pay each other. Hard negatives: collection accounts (schools,
// churches, cooperatives: old, similar fees from many payers, money stays), POS agents (old, many
// walk-in payers a day, float swept onward several times a day, themselves senders for weeks),
// "new payee + larger amount" (rent, a car, family), new phones. Fraud: APP scams (a young account
// collects first-time payers across banks, more than each usually sends, and forwards at once; some
// with a single victim), mule fan-in, and account takeover from Nigerian addresses.
// Added later: agent terminals (one POS device shared by the customers an agent serves, for weeks) as a hard
// negative, and a takeover ring (one fraudster device on several fresh accounts within hours) as fraud; later
// still, accounts opened for a wedding or a burial, paid gifts by relatives (a young receiver keeping the money).
import { DAY, HOUR, MIN, seeded } from './tuning-random.mjs';

export const name = 'tuning-hard';
export const description = 'tuning world of hard cases (3 banks, collection accounts, POS agents, APP scams), written from first principles';
export const defaultCustomers = 1500;
export const heldOut = false;

export function generate({ customers: CUSTOMERS = defaultCustomers, seed = 42, days: DAYS = 28, testDays: TEST_DAYS = 7, sigma: [SIGMA_LO, SIGMA_HI] = [0.3, 0.7] } = {}) {
  const { rand, pick, between, int, normal, poisson } = seeded(seed, 0x5bd1e995);
  const START = Date.parse('2026-09-07T00:00:00Z');
  const END = START + DAYS * DAY;
  const SPLIT = END - TEST_DAYS * DAY;
  const ORGS = ['Hard Bank A', 'Hard Bank B', 'Hard MFB C'];
  const NG = ['41.58', '105.112', '197.210', '102.89', '129.205', '41.203'];
  const ngIp = () => `${pick(NG)}.${int(1, 254)}.${int(1, 254)}`;
  const hex = () => Math.floor(rand() * 2 ** 48).toString(16).padStart(12, '0');
  let seq = 0;
  const acct = (p) => `${p}${String(++seq).padStart(8, '0')}`;
  const local = (dayStart, h) => dayStart + (h - 1) * HOUR;
  const events = [];
  const push = (e) => events.push({ currency: 'NGN', ...e });

  const merchants = Array.from({ length: 80 }, () => acct('50'));
  const customers = Array.from({ length: CUSTOMERS }, () => ({
    org: int(0, 2), account: acct('30'), device: `dev-${hex()}`, ip: ngIp(),
    logMean: Math.log(between(3000, 60000)), logSigma: between(SIGMA_LO, SIGMA_HI), channel: rand() < 0.75 ? 'mobile' : 'ussd',
    peak: between(9, 19), rate: between(0.3, 1.4), payees: [],
  }));
  for (const c of customers) {
    for (let i = int(2, 5); i > 0; i--) c.payees.push(rand() < 0.5 ? pick(merchants) : pick(customers).account);
    c.payees = [...new Set(c.payees)].filter((p) => p !== c.account);
  }
  const amountOf = (c, f = 1) => Math.max(100, Math.round(Math.exp(c.logMean + c.logSigma * normal()) * f));
  const base = (c, t) => ({ time: t, org: c.org, sender_account: c.account, channel: c.channel, device_id: c.device, ip_address: c.ip });

  // ordinary behaviour
  for (const c of customers) {
    for (let d = 0; d < DAYS; d++) {
      for (let k = poisson(c.rate); k > 0; k--) {
        const receiver = pick(c.payees);
        if (!receiver) continue;
        push({ ...base(c, local(START + d * DAY, Math.min(23, Math.max(6, c.peak + 2 * normal())))), receiver_account: receiver, amount: amountOf(c), label: 0, kind: 'ordinary' });
      }
    }
  }
  // collection accounts: a fee of about the same amount from many payers across banks; the money stays
  for (let i = 0; i < 25; i++) {
    const coll = { account: acct('60'), fee: pick([5000, 10000, 15000, 25000, 50000, 120000]) };
    const payers = Array.from({ length: int(30, 90) }, () => pick(customers));
    const termStart = START + int(Math.max(8, DAYS - TEST_DAYS - 3), DAYS - 2) * DAY; // a rush of first-time payers
    for (const c of payers) {
      if (c.account === coll.account) continue;
      const rush = rand() < 0.6;
      const t = rush ? termStart + between(0, 2) * DAY : START + between(0, DAYS) * DAY;
      push({ ...base(c, t), receiver_account: coll.account, amount: Math.round(coll.fee * between(0.95, 1.05)), label: 0, kind: 'collection' });
    }
  }
  // POS agents: walk-in customers pay the agent (new payee, ordinary amount); the float is swept on
  for (let i = 0; i < 25; i++) {
    const agent = { org: int(0, 2), account: acct('61'), device: `pos-${hex()}`, ip: ngIp(), channel: 'pos', settlement: acct('62') };
    for (let d = 0; d < DAYS; d++) {
      const day = START + d * DAY;
      const ins = [];
      for (let k = int(6, 25); k > 0; k--) {
        const c = pick(customers);
        const t = local(day, between(8, 20));
        ins.push({ t, amount: Math.round(between(2, 50)) * 1000 });
        push({ ...base(c, t), receiver_account: agent.account, amount: ins.at(-1).amount, label: 0, kind: 'pos_agent' });
      }
      for (const h of [12, 16, 20]) {
        const sum = ins.filter((x) => x.t < local(day, h) && x.t >= local(day, h - 4)).reduce((a, x) => a + x.amount, 0);
        if (sum > 0) push({ ...base(agent, local(day, h) + int(0, 30) * MIN), receiver_account: agent.settlement, amount: Math.round(sum * between(0.8, 0.95)), label: 0, kind: 'pos_agent' });
      }
    }
  }
  // new payee + larger amount, legitimately: rent, a car, a relative's hospital bill
  const landlords = Array.from({ length: 30 }, () => acct('63'));
  for (let i = 0; i < Math.round(CUSTOMERS / 8); i++) {
    const c = pick(customers);
    const t = START + between(3, DAYS) * DAY;
    push({ ...base(c, t), receiver_account: rand() < 0.5 ? pick(landlords) : pick(customers).account, amount: amountOf(c, between(3, 15)), label: 0, kind: 'big_purchase' });
  }

  // APP scams: victims (often at several banks) each pay a fresh account more than usual; it forwards at once
  const incident = () => START + between(8, DAYS - 0.3) * DAY;
  const PER = Math.max(10, Math.round(CUSTOMERS / 60));
  for (let i = 0; i < PER * 2; i++) {
    const scam = { org: int(0, 2), account: acct('80'), device: `scm-${hex()}`, ip: ngIp(), channel: 'mobile' };
    const onward = acct('81');
    const t0 = incident();
    const victims = rand() < 0.3 ? 1 : int(2, 8);
    for (let k = 0; k < victims; k++) {
      const v = pick(customers);
      const t = t0 + between(0, 30) * HOUR * (k ? 1 : 0);
      const amount = amountOf(v, between(3, 15));
      push({ ...base(v, t), receiver_account: scam.account, amount, label: 1, pattern: 'app_scam' });
      push({ ...base(scam, t + int(3, 40) * MIN), receiver_account: onward, amount: Math.round(amount * 0.97), label: 1, pattern: 'mule_outflow' });
    }
  }
  // mule fan-in: many victims of a scam send ordinary amounts to a young account within hours
  for (let i = 0; i < PER; i++) {
    const mule = { org: int(0, 2), account: acct('82'), device: `mul-${hex()}`, ip: ngIp(), channel: 'mobile' };
    const t0 = incident();
    for (let k = int(6, 14); k > 0; k--) {
      const v = pick(customers);
      const t = t0 + between(0, 8) * HOUR;
      push({ ...base(v, t), receiver_account: mule.account, amount: amountOf(v, between(1, 4)), label: 1, pattern: 'mule_fan_in' });
      if (rand() < 0.5) push({ ...base(mule, t + int(5, 60) * MIN), receiver_account: acct('83'), amount: amountOf(v, 2), label: 1, pattern: 'mule_outflow' });
    }
  }
  // account takeover from Nigerian addresses (issue 12): the fraudster's own phone or laptop on a local
  // network, one to three transfers of several times the usual to a new payee within minutes
  for (let i = 0; i < PER; i++) {
    const v = pick(customers);
    const t0 = incident();
    const thief = { device: `tko-${hex()}`, ip: ngIp(), channel: rand() < 0.5 ? 'web' : 'mobile' };
    const payee = acct('84');
    for (let k = int(1, 3); k > 0; k--) {
      push({ ...base(v, t0 + k * int(2, 20) * MIN), ...{ device_id: thief.device, ip_address: thief.ip, channel: thief.channel }, receiver_account: payee, amount: amountOf(v, between(3, 15)), label: 1, pattern: 'account_takeover' });
    }
  }
  // a new phone, legitimately: the customer's usual payees and amounts from it, now and then a larger new payment
  for (let i = 0; i < Math.round(CUSTOMERS / 10); i++) {
    const c = pick(customers);
    c.device = `new-${hex()}`;
    const t = START + between(8, DAYS) * DAY;
    const big = rand() < 0.3;
    push({ ...base(c, t), receiver_account: big ? pick(landlords) : pick(c.payees) ?? pick(merchants), amount: amountOf(c, big ? between(3, 10) : 1), label: 0, kind: 'new_phone' });
  }
  // Added after the sections above, so their events stay as they were (one random stream).
  // Agent terminals (agency banking): customers without a smartphone, or a card that works, transfer at an
  // agent's POS terminal: the terminal is one device shared by every customer it serves, for weeks; their
  // usual payees mostly, now and then a relative for the first time, ordinary amounts.
  // (four terminals, a dozen or more customers each; their addresses from prefixes that locate in Nigeria:
  // two of NG's above mostly locate elsewhere, which the sections above keep as they were)
  const terminals = Array.from({ length: 4 }, () => ({ device: `trm-${hex()}`, ip: `${pick(NG.slice(0, 4))}.${int(1, 254)}.${int(1, 254)}` }));
  for (const c of customers) {
    if (rand() >= 0.1) continue;
    const term = pick(terminals);
    for (let d = int(0, 6); d < DAYS; d += int(2, 7)) {
      const t = local(START + d * DAY, between(8, 19));
      const receiver = rand() < 0.75 ? pick(c.payees) ?? pick(merchants) : pick(customers).account;
      push({ time: t, org: c.org, sender_account: c.account, channel: 'pos', device_id: term.device, ip_address: term.ip, receiver_account: receiver, amount: amountOf(c, between(0.6, 1.6)), label: 0, kind: 'agent_terminal' });
    }
  }
  // A takeover ring: one fraudster's phone logs into several customers' accounts (credentials or SIMs bought
  // in bulk) within hours and sends each one's money to new payees: the one device shared by fresh accounts.
  for (let i = 0; i < Math.max(3, Math.round(PER / 3)); i++) {
    const ring = { device: `rng-${hex()}`, ip: ngIp(), channel: rand() < 0.5 ? 'web' : 'mobile' };
    const drains = Array.from({ length: 3 }, () => acct('85'));
    const t0 = incident();
    for (let k = int(4, 8); k > 0; k--) {
      const v = pick(customers);
      push({ ...base(v, t0 + between(0, 6) * HOUR), device_id: ring.device, ip_address: ring.ip, channel: ring.channel, receiver_account: pick(drains), amount: amountOf(v, between(2, 6)), label: 1, pattern: 'takeover_ring' });
    }
  }
  // Added after the sections above, so their events stay as they were. A wedding's or a burial's account opened for
  // the event: relatives at every bank pay it on its day or the next at their usual hours, gifts of varied size from about the giver's usual
  // to a few times it (in tuning-wide, givers of wide habits); the money stays for days, then vendors are paid.
  for (let i = 0; i < Math.max(4, Math.round(CUSTOMERS / 100)); i++) {
    const event = { org: int(0, 2), account: acct('65'), device: `evt-${hex()}`, ip: ngIp(), channel: 'mobile' };
    const t0 = START + between(8, DAYS - 2) * DAY;
    let total = 0;
    for (let k = int(12, 40); k > 0; k--) {
      const relative = pick(customers);
      const amount = amountOf(relative, between(1, 2.5));
      // on the event's day or the next, at the giver's usual hour
      const day = START + Math.floor((t0 - START) / DAY + between(0, 1.5)) * DAY;
      push({ ...base(relative, local(day, Math.min(23, Math.max(6, relative.peak + 2 * normal())))), receiver_account: event.account, amount, label: 0, kind: 'collection' });
      total += amount;
    }
    for (let k = int(2, 4); k > 0; k--) push({ ...base(event, t0 + between(3, 6) * DAY), receiver_account: acct('66'), amount: Math.round(total * between(0.1, 0.3)), label: 0, kind: 'collection_payout' });
  }
  events.sort((a, b) => a.time - b.time);
  return { orgs: ORGS, start: START, split: SPLIT, end: END, events: events.filter((e) => e.sender_account !== e.receiver_account), reports: [] };
}
