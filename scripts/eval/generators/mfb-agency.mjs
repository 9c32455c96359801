// Held-out generator: a microfinance bank and an agency-banking bank in the South-West and North,
// August to September 2026. Written on its own, without the engine or the other generators.
//
// Short histories: the microfinance bank opens accounts every day through its agents, so most
// customers have 0 to 28 days of history when the two test weeks start (14-28 September, the
// school term start and the month's paydays). Many customers use USSD (no device, no IP); some
// transfer at an agent's POS terminal, so one terminal serves many customers.
//
// Population: market women and traders, farmers, okada and keke riders, state civil servants
// (paid on the 25th-28th), POS agents (customers pay them by transfer for cash; the agent tops up
// float at a super-agent several times a day: legitimate fan-in and fast fan-out from an
// established account), ajo/esusu collectors (the same daily amount from each contributor, the
// pot paid to one member in turn), cooperative societies (the same monthly due within a day),
// traditional market-day association dues, mosques on Friday, churches on Sunday, school fees at
// the term start, motorcycles and land paid to new payees, lost phones replaced (new SIM and new
// handset, then ordinary use), cross-border traders in Cotonou and Accra (foreign IPs).
//
// Fraud: mule accounts opened days earlier through agents, collecting from many victims of both
// banks within hours and forwarding within minutes to other banks; "loan fee" and "grant" APP
// scams into those mules; SIM swap then a USSD or app drain; account takeover by a new device on a
// Nigerian network (and a rogue agent terminal); card testing at POS; payments to accounts a bank
// reported to the network.
export const name = 'mfb-agency';
export const description = 'a microfinance bank and an agency bank, Aug-Sep: POS agents, ajo, cooperatives, school fees, short histories';
export const defaultCustomers = 1400;
export const heldOut = true;

const M = 60_000;
const H = 60 * M;
const D = 24 * H;
const LAGOS = 1 * H; // UTC+1
const FIRST = Date.UTC(2026, 7, 17) - LAGOS; // Monday 17 August 2026, 00:00 in Nigeria
const HISTORY = 28;
const TEST = 14;
const SPAN = HISTORY + TEST;

