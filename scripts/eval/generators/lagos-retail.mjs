// Held-out generator: retail customers of three Lagos commercial banks over the festive season.
//
// Written without looking at the engine or at the other generators. The world runs from Monday
// 2 November 2026 to Monday 11 January 2027 (Lagos time): seven weeks of history, then three test
// weeks with Christmas, New Year and the January school term. Customers join over the whole window,
// so their history runs from 49 days down to none.
//
// People: salaried workers (paid on the 25th-28th, rent and family support after payday), market
// traders (supplier payments, weekly market association dues), students (small, frequent),
// artisans. Hard negatives: church offerings and tithes on Sundays (one megachurch takes 60-135
// payments in a morning), a December building levy of one fixed amount, Friday mosque donations,
// staff cooperatives (the same due from every member around payday), school fees at the January
// term start (a large fixed fee to an account the parent paid last in September), wedding and
// burial committees (fresh accounts collecting similar amounts from many friends, paying vendors
// days later), small shops paid by transfer, cars and rent paid to new payees, new phones at
// Christmas, trips to London, Dubai and Houston with foreign IPs.
//
// Fraud: APP scams by rings whose mule accounts sit in all three banks and outside them (young
// accounts, or bought accounts of students with a little history) and forward within the hour;
// a fake online shop collecting from many buyers and emptied at once; account takeover from
// Nigerian IPs on a new device, often at night; SIM swap (a new phone then a drain within
// minutes); card testing by a bot device shared across victims; payments to accounts that a bank
// has already reported to the network.
export const name = 'lagos-retail';
export const description = 'three Lagos banks, Nov-Jan: salaried, traders, students; churches, schools, weddings, festive season';
export const defaultCustomers = 1000;
export const heldOut = true;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 1, 23); // 2026-11-02 00:00 Lagos (UTC+1), a Monday
const HISTORY_DAYS = 49;
const TEST_DAYS = 21;
const ALL_DAYS = HISTORY_DAYS + TEST_DAYS;

