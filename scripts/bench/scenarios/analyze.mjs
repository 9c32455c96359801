// POST /api/v1/fraud/analyze/ with the bench API token, a fresh Idempotency-Key per request and a
// realistic body (a seeded account paying one of its usual payees from its known device, now and
// then a new beneficiary), against a database already holding 1,000,000 transactions over 100,000
// accounts (scripts/seed-fraud.mjs; --seed-transactions N --seed-days D, or BENCH_FRAUD_ACCOUNTS /
// BENCH_FRAUD_TRANSACTIONS / BENCH_FRAUD_DAYS, override; the setup prints the bytes on disk per million
// analyses, table plus indexes, of the seeded partitions).
// Per analysis the app makes: 1 Redis call (rate limit), 1 PostgreSQL statement (the idempotency
// key's claim + the engine read), 1 Redis script (velocity), 1 PostgreSQL statement (the engine
// write + the key's stored response); a transaction with webhook events only when an alert or a
// score event is due.
//
// How it is measured (a custom run, so the two targets are measured the way each is defined):
//   1. throughput: closed loop at --connections (default 32), saturating the app; the baseline
//      GET /health/live and the floor (floor-server.mjs analyze: bare node:http + pg, one profile
//      read and one transaction insert + profile upsert per request, on this database) are
//      measured the same way, interleaved round by round (--rounds); the ratios are mean
//      analyses/s over their mean requests/s. Each row also shows the serving process's CPU and
//      the bench database's PostgreSQL backends' CPU per request (cpu.mjs). --profile profiles round 1.
//   2. latency: an open loop at a fixed offered rate (BENCH_ANALYZE_RATE, default 1000/s, the
//      target): requests are sent on a schedule (paced every 2 ms, keep-alive sockets as needed)
//      whether or not earlier ones have answered, and each latency is counted from the moment the
//      request was due, so a stalled app cannot hide its backlog (no coordinated omission). Not
//      autocannon's overallRate: that sends each second's quota in a closed-loop burst at the start
//      of the second. In a closed loop at 32 connections latency is only connections / throughput
//      (32 ms at 1,000/s), so p99 < 25 ms is judged at the offered rate. The achieved rate is
//      printed next to it: when it falls short of the offered rate the app was saturated and the
//      latencies are a saturated app's (the run stops once more than a quarter second of requests
//      is in flight, rather than pile up timeouts); latency is then also measured at half the
//      closed-loop throughput (what the app does when not saturated). Under each open-loop run the
//      app's main-thread pauses are printed: its event-loop delay (p50, p99, max) and its garbage
//      collections by kind (child-watchdog.mjs): where a tail at a rate the app can take comes from.
// (bench.mjs measures one more baseline before calling run(); it is printed at the end.)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { baseline } from '../baseline.mjs';
import { ADMIN_PG_URL } from '../environment.mjs';
import { loadOptions, openLoop, preflight, runLoad } from '../load.mjs';
import { histogramDelta, quantile, scrapeHistograms } from '../prometheus.mjs';
import { measureRun, statsLag as pause } from '../measure.mjs';
import { profileReport } from '../profile.mjs';
import { combineRounds, machineInfo, printReport } from '../report.mjs';
import { accountOf, payeeOf, seedFraud } from '../../seed-fraud.mjs';

const ACCOUNTS = Number(process.env.BENCH_FRAUD_ACCOUNTS ?? 100_000);
const TRANSACTIONS = Number(process.env.BENCH_FRAUD_TRANSACTIONS ?? 1_000_000);
const DAYS = Number(process.env.BENCH_FRAUD_DAYS ?? 30);
const run = randomBytes(4).toString('hex');
let seq = 0;