class Random {
  // xoshiro128**, seeded by splitmix32
  constructor(seed) {
    let x = seed >>> 0;
    const next = () => {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.s = [next(), next(), next(), next()];
  }
  float() {
    const s = this.s;
    const r = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return r / 4294967296;
  }
  yes(p) {
    return this.float() < p;
  }
  range(a, b) {
    return a + (b - a) * this.float();
  }
  int(a, b) {
    return a + Math.floor(this.float() * (b - a + 1));
  }
  item(xs) {
    return xs[Math.floor(this.float() * xs.length)];
  }
  /** log-normal around a median */
  around(median, sigma) {
    const u = 1 - this.float();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.sin(2 * Math.PI * this.float());
    return median * Math.exp(sigma * z);
  }
  count(mean) {
    // Poisson by inversion
    let k = 0;
    let p = Math.exp(-mean);
    let f = p;
    const u = this.float();
    while (u > f && k < 50) {
      k++;
      p *= mean / k;
      f += p;
    }
    return k;
  }
}
const rotl = (x, k) => ((x << k) | (x >>> (32 - k))) >>> 0;

export function generate({ customers = defaultCustomers, seed = 42 } = {}) {
  const R = new Random((Number(seed) * 2654435761) ^ 0x4d464221);
  const ORGS = ['Ogun Microfinance Bank', 'Arewa Agency Bank'];
  const out = [];
  const reports = [];
  let nextAcct = 3_000_000_000;
  const newAcct = () => String(nextAcct++ + R.int(0, 9) * 100_000_000).padStart(10, '0');
  // only /16s that geolocate wholly to one country: many African /16s are split between several
  const NG = ['102.89', '102.88', '105.113', '197.210', '41.58', '154.113', '105.115', '105.118'];
  const BORDER = { cotonou: ['137.255'], accra: ['154.160'] };
  const ngIp = () => `${R.item(NG)}.${R.int(2, 250)}.${R.int(2, 250)}`;
  const at = (day, hour) => FIRST + day * D + hour * H;
  const calendar = (day) => new Date(FIRST + day * D + LAGOS + H); // read as a Nigerian calendar date
  const rounded = (x, step = 50) => Math.max(step, Math.round(x / step) * step);

  /** A transfer; USSD carries neither device nor IP. */
  function tx(from, to, time, amount, label, tag, how = {}) {
    const channel = how.channel ?? from.channelFor?.() ?? 'mobile';
    const e = { time, org: from.org, label, sender_account: from.acct, receiver_account: to, amount: rounded(amount, amount < 1000 ? 10 : 50), channel };
    if (label) e.pattern = tag;
    else e.kind = tag;
    if (channel !== 'ussd') {
      e.device_id = how.device ?? from.device;
      const ip = how.ip ?? from.ip;
      if (ip) e.ip_address = ip;
    }
    if (how.metadata) e.metadata = how.metadata;
    if (from.opened !== undefined && time < at(from.opened, 0)) return null;
    if (e.receiver_account === e.sender_account) return null;
    out.push(e);
    return e;
  }

  // ------------------------------------------------------------------ POS agents and their super-agents
  const agents = Array.from({ length: Math.max(6, Math.round(customers / 60)) }, (_, i) => ({
    acct: newAcct(),
    org: i % 2,
    opened: 0,
    device: `pos-term-${i}-${R.int(1e5, 1e6)}`,
    phone: `agent-phone-${i}`,
    ip: ngIp(),
    superAgent: newAcct(),
  }));

  // ------------------------------------------------------------------ customers
  const TYPES = [
    ['trader', 0.35, 12000, 1.0, 0.9],
    ['farmer', 0.15, 8000, 0.3, 0.8],
    ['rider', 0.15, 3000, 0.7, 0.5],
    ['civil_servant', 0.2, 10000, 0.5, 0.6],
    ['artisan', 0.15, 5000, 0.5, 0.6],
  ];
  const people = [];
  for (let i = 0; i < customers; i++) {
    let u = R.float();
    const [type, , median, perDay, sigma] = TYPES.find(([, share]) => (u -= share) < 0) ?? TYPES[0];
    const r = R.float();
    // a quarter were customers before the window; the rest were opened by agents since, a few in the test weeks
    const opened = r < 0.25 ? 0 : r < 0.9 ? R.int(1, HISTORY - 1) : R.int(HISTORY, SPAN - 3);
    const ussdUser = R.yes(type === 'farmer' || type === 'rider' ? 0.7 : 0.35);
    const p = {
      acct: newAcct(),
      org: R.yes(0.6) ? 0 : 1,
      type,
      opened,
      median,
      perDay: perDay * R.range(0.6, 1.5),
      sigma,
      device: `hs-${R.int(1e8, 1e9)}`,
      ip: ngIp(),
      agent: R.item(agents),
      contacts: [],
      hours: [R.range(6, 9), R.range(17, 21.5)],
    };
    p.channelFor = () => (ussdUser && R.yes(0.8) ? 'ussd' : 'mobile');
    people.push(p);
  }
  for (const p of people) {
    for (let k = R.int(1, 5); k > 0; k--) p.contacts.push(R.yes(0.7) ? R.item(people).acct : newAcct());
    p.contacts = p.contacts.filter((a) => a !== p.acct);
    if (!p.contacts.length) p.contacts.push(newAcct());
  }
  const daytime = (p) => R.range(p.hours[0], p.hours[1]);

  // ------------------------------------------------------------------ ordinary life
  for (const p of people) {
    for (let d = p.opened; d < SPAN; d++) {
      const date = calendar(d).getUTCDate();
      const paid = p.type === 'civil_servant' && date >= 25 && date <= 28;
      for (let k = R.count(p.perDay); k > 0; k--) {
        if (R.yes(0.12)) {
          // at the agent's terminal: the agent's device, the agent's network
          tx(p, R.item(p.contacts), at(d, daytime(p)), R.around(p.median, p.sigma), 0, 'agent_terminal', { channel: 'pos', device: p.agent.device, ip: p.agent.ip });
        } else tx(p, R.item(p.contacts), at(d, daytime(p)), R.around(p.median, p.sigma), 0, 'ordinary');
      }
      if (paid && R.yes(0.5)) for (let k = R.int(1, 2); k > 0; k--) tx(p, R.item(p.contacts), at(d, daytime(p)), R.around(p.median * 3, 0.5), 0, 'payday');
      // cash: pay the agent by transfer, take notes across the counter
      if (R.yes(0.12)) tx(p, p.agent.acct, at(d, daytime(p)), R.item([2000, 5000, 10000, 20000, 50000]), 0, 'pos_agent');
    }
  }
  // strangers also pay each agent (customers of other banks are not ours, but customers of ours who are passing by are)
  for (const a of agents) {
    for (let d = 0; d < SPAN; d++) {
      for (let k = R.count(4); k > 0; k--) {
        const p = R.item(people);
        tx(p, a.acct, at(d, R.range(7, 20)), R.item([1000, 3000, 5000, 10000, 15000, 30000]), 0, 'pos_agent');
      }
      // float top-ups: out again within hours, to the same super-agent account
      for (let k = R.int(1, 4); k > 0; k--) tx(a, a.superAgent, at(d, R.range(9, 19)), R.range(50000, 400000), 0, 'ordinary', { device: a.phone });
    }
  }

  // ------------------------------------------------------------------ ajo / esusu collectors
  for (let g = 0; g < Math.max(3, Math.round(customers / 150)); g++) {
    const collector = { acct: newAcct(), org: g % 2, opened: 0, device: `hs-${R.int(1e8, 1e9)}`, ip: ngIp(), channelFor: () => 'mobile' };
    const daily = R.item([500, 1000, 2000, 5000]);
    const members = Array.from({ length: R.int(15, 35) }, () => R.item(people));
    const cycle = members.length;
    for (let d = 0; d < SPAN; d++) {
      if (calendar(d).getUTCDay() === 0) continue;
      for (const m of members) if (R.yes(0.85)) tx(m, collector.acct, at(d, R.range(6.5, 10)), daily, 0, 'collection');
      // every few days the pot goes to the next member in turn: a large transfer to a payee it rarely pays
      if (d % 5 === 4) tx(collector, members[(d / 5) % cycle | 0].acct, at(d, R.range(16, 19)), daily * cycle * 5 * 0.95, 0, 'ajo_payout');
    }
  }

  // ------------------------------------------------------------------ cooperatives: the same due within a day of salary
  for (let g = 0; g < Math.max(2, Math.round(customers / 250)); g++) {
    const coop = newAcct();
    const due = R.item([5000, 10000, 15000]);
    const members = people.filter((p) => p.type === 'civil_servant' && R.yes(0.3));
    for (let d = 0; d < SPAN; d++) if (calendar(d).getUTCDate() === 26) for (const m of members) tx(m, coop, at(d, R.range(7, 23)), due, 0, 'collection');
  }

  // ------------------------------------------------------------------ market day dues (a 4-day market cycle)
  const unions = [newAcct(), newAcct(), newAcct()];
  for (const p of people) {
    if (p.type !== 'trader' || R.yes(0.3)) continue;
    const u = R.item(unions);
    const offset = unions.indexOf(u);
    for (let d = offset; d < SPAN; d += 4) if (R.yes(0.8)) tx(p, u, at(d, R.range(7, 12)), 500 * (offset + 1), 0, 'collection');
  }

  // ------------------------------------------------------------------ worship
  const mosques = [newAcct(), newAcct(), newAcct()];
  const churches = [newAcct(), newAcct(), newAcct(), newAcct()];
  for (const p of people) {
    const muslim = R.yes(p.org === 1 ? 0.7 : 0.4);
    const place = muslim ? R.item(mosques) : R.yes(0.7) ? R.item(churches) : null;
    if (!place) continue;
    const weekday = muslim ? 5 : 0;
    for (let d = 0; d < SPAN; d++) if (calendar(d).getUTCDay() === weekday && R.yes(0.3)) tx(p, place, at(d, muslim ? R.range(12.5, 14.5) : R.range(8, 12)), R.around(p.median * 0.3, 0.6), 0, 'collection');
  }

  // ------------------------------------------------------------------ school fees: term starts 14 September
  const schools = Array.from({ length: 8 }, () => ({ acct: newAcct(), fee: R.item([25000, 40000, 60000, 90000, 150000]) }));
  for (const p of people) {
    if (!R.yes(0.35)) continue;
    const s = R.item(schools);
    const d = HISTORY + R.int(-3, 8);
    if (R.yes(0.3)) {
      // half now, half a week later
      tx(p, s.acct, at(d, daytime(p)), s.fee / 2, 0, 'collection');
      tx(p, s.acct, at(d + 7, daytime(p)), s.fee / 2, 0, 'collection');
    } else tx(p, s.acct, at(d, daytime(p)), s.fee, 0, 'collection');
  }

  // ------------------------------------------------------------------ big purchases to new payees
  for (const p of people) {
    if (R.yes(p.type === 'rider' ? 0.04 : 0.012)) tx(p, newAcct(), at(R.int(p.opened, SPAN - 1), R.range(10, 16)), R.range(650_000, 2_400_000), 0, 'big_purchase', { channel: 'mobile' });
    if (p.type === 'farmer' && R.yes(0.05)) tx(p, newAcct(), at(R.int(p.opened, SPAN - 1), R.range(9, 15)), R.range(200_000, 900_000), 0, 'big_purchase'); // fertilizer and seed
  }

  // ------------------------------------------------------------------ a lost phone: new SIM, new handset, ordinary use after
  for (const p of people) {
    if (!R.yes(0.04)) continue;
    const from = at(R.int(p.opened + 2, SPAN - 2), 0);
    const handset = `hs-${R.int(1e8, 1e9)}`;
    const ip = ngIp();
    for (const e of out) {
      if (e.sender_account !== p.acct || e.time < from) continue;
      if (e.device_id === p.device) e.device_id = handset;
      if (e.ip_address === p.ip) e.ip_address = ip;
      if (e.kind === 'ordinary' && e.time < from + 4 * D) e.kind = 'new_phone';
    }
    p.device = handset;
    p.ip = ip;
  }

  // ------------------------------------------------------------------ cross-border traders
  for (const p of people) {
    if (p.type !== 'trader' || !R.yes(0.08)) continue;
    const city = R.item(Object.keys(BORDER));
    const from = at(R.int(p.opened, SPAN - 4), 0);
    const until = from + R.int(2, 6) * D;
    const ip = `${R.item(BORDER[city])}.${R.int(2, 250)}.${R.int(2, 250)}`;
    for (const e of out) if (e.sender_account === p.acct && e.time >= from && e.time < until && e.channel !== 'ussd' && e.channel !== 'pos') {
      e.ip_address = ip;
      e.kind = 'travel'; // whatever it pays for, it comes from abroad
    }
    // paying a supplier over there
    tx(p, newAcct(), from + R.range(1, 2) * D, R.around(p.median * 4, 0.4), 0, 'travel', { ip });
  }

  // ================================================================== fraud
  const candidate = () => {
    for (;;) {
      const p = R.item(people);
      if (p.opened < SPAN - 2 && !p.isMule) return p;
    }
  };
  const fraudDay = (p) => (R.yes(0.2) ? R.int(Math.max(p.opened + 1, 5), HISTORY - 1) : R.int(Math.max(p.opened + 1, HISTORY), SPAN - 1));
  const scale = customers / 1400;

  // mules opened by agents days before use, at our two banks; fast forwarding to other banks
  const muleAccounts = [];
  const openMule = (day) => {
    const m = { acct: newAcct(), org: R.yes(0.75) ? 0 : 1, opened: Math.max(0, day - R.int(1, 6)), device: `hs-${R.int(1e8, 1e9)}`, ip: ngIp(), isMule: true, next: [newAcct(), newAcct(), newAcct()], channelFor: () => 'mobile' };
    muleAccounts.push(m);
    return m;
  };
  const forwardAll = (m, time, amount) => {
    const legs = R.int(2, 4);
    for (let k = 0; k < legs; k++) tx(m, R.item(m.next), time + R.range(3, 25) * M, (amount * R.range(0.9, 0.99)) / legs, 1, 'mule_fan_out');
  };

  // fan-in: many victims (a fake "CBN grant" or "POS loan" fee) pay a fresh mule within hours
  for (let r = 0; r < Math.max(4, Math.round(9 * scale)); r++) {
    const day = R.yes(0.2) ? R.int(6, HISTORY - 1) : R.int(HISTORY, SPAN - 1);
    const m = openMule(day);
    const fee = R.item([5000, 10000, 15000, 20000]);
    let t = at(day, R.range(8, 12));
    for (let k = R.int(12, 30); k > 0; k--) {
      t += R.range(2, 25) * M;
      const v = candidate();
      if (v.opened > day) continue;
      tx(v, m.acct, t, fee + R.int(0, 2) * 500, 1, 'mule_fan_in');
      if (k % 4 === 0) forwardAll(m, t, fee * 4);
    }
    if (R.yes(0.5)) reports.push({ time: t + R.range(2, 20) * H, org: R.int(0, 1), account: m.acct, fraud_type: 'other', status: R.yes(0.5) ? 'verified' : 'received' });
  }

  // APP scams: a single victim, on their own phone, pays a "loan processing" or "investment" payee 3-20 times their usual
  for (let r = 0; r < Math.round(60 * scale); r++) {
    const v = candidate();
    const day = fraudDay(v);
    const m = muleAccounts.length && R.yes(0.6) ? R.item(muleAccounts) : openMule(day);
    const t = at(day, daytime(v));
    const amount = v.median * R.range(3, 20);
    tx(v, m.acct, t, amount, 1, 'app_scam');
    if (R.yes(0.3)) tx(v, m.acct, t + R.range(15, 90) * M, amount * 0.5, 1, 'app_scam');
    forwardAll(m, t, amount);
  }

  // SIM swap: a new handset takes the number; the drain follows in minutes, by USSD or the app
  for (let r = 0; r < Math.round(22 * scale); r++) {
    const v = candidate();
    const t = at(fraudDay(v), R.range(5, 23));
    const handset = `hs-${R.int(1e8, 1e9)}`;
    const channel = R.yes(0.6) ? 'ussd' : 'mobile';
    const dest = [newAcct(), openMule(SPAN).acct];
    for (let k = 0; k < R.int(2, 5); k++) tx(v, R.item(dest), t + k * R.range(1, 5) * M, v.median * R.range(3, 12), 1, 'sim_swap', { channel, device: handset, ip: ngIp() });
  }

  // account takeover from Nigerian networks: a new phone on the app, or a rogue agent's terminal
  for (let r = 0; r < Math.round(22 * scale); r++) {
    const v = candidate();
    const t = at(fraudDay(v), R.yes(0.4) ? R.range(0, 5) : R.range(9, 20));
    const rogue = R.yes(0.3) ? R.item(agents) : null;
    const how = rogue ? { channel: 'pos', device: rogue.device, ip: rogue.ip } : { channel: 'mobile', device: `hs-${R.int(1e8, 1e9)}`, ip: ngIp() };
    const m = openMule(SPAN);
    for (let k = R.int(1, 3); k > 0; k--) tx(v, m.acct, t + k * R.range(2, 10) * M, v.median * R.range(4, 15), 1, 'account_takeover', how);
  }

  // card testing at POS and web: tiny amounts at many merchants, a scripted device
  const merchants = Array.from({ length: 40 }, () => newAcct());
  for (let r = 0; r < Math.round(12 * scale); r++) {
    const v = candidate();
    const t = at(fraudDay(v), R.range(0, 24));
    const bot = `emu-${R.int(1e6, 1e7)}`;
    const ip = R.yes(0.5) ? ngIp() : `154.160.${R.int(2, 250)}.${R.int(2, 250)}`; // Accra
    for (let k = R.int(5, 12); k > 0; k--) tx(v, R.item(merchants), t + k * R.range(10, 60) * 1000, R.range(20, 300), 1, 'card_testing', { channel: R.yes(0.5) ? 'pos' : 'web', device: bot, ip });
  }

  // accounts already reported (by either bank), paid later by customers who did not know
  for (let r = 0; r < Math.round(14 * scale); r++) {
    const reportDay = R.int(3, SPAN - 3);
    const acct = newAcct();
    reports.push({ time: at(reportDay, R.range(9, 17)), org: R.int(0, 1), account: acct, fraud_type: R.item(['phishing', 'other', 'identity_theft']), status: R.yes(0.6) ? 'verified' : 'under_review' });
    for (let k = R.int(1, 3); k > 0; k--) {
      const v = candidate();
      const d = R.int(Math.max(reportDay + 1, v.opened), SPAN - 1);
      tx(v, acct, at(d, daytime(v)), v.median * R.range(1, 8), 1, 'reported_receiver');
    }
  }

  // a scam payment made after a report on its receiver is a payment to a reported account
  const firstReport = new Map();
  for (const r of reports) if (!firstReport.has(r.account) || r.time < firstReport.get(r.account)) firstReport.set(r.account, r.time);
  for (const e of out) if ((e.pattern === 'app_scam' || e.pattern === 'mule_fan_in') && firstReport.get(e.receiver_account) < e.time) e.pattern = 'reported_receiver';

  const end = at(SPAN, 0);
  const events = out.filter((e) => e.time >= FIRST && e.time < end).sort((a, b) => a.time - b.time);
  return { orgs: ORGS, start: FIRST, split: at(HISTORY, 0), end, events, reports };
}
