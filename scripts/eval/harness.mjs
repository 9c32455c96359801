// Runs one generated world through the built app (node dist/main.js api) on a fresh database and
// a fresh Redis key prefix, and writes each answer back onto its event (score, action, codes).
//
// A world is { orgs: [name...], events: [...], reports: [...] } from a generator:
// - event: { time, org, sender_account, receiver_account, amount, channel, currency?, ip_address?,
//   device_id?, metadata?, label, pattern?|kind? }; `org` is the index of the organization whose
//   customer sends it (that organization's token calls analyze);
// - report: { time, org, account, fraud_type, status: received|under_review|verified }, filed by
//   that organization at that time; the network's operator (the first organization) reviews it.
//
// Time: the app runs with FRAUD_REPLAY_CLOCK=true and every request carries X-Replay-Time, so
// velocity windows and hours of day mean in the replay what they mean in production. Events are
// sent in time order; events touching one account are never in flight together.
import { spawn, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);
const ADMIN_PG_URL = process.env.EVAL_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.EVAL_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const log = (line) => process.stderr.write(`eval: ${line}\n`);

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

/** Starts a fresh app; returns { base, env, stop }. */
async function startApp({ rawScores = false } = {}) {
  const id = randomBytes(5).toString('hex');
  const dbName = `eval_fraud_${id}`;
  const prefix = `eval_${id}:`;
  const dbUrl = new URL(ADMIN_PG_URL);
  dbUrl.pathname = `/${dbName}`;
  const port = await freePort();
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
    FRAUD_RAW_SCORES: String(rawScores),
    RATE_LIMIT_TIERS: '1:100000000/60',
    FRAUD_REPORTS_PER_HOUR: '100000000',
    WORKER_HTTP_PORT: '0',
  };
  let child;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
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
  };
  await admin(`CREATE DATABASE ${dbName}`);
  child = spawn(process.execPath, ['dist/main.js', 'api'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
      const ok = await fetch(`${base}/health/ready`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      if (i > 300) throw new Error('the app did not become ready');
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, env, stop };
}

/** One organization per name, each with its own API token (the first is the network's operator). */
async function bootstrapOrgs(env, names) {
  const tokens = [];
  for (const [i, name] of names.entries()) {
    const { stdout } = await run(process.execPath, ['dist/cli.js', 'bootstrap', '--org', name, '--email', `eval${i}@org${i}.test`, '--password', 'Correct-Horse-9!'], { cwd: ROOT, env });
    tokens.push(JSON.parse(stdout.trim().split('\n').pop()).api_token);
  }
  return tokens;
}

const RECEIVER_DETAIL = new Set(['SCAM_PAYEE', 'MULE_RECEIVER', 'MULE_FORWARDING']);
const CHANNELS = new Set(['mobile', 'ussd', 'web', 'atm', 'pos']);
/** Fails fast, before any replay, on an event the API would refuse (a generator bug, not a finding). */
export function validateWorld(world) {
  for (const e of world.events) {
    const problem =
      !/^\d{10}$/.test(e.sender_account) || !/^\d{10}$/.test(e.receiver_account) ? 'account is not a 10-digit NUBAN'
      : e.sender_account === e.receiver_account ? 'sender and receiver are the same account'
      : !(e.amount > 0) ? 'amount is not positive'
      : !CHANNELS.has(e.channel) ? 'unknown channel'
      : !Number.isInteger(e.org) || !world.orgs[e.org] ? 'unknown organization'
      : !Number.isFinite(e.time) ? 'no time'
      : e.label !== 0 && e.label !== 1 ? 'no label'
      : null;
    if (problem) throw new Error(`invalid event (${problem}): ${JSON.stringify(e)}`);
  }
  for (const r of world.reports) if (!/^\d{10}$/.test(r.account) || !world.orgs[r.org]) throw new Error(`invalid report: ${JSON.stringify(r)}`);
}

/**
 * Replays a world; each event gets score, action and codes. Returns the replay's duration in seconds.
 * With `feedback: { from, to }`, when the replay reaches `to` the analysts resolve every alert opened
 * in [from, to) with its transaction's true label (confirmed_fraud or legitimate), before going on.
 */
export async function replay(world, { concurrency = 24, label = '', feedback = null, rawScores = false } = {}) {
  const app = await startApp({ rawScores });
  const onSigint = () => app.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSigint);
  try {
    const tokens = await bootstrapOrgs(app.env, world.orgs);
    const call = async (org, method, path, body, time) => {
      const headers = { authorization: `Bearer ${tokens[org]}`, 'content-type': 'application/json' };
      if (time !== undefined) headers['x-replay-time'] = new Date(time).toISOString();
      const res = await fetch(`${app.base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const json = await res.json().catch(() => null);
      if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
      return json;
    };

    world.events.forEach((e, i) => (e.transaction_id ??= `EV-${i + 1}`));
    const timeline = [...world.events.map((e) => ({ kind: 'tx', time: e.time, e })), ...world.reports.map((r) => ({ kind: 'report', time: r.time, r }))].sort((a, b) => a.time - b.time);
    const inFlight = new Set();
    const busy = new Set();
    let failure = null; // the first refused request stops the replay (and the app is still cleaned up)
    const settle = async (wait) => {
      await wait;
      if (failure) throw failure;
    };
    let done = 0;
    const started = Date.now();
    let fed = !feedback;
    for (const item of timeline) {
      if (!fed && item.time >= feedback.to) {
        fed = true;
        await settle(Promise.all(inFlight));
        const resolved = await resolveAlerts(world, call, feedback);
        log(`${label}analysts resolved ${resolved.total} alerts of the first test week (${resolved.confirmed_fraud} confirmed fraud, ${resolved.legitimate} legitimate)`);
      }
      if (item.kind === 'report') {
        // a report enters the network at its time, after everything before it has been scored
        await settle(Promise.all(inFlight));
        const r = item.r;
        const rep = await call(r.org, 'POST', '/api/v1/fraud/report/', { reporter_email: `fraud-desk@org${r.org}.test`, account_number: r.account, fraud_type: r.fraud_type ?? 'other' }, item.time);
        if (r.status === 'under_review' || r.status === 'verified') await call(0, 'POST', `/api/v1/fraud/network/reports/${rep.report_id}/status`, { status: 'under_review' });
        if (r.status === 'verified') await call(0, 'POST', `/api/v1/fraud/network/reports/${rep.report_id}/status`, { status: 'verified' });
        continue;
      }
      const e = item.e;
      while (inFlight.size >= concurrency || busy.has(e.sender_account) || busy.has(e.receiver_account)) await settle(Promise.race(inFlight));
      busy.add(e.sender_account);
      busy.add(e.receiver_account);
      const body = {
        transaction_id: e.transaction_id,
        sender_account: e.sender_account,
        receiver_account: e.receiver_account,
        amount: e.amount,
        channel: e.channel,
        currency: e.currency ?? 'NGN',
        ...(e.ip_address ? { ip_address: e.ip_address } : {}),
        ...(e.device_id ? { device_id: e.device_id } : {}),
        ...(e.metadata ? { metadata: e.metadata } : {}),
      };
      const p = call(e.org ?? 0, 'POST', '/api/v1/fraud/analyze/', body, e.time)
        .then((r) => {
          e.score = r.risk_score;
          e.action = r.recommended_action;
          e.codes = r.signals.map((s) => s.code);
          e.signals = Object.fromEntries(r.signals.map((s) => [s.code, s.contribution]));
          // the receiver and flow signals' details (as the API gives them to this organization: the network's parts in bands), for --dump on a tuning world
          const flow = r.signals.filter((s) => RECEIVER_DETAIL.has(s.code));
          e.details = flow.length ? Object.fromEntries(flow.map((s) => [s.code, s.details])) : undefined;
          if (++done % 10000 === 0) log(`${label}${done}/${world.events.length} replayed (${Math.round(done / ((Date.now() - started) / 1000))}/s)`);
        })
        .catch((err) => {
          failure ??= err;
        })
        .finally(() => {
          busy.delete(e.sender_account);
          busy.delete(e.receiver_account);
          inFlight.delete(p);
        });
      inFlight.add(p);
    }
    await settle(Promise.all(inFlight));
    return (Date.now() - started) / 1000;
  } finally {
    process.removeListener('SIGINT', onSigint);
    await app.stop();
  }
}

/** The analysts of each organization resolve its open alerts opened in [from, to), with the transaction's true label. */
async function resolveAlerts(world, call, { from, to }) {
  const byTransaction = new Map(world.events.map((e) => [e.transaction_id, e]));
  const counts = { total: 0, confirmed_fraud: 0, legitimate: 0 };
  for (let org = 0; org < world.orgs.length; org++) {
    const todo = [];
    for (let page = 1; ; page++) {
      const list = await call(org, 'GET', `/api/v1/fraud/alerts/?status=open&page=${page}&page_size=100`);
      for (const a of list.results) {
        const at = Date.parse(a.created_at);
        const e = a.transaction_id ? byTransaction.get(a.transaction_id) : undefined;
        if (e && a.source === 'analysis' && at >= from && at < to) todo.push({ id: a.alert_id, outcome: e.label ? 'confirmed_fraud' : 'legitimate' });
      }
      if (page * 100 >= list.count) break;
    }
    // resolved at the end of the week, one after the other
    for (const a of todo) {
      await call(org, 'POST', `/api/v1/fraud/alerts/${a.id}/resolve`, { outcome: a.outcome, note: 'eval: true label' }, to);
      counts[a.outcome]++;
    }
    counts.total += todo.length;
  }
  return counts;
}
