// npm run eval:fraud [-- --customers N] [--days D] [--test-days T] [--seed S] [--concurrency C] [--out FILE]
//
// Measures the fraud engine's detection quality honestly, from outside: a labelled synthetic
// stream (weeks of ordinary behaviour of thousands of customers, with injected fraud patterns) is
// replayed through the HTTP API of the built app (node dist/main.js api) on a fresh database, and
// the answers are scored against the labels. Nothing here imports or copies engine code: the
// generator only knows how people and fraudsters behave.
//
// Time: the analyze request carries no event time, so the app runs with FRAUD_REPLAY_CLOCK=true and
// every request says when it happens (X-Replay-Time). Velocity windows and hours of day therefore
// mean in the replay what they mean in production. Events are sent in time order; events of one
// account are never in flight together.
//
// Split by time: the first (days - test_days) days are the tuning period (the engine learns the
// profiles there, and the default weights were chosen looking only at that period's figures); the
// last test_days days are the held-out report. Headline: AUPRC on the held-out days.
import { spawn, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const ADMIN_PG_URL = process.env.EVAL_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.EVAL_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (line) => process.stderr.write(`eval: ${line}\n`);

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string', default: '2500' },
    days: { type: 'string', default: '28' },
    'test-days': { type: 'string', default: '7' },
    seed: { type: 'string', default: '42' },
    concurrency: { type: 'string', default: '24' },
    out: { type: 'string' },
    dump: { type: 'string' },
  },
});
const CUSTOMERS = Number(args.customers);
const DAYS = Number(args.days);
const TEST_DAYS = Number(args['test-days']);
const CONCURRENCY = Number(args.concurrency);

