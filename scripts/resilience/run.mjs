// npm run test:resilience [-- --load-seconds N] [--pgbouncer-seconds N] [--rate R] [--fuzz N] [--only PHASES] [--out FILE] [--sentinel]
//
// The reliability and security suite, against the real service: two API processes and two worker
// processes of the built app on a PostgreSQL and a Redis of the suite's own, all on loopback.
// Phases: bad input (a fuzz generated from the service's own OpenAPI document), tenants, auth
// (bad credentials, and JWTs forged with published, guessed or in-source secrets), network
// poisoning, faults (PostgreSQL restarted under load, Redis restarted during delivery, a worker
// killed mid-batch), a mixed load at a fixed rate with webhooks on, and the same load again with every
// API and worker process restarted on a PgBouncer in transaction-pooling mode (`pgbouncer` must be
// installed). Prints a table of figures; exits 1 when any check fails. The load lasts
// RESILIENCE_LOAD_SECONDS (600 by default; CI runs 60), the PgBouncer one RESILIENCE_PGBOUNCER_SECONDS (20).
// --sentinel: Redis is a primary, a replica and three sentinels instead, and the phase is the
// primary killed under a short load (20 s by default; --only adds others).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pgRestart, redisRestart, sentinelFailover, workerKill } from './faults.mjs';
import { generate, runFuzz, undeclaredResponses } from './fuzz.mjs';
import { call, startReceiver } from './http.mjs';
import { runLoad } from './load.mjs';
import { runPoisoning } from './network.mjs';
import { log, startSystem } from './system.mjs';
import { runAuth, runForgedTokens, runTenants, seedOrganization } from './tenants-auth.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: args } = parseArgs({
  options: {
    'load-seconds': { type: 'string' },
    'pgbouncer-seconds': { type: 'string' },
    rate: { type: 'string' },
    fuzz: { type: 'string' },
    out: { type: 'string' },
    only: { type: 'string' },
    sentinel: { type: 'boolean' },
  },
});
const SENTINEL = args.sentinel ?? false;
const LOAD_SECONDS = Number(args['load-seconds'] ?? (SENTINEL ? 20 : process.env.RESILIENCE_LOAD_SECONDS ?? 600));
const RATE = Number(args.rate ?? process.env.RESILIENCE_RATE ?? 40);
const FUZZ_MINIMUM = Number(args.fuzz ?? 5000);
const PGBOUNCER_SECONDS = Number(args['pgbouncer-seconds'] ?? process.env.RESILIENCE_PGBOUNCER_SECONDS ?? 20);
const DEADLINE_MINUTES = Math.ceil((LOAD_SECONDS + PGBOUNCER_SECONDS) / 60) + 22;
const PHASES = new Set(
  (args.only ?? (SENTINEL ? 'failover' : 'fuzz,tenants,auth,network,faults,load,pgbouncer')).split(',').flatMap((p) => (p === 'faults' ? ['postgres', 'redis', 'worker'] : [p])),
);

const rows = [];
const allFailures = [];
function check(area, name, figure, failures) {
  rows.push({ area, name, figure, ok: failures.length === 0 });
  for (const f of failures) allFailures.push(`${area} / ${name}: ${f}`);
}
const loadFigures = (l) =>
  `${fmt(l.requests)} requests (${fmt(l.serverErrors)} × 5xx), p99 ${fmt(l.p99)} ms; analyses ${fmt(l.analysesAcknowledged)} acknowledged / ${fmt(l.analysesStored)} stored; cases ${fmt(l.casesAcknowledged)} / ${fmt(l.casesStored)}; credit reports ${fmt(l.creditReportsAcknowledged)} / ${fmt(l.creditReportsStored)}; events ${fmt(l.eventsEmitted)} emitted / ${fmt(l.eventsDelivered)} delivered`;
