// Held-out generator: two app-only fintechs and a digital bank, January to March 2027 (Ramadan
// and Eid al-Fitr, paydays at the end of each month; the test weeks hold Eid and a payday). Written on its own, without the engine or
// the other generators.
//
// Sign-ups grow through the window, so customers have anything from 60 days of history to none
// (about one in six signs up in the three test weeks). Everyone uses the app: devices and IPs are
// always present, app reinstalls and phone upgrades are common, and a few freelancers hold USD.
//
// Population: young professionals (payday, rent, gadgets), students (small, frequent, splitting
// bills with friends they never paid before), ride-hailing drivers (the same weekly "balance" to
// the car owner), Instagram vendors (paid by many first-time buyers, paying suppliers weekly),
// freelancers. Hard negatives: aso-ebi and burial committees (accounts opened days before,
// collecting the same or similar amounts from dozens of friends across all three institutions,
// paying a vendor days later), Ramadan Friday donations and zakat al-fitr before Eid, Sallah
// gifts, Valentine's day, rent and laptops to new payees, Umrah in Saudi Arabia and work trips to
// Dubai and London.
//
// Fraud: card testing by bots on checkout pages; credential-stuffing takeovers from Nigerian
// networks; SIM swap then a drain; APP scams (romance, "forex", fake crypto desks) that start
// small and grow, paid into P2P mule accounts at all three institutions that forward within
// minutes; job-scam "registration fees" fanning into one fresh account; payments to accounts that
// one of the institutions reported to the network.
export const name = 'fintech-wallets';
export const description = 'two fintechs and a digital bank, Jan-Mar 2027: app-only users, sign-up growth, aso-ebi, Ramadan/Eid, card testing';
export const defaultCustomers = 1100;
export const heldOut = true;

const MINUTE = 60e3;
const HOUR = 36e5;
const DAY = 864e5;
const WAT = HOUR; // West Africa Time, UTC+1
const BEGIN = Date.UTC(2027, 0, 4) - WAT; // Monday 4 January 2027, midnight WAT
const HISTORY_DAYS = 60; // to 5 March
const TEST_DAYS = 21; // 5-25 March: the end of Ramadan, Eid al-Fitr (about 9-10 March), payday
const DAYS = HISTORY_DAYS + TEST_DAYS;
const EID = 64; // day index of 9 March
const RAMADAN_FROM = 35; // about 8 February

/** jsf32 (Bob Jenkins' small fast generator) */
function jsf32(seed) {
  let a = 0xf1ea5eed, b = seed >>> 0, c = seed >>> 0, d = seed >>> 0;
  const next = () => {
    const e = (a - ((b << 27) | (b >>> 5))) | 0;
    a = b ^ ((c << 17) | (c >>> 15));
    b = (c + d) | 0;
    c = (d + e) | 0;
    d = (e + a) | 0;
    return (d >>> 0) / 4294967296;
  };
  for (let i = 0; i < 20; i++) next();
  return next;
}