// ---------------------------------------------------------------- the synthetic world
let state = Number(args.seed) >>> 0 || 1;
function rand() {
  // mulberry32
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
const HOUR = 3600_000;
const MIN = 60_000;
const DAY = 24 * HOUR;
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

// ---------------------------------------------------------------- the system under test
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_PG_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const id = randomBytes(5).toString('hex');
const dbName = `eval_fraud_${id}`;
const prefix = `eval_${id}:`;
const dbUrl = new URL(ADMIN_PG_URL);
dbUrl.pathname = `/${dbName}`;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'development',
  // its own secrets, so the replay neither reads nor creates the checkout's .data/secrets.json
  JWT_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL,
  REDIS_KEY_PREFIX: prefix,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  SEED_DEMO: 'false',
  FRAUD_REPLAY_CLOCK: 'true',
  RATE_LIMIT_TIERS: '1:100000000/60',
  FRAUD_REPORTS_PER_HOUR: '100000000',
  WORKER_HTTP_PORT: '0',
};
let child;
async function cleanup() {
  child?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect().catch(() => undefined);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
process.on('SIGINT', () => cleanup().finally(() => process.exit(130)));

try {
  log(`${customers.length} customers, ${DAYS} days (last ${TEST_DAYS} held out), ${events.length} transactions, ${events.filter((e) => e.label).length} fraudulent`);
  await admin(`CREATE DATABASE ${dbName}`);
  child = spawn(process.execPath, ['dist/main.js', 'api'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/health/ready`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (i > 300) throw new Error('the app did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  const { stdout } = await run(process.execPath, ['dist/cli.js', 'bootstrap', '--org', 'Eval Bank', '--email', 'eval@bank.test', '--password', 'Correct-Horse-9!'], { cwd: ROOT, env });
  const token = JSON.parse(stdout.trim().split('\n').pop()).api_token;

  const call = async (method, path, body, time) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    if (time !== undefined) headers['x-replay-time'] = new Date(time).toISOString();
    const res = await fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  // Reports enter the network at their time, interleaved with the stream (the operator verifies some).
  const timeline = [...events.map((e) => ({ kind: 'tx', time: e.time, e })), ...reported.map((r) => ({ kind: 'report', time: r.at, r }))].sort((a, b) => a.time - b.time);
  const inFlight = new Set();
  const busy = new Set();
  let done = 0;
  const started = Date.now();
  for (const item of timeline) {
    if (item.kind === 'report') {
      await Promise.all(inFlight);
      const rep = await call('POST', '/api/v1/fraud/report/', { reporter_email: 'fraud-desk@bank.test', account_number: item.r.account, fraud_type: 'other' }, item.time);
      if (item.r.status === 'verified') {
        await call('POST', `/api/v1/fraud/network/reports/${rep.report_id}/status`, { status: 'under_review' });
        await call('POST', `/api/v1/fraud/network/reports/${rep.report_id}/status`, { status: 'verified' });
      }
      continue;
    }
    const e = item.e;
    while (inFlight.size >= CONCURRENCY || busy.has(e.sender_account) || busy.has(e.receiver_account)) await Promise.race(inFlight);
    busy.add(e.sender_account);
    busy.add(e.receiver_account);
    const body = { transaction_id: e.transaction_id, sender_account: e.sender_account, receiver_account: e.receiver_account, amount: e.amount, channel: e.channel, currency: e.currency, ip_address: e.ip_address, device_id: e.device_id, ...(e.metadata ? { metadata: e.metadata } : {}) };
    const p = call('POST', '/api/v1/fraud/analyze/', body, e.time).then((r) => {
      e.score = r.risk_score;
      e.action = r.recommended_action;
      e.codes = r.signals.map((s) => s.code);
      busy.delete(e.sender_account);
      busy.delete(e.receiver_account);
      inFlight.delete(p);
      if (++done % 10000 === 0) log(`${done}/${events.length} replayed (${Math.round(done / ((Date.now() - started) / 1000))}/s)`);
    });
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  log(`replayed ${events.length} analyses in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // ---------------------------------------------------------------- the figures
  const report = (name, xs) => {
    const pos = xs.filter((e) => e.label).length;
    const flaggedReview = xs.filter((e) => e.action !== 'approve');
    const flaggedDecline = xs.filter((e) => e.action === 'decline');
    const tp = (ys) => ys.filter((e) => e.label).length;
    const patterns = {};
    for (const p of [...new Set(xs.filter((e) => e.label).map((e) => e.pattern))].sort()) {
      const ys = xs.filter((e) => e.pattern === p);
      patterns[p] = { n: ys.length, recall_review: ratio(ys.filter((e) => e.action !== 'approve').length, ys.length), recall_decline: ratio(ys.filter((e) => e.action === 'decline').length, ys.length) };
    }
    const normal = xs.filter((e) => !e.label);
    return {
      period: name,
      transactions: xs.length,
      fraudulent: pos,
      auprc: averagePrecision(xs),
      roc_auc: rocAuc(xs),
      review: { precision: ratio(tp(flaggedReview), flaggedReview.length), recall: ratio(tp(flaggedReview), pos), flagged: flaggedReview.length },
      decline: { precision: ratio(tp(flaggedDecline), flaggedDecline.length), recall: ratio(tp(flaggedDecline), pos), flagged: flaggedDecline.length },
      false_positive_rate_review: ratio(normal.filter((e) => e.action !== 'approve').length, normal.length),
      patterns,
    };
  };
  const tune = report('tuning (earlier days)', events.filter((e) => e.time < SPLIT));
  const test = report('held out (later days)', events.filter((e) => e.time >= SPLIT));
  const fmt = (x) => (x === null ? '  n/a' : x.toFixed(3));
  const lines = [];
  lines.push(`Fraud engine evaluation: ${CUSTOMERS} customers, ${DAYS} days, seed ${args.seed}; review = action other than approve (score >= medium threshold), decline = critical.`);
  for (const r of [tune, test]) {
    lines.push('');
    lines.push(`${r.period}: ${r.transactions} transactions, ${r.fraudulent} fraudulent`);
    lines.push(`  AUPRC ${fmt(r.auprc)}   ROC-AUC ${fmt(r.roc_auc)}`);
    lines.push(`  review : precision ${fmt(r.review.precision)} recall ${fmt(r.review.recall)} (${r.review.flagged} flagged; ${fmt(r.false_positive_rate_review)} of normal transactions)`);
    lines.push(`  decline: precision ${fmt(r.decline.precision)} recall ${fmt(r.decline.recall)} (${r.decline.flagged} flagged)`);
    for (const [p, s] of Object.entries(r.patterns)) lines.push(`  ${p.padEnd(18)} n=${String(s.n).padStart(5)}  recall@review ${fmt(s.recall_review)}  recall@decline ${fmt(s.recall_decline)}`);
  }
  const targets = [
    ['AUPRC >= 0.85', test.auprc >= 0.85],
    ['ROC-AUC >= 0.97', test.roc_auc >= 0.97],
    ['decline precision >= 0.9', (test.decline.precision ?? 0) >= 0.9],
    ['every pattern recall@review >= 0.8', Object.values(test.patterns).every((s) => s.recall_review >= 0.8)],
  ];
  lines.push('');
  lines.push(`targets on the held-out days: ${targets.map(([n, ok]) => `${n} ${ok ? 'met' : 'NOT met'}`).join('; ')}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (args.out) writeFileSync(args.out, JSON.stringify({ tune, test, targets: Object.fromEntries(targets) }, null, 2));
  // every labelled or flagged transaction with its score and signals, for looking at misses
  if (args.dump) writeFileSync(args.dump, events.filter((e) => e.label || e.action !== 'approve').map((e) => JSON.stringify({ t: new Date(e.time).toISOString(), label: e.label, pattern: e.pattern, score: e.score, action: e.action, codes: e.codes, amount: e.amount, sender: e.sender_account })).join('\n'));
} finally {
  await cleanup();
}

function ratio(a, b) {
  return b ? a / b : null;
}

/** Average precision (area under the precision-recall curve, step-wise), ties broken pessimistically. */
function averagePrecision(xs) {
  const sorted = [...xs].sort((a, b) => b.score - a.score || a.label - b.label);
  const pos = xs.filter((e) => e.label).length;
  if (!pos) return null;
  let tp = 0;
  let ap = 0;
  for (let i = 0; i < sorted.length; i++) {
    // a group of tied scores counts as one threshold
    if (i + 1 < sorted.length && sorted[i + 1].score === sorted[i].score) {
      continue;
    }
    const start = sorted.findIndex((e) => e.score === sorted[i].score);
    const groupTp = sorted.slice(start, i + 1).filter((e) => e.label).length;
    tp += groupTp;
    ap += (groupTp / pos) * (tp / (i + 1));
  }
  return ap;
}

/** ROC-AUC by ranks (Mann-Whitney), ties counted half. */
function rocAuc(xs) {
  const sorted = [...xs].sort((a, b) => a.score - b.score);
  const pos = xs.filter((e) => e.label).length;
  const neg = xs.length - pos;
  if (!pos || !neg) return null;
  let rankSum = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j].score === sorted[i].score) j++;
    const avgRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (sorted[k].label) rankSum += avgRank;
    i = j;
  }
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}