const fmt = (n) => (n === null || n === undefined ? '–' : typeof n === 'number' ? (Number.isInteger(n) ? n.toLocaleString('en-US') : n.toFixed(1)) : String(n));

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'main.js'))) {
    log('building…');
    if (spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  }
  if (PHASES.has('failover') !== SENTINEL) throw new Error('the failover phase and --sentinel go together');
  if (SENTINEL && PHASES.has('redis')) throw new Error('the Redis restart phase needs one Redis: run it without --sentinel');
  const started = Date.now();
  const receiver = await startReceiver();
  const sys = await startSystem({ sentinel: SENTINEL });
  // However the run ends (a signal from CI, a deadline, a crash), nothing it started outlives it.
  const abort = (why, code) => {
    process.stderr.write(`resilience: ${why}, stopping everything\n`);
    sys.stop().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => abort('SIGINT', 130));
  process.on('SIGTERM', () => abort('SIGTERM', 143));
  process.on('exit', () => {
    for (const p of sys.processes) if (!p.exited) p.child.kill('SIGKILL');
    sys.redis.kill();
    sys.pgbouncer?.kill();
  });
  const deadline = setTimeout(() => abort(`not finished within ${DEADLINE_MINUTES} minutes`, 1), DEADLINE_MINUTES * 60_000);
  deadline.unref();
  const results = {};
  try {
    const base = sys.apis[0].baseUrl;
    const password = 'Resilience-Suite-9!';
    const org = async (name) => {
      const email = `${name.toLowerCase().replace(/\W+/g, '-')}@resilience.test`;
      const b = await sys.cli('bootstrap', '--org', name, '--email', email, '--password', password);
      return { name, email, organizationId: b.organization_id, token: b.api_token };
    };
    const operator = await org('Operator Bank'); // the first organization operates the deployment: the network's reviewer
    // each phase's organizations only when it runs (a bootstrap is a process start)
    const need = (...phases) => phases.some((p) => PHASES.has(p));
    const fuzzOrg = need('fuzz') ? await org('Fuzz Bank') : null;
    const first = need('tenants', 'auth') ? await org('First Bank') : null;
    const second = need('tenants', 'auth') ? await org('Second Bank') : null;
    // An organization whose webhook events go to the receiver, which checks their signatures.
    const withEndpoint = async (o) => {
      const ep = await call(sys.apis[0].baseUrl, 'POST', '/api/v1/webhooks/endpoints', { token: o.token, body: { url: receiver.url(o.name.replace(/\W/g, '')) } });
      if (ep.status !== 201) throw new Error(`endpoint for ${o.name}: ${ep.status} ${ep.text}`);
      receiver.register(o.name.replace(/\W/g, ''), ep.json.secret);
      return o;
    };
    const faultOrg = need('postgres', 'redis', 'worker') ? await withEndpoint(await org('Fault Bank')) : null;
    const loadOrg = need('load') ? await withEndpoint(await org('Load Bank')) : null;
    const failoverOrg = need('failover') ? await withEndpoint(await org('Failover Bank')) : null;
    const doc = (await call(base, 'GET', '/docs-json')).json;

    // 1. Bad input.
    if (PHASES.has('fuzz')) {
    const cases = generate(doc, { receiverUrl: receiver.url('fuzz') }, { minimum: FUZZ_MINIMUM });
    log(`fuzz: ${cases.length} requests over ${new Set(cases.map((c) => c.op)).size} operations`);
    const fuzz = await runFuzz(sys.apis.map((a) => a.baseUrl), fuzzOrg.token, cases);
    results.fuzz = fuzz.figures;
    const f = fuzz.figures;
    check('Bad input', `fuzz of every operation in /docs-json (${new Set(cases.map((c) => c.op)).size} operations)`, `${fmt(f.requests)} requests: ${fmt(f.fiveXX)} × 5xx, ${fmt(f.hangs)} hangs, ${fmt(f.dropped)} dropped, ${fmt(f.notEnvelope)} errors outside the envelope`, [
      ...(f.notSent > cases.length * 0.01 ? [`${f.notSent} requests could not be sent`] : []),
      ...(f.requests < FUZZ_MINIMUM ? [`only ${f.requests} requests answered`] : []),
      ...fuzz.failures,
    ]);
    const undeclared = undeclaredResponses(doc, fuzz.observed);
    const pairs = [...fuzz.observed.values()].reduce((n, m) => n + m.size, 0);
    check('Bad input', 'every status and API header the fuzz observed is declared for its operation in /docs-json', `${fmt(pairs)} (operation, status) pairs observed: ${fmt(undeclared.length)} undeclared`, undeclared);
    }

    // 2. Tenants.
    if (PHASES.has('tenants') || PHASES.has('auth')) {
    log('tenants: seeding two organizations');
    first.ids = await seedOrganization(base, first.token, receiver, 'first');
    second.ids = await seedOrganization(base, second.token, receiver, 'second', { withReportReady: false });
    const tenants = await runTenants(doc, sys.apis[1].baseUrl, first, second);
    results.tenants = tenants.figures;
    check('Tenants', "second organization's token on the first's records", `${fmt(tenants.figures.requests)} attempts: ${fmt(tenants.figures.leaks)} leaks (${fmt(tenants.figures.notFound)} × 404)`, tenants.failures);

    // 3. Auth.
    const login = await call(base, 'POST', '/v1/accounts/login/', { body: { email: first.email, password } });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
    const made = await call(base, 'POST', '/v1/accounts/api-tokens/', { token: first.token, body: { name: 'to be revoked' } });
    const revoked = await call(base, 'DELETE', `/v1/accounts/api-tokens/${made.json.id}/`, { token: first.token });
    if (revoked.status >= 300) throw new Error(`revoke: ${revoked.status} ${revoked.text}`);
    const auth = await runAuth(doc, sys.apis[1].baseUrl, { jwtSecret: sys.secrets.jwt, accessToken: login.json.access, revokedToken: made.json.token });
    results.auth = auth.figures;
    check('Auth', `${auth.figures.kinds} kinds of bad credential × ${auth.figures.operations} protected operations`, `${fmt(auth.figures.requests)} requests: ${fmt(auth.figures.unauthorized)} × 401 in the envelope`, auth.failures);
    const forged = await runForgedTokens(sys.apis[1].baseUrl, { root: ROOT, jwtSecret: sys.secrets.jwt, accessToken: login.json.access });
    results.forgedTokens = forged.figures;
    check('Auth', 'JWTs signed with every string in the source, the published development secret and common guesses', `${fmt(forged.figures.keys)} keys: ${fmt(forged.figures.unauthorized)} × 401 (the real key's token 200)`, forged.failures);
    }

    // Network poisoning.
    if (PHASES.has('network')) {
    log('network: one organization reports an account another one screens');
    const poisoning = await runPoisoning(sys.apis.map((a) => a.baseUrl), { operator, reporter: await org('Reporter Bank'), viewer: await org('Viewer Bank') });
    results.poisoning = poisoning.figures;
    const { unreviewed: u, underReview: r, verified: v } = poisoning.figures;
    const seen = (x) => `score ${fmt(x.score)} (${x.level}), ₦5,000 transfer ${fmt(x.risk)} ${x.action}`;
    check('Network', `${poisoning.figures.reports} reports from one organization on an account another screens: not above medium until verified`, `received: ${seen(u)}; under review: ${seen(r)}; verified: ${seen(v)}`, poisoning.failures);
    }

    // 4. Faults.
    if (PHASES.has('postgres')) {
    log('faults: PostgreSQL restart under analyses');
    const pgr = await pgRestart(sys, faultOrg);
    results.postgresRestart = pgr.figures;
    const p = pgr.figures;
    check('Faults', `PostgreSQL stopped ${p.downSeconds} s under 40 analyses/s`, `${fmt(p.requests)} requests (${Object.entries(p.byStatus).map(([s, n]) => `${n}× ${s}`).join(', ')}); the ${fmt(p.duringDown)} sent while down all 503 with Retry-After (p99 ${fmt(p.duringDownP99Ms)} ms); readiness 503 while down; ready ${(p.readyAfterMs / 1000).toFixed(1)} s after restart, no process restarted; ${fmt(p.acknowledged)} acknowledged, ${fmt(p.lost)} lost`, pgr.failures);

    }
    if (PHASES.has('redis')) {
    log('faults: Redis restart during webhook delivery');
    const rr = await redisRestart(sys, faultOrg, receiver);
    results.redisRestart = rr.figures;
    check('Faults', 'Redis killed (data lost) during delivery, 3 s down', `${fmt(rr.figures.emitted)} events (${fmt(rr.figures.emittedWhileDown)} emitted while down): ${fmt(rr.figures.delivered)} delivered, ${fmt(rr.figures.missing)} missing`, rr.failures);

    }
    if (PHASES.has('worker')) {
    log('faults: a worker killed mid-batch');
    const wk = await workerKill(sys, faultOrg, receiver);
    results.workerKill = wk.figures;
    check('Faults', 'worker SIGKILL mid-batch (events and reports)', `killed after ${fmt(wk.figures.eventsDeliveredBeforeKill)} of ${fmt(wk.figures.events)} deliveries had arrived; then ${fmt(wk.figures.eventsDelivered)}/${fmt(wk.figures.events)} events delivered, ${fmt(wk.figures.reportsReady)}/${fmt(wk.figures.reports)} reports ready`, wk.failures);
    }

    if (PHASES.has('failover')) {
    log(`faults: the Redis primary killed under ${LOAD_SECONDS} s of load`);
    const fo = await sentinelFailover(sys, failoverOrg, receiver, { seconds: LOAD_SECONDS, rate: RATE });
    results.sentinelFailover = fo.figures;
    const f = fo.figures;
    check('Faults', `Redis Sentinel: primary SIGKILLed ${fmt(f.killedAfterSeconds)} s into ${LOAD_SECONDS} s at ${RATE}/s (analyses, velocity checks, webhook events)`, `${fmt(f.requests)} requests (${Object.entries(f.byStatus).map(([s, n]) => `${n}× ${s}`).join(', ')}); answered 503 for ${fmt(f.seconds503)} s (${fmt(f.answered503)} requests, sent from ${fmt(f.first503AfterKillSeconds)} s to answered at ${fmt(f.last503AfterKillSeconds)} s after the kill); replica promoted +${fmt(f.promotedAfterSeconds)} s, ready +${fmt(f.readyAfterSeconds)} s, no process restarted; analyses ${fmt(f.analysesAcknowledged)} acknowledged / ${fmt(f.analysesStored)} stored; events ${fmt(f.eventsEmitted)} emitted / ${fmt(f.eventsDelivered)} delivered (${fmt(f.eventsLost)} lost); revocation broadcast heard after: ${f.revocationHeard ? 'yes' : 'no'}`, fo.failures);
    }

    // 5. Load.
    let endpoints = [];
    if (PHASES.has('load')) {
    const load = await runLoad(sys, loadOrg, receiver, { seconds: LOAD_SECONDS, rate: RATE });
    results.load = load.figures;
    const l = load.figures;
    check('Load', `${l.seconds} s of mixed traffic at ${l.rate}/s, webhooks on`, loadFigures(l), load.failures);
    endpoints = l.endpoints;
    }

    // 6. PgBouncer: the same load and checks, every process on a transaction-pooling PgBouncer.
    if (PHASES.has('pgbouncer')) {
    log('pgbouncer: every API and worker process restarted on a PgBouncer in transaction-pooling mode');
    const bouncer = await sys.throughPgbouncer();
    const pooledOrg = await withEndpoint(await org('Pooled Bank'));
    const before = await bouncer.stats();
    const pooled = await runLoad(sys, pooledOrg, receiver, { seconds: PGBOUNCER_SECONDS, rate: RATE });
    const after = await bouncer.stats();
    // Clients' wait for a server connection tells a pool too small from a machine too busy.
    const transactions = after.transactions - before.transactions;
    const pool = { serverConnections: bouncer.poolSize, transactions, meanTransactionMs: (after.transactionMs - before.transactionMs) / Math.max(1, transactions), waitMs: after.waitMs - before.waitMs };
    results.pgbouncer = { ...pooled.figures, pool };
    const l = pooled.figures;
    check('PgBouncer', `${l.seconds} s of the same traffic at ${l.rate}/s with 2 API and 2 worker processes on PgBouncer (transaction pooling, ${bouncer.poolSize} server connections; migrations and LISTEN direct)`, `${loadFigures(l)}; PgBouncer: ${fmt(transactions)} transactions (mean ${pool.meanTransactionMs.toFixed(2)} ms), clients waited ${fmt(pool.waitMs)} ms in all for a server connection`, pooled.failures);
    }
    results.duplicateDeliveries = receiver.stats.duplicates;
    const alive = [...sys.apis, ...sys.workers].filter((p) => !p.exited).length;
    check('Processes', 'every API and worker process still running at the end (none restarted by the suite but the killed worker, and all at the PgBouncer phase)', `${alive}/${sys.apis.length + sys.workers.length}`, alive === sys.apis.length + sys.workers.length ? [] : ['a service process exited']);
    check('Webhooks', 'signatures verified by the receiver (HMAC-SHA256 over the raw body)', `${fmt(receiver.stats.requests)} deliveries received, ${fmt(receiver.stats.badSignatures)} bad signatures, ${fmt(receiver.stats.duplicates)} redeliveries (at least once)`, receiver.stats.badSignatures ? [`${receiver.stats.badSignatures} bad signatures`] : []);

    const table = [
      '| Area | Check | Figures | Result |',
      '|---|---|---|---|',
      ...rows.map((r) => `| ${r.area} | ${r.name} | ${r.figure} | ${r.ok ? 'pass' : '**FAIL**'} |`),
      ...(endpoints.length
        ? [
            '',
            '| Endpoint under load | Requests | p50 ms | p99 ms | 5xx / no answer |',
            '|---|---|---|---|---|',
            ...endpoints.map((e) => `| ${e.name} | ${fmt(e.requests)} | ${fmt(e.p50)} | ${fmt(e.p99)} | ${fmt(e.errors)} |`),
          ]
        : []),
    ];
    process.stdout.write(`\n${table.join('\n')}\n\n`);
    if (process.env.RESILIENCE_SHOW_LOGS) for (const p of [...sys.apis, ...sys.workers]) process.stderr.write(`--- ${p.name}\n${p.tail.join('\n')}\n`);
    if (process.env.RESILIENCE_SHOW_LOGS && sys.pgbouncer) process.stderr.write(`--- pgbouncer\n${sys.pgbouncer.tail()}\n`);
  } finally {
    await sys.stop();
    await receiver.close();
  }
  if (args.out) writeFileSync(args.out, JSON.stringify({ at: new Date().toISOString(), rows, results, failures: allFailures }, null, 2));
  const failed = rows.filter((r) => !r.ok).length;
  for (const f of allFailures) process.stdout.write(`FAIL ${f}\n`);
  process.stdout.write(`resilience suite finished in ${Math.round((Date.now() - started) / 1000)} s\n`);
  process.stdout.write(`resilience: ${rows.length - failed} passed, ${failed} failed\n`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  process.stderr.write(`resilience: ${err?.stack ?? err}\n`);
  process.exit(1);
});