export function generate({ customers: size = defaultCustomers, seed = 42 } = {}) {
  const r = jsf32(0x9e3779b1 ^ Number(seed));
  const coin = (p) => r() < p;
  const inRange = (lo, hi) => lo + (hi - lo) * r();
  const intIn = (lo, hi) => Math.floor(inRange(lo, hi + 1));
  const choose = (list) => list[Math.floor(r() * list.length)];
  const skewed = (median, s) => {
    // log-normal by the sum of uniforms (Irwin-Hall approximation of a normal)
    let z = -6;
    for (let i = 0; i < 12; i++) z += r();
    return median * Math.exp(s * z);
  };
  const eventsOf = (mean) => {
    let n = 0;
    let t = -Math.log(1 - r());
    while (t < mean) {
      n++;
      t += -Math.log(1 - r());
    }
    return n;
  };
  const moment = (day, watHour) => BEGIN + day * DAY + watHour * HOUR;
  const ymd = (day) => new Date(BEGIN + day * DAY + WAT + 6 * HOUR);

  const INSTITUTIONS = ['PayWave Wallet', 'Kudi Neobank', 'Harbour Digital Bank'];
  const issued = new Set();
  const account = (first) => {
    for (;;) {
      const a = `${first}${String(Math.floor(r() * 1e9)).padStart(9, '0')}`;
      if (!issued.has(a)) {
        issued.add(a);
        return a;
      }
    }
  };
  // /16s wholly inside one country by the geolocation data (many African /16s are shared)
  const NIGERIA = ['105.112', '105.113', '102.89', '102.88', '197.210', '41.184', '160.152', '105.114', '105.116', '105.119', '105.120', '102.90'];
  const ABROAD = { jeddah: '51.36', dubai: '2.50', london: '77.96', amsterdam: '145.53', virginia: '70.32' };
  const ng = () => `${choose(NIGERIA)}.${intIn(1, 254)}.${intIn(1, 254)}`;
  const abroad = (city) => `${ABROAD[city]}.${intIn(1, 254)}.${intIn(1, 254)}`;
  const appInstall = () => `app-${Math.floor(r() * 36 ** 8).toString(36)}-${Math.floor(r() * 36 ** 4).toString(36)}`;
  const naira = (x) => Math.max(20, Math.round(x));

  const txs = [];
  const reports = [];
  const send = (who, to, time, amount, truth, extra = {}) => {
    if (to === who.acct || time < moment(who.joined ?? 0, 0)) return;
    txs.push({ time, org: who.org, sender_account: who.acct, receiver_account: to, amount: naira(amount), channel: extra.channel ?? who.channel, device_id: extra.device ?? who.device, ip_address: extra.ip ?? who.ip, ...(extra.currency ? { currency: extra.currency } : {}), ...(extra.metadata ? { metadata: extra.metadata } : {}), ...truth });
  };
  const ok = (kind) => ({ label: 0, kind });
  const bad = (pattern) => ({ label: 1, pattern });

  // ---- people: sign-ups grow through the window
  const ROLES = { professional: 0.34, student: 0.3, driver: 0.12, vendor: 0.12, freelancer: 0.12 };
  const roleOf = () => {
    let u = r();
    for (const [role, share] of Object.entries(ROLES)) if ((u -= share) < 0) return role;
    return 'professional';
  };
  const users = [];
  for (let i = 0; i < size; i++) {
    const role = roleOf();
    const joined = coin(0.3) ? 0 : Math.min(DAYS - 3, Math.floor(DAYS * Math.sqrt(r()))); // more sign-ups later
    users.push({
      acct: account('0'),
      org: coin(0.4) ? 0 : coin(0.55) ? 1 : 2,
      role,
      joined,
      device: appInstall(),
      ip: ng(),
      channel: role === 'professional' && coin(0.3) ? 'web' : 'mobile',
      typical: { professional: 12000, student: 2500, driver: 6000, vendor: 20000, freelancer: 15000 }[role] * Math.exp(0.4 * (r() - 0.5)),
      activity: { professional: 0.7, student: 0.8, driver: 0.6, vendor: 0.9, freelancer: 0.5 }[role] * inRange(0.5, 1.5),
      muslim: coin(0.45),
      friends: [],
      night: coin(0.2), // some people transfer late at night as a habit
    });
  }
  const accounts = users.map((u) => u.acct);
  const billers = Array.from({ length: 50 }, () => account('5'));
  const checkout = Array.from({ length: 60 }, () => account('5'));
  for (const u of users) {
    u.friends = Array.from({ length: intIn(2, 8) }, () => (coin(0.75) ? choose(accounts) : choose(billers))).filter((a) => a !== u.acct);
    if (!u.friends.length) u.friends.push(choose(billers));
  }
  const hourFor = (u) => (u.night && coin(0.3) ? inRange(22, 26) % 24 : inRange(8, 22));

  // ---- everyday use
  for (const u of users) {
    for (let d = u.joined; d < DAYS; d++) {
      for (let k = eventsOf(u.activity); k > 0; k--) {
        const newFriend = coin(u.role === 'student' ? 0.12 : 0.04); // splitting a bill with someone new
        send(u, newFriend ? choose(accounts) : choose(u.friends), moment(d, hourFor(u)), skewed(u.typical, 0.6), ok('ordinary'));
      }
      const date = ymd(d).getUTCDate();
      if (u.role === 'professional' && date >= 25 && date <= 28 && coin(0.4)) send(u, choose(u.friends), moment(d, inRange(17, 23)), skewed(u.typical * 4, 0.4), ok('payday'));
      if (u.role === 'freelancer' && coin(0.03)) send(u, choose(u.friends), moment(d, inRange(9, 18)), inRange(50, 600), ok('ordinary'), { currency: 'USD' });
    }
  }

  // ---- drivers: the car owner's weekly balance, the same figure every Monday
  const carOwners = Array.from({ length: 15 }, () => ({ acct: account('3'), balance: choose([25000, 30000, 35000, 40000]) }));
  for (const u of users.filter((x) => x.role === 'driver')) {
    const owner = choose(carOwners);
    for (let d = u.joined; d < DAYS; d++) if (ymd(d).getUTCDay() === 1) send(u, owner.acct, moment(d, inRange(7, 12)), owner.balance, ok('collection'));
  }

  // ---- Instagram vendors: established, paid by buyers who never paid them before, paying suppliers weekly
  const vendors = users.filter((u) => u.role === 'vendor' && u.joined < 10).slice(0, Math.max(5, Math.round(size / 60)));
  for (const v of vendors) {
    const prices = [choose([4500, 7000, 9500]), choose([12000, 15000, 18500]), choose([25000, 32000])];
    const supplier = account('3');
    for (let d = v.joined; d < DAYS; d++) {
      for (let k = eventsOf(2.5); k > 0; k--) send(choose(users), v.acct, moment(d, inRange(9, 23)), choose(prices) + choose([0, 0, 1500, 2500]), ok('collection'));
      if (ymd(d).getUTCDay() === 3) send(v, supplier, moment(d, inRange(10, 14)), skewed(80000, 0.4), ok('ordinary'));
    }
  }

  // ---- aso-ebi and burial committees: opened days before, dozens of payers at all three institutions
  for (let c = 0; c < Math.max(3, Math.round(size / 130)); c++) {
    const opened = intIn(3, DAYS - 8);
    const committee = { acct: account('7'), org: intIn(0, 2), joined: opened, device: appInstall(), ip: ng(), channel: 'mobile' };
    const wedding = coin(0.65);
    const price = choose([15000, 20000, 30000, 45000]);
    const payers = new Set(Array.from({ length: intIn(30, 90) }, () => choose(users)));
    for (const p of payers) send(p, committee.acct, moment(opened + inRange(0.3, 5), 0), wedding ? price : choose([5000, 10000, 20000, 50000]), ok('collection'));
    send(committee, account('3'), moment(opened + intIn(6, 9), inRange(10, 16)), price * payers.size * 0.8, ok('ordinary'));
  }

  // ---- Ramadan: Friday donations; zakat al-fitr (a fixed sum per head) in the last days; Sallah gifts
  const mosques = Array.from({ length: 4 }, () => account('6'));
  const churches = Array.from({ length: 3 }, () => account('6'));
  for (const u of users) {
    const place = u.muslim ? choose(mosques) : coin(0.5) ? choose(churches) : null;
    if (!place) continue;
    for (let d = u.joined; d < DAYS; d++) {
      const wd = ymd(d).getUTCDay();
      const ramadan = d >= RAMADAN_FROM && d < EID;
      if (u.muslim && wd === 5 && coin(ramadan ? 0.5 : 0.2)) send(u, place, moment(d, inRange(13, 15)), skewed(u.typical * 0.5, 0.5), ok('collection'));
      if (!u.muslim && wd === 0 && coin(0.3)) send(u, place, moment(d, inRange(8, 12)), skewed(u.typical * 0.4, 0.5), ok('collection'));
    }
    if (u.muslim && u.joined < EID - 1) {
      send(u, place, moment(EID - intIn(1, 3), inRange(9, 21)), 2500 * intIn(1, 6), ok('collection'));
      for (let k = intIn(1, 4); k > 0; k--) send(u, coin(0.5) ? choose(accounts) : choose(u.friends), moment(EID + intIn(0, 2), inRange(10, 22)), skewed(u.typical * 2, 0.5), ok('festive'));
    }
  }
  for (const u of users) if (u.joined < 41 && coin(0.25)) send(u, coin(0.6) ? choose(u.friends) : choose(checkout), moment(41, inRange(9, 22)), skewed(u.typical * 3, 0.5), ok('festive')); // Valentine's day

  // ---- rent, laptops, a car: new payees, large amounts
  for (const u of users) {
    if ((u.role === 'professional' || u.role === 'freelancer') && coin(0.05)) send(u, account('4'), moment(intIn(u.joined, DAYS - 1), inRange(9, 19)), inRange(1_200_000, 4_000_000), ok('big_purchase'));
    if (coin(0.03)) send(u, account('4'), moment(intIn(u.joined, DAYS - 1), inRange(10, 20)), inRange(650_000, 1_800_000), ok('big_purchase'));
  }

  // ---- new phone or reinstalled app: a new device id from that moment on
  for (const u of users) {
    if (!coin(0.08)) continue;
    const from = moment(intIn(u.joined + 1, DAYS - 1), 0);
    const fresh = appInstall();
    for (const t of txs) if (t.sender_account === u.acct && t.time >= from && t.device_id === u.device) {
      t.device_id = fresh;
      if (t.kind === 'ordinary' && t.time < from + 3 * DAY) t.kind = 'new_phone';
    }
  }

  // ---- trips: Umrah in Ramadan, Dubai and London for work; the same phone, a foreign IP
  for (const u of users) {
    if (!(u.role === 'professional' || u.role === 'freelancer' || (u.muslim && coin(0.3))) || !coin(0.06)) continue;
    const city = u.muslim && coin(0.5) ? 'jeddah' : choose(['dubai', 'london']);
    const from = moment(intIn(u.joined, DAYS - 4), 0);
    const until = from + intIn(3, 12) * DAY;
    const ip = abroad(city);
    for (const t of txs) if (t.sender_account === u.acct && t.time >= from && t.time < until && t.label === 0) {
      t.ip_address = ip;
      t.kind = 'travel'; // whatever it pays for, it comes from abroad
    }
  }

  // ================================================================ fraud
  const victim = () => {
    for (;;) {
      const u = choose(users);
      if (u.joined < DAYS - 2) return u;
    }
  };
  const when = (u) => intIn(Math.max(u.joined + 1, coin(0.2) ? 7 : HISTORY_DAYS), DAYS - 1);
  const k = size / 1100;

  // P2P mule accounts at all three institutions: young, forwarding within minutes
  const mulePool = Array.from({ length: Math.max(8, Math.round(24 * k)) }, () => ({ acct: account('8'), org: intIn(0, 2), device: appInstall(), ip: ng(), channel: 'mobile', exits: [account('9'), account('9')] }));
  const passOn = (m, time, amount) => {
    let left = amount * inRange(0.9, 1);
    for (let leg = intIn(1, 3); leg > 0; leg--) {
      const part = leg === 1 ? left : left * inRange(0.2, 0.6);
      left -= part;
      send(m, choose(m.exits), time + inRange(2, 30) * MINUTE, part, bad('mule_fan_out'));
    }
  };

  // APP scams that start small and grow: the victim's own phone and place, a payee they never paid
  for (let s = 0; s < Math.round(40 * k); s++) {
    const u = victim();
    const m = choose(mulePool);
    let d = when(u);
    let amount = u.typical * inRange(2, 6);
    for (let step = intIn(1, 4); step > 0 && d < DAYS; step--) {
      const t = moment(d, hourFor(u));
      send(u, m.acct, t, amount, bad('app_scam'));
      passOn(m, t, amount);
      d += intIn(0, 3);
      amount *= inRange(1.5, 3);
    }
  }

  // job-scam registration fees into one fresh account, emptied quickly
  for (let s = 0; s < Math.max(3, Math.round(6 * k)); s++) {
    const m = { acct: account('8'), org: intIn(0, 2), device: appInstall(), ip: ng(), channel: 'mobile', exits: [account('9')] };
    const start = moment(intIn(coin(0.2) ? 10 : HISTORY_DAYS, DAYS - 1), inRange(8, 14));
    const fee = choose([3000, 5000, 7500, 10000]);
    for (let p = intIn(15, 35); p > 0; p--) {
      const t = start + inRange(0, 10) * HOUR;
      const u = victim();
      if (t < moment(u.joined, 0)) continue;
      send(u, m.acct, t, fee, bad('mule_fan_in'));
      if (p % 5 === 0) passOn(m, t, fee * 5);
    }
    if (coin(0.6)) reports.push({ time: start + inRange(6, 30) * HOUR, org: intIn(0, 2), account: m.acct, fraud_type: 'phishing', status: coin(0.5) ? 'verified' : 'received' });
  }

  // credential stuffing: a new device on a Nigerian network, transfers out in minutes
  for (let s = 0; s < Math.round(25 * k); s++) {
    const u = victim();
    const t = moment(when(u), inRange(0, 24));
    const how = { device: appInstall(), ip: ng(), channel: coin(0.5) ? 'web' : 'mobile' };
    const to = choose(mulePool).acct;
    for (let n = intIn(1, 4); n > 0; n--) send(u, to, t + n * inRange(1, 6) * MINUTE, u.typical * inRange(3, 12), bad('account_takeover'), how);
  }

  // SIM swap: the number moves, the app is set up on a new phone, the wallet is drained
  for (let s = 0; s < Math.round(20 * k); s++) {
    const u = victim();
    const t = moment(when(u), inRange(6, 23));
    const how = { device: appInstall(), ip: ng(), channel: 'mobile' };
    for (let n = 0; n < intIn(2, 5); n++) send(u, choose([choose(mulePool).acct, account('9')]), t + n * inRange(0.5, 4) * MINUTE, u.typical * inRange(2, 10), bad('sim_swap'), how);
  }

  // card testing on checkout pages: a bot tries many cards, tiny amounts, many merchants
  for (let s = 0; s < Math.max(4, Math.round(10 * k)); s++) {
    const bot = `headless-${Math.floor(r() * 1e9).toString(36)}`;
    const ip = coin(0.5) ? abroad(choose(['amsterdam', 'virginia'])) : ng();
    for (let c = intIn(2, 4); c > 0; c--) {
      const u = victim();
      const t = moment(when(u), inRange(0, 24));
      for (let n = intIn(5, 14); n > 0; n--) send(u, choose(checkout), t + n * inRange(5, 30) * 1000, inRange(50, 300), bad('card_testing'), { device: bot, ip, channel: 'web' });
    }
  }

  // mules reported by one institution; customers of the others keep paying them
  for (const m of mulePool) {
    if (!coin(0.4)) continue;
    const first = txs.filter((t) => t.receiver_account === m.acct && t.label === 1).map((t) => t.time).sort((a, b) => a - b)[0];
    const at = first ? first + inRange(4, 48) * HOUR : moment(intIn(5, HISTORY_DAYS), 12);
    reports.push({ time: at, org: intIn(0, 2), account: m.acct, fraud_type: choose(['phishing', 'other']), status: coin(0.5) ? 'verified' : coin(0.5) ? 'under_review' : 'received' });
    for (let n = intIn(1, 3); n > 0; n--) {
      const u = victim();
      send(u, m.acct, Math.max(at + HOUR, moment(when(u), hourFor(u))), u.typical * inRange(2, 8), bad('reported_receiver'));
    }
  }
  const reportedFrom = new Map(reports.map((x) => [x.account, x.time]));
  for (const t of txs) if ((t.pattern === 'app_scam' || t.pattern === 'mule_fan_in') && reportedFrom.get(t.receiver_account) < t.time) t.pattern = 'reported_receiver';

  const end = moment(DAYS, 0);
  return { orgs: INSTITUTIONS, start: BEGIN, split: moment(HISTORY_DAYS, 0), end, events: txs.filter((t) => t.time >= BEGIN && t.time < end).sort((a, b) => a.time - b.time), reports };
}
