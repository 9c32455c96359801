// The tuning generators' one random stream and its draws (the held-out generators keep their own, written apart).
// mulberry32, seeded with the world's seed xor a salt of its own (tuning: none), so each world's stream is as it was.
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

export function seeded(seed, salt = 0) {
  let state = (Number(seed) ^ salt) >>> 0 || 1;
  function rand() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const between = (a, b) => a + rand() * (b - a);
  const int = (a, b) => Math.floor(between(a, b + 1));
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  function poisson(lambda) {
    let k = 0;
    let p = Math.exp(-lambda);
    let s = p;
    const u = rand();
    while (u > s) {
      k++;
      p *= lambda / k;
      s += p;
    }
    return k;
  }
  return { rand, pick, between, int, normal, poisson };
}

/**
 * The population the money-flow tuning worlds (tuning-flows, tuning-network) share, drawn from one stream in a fixed order
 * (so a world built on it keeps its events): three banks, an account numbering that remembers each account's bank, 60
 * merchants, `count` customers with habits (amount, hour, channel, rate) and two to five payees each (merchants or one
 * another), and the helpers their events are made with.
 */
export function threeBankPopulation({ rand, pick, between, int, normal }, { count, start }) {
  const NG = ['41.58', '105.112', '197.210', '102.89'];
  const ngIp = () => `${pick(NG)}.${int(1, 254)}.${int(1, 254)}`;
  const hex = () => Math.floor(rand() * 2 ** 48).toString(16).padStart(12, '0');
  let seq = 0;
  // every account belongs to a bank (its code goes with it where the sending bank says it)
  const bankOf = new Map();
  const acct = (p, bank = int(0, 2)) => {
    const a = `${p}${String(++seq).padStart(8, '0')}`;
    bankOf.set(a, bank);
    return a;
  };
  const merchants = Array.from({ length: 60 }, () => acct('50'));
  const person = (p = '30') => {
    const account = acct(p);
    return {
      org: bankOf.get(account), account, device: `dev-${hex()}`, ip: ngIp(),
      logMean: Math.log(between(3000, 60000)), logSigma: between(0.3, 0.7), channel: rand() < 0.8 ? 'mobile' : 'ussd',
      peak: between(9, 19), rate: between(0.3, 1.2), payees: [],
    };
  };
  const customers = Array.from({ length: count }, () => person());
  for (const c of customers) {
    for (let i = int(2, 5); i > 0; i--) c.payees.push(rand() < 0.5 ? pick(merchants) : pick(customers).account);
    c.payees = [...new Set(c.payees)].filter((p) => p !== c.account);
  }
  const local = (dayStart, h) => dayStart + (h - 1) * HOUR;
  return {
    bankOf, acct, hex, merchants, person, customers,
    amountOf: (c, f = 1) => Math.max(100, Math.round(Math.exp(c.logMean + c.logSigma * normal()) * f)),
    base: (c, t) => ({ time: t, org: c.org, sender_account: c.account, channel: c.channel, device_id: c.device, ip_address: c.ip }),
    dayHour: (d, c) => local(start + d * DAY, Math.min(22, Math.max(7, (c?.peak ?? 13) + 2 * normal()))),
  };
}