/** The bench database is the bench_* database holding the bench organization. */
async function benchDatabase(organizationId) {
  const admin = new pg.Client({ connectionString: ADMIN_PG_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_%' ORDER BY oid DESC`);
    for (const { datname } of rows) {
      const url = new URL(ADMIN_PG_URL);
      url.pathname = `/${datname}`;
      const c = new pg.Client({ connectionString: url.toString() });
      try {
        await c.connect();
        const hit = await c.query('SELECT 1 FROM organizations WHERE id = $1', [organizationId]).catch(() => ({ rows: [] }));
        if (hit.rows.length) return c;
      } catch {
        /* not ours */
      }
      await c.end().catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
  throw new Error('bench database not found');
}

function body() {
  const i = Math.floor(Math.random() * ACCOUNTS);
  const fresh = Math.random() < 0.05;
  const receiver = fresh ? accountOf(Math.floor(Math.random() * ACCOUNTS)) : accountOf(payeeOf(i, Math.floor(Math.random() * 4), ACCOUNTS));
  const amount = Math.round(Math.exp(Math.log(20000) + 0.5 * (Math.random() + Math.random() + Math.random() - 1.5) * 2));
  return JSON.stringify({
    transaction_id: `BENCH-${run}-${++seq}`,
    sender_account: accountOf(i),
    receiver_account: receiver === accountOf(i) ? accountOf((i + 1) % ACCOUNTS) : receiver,
    amount,
    channel: 'mobile',
    currency: 'NGN',
    ip_address: `41.58.${i % 250}.${(i % 200) + 1}`,
    device_id: `dev-${i}`,
    metadata: { timezone: 'Africa/Lagos', session_id: randomBytes(6).toString('hex') },
  });
}

export default {
  name: 'analyze',
  description: 'POST /api/v1/fraud/analyze/ (API token, Idempotency-Key, realistic body) over 1M seeded transactions / 100k accounts (--seed-transactions, --seed-days)',
  defaults: { connections: 32 },
  async setup(ctx, settings = {}) {
    const client = await benchDatabase(ctx.credentials.organization_id);
    const transactions = settings.seedTransactions ?? TRANSACTIONS;
    const days = settings.seedDays ?? DAYS;
    try {
      const started = Date.now();
      await seedFraud(client, ctx.credentials.organization_id, { accounts: ACCOUNTS, transactions, days, log: (l) => process.stderr.write(`bench: analyze: ${l}\n`) });
      const seconds = (Date.now() - started) / 1000;
      // Seeding writes about 1 GB of WAL, so PostgreSQL begins a checkpoint partway through it (max_wal_size), spread over the
      // next minute or so: it ran through the measurement, and each page last written before it began cost a full-page image in
      // the WAL at its first change, so where it began (which seeded tables came before it) set the cost per analysis. This one
      // makes every run start alike: none in flight, every page's first change after it paid for the same way.
      await client.query('CHECKPOINT');
      const { rows } = await client.query(
        `SELECT count(*)::int AS partitions, sum(pg_total_relation_size(c.oid))::bigint AS bytes, sum(pg_relation_size(c.oid))::bigint AS heap,
                sum(pg_indexes_size(c.oid))::bigint AS indexes, (SELECT count(*) FROM fraud_transactions)::bigint AS rows
           FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'fraud_transactions'::regclass`,
      );
      const s = rows[0];
      const perMillion = (b) => `${((Number(b) / Number(s.rows)) * 1e6 / 2 ** 20).toFixed(0)} MiB`;
      process.stdout.write(
        `seeded ${Number(s.rows).toLocaleString('en')} transactions over ${days} days in ${seconds.toFixed(0)} s (profiles included), ${s.partitions} partitions, ` +
          `${(Number(s.bytes) / 2 ** 30).toFixed(2)} GiB; per million analyses: ${perMillion(s.bytes)} (table + TOAST ${perMillion(Number(s.bytes) - Number(s.indexes))}, indexes ${perMillion(s.indexes)})\n`,
      );
    } finally {
      await client.end();
    }
  },
  async run(env, settings, say) {
    const { ctx, app } = env;
    const rate = Number(process.env.BENCH_ANALYZE_RATE ?? 1000);
    const floor = await env.startFloor('analyze');
    const [base0, floor0, scen0] = [
      { name: baseline.name, request: baseline.request(ctx), baseUrl: ctx.baseUrl, pid: app.pid },
      { name: FLOOR_NAME, request: analyzeRequest(ctx), baseUrl: floor.baseUrl, pid: floor.pid, floor: true },
      { name: 'analyze', request: analyzeRequest(ctx), baseUrl: ctx.baseUrl, pid: app.pid },
    ].map((t, i) => ({ ...t, options: loadOptions(t.baseUrl, t.request), profileFile: `${settings.out.replace(/\.json$/, '')}${i === 0 ? '.baseline' : ''}.cpuprofile` }));
    const targets = [base0, scen0];
    await preflight(ctx.baseUrl, 'analyze', scen0.request);
    await preflight(floor.baseUrl, FLOOR_NAME, floor0.request);
    if (settings.warmup) {
      for (const t of [floor0, scen0]) {
        say(`${t.name}: warm-up ${settings.warmup} s × ${settings.connections} connections`);
        await runLoad(t.options, { connections: settings.connections, duration: settings.warmup });
      }
    }
    await pause();
    const measure = (t, load, what) => {
      say(`${t.name}: ${what}`);
      return measureRun(env, { name: t.name, pid: t.pid, options: load, connections: load.connections ?? settings.connections, duration: settings.duration });
    };
    const rounds = { [base0.name]: [], [floor0.name]: [], [scen0.name]: [] };
    for (let round = 0; round < settings.rounds; round++) {
      for (const t of [base0, floor0, scen0]) {
        const profiling = settings.profile && round === 0 && !t.floor;
        if (profiling) await app.profileStart();
        rounds[t.name].push(await measure(t, t.options, `throughput, ${settings.duration} s × ${settings.connections} connections (round ${round + 1}/${settings.rounds})`));
        if (profiling) await app.profileStop(t.profileFile);
      }
    }
    const latencyAt = async (r) => {
      say(`analyze: latency at ${r}/s offered (open loop), ${settings.duration} s`);
      const before = await env.dbTransactions();
      // the app's main-thread pauses over the run (event-loop delay, collections): where a tail at a rate it can take comes from
      // and what the app measured of its requests and their steps (its /metrics: fraud_analysis_phase_seconds); with several
      // api processes each has its own thread and registry, and a scrape reaches any one: neither is read then
      const oneProcess = Number(process.env.API_PROCESSES ?? 1) <= 1;
      const metricsBefore = oneProcess ? await scrapeHistograms(ctx.baseUrl, APP_HISTOGRAMS).catch((err) => err) : null;
      if (oneProcess) await app.pausesStart();
      let result;
      let pauses = null;
      try {
        result = await openLoop(ctx.baseUrl, () => analyzeRequest(ctx).requests[0], { name: 'analyze', rate: r, duration: settings.duration });
      } finally {
        if (oneProcess) pauses = await app.pausesStop();
      }
      const metricsAfter = oneProcess ? await scrapeHistograms(ctx.baseUrl, APP_HISTOGRAMS).catch((err) => err) : null;
      const failed = [metricsBefore, metricsAfter].find((m) => m instanceof Error);
      const inside = !oneProcess ? null : failed ? { unavailable: failed.message } : appSteps(metricsBefore, metricsAfter);
      await pause();
      return { ...result, pauses, inside, db_transactions_per_request: result.requests_total ? ((await env.dbTransactions()) - before) / result.requests_total : 0 };
    };
    const latency = await latencyAt(rate);
    // and, when the app cannot take the target rate here, at half of what it took in the closed loop
    const meanRps = rounds[targets[1].name].reduce((n, r) => n + r.rps, 0) / settings.rounds;
    const halfRate = Math.floor(meanRps / 2);
    const halfLatency = halfRate > 0 && halfRate < rate ? await latencyAt(halfRate) : null;

    const base = combineRounds(rounds[base0.name]);
    const scen = combineRounds(rounds[scen0.name]);
    const floorResult = combineRounds(rounds[floor0.name]);
    const perRound = rounds[scen0.name].map((r, i) => r.rps / rounds[base0.name][i].rps);
    const ratio = scen.rps / base.rps;
    const floorPerRound = rounds[scen0.name].map((r, i) => r.rps / rounds[floor0.name][i].rps);
    const floorRatio = scen.rps / floorResult.rps;
    const floorReport = { result: floorResult, ratio: floorRatio, perRound: floorPerRound };
    printReport({ machine: machineInfo(), scenario: { ...scen, name: 'analyze (throughput)' }, baseline: base, ratio, perRound, floor: floorReport, settings });
    const latencyLine = (l, r) =>
      `analyze latency at a fixed offered rate of ${r}/s (open loop, ${settings.duration} s, up to ${l.max_in_flight} in flight): ` +
      `achieved ${l.rps.toFixed(0)}/s, p50 ${l.latency_ms.p50} ms, p90 ${l.latency_ms.p90} ms, p99 ${l.latency_ms.p99} ms, max ${l.latency_ms.max} ms` +
      `${l.saturated_after_s !== null ? ` (SATURATED: over ${Math.max(64, Math.ceil(r / 4))} requests in flight after ${l.saturated_after_s.toFixed(1)} s, stopped there)` : l.rps < r * 0.95 ? ' (below the offered rate: the app was saturated)' : ''}, ${l.db_transactions_per_request.toFixed(1)} db tx/req\n`;
    process.stdout.write(`\n${latencyLine(latency, rate)}${pausesLine(latency.pauses)}${insideLine(latency.inside)}`);
    if (halfLatency) process.stdout.write(`${latencyLine(halfLatency, halfRate)}  (half the closed-loop throughput: latency when not saturated)\n${pausesLine(halfLatency.pauses)}${insideLine(halfLatency.inside)}`);
    process.stdout.write(`targets: >= 1,000 analyses/s (throughput run), p99 < 25 ms at 1,000/s offered, >= 25% of baseline requests/s, >= 50% of the floor\n`);
    if (settings.profile) {
      const profiled = targets.map((t) => ({ name: t.name, file: t.profileFile, requests: rounds[t.name][0].requests_total }));
      process.stdout.write(`\n${profileReport(profiled)}\n`);
    }
    // seeded rows carry no signals; the analyses just made do: their stored width, beside the seeded rows' (the newest 200,000 rows)
    const db = await benchDatabase(ctx.credentials.organization_id);
    try {
      const { rows: widths } = await db.query(
        `SELECT transaction_id LIKE 'BENCH-%' AS analysed, count(*)::int AS n, avg(pg_column_size(t.*))::int AS tuple_bytes
           FROM (SELECT * FROM fraud_transactions ORDER BY created_at DESC LIMIT 200000) t GROUP BY 1 ORDER BY 1`,
      );
      const w = Object.fromEntries(widths.map((r) => [r.analysed ? 'analysed' : 'seeded', r]));
      if (w.analysed && w.seeded) {
        process.stdout.write(
          `stored row width: ${w.analysed.tuple_bytes} bytes per analysis made in this run (${w.analysed.n}), ${w.seeded.tuple_bytes} per seeded row: ` +
            `+${(((w.analysed.tuple_bytes - w.seeded.tuple_bytes) * 1e6) / 2 ** 20).toFixed(0)} MiB per million analyses over the seeded figure\n`,
        );
      }
    } finally {
      await db.end();
    }
    const all = [...rounds[base0.name], ...rounds[floor0.name], ...rounds[scen0.name], latency, ...(halfLatency ? [halfLatency] : [])];
    const ok = all.every((r) => r.non2xx === 0 && r.errors === 0);
    for (const r of all.filter((x) => x.non2xx || x.errors)) say(`FAILED: ${r.name} had ${r.non2xx} non-2xx response(s) and ${r.errors} error(s) (status codes: ${JSON.stringify(r.status_codes)})`);
    return { ok, result: { throughput: scen, baseline: base, floor: floorResult, ratio_rps: ratio, ratio_rps_per_round: perRound, ratio_to_floor: floorRatio, ratio_to_floor_per_round: floorPerRound, latency: { offered_rate: rate, ...latency }, latency_half: halfLatency && { offered_rate: halfRate, ...halfLatency } } };
  },
};

const FLOOR_NAME = 'floor: node:http + pg, read + write';

const APP_HISTOGRAMS = ['http_request_duration_seconds', 'fraud_analysis_phase_seconds', 'fraud_analysis_write_batch_rows'];

/** The app's own reading between two scrapes: the analyze route's server time, each step's, and the write's batch size. */
function appSteps(before, after) {
  const route = (h) => Object.keys(h).find((k) => k.includes('method="POST"') && k.includes('fraud/analyze') && k.includes('status="200"'));
  const summary = (b, a) => {
    const d = histogramDelta(b, a);
    return d?.count ? { count: d.count, mean: d.sum / d.count, p50: quantile(d, 0.5), p99: quantile(d, 0.99) } : null;
  };
  const http = route(after.http_request_duration_seconds);
  const steps = Object.fromEntries(['read', 'velocity', 'write'].map((p) => [p, summary(before.fraud_analysis_phase_seconds[`phase="${p}"`], after.fraud_analysis_phase_seconds[`phase="${p}"`])]));
  return { request: http ? summary(before.http_request_duration_seconds[http], after.http_request_duration_seconds[http]) : null, ...steps, batch_rows: summary(before.fraud_analysis_write_batch_rows[''], after.fraud_analysis_write_batch_rows['']) };
}

/** One line on the app's own reading (appSteps), in ms: each step's share of the request's time, and its tail. */
function insideLine(inside) {
  if (!inside) return `  inside the app: not read with API_PROCESSES > 1 (each process has its own registry)\n`;
  if (inside.unavailable) return `  inside the app: its /metrics could not be read (${inside.unavailable})\n`;
  const ms = (x) => (x * 1000).toFixed(1);
  const part = (name, s) => (s ? `${name} p50 ${ms(s.p50)}, p99 ${ms(s.p99)} (mean ${ms(s.mean)})` : `${name}: none`);
  return (
    `  inside the app (its /metrics, within histogram buckets), ms: ${part('request', inside.request)}; ${part('read', inside.read)}; ` +
    `${part('velocity', inside.velocity)}; ${part('write', inside.write)}; ${inside.batch_rows ? `analyses per write statement ${inside.batch_rows.mean.toFixed(1)} (mean)` : ''}\n`
  );
}

/** One line on the app's main-thread pauses over an open-loop run (child-watchdog.mjs). */
export function pausesLine(pauses) {
  if (!pauses) return `  the app's main thread: not read with API_PROCESSES > 1\n`;
  const { seconds, loop_delay_ms: loop, gc } = pauses;
  const kinds = Object.entries(gc)
    .sort((a, b) => b[1].total_ms - a[1].total_ms)
    .map(([kind, k]) => `${kind} ${k.count} (mean ${(k.total_ms / k.count).toFixed(1)}, max ${k.max_ms.toFixed(1)} ms)`);
  const gcShare = Object.values(gc).reduce((n, k) => n + k.total_ms, 0) / (seconds * 10);
  return (
    `  the app's main thread over it: event-loop delay (beyond its 1 ms sampling) p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms; ` +
    `garbage collection ${kinds.length ? `${kinds.join(', ')}: ${gcShare.toFixed(1)}% of the time` : 'none'}\n`
  );
}

/** The load: one POST repeated, each with a fresh Idempotency-Key and body. */
function analyzeRequest({ credentials }) {
  const headers = { authorization: `Bearer ${credentials.api_token}`, 'content-type': 'application/json' };
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/v1/fraud/analyze/',
        headers: { ...headers, 'idempotency-key': `pre-${run}-${++seq}` },
        body: body(),
        setupRequest: (req) => ({ ...req, headers: { ...headers, 'idempotency-key': `${run}-${++seq}` }, body: body() }),
      },
    ],
  };
}