export function generate({ customers: N = defaultCustomers, seed = 42 } = {}) {
  const rng = sfc32(hashSeed(`lagos-retail/${seed}`));
  const chance = (p) => rng() < p;
  const uni = (a, b) => a + (b - a) * rng();
  const whole = (a, b) => Math.floor(uni(a, b + 1));
  const oneOf = (xs) => xs[Math.floor(rng() * xs.length)];
  const gauss = () => {
    let u = 0;
    while (u === 0) u = rng();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
  };
  const poissonDraw = (mean) => {
    // Knuth; means here stay small
    const limit = Math.exp(-mean);
    let k = 0;
    for (let p = rng(); p > limit; p *= rng()) k++;
    return k;
  };
  const naira = (x) => Math.max(50, Math.round(x / 10) * 10);
  const when = (day, lagosHour) => T0 + day * DAY + lagosHour * HOUR; // T0 is already Lagos midnight
  const dateOf = (day) => new Date(T0 + day * DAY + 2 * HOUR); // a moment safely inside that Lagos day
  const weekday = (day) => dateOf(day).getUTCDay(); // 0 Sunday
  const dom = (day) => dateOf(day).getUTCDate();
  const month = (day) => dateOf(day).getUTCMonth(); // 10 Nov, 11 Dec, 0 Jan

  const ORGS = ['Lagos Commercial Bank', 'Eko Trust Bank', 'Niger Delta Bank'];
  const orgOf = () => (chance(0.45) ? 0 : chance(0.64) ? 1 : 2);
  let serial = 0;
  const nuban = (lead) => `${lead}${String(++serial).padStart(9, '0')}`.slice(0, 10);
  // /16 networks that geolocate wholly to Nigeria (many African /16s are split between countries)
  const NG_NETS = ['105.112', '105.113', '197.210', '102.89', '102.90', '41.184', '160.152'];
  const NG_ELSEWHERE = ['105.117', '102.91', '154.113'];
  const ABROAD = { london: ['78.150', '31.94', '86.12'], dubai: ['92.97', '94.200', '5.195'], houston: ['99.2', '73.2'] };
  const ipIn = (nets) => `${oneOf(nets)}.${whole(1, 254)}.${whole(1, 254)}`;
  const deviceId = (kind) => `${kind}-${Math.floor(rng() * 2 ** 52).toString(36)}`;

  const events = [];
  const reports = [];
  const add = (e) => e.sender_account !== e.receiver_account && events.push(e);
  const legit = (c, time, receiver, amount, kind, over = {}) => {
    if (time < T0 + c.joinDay * DAY || receiver === c.acct) return;
    add({ time, org: c.org, label: 0, kind, sender_account: c.acct, receiver_account: receiver, amount: naira(amount), channel: c.channel(), device_id: c.device, ip_address: c.ip, ...over });
  };

  // ---- receiving accounts that are not customers of ours
  const outside = () => nuban('9');
  const shops = Array.from({ length: 120 }, () => nuban('2'));
  const suppliers = Array.from({ length: 60 }, () => nuban('3'));
  const carDealers = Array.from({ length: 6 }, () => nuban('4'));
  const estateAgents = Array.from({ length: 25 }, () => nuban('4'));
  const onlineMerchants = Array.from({ length: 80 }, () => nuban('5'));

  // ---- customers
  const SEGMENTS = [
    { seg: 'salaried', share: 0.45, perDay: 0.55, median: 15000, spread: 0.6 },
    { seg: 'trader', share: 0.25, perDay: 1.1, median: 45000, spread: 0.8 },
    { seg: 'student', share: 0.18, perDay: 0.4, median: 3500, spread: 0.5 },
    { seg: 'artisan', share: 0.12, perDay: 0.45, median: 9000, spread: 0.55 },
  ];
  const pickSegment = () => {
    let u = rng();
    for (const s of SEGMENTS) if ((u -= s.share) < 0) return s;
    return SEGMENTS[0];
  };
  const people = [];
  for (let i = 0; i < N; i++) {
    const s = pickSegment();
    const u = rng();
    // 55% were with the bank before the window; the rest open during it (10% in the test weeks)
    const joinDay = u < 0.55 ? 0 : u < 0.9 ? whole(1, HISTORY_DAYS - 1) : whole(HISTORY_DAYS, ALL_DAYS - 4);
    const channels = s.seg === 'trader' ? ['mobile', 'mobile', 'web', 'ussd'] : s.seg === 'artisan' ? ['ussd', 'mobile', 'ussd'] : ['mobile'];
    const c = {
      acct: nuban('1'),
      org: orgOf(),
      seg: s.seg,
      joinDay,
      median: s.median * Math.exp(0.5 * gauss()),
      spread: s.spread,
      perDay: s.perDay * uni(0.5, 1.6),
      device: deviceId('and'),
      ip: ipIn(NG_NETS),
      wakes: uni(7, 10),
      sleeps: uni(20, 23.5),
      payees: [],
      faith: chance(0.55) ? 'church' : chance(0.55) ? 'mosque' : null,
      hasKids: s.seg !== 'student' && chance(0.4),
    };
    c.channel = () => oneOf(channels);
    people.push(c);
  }
  const pool = people.map((p) => p.acct);
  for (const c of people) {
    const n = whole(2, 7);
    for (let k = 0; k < n; k++) c.payees.push(chance(0.55) ? oneOf(pool) : c.seg === 'trader' && chance(0.6) ? oneOf(suppliers) : oneOf(shops));
    c.payees = [...new Set(c.payees)].filter((p) => p !== c.acct);
  }
  const spend = (c, factor = 1) => c.median * factor * Math.exp(c.spread * gauss());
  const awakeHour = (c) => uni(c.wakes, c.sleeps);

  // ---- everyday transfers, paydays, the festive weeks
  for (const c of people) {
    for (let d = c.joinDay; d < ALL_DAYS; d++) {
      const m = month(d);
      const festive = (m === 11 && dom(d) >= 15) || (m === 0 && dom(d) <= 2);
      const payday = c.seg === 'salaried' && dom(d) >= 25 && dom(d) <= 28;
      for (let k = poissonDraw(c.perDay); k > 0; k--) {
        const to = chance(0.05) ? oneOf(shops) : oneOf(c.payees);
        legit(c, when(d, awakeHour(c)), to, spend(c), 'ordinary');
      }
      if (payday && chance(0.45)) {
        // after salary: family at home, the electricity token vendor, a bigger shop run
        for (let k = whole(1, 3); k > 0; k--) legit(c, when(d, uni(12, 22)), chance(0.8) ? oneOf(c.payees) : oneOf(shops), spend(c, uni(1.5, 4)), 'payday');
      }
      if (festive) {
        for (let k = poissonDraw(0.35); k > 0; k--) {
          // gifts to relatives and friends, some never paid before, hampers, Christmas clothes
          const to = chance(0.35) ? oneOf(pool) : chance(0.5) ? oneOf(shops) : oneOf(c.payees);
          legit(c, when(d, awakeHour(c)), to, spend(c, uni(1.5, 6)), 'festive');
        }
      }
    }
  }

  // ---- churches and mosques: established accounts that also pay out (salaries, diesel, projects)
  const nChurches = Math.max(4, Math.round(N / 90));
  const churches = Array.from({ length: nChurches }, (_, i) => ({ acct: nuban('6'), org: i % 3, members: [], device: deviceId('office'), ip: ipIn(NG_NETS) }));
  const mosques = Array.from({ length: Math.max(2, Math.round(N / 250)) }, (_, i) => ({ acct: nuban('6'), org: (i + 1) % 3, members: [], device: deviceId('office'), ip: ipIn(NG_NETS) }));
  for (const c of people) {
    if (c.faith === 'church') (chance(0.3) ? churches[0] : oneOf(churches)).members.push(c); // churches[0] is a megachurch
    if (c.faith === 'mosque') oneOf(mosques).members.push(c);
  }
  const buildingLevy = oneOf([5000, 10000, 20000]);
  for (let d = 0; d < ALL_DAYS; d++) {
    const wd = weekday(d);
    if (wd === 0) {
      const levySunday = month(d) === 11 && dom(d) <= 7;
      const christmasWeek = month(d) === 11 && dom(d) >= 20;
      for (const ch of churches) {
        for (const c of ch.members) {
          if (!chance(christmasWeek ? 0.7 : 0.45)) continue;
          const t = when(d, uni(7.5, 10.5)); // during the service, mostly within three hours
          if (levySunday) legit(c, t, ch.acct, buildingLevy, 'collection');
          else legit(c, t, ch.acct, chance(0.3) ? c.median * 2.5 : spend(c, uni(0.2, 1)), 'collection'); // tithe or offering
        }
        for (let k = whole(1, 3); k > 0; k--) add({ time: when(d + 1, uni(10, 15)), org: ch.org, label: 0, kind: 'ordinary', sender_account: ch.acct, receiver_account: oneOf(suppliers), amount: naira(uni(40000, 400000)), channel: 'web', device_id: ch.device, ip_address: ch.ip });
      }
    }
    if (wd === 5) {
      for (const mq of mosques) {
        for (const c of mq.members) if (chance(0.4)) legit(c, when(d, uni(12.5, 15)), mq.acct, chance(0.2) ? buildingLevy : spend(c, uni(0.2, 0.8)), 'collection');
        add({ time: when(d + 1, uni(9, 13)), org: mq.org, label: 0, kind: 'ordinary', sender_account: mq.acct, receiver_account: oneOf(suppliers), amount: naira(uni(30000, 200000)), channel: 'web', device_id: mq.device, ip_address: mq.ip });
      }
    }
  }

  // ---- staff cooperatives: one due, the same for every member, paid within a day of salary
  const coops = Array.from({ length: Math.max(3, Math.round(N / 120)) }, (_, i) => ({ acct: nuban('6'), org: i % 3, due: oneOf([10000, 15000, 20000, 25000]), members: [], device: deviceId('office'), ip: ipIn(NG_NETS) }));
  for (const c of people) if (c.seg === 'salaried' && chance(0.35)) oneOf(coops).members.push(c);
  for (let d = 0; d < ALL_DAYS; d++) {
    if (dom(d) !== 25) continue;
    for (const co of coops) {
      for (const c of co.members) legit(c, when(d, uni(8, 23)) + (chance(0.3) ? DAY : 0), co.acct, co.due, 'collection');
      // a loan to a member the next week: the coop sends too
      if (co.members.length) add({ time: when(d + 5, uni(10, 15)), org: co.org, label: 0, kind: 'ordinary', sender_account: co.acct, receiver_account: oneOf(co.members).acct, amount: naira(co.due * whole(5, 15)), channel: 'web', device_id: co.device, ip_address: co.ip });
    }
  }

  // ---- traders' market associations: the same weekly due on market day
  const associations = Array.from({ length: 4 }, (_, i) => ({ acct: nuban('6'), org: i % 3, due: oneOf([1000, 2000, 2500]), day: whole(1, 6), members: [] }));
  for (const c of people) if (c.seg === 'trader' && chance(0.7)) oneOf(associations).members.push(c);
  for (let d = 0; d < ALL_DAYS; d++) for (const a of associations) if (weekday(d) === a.day) for (const c of a.members) if (chance(0.8)) legit(c, when(d, uni(7, 18)), a.acct, a.due, 'collection');

  // ---- school fees at the January term start: a large fixed fee, last paid in September
  const schools = Array.from({ length: Math.max(3, Math.round(N / 100)) }, (_, i) => ({ acct: nuban('6'), org: i % 3, fee: oneOf([85000, 120000, 180000, 250000, 450000]) }));
  for (const c of people) {
    if (!c.hasKids) continue;
    const s = oneOf(schools);
    const d = whole(HISTORY_DAYS + 13, ALL_DAYS - 1); // 3-10 January
    const kids = chance(0.4) ? 2 : 1;
    legit(c, when(d, awakeHour(c)), s.acct, s.fee * kids, 'collection');
  }

  // ---- small shops paid by transfer by walk-in customers who never paid them before
  for (const c of people) for (let k = poissonDraw(0.06 * (ALL_DAYS - c.joinDay)); k > 0; k--) legit(c, when(whole(c.joinDay, ALL_DAYS - 1), awakeHour(c)), oneOf(shops.slice(0, 20)), spend(c, uni(0.3, 1.2)), 'collection');

  // ---- weddings and burials: a fresh committee account, similar contributions, vendors paid days later
  for (let w = 0; w < Math.max(3, Math.round(N / 200)); w++) {
    const acct = nuban('7');
    const org = w % 3;
    const d = whole(20, ALL_DAYS - 6);
    const amount = oneOf([10000, 20000, 25000, 50000]);
    const friends = new Set();
    for (let k = Math.min(people.length, whole(40, 110)); k > 0; k--) friends.add(oneOf(people));
    for (const c of friends) legit(c, when(d, 0) + uni(0, 3 * DAY) + uni(8, 21) * HOUR, acct, chance(0.8) ? amount : amount * oneOf([0.5, 2]), 'collection');
    const device = deviceId('and');
    const ip = ipIn(NG_NETS);
    for (let k = whole(2, 4); k > 0; k--) add({ time: when(d + whole(3, 5), uni(10, 18)), org, label: 0, kind: 'ordinary', sender_account: acct, receiver_account: oneOf(suppliers), amount: naira(amount * whole(10, 30)), channel: 'mobile', device_id: device, ip_address: ip });
  }

  // ---- big purchases to new payees: cars and the year's rent
  for (const c of people) {
    if ((c.seg === 'salaried' || c.seg === 'trader') && chance(0.02)) legit(c, when(whole(c.joinDay, ALL_DAYS - 1), uni(10, 16)), oneOf(carDealers), uni(3_500_000, 12_000_000), 'big_purchase', { channel: 'web' });
    if (c.seg === 'salaried' && chance(0.06)) legit(c, when(whole(Math.max(c.joinDay, 40), ALL_DAYS - 1), uni(9, 20)), oneOf(estateAgents), uni(600_000, 2_500_000), 'big_purchase');
  }

  // ---- a new phone for Christmas: a new device from that day on, the usual payees
  for (const c of people) {
    if (!chance(0.05)) continue;
    const d = whole(HISTORY_DAYS - 4, ALL_DAYS - 3);
    const fresh = deviceId('iph');
    for (const e of events) if (e.sender_account === c.acct && e.time >= when(d, 0)) {
      e.device_id = fresh;
      if (e.time < when(d + 3, 0) && e.kind === 'ordinary') e.kind = 'new_phone';
    }
    c.device = fresh;
  }

  // ---- travel: Christmas abroad, paying family and bills at home from the phone they always use
  for (const c of people) {
    if (c.seg === 'student' || !chance(0.04)) continue;
    const city = oneOf(Object.keys(ABROAD));
    const from = whole(HISTORY_DAYS - 5, ALL_DAYS - 10);
    const to = from + whole(5, 14);
    for (const e of events) if (e.sender_account === c.acct && e.time >= when(from, 0) && e.time < when(to, 0) && e.label === 0) {
      e.ip_address = ipIn(ABROAD[city]);
      e.time += city === 'houston' ? 7 * HOUR : 0; // the same habits, at the traveller's local hours
      e.kind = 'travel'; // whatever it pays for, it comes from abroad
      e.metadata = { timezone: city === 'london' ? 'Europe/London' : city === 'dubai' ? 'Asia/Dubai' : 'America/Chicago' };
    }
  }

  // ================================================================ fraud
  const victimPool = () => {
    for (;;) {
      const v = oneOf(people);
      if (v.joinDay < ALL_DAYS - 2 && !v.mule) {
        v.victim = true; // a victim's account is not later sold as a mule
        return v;
      }
    }
  };
  const incidentDay = (v) => {
    // mostly in the test weeks, some in history so the network can learn
    const from = Math.max(v.joinDay + 1, chance(0.25) ? 7 : HISTORY_DAYS);
    return whole(Math.min(from, ALL_DAYS - 2), ALL_DAYS - 1);
  };
  const fraud = (v, pattern, time, receiver, amount, over = {}) => add({ time, org: v.org, label: 1, pattern, sender_account: v.acct, receiver_account: receiver, amount: naira(amount), channel: v.channel(), device_id: v.device, ip_address: v.ip, ...over });
  const reportedAt = new Map(); // mule account -> time its first report entered the network
  const fileReport = (account, time, org, fraudType) => {
    if (reportedAt.has(account)) return;
    reportedAt.set(account, time); // one report per account is enough for the world
    reports.push({ time, org, account, fraud_type: fraudType, status: chance(0.4) ? 'verified' : chance(0.5) ? 'under_review' : 'received' });
  };
  const scale = N / 1000;

  // a mule: at one of our banks (so its own bank sees it forward) or outside; young, or a bought student account
  const mules = [];
  const makeMule = (ringDevice) => {
    const bought = chance(0.35) ? people.find((p) => p.seg === 'student' && !p.mule && !p.victim && chance(0.05)) : null;
    const m = bought ?? { acct: nuban('8'), org: chance(0.7) ? whole(0, 2) : null, device: ringDevice, ip: ipIn(NG_NETS) };
    m.mule = true;
    m.out = [outside(), outside(), oneOf(pool)];
    mules.push(m);
    return m;
  };
  // the mule's own bank sees the money leave within the hour, split across the next layer
  const forward = (m, time, amount) => {
    if (m.org === null || m.org === undefined) return;
    let left = amount * uni(0.85, 0.98);
    for (let k = whole(1, 3); k > 0 && left > 1000; k--) {
      const part = k === 1 ? left : left * uni(0.3, 0.7);
      left -= part;
      add({ time: time + uni(4, 55) * MIN, org: m.org, label: 1, pattern: 'mule_fan_out', sender_account: m.acct, receiver_account: oneOf(m.out), amount: naira(part), channel: chance(0.7) ? 'mobile' : 'web', device_id: m.device ?? deviceId('mule'), ip_address: m.ip ?? ipIn(NG_NETS) });
    }
  };

  // APP scams: the victim on their own phone, at their usual place, paying a new payee far more than usual
  for (let r = 0; r < Math.max(4, Math.round(8 * scale)); r++) {
    const ringDevice = deviceId('ring');
    const ring = Array.from({ length: whole(3, 6) }, () => makeMule(ringDevice));
    for (let s = whole(6, 14); s > 0; s--) {
      const v = victimPool();
      const m = oneOf(ring);
      const d = incidentDay(v);
      const t = when(d, awakeHour(v));
      const amount = v.median * uni(4, 25);
      const pattern = 'app_scam'; // becomes reported_receiver below when a report precedes it
      fraud(v, pattern, t, m.acct, amount);
      forward(m, t, amount);
      if (chance(0.4)) {
        // "one more fee to release your funds"
        const t2 = t + uni(20, 180) * MIN;
        fraud(v, pattern, t2, m.acct, amount * uni(0.3, 0.8));
        forward(m, t2, amount * 0.5);
      }
      // the victim's bank reports the receiving account a few hours to a day later
      if (chance(0.5)) fileReport(m.acct, t + uni(3, 30) * HOUR, v.org, 'phishing');
    }
  }

  // a fake online shop: one fresh account, dozens of buyers across banks in hours, emptied at once
  for (let r = 0; r < Math.max(2, Math.round(4 * scale)); r++) {
    const m = makeMule(deviceId('shop'));
    const v0 = victimPool();
    const start = when(incidentDay(v0), uni(9, 14));
    const price = oneOf([15000, 25000, 38000, 55000]);
    for (let k = whole(10, 22); k > 0; k--) {
      const v = victimPool();
      const t = start + uni(0, 7) * HOUR;
      fraud(v, 'mule_fan_in', t, m.acct, price * oneOf([1, 1, 2]) + whole(0, 3) * 500);
      if (chance(0.5)) forward(m, t, price);
    }
  }

  // account takeover from Nigerian addresses: a new device, someone else's Nigerian IP
  for (let r = 0; r < Math.max(8, Math.round(18 * scale)); r++) {
    const v = victimPool();
    const d = incidentDay(v);
    const t = when(d, chance(0.5) ? uni(0, 4) : awakeHour(v));
    const m = makeMule(deviceId('ato'));
    const over = { device_id: deviceId('win'), ip_address: ipIn(chance(0.6) ? NG_NETS : NG_ELSEWHERE), channel: chance(0.7) ? 'web' : 'mobile' };
    if (chance(0.4)) fraud(v, 'account_takeover', t - uni(2, 10) * MIN, m.acct, uni(500, 2000), over); // a test transfer
    for (let k = whole(1, 3); k > 0; k--) fraud(v, 'account_takeover', t + k * uni(1, 8) * MIN, m.acct, v.median * uni(5, 30), over);
  }

  // SIM swap: the number moves to a new phone, then a drain within minutes
  for (let r = 0; r < Math.max(8, Math.round(15 * scale)); r++) {
    const v = victimPool();
    const d = incidentDay(v);
    const t = when(d, uni(6, 23));
    const over = { device_id: deviceId('swap'), ip_address: ipIn(NG_NETS), channel: chance(0.5) ? 'ussd' : 'mobile' };
    if (over.channel === 'ussd') delete over.ip_address;
    const targets = [makeMule(null).acct, outside()];
    for (let k = 0; k < whole(3, 6); k++) fraud(v, 'sim_swap', t + k * uni(1, 4) * MIN, oneOf(targets), v.median * uni(3, 15), over);
  }

  // card testing: one bot device, tiny amounts at many online merchants, several victims' cards
  for (let r = 0; r < Math.max(4, Math.round(8 * scale)); r++) {
    const bot = deviceId('bot');
    const botIp = chance(0.5) ? ipIn(NG_NETS) : ipIn(ABROAD.houston);
    for (let vv = whole(1, 3); vv > 0; vv--) {
      const v = victimPool();
      const t = when(incidentDay(v), uni(0, 24));
      for (let k = whole(6, 15); k > 0; k--) fraud(v, 'card_testing', t + k * uni(8, 45) * 1000, oneOf(onlineMerchants), uni(50, 500), { device_id: bot, ip_address: botIp, channel: chance(0.7) ? 'web' : 'pos' });
    }
  }

  // accounts reported in the history weeks, paid later by customers of other banks
  for (let r = 0; r < Math.max(6, Math.round(12 * scale)); r++) {
    const m = makeMule(deviceId('old'));
    const reporter = whole(0, 2);
    fileReport(m.acct, when(whole(5, HISTORY_DAYS - 2), uni(9, 17)), reporter, 'other');
    for (let k = whole(1, 3); k > 0; k--) {
      const v = victimPool();
      const t = Math.max(reportedAt.get(m.acct) + HOUR, when(incidentDay(v), awakeHour(v)));
      fraud(v, 'reported_receiver', t, m.acct, v.median * uni(1, 6));
    }
  }

  const end = T0 + ALL_DAYS * DAY;
  for (const e of events) {
    // a scam payment made after its receiver was reported is a payment to a reported account
    if (e.pattern === 'app_scam' && reportedAt.get(e.receiver_account) < e.time) e.pattern = 'reported_receiver';
    if (e.channel === 'ussd') delete e.ip_address; // USSD sessions carry no IP
  }
  const inWindow = events.filter((e) => e.time >= T0 && e.time < end).sort((a, b) => a.time - b.time);
  return { orgs: ORGS, start: T0, split: T0 + HISTORY_DAYS * DAY, end, events: inWindow, reports };
}

// sfc32, seeded from a string hash: this generator's own random stream
function sfc32(seed) {
  let [a, b, c, d] = seed;
  return () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}
function hashSeed(text) {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044559);
  }
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
