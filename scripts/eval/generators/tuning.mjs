// The tuning generator: the synthetic world `npm run eval:fraud` has always replayed, and the one
// the engine's default weights were chosen on. It stays as it was (same seed, same stream), so its
// figures compare with earlier runs; it is reported, but never in the headline.
//
// One bank, customers with 2-6 usual payees, a 7-day warm-up, then account takeover from a foreign
// IP, SIM-swap drains, mule fan-in, velocity bursts, payments to reported accounts and card testing.
import { DAY, HOUR, MIN, seeded } from './tuning-random.mjs';

export const name = 'tuning';
export const description = 'the generator the engine was tuned on (one bank, foreign-IP takeovers, bursts)';
export const defaultCustomers = 2500;
export const heldOut = false;

export function generate({ customers: CUSTOMERS = defaultCustomers, seed = 42, days: DAYS = 28, testDays: TEST_DAYS = 7 } = {}) {
  const { rand, pick, between, int, normal, poisson } = seeded(seed);
  const START = Date.parse('2026-09-07T00:00:00Z'); // a Monday
  const END = START + DAYS * DAY;
  const SPLIT = END - TEST_DAYS * DAY;

  const NG_PREFIXES = ['41.58', '105.112', '197.210', '102.89', '129.205', '41.203', '196.46', '154.113'];
  const FOREIGN_IPS = ['8.8.8.', '81.2.69.', '185.220.101.', '5.188.10.'];
  const ngIp = () => `${pick(NG_PREFIXES)}.${int(1, 254)}.${int(1, 254)}`;
  const foreignIp = () => `${pick(FOREIGN_IPS)}${int(1, 254)}`;
  let accountSeq = 0;
  const newAccount = (prefix) => `${prefix}${String(++accountSeq).padStart(8, '0')}`;
  const lagosToUtc = (dayStart, localHour) => dayStart + (localHour - 1) * HOUR;

  const merchants = Array.from({ length: 150 }, () => newAccount('50'));
  const customers = Array.from({ length: CUSTOMERS }, () => {
    const channels = rand() < 0.7 ? ['mobile'] : rand() < 0.5 ? ['mobile', 'web'] : rand() < 0.5 ? ['ussd'] : ['mobile', 'pos'];
    return {
      account: newAccount('30'),
      device: `dev-${randomHex()}`,
      spareDevice: rand() < 0.3 ? `dev-${randomHex()}` : null,
      ip: ngIp(),
      logMean: Math.log(between(3000, 80000)),
      logSigma: between(0.3, 0.7),
      channels,
      peak: between(9, 19),
      rate: between(0.3, 1.6), // transfers a day
      payees: [],
    };
  });
  for (const c of customers) {
    const n = int(2, 6);
    for (let i = 0; i < n; i++) c.payees.push(rand() < 0.5 ? pick(merchants) : pick(customers).account);
    c.payees = [...new Set(c.payees)].filter((p) => p !== c.account);
    if (!c.payees.length) c.payees.push(pick(merchants));
  }
  function randomHex() {
    return Math.floor(rand() * 2 ** 48).toString(16).padStart(12, '0');
  }
  const amountOf = (c, factor = 1) => Math.max(100, Math.round(Math.exp(c.logMean + c.logSigma * normal()) * factor));

  const events = [];
  const push = (e) => events.push({ currency: 'NGN', ...e, transaction_id: `EV-${events.length + 1}` });

  // Ordinary behaviour, with the noise real customers make: new payees, big purchases, travel, a new phone.
  for (const c of customers) {
    for (let d = 0; d < DAYS; d++) {
      const count = poisson(c.rate);
      for (let k = 0; k < count; k++) {
        const localHour = Math.min(23.9, Math.max(5, c.peak + 2.5 * normal()));
        const time = lagosToUtc(START + d * DAY, localHour);
        let receiver = pick(c.payees);
        if (rand() < 0.04) {
          receiver = rand() < 0.5 ? pick(merchants) : pick(customers).account;
          if (receiver !== c.account && rand() < 0.5) c.payees.push(receiver);
        }
        if (receiver === c.account) continue;
        const big = rand() < 0.01 ? between(4, 10) : 1;
        const travelling = rand() < 0.003;
        if (rand() < 0.002 && c.spareDevice === null) c.spareDevice = `dev-${randomHex()}`;
        push({
          time, label: 0, pattern: 'normal',
          sender_account: c.account, receiver_account: receiver, amount: amountOf(c, big), channel: pick(c.channels),
          device_id: c.spareDevice && rand() < 0.2 ? c.spareDevice : c.device, ip_address: travelling ? foreignIp() : c.ip,
        });
      }
      if (rand() < 0.01 && c.payees.length >= 2) {
        // a bill-paying session: several known payees within minutes
        const t = lagosToUtc(START + d * DAY, Math.min(22, Math.max(7, c.peak + 2 * normal())));
        const n = Math.min(c.payees.length, int(2, 4));
        for (let k = 0; k < n; k++) {
          push({ time: t + k * int(30, 120) * 1000, label: 0, pattern: 'normal', sender_account: c.account, receiver_account: c.payees[k], amount: amountOf(c), channel: pick(c.channels), device_id: c.device, ip_address: c.ip });
        }
      }
    }
  }

  // Fraud patterns, spread over the whole period (the earlier weeks tune, the later ones report).
  const reported = []; // accounts reported to the network before payments reach them: { account, at, status }
  const incidentTime = () => START + between(7, DAYS - 0.5) * DAY; // after a first week of ordinary history
  const victims = () => pick(customers);
  const PER_PATTERN = Math.max(20, Math.round(CUSTOMERS / 50));

  for (let i = 0; i < PER_PATTERN; i++) {
    // account takeover: fraudster's device and a foreign IP, large transfers to a new beneficiary
    const v = victims();
    const t = incidentTime();
    const mule = newAccount('70');
    const device = `ato-${randomHex()}`;
    const n = int(1, 3);
    for (let k = 0; k < n; k++) {
      push({ time: t + k * int(2, 15) * MIN, label: 1, pattern: 'account_takeover', sender_account: v.account, receiver_account: mule, amount: amountOf(v, between(5, 20)), channel: 'web', device_id: device, ip_address: foreignIp(), metadata: { timezone: 'Africa/Lagos' } });
    }
  }
  for (let i = 0; i < PER_PATTERN; i++) {
    // SIM swap then drain: a new phone on a local network, quick large transfers, often by USSD
    const v = victims();
    const t = incidentTime();
    const device = `swap-${randomHex()}`;
    const drains = [newAccount('71'), newAccount('71')];
    const n = int(2, 4);
    for (let k = 0; k < n; k++) {
      push({ time: t + k * int(1, 6) * MIN, label: 1, pattern: 'sim_swap_drain', sender_account: v.account, receiver_account: pick(drains), amount: amountOf(v, between(4, 12)), channel: rand() < 0.6 ? 'ussd' : 'mobile', device_id: device, ip_address: ngIp() });
    }
  }
  for (let i = 0; i < PER_PATTERN / 2; i++) {
    // mule fan-in: many victims of a scam each send one transfer to a fresh account within hours
    const mule = newAccount('72');
    const t = incidentTime();
    const n = int(8, 16);
    for (let k = 0; k < n; k++) {
      const v = victims();
      push({ time: t + between(0, 6) * HOUR, label: 1, pattern: 'mule_fan_in', sender_account: v.account, receiver_account: mule, amount: amountOf(v, between(2, 6)), channel: pick(v.channels), device_id: v.device, ip_address: v.ip });
    }
  }
  for (let i = 0; i < PER_PATTERN; i++) {
    // velocity burst: a compromised session firing transfers to many accounts in minutes
    const v = victims();
    const t = incidentTime();
    const n = int(7, 14);
    for (let k = 0; k < n; k++) {
      push({ time: t + k * int(20, 70) * 1000, label: 1, pattern: 'velocity_burst', sender_account: v.account, receiver_account: newAccount('73'), amount: amountOf(v, between(1, 3)), channel: pick(v.channels), device_id: v.device, ip_address: v.ip });
    }
  }
  for (let i = 0; i < PER_PATTERN; i++) {
    // payments to accounts already reported to the fraud network (reported a day or more before)
    const target = newAccount('74');
    const t = incidentTime();
    reported.push({ account: target, at: t - between(1, 3) * DAY, status: rand() < 0.5 ? 'verified' : 'received' });
    const n = int(1, 3);
    for (let k = 0; k < n; k++) {
      const v = victims();
      push({ time: t + k * between(1, 30) * MIN, label: 1, pattern: 'reported_receiver', sender_account: v.account, receiver_account: target, amount: amountOf(v, between(1, 3)), channel: pick(v.channels), device_id: v.device, ip_address: v.ip });
    }
  }
  for (let i = 0; i < PER_PATTERN; i++) {
    // card testing: tiny amounts at many merchants in minutes, from a scripted device
    const v = victims();
    const t = incidentTime();
    const device = `bot-${randomHex()}`;
    const n = int(8, 20);
    for (let k = 0; k < n; k++) {
      push({ time: t + k * int(5, 40) * 1000, label: 1, pattern: 'card_testing', sender_account: v.account, receiver_account: pick(merchants), amount: int(100, 600), channel: rand() < 0.5 ? 'pos' : 'web', device_id: device, ip_address: rand() < 0.5 ? foreignIp() : ngIp() });
    }
  }
  events.sort((a, b) => a.time - b.time);
  return {
    orgs: ['Eval Bank'],
    start: START,
    split: SPLIT,
    end: END,
    events: events.map((e) => ({ ...e, org: 0, kind: e.label ? undefined : 'ordinary' })),
    reports: reported.map((r) => ({ time: r.at, org: 0, account: r.account, fraud_type: 'other', status: r.status })),
  };
}
