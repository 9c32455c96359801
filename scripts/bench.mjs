// npm run bench -- <scenario> [--duration S] [--warmup S] [--connections N] [--rounds N] [--profile] [--out FILE]
//
// Starts the built app (node dist/main.js api) on a fresh PostgreSQL database and a private Redis
// key prefix, creates a user with `cli bootstrap`, then measures the scenario and the baseline
// route GET /health/live with autocannon (in this process), prints a table and writes JSON
// (default $TMPDIR/naija-risk-bench/<scenario>.json). Exits non-zero when any measured response
// was not 2xx or errored: a broken run must show. The app, its database and its Redis keys are
// removed at the end, also on errors and Ctrl-C (after a SIGKILL the app still stops by itself,
// but a bench_* database may remain).
//
// The app gets production settings with limits raised out of the way (scripts/bench/environment.mjs);
// other settings pass through from the environment, e.g. DATABASE_POOL_SIZE=40 npm run bench -- me.
// For experiments: BENCH_APP_NODE_FLAGS (e.g. "--trace-gc") go on the app's node command line, and
// BENCH_APP_LOG=FILE appends every line the app prints to FILE.
// PostgreSQL and Redis: BENCH_PG_ADMIN_URL and BENCH_REDIS_URL override the local defaults.
// Scenarios live in scripts/bench/scenarios/ (see index.mjs there to add one).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { baseline } from './bench/baseline.mjs';
import { cleanup, installSignalHandlers } from './bench/cleanup.mjs';
import { AppError, BenchError, ensureBuilt, startEnvironment } from './bench/environment.mjs';
import { loadOptions, preflight, runLoad } from './bench/load.mjs';
import { measureRun, statsLag } from './bench/measure.mjs';
import { profileReport } from './bench/profile.mjs';
import { combineRounds, machineInfo, printReport } from './bench/report.mjs';
import { scenarios } from './bench/scenarios/index.mjs';

const usage = () =>
  [
    'usage: npm run bench -- <scenario> [options]',
    '',
    'scenarios:',
    ...Object.values(scenarios).map((s) => `  ${s.name.padEnd(12)} ${s.description ?? ''}`),
    '',
    'options:',
    '  --duration S      seconds measured per route (default 10)',
    '  --warmup S        seconds of warm-up per route before measuring (default 3)',
    '  --connections N   concurrent connections (default: the scenario\'s, else 50); the baseline uses the same',
    '  --rounds N        measure baseline and scenario N times, interleaved (default 1); rows show the mean',
    '                    requests/s and median percentiles; use 3+ on a busy machine',
    '  --profile         also take CPU profiles of the app during the (first) measurements and print',
    '                    main-thread µs per request by package and function, baseline vs scenario',
    '  --out FILE        where the JSON results go (default: $TMPDIR/naija-risk-bench/<scenario>.json)',
    '  --seed-transactions N, --seed-days D   analyze: past transactions seeded first (default 1000000), over D days',
    '                    (default 30; one partition per month), e.g. --seed-transactions 20000000 --seed-days 365',
  ].join('\n');

function fail(message, code = 2) {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function parse() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        duration: { type: 'string' },
        warmup: { type: 'string' },
        connections: { type: 'string' },
        rounds: { type: 'string' },
        out: { type: 'string' },
        profile: { type: 'boolean' },
        'seed-transactions': { type: 'string' },
        'seed-days': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        list: { type: 'boolean' },
      },
    });
  } catch (err) {
    fail(`${err.message}\n\n${usage()}`);
  }
  const { values, positionals } = parsed;
  if (values.help || values.list) {
    process.stdout.write(`${usage()}\n`);
    process.exit(0);
  }
  if (positionals.length !== 1) fail(usage());
  const scenario = scenarios[positionals[0]];
  if (!scenario) fail(`unknown scenario "${positionals[0]}"\n\n${usage()}`);
  const number = (name, fallback, min) => {
    if (values[name] === undefined) return fallback;
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min) fail(`--${name} must be an integer >= ${min} (got "${values[name]}")`);
    return n;
  };
  return {
    scenario,
    duration: number('duration', 10, 1),
    warmup: number('warmup', 3, 0),
    rounds: number('rounds', 1, 1),
    connections: number('connections', scenario.defaults?.connections ?? 50, 1),
    out: resolve(values.out ?? join(tmpdir(), 'naija-risk-bench', `${scenario.name}.json`)),
    profile: values.profile ?? false,
    seedTransactions: number('seed-transactions', undefined, 0),
    seedDays: number('seed-days', undefined, 1),
  };
}

const say = (line) => process.stderr.write(`bench: ${line}\n`);

async function warmUp(target, options, settings) {
  if (settings.warmup === 0) return;
  say(`${target.name}: warm-up ${settings.warmup} s × ${settings.connections} connections`);
  await runLoad(options, { connections: settings.connections, duration: settings.warmup });
}

function measure(target, options, settings, round, env) {
  const of = settings.rounds > 1 ? ` (round ${round + 1}/${settings.rounds})` : '';
  say(`${target.name}: measuring ${settings.duration} s × ${settings.connections} connections${of}`);
  return measureRun(env, { name: target.name, pid: target.pid, options, connections: settings.connections, duration: settings.duration });
}

async function main() {
  const settings = parse();
  const { scenario } = settings;
  installSignalHandlers();
  const machine = machineInfo(); // before our own load moves the load average
  if (settings.profile) mkdirSync(dirname(settings.out), { recursive: true });

  await ensureBuilt();
  const env = await startEnvironment();
  const { ctx, app } = env;

  if (scenario.setup) {
    say(`${scenario.name}: setup`);
    await scenario.setup(ctx, settings);
  }
  if (scenario.run) return runCustom(scenario, env, settings, machine);
  // a scenario with a floor (floor-server.mjs) measures it beside the baseline, as its own process
  const floor = scenario.floor ? await env.startFloor(scenario.floor.kind) : null;
  const targets = [
    { name: baseline.name, request: baseline.request(ctx), baseUrl: ctx.baseUrl },
    ...(floor ? [{ name: scenario.floor.name, request: scenario.request(ctx), baseUrl: floor.baseUrl, pid: floor.pid, floor: true }] : []),
    { name: scenario.name, request: scenario.request(ctx), baseUrl: ctx.baseUrl },
  ].map((t) => ({
    ...t,
    options: loadOptions(t.baseUrl, t.request),
    profileFile: `${settings.out.replace(/\.json$/, '')}${t.name === baseline.name ? '.baseline' : ''}.cpuprofile`,
  }));
  for (const t of targets) await preflight(t.baseUrl, t.name, t.request);

  // Warm up both routes, then measure them in turn; with --rounds N the pairs are interleaved so
  // a burst of outside load on the machine hits both sides of the ratio alike.
  const appAlive = (what) => {
    if (!app.isRunning()) throw new AppError(`the app died during ${what}`, app.output);
  };
  const logLinesBefore = app.output.count;
  for (const t of targets) {
    await warmUp(t, t.options, settings);
    appAlive(`the ${t.name} warm-up`);
  }
  await statsLag(); // the warm-up's statistics must not count
  const perRound = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 0; round < settings.rounds; round++) {
    for (const t of targets) {
      const profiling = settings.profile && round === 0 && !t.floor;
      if (profiling) await app.profileStart();
      perRound[t.name].push(await measure(t, t.options, settings, round, env));
      if (profiling) await app.profileStop(t.profileFile);
      appAlive(`the ${t.name} run`);
    }
  }
  const appLogLines = app.output.count - logLinesBefore;

  const base = combineRounds(perRound[baseline.name]);
  const result = combineRounds(perRound[scenario.name]);
  const floorResult = floor ? combineRounds(perRound[scenario.floor.name]) : null;
  const ratioOf = (a, b) => (b.rps > 0 ? a.rps / b.rps : null);
  const report = {
    scenario: scenario.name,
    at: new Date().toISOString(),
    machine,
    settings: { duration: settings.duration, warmup: settings.warmup, connections: settings.connections, rounds: settings.rounds },
    scenario_result: result,
    baseline_result: base,
    floor_result: floorResult,
    ratio_rps: ratioOf(result, base),
    ratio_rps_per_round: perRound[scenario.name].map((r, i) => ratioOf(r, perRound[baseline.name][i])),
    ratio_to_floor: floorResult && ratioOf(result, floorResult),
    ratio_to_floor_per_round: floorResult && perRound[scenario.name].map((r, i) => ratioOf(r, perRound[scenario.floor.name][i])),
  };

  printReport({
    machine: report.machine,
    scenario: result,
    baseline: base,
    ratio: report.ratio_rps,
    perRound: report.ratio_rps_per_round,
    floor: floorResult && { result: floorResult, ratio: report.ratio_to_floor, perRound: report.ratio_to_floor_per_round },
    settings,
  });
  mkdirSync(dirname(settings.out), { recursive: true });
  writeFileSync(settings.out, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`results: ${settings.out}\n`);
  if (settings.profile) {
    const profiled = targets.filter((t) => !t.floor).map((t) => ({ name: t.name, file: t.profileFile, requests: perRound[t.name][0].requests_total }));
    process.stdout.write(`\n${profileReport(profiled)}\n`);
  }

  if (appLogLines > 0) {
    say(`the app logged ${appLogLines} line(s) at warn or above during the runs; the last ones:`);
    process.stderr.write(`  ${app.output.lines.slice(-10).join('\n  ')}\n`);
  }

  const broken = [result, base, ...(floorResult ? [floorResult] : [])].filter((r) => r.non2xx > 0 || r.errors > 0);
  for (const r of broken) {
    const codes = Object.entries(r.status_codes)
      .map(([code, n]) => `${code}×${n}`)
      .join(', ');
    say(`FAILED: ${r.name} had ${r.non2xx} non-2xx response(s) and ${r.errors} error(s) (status codes: ${codes || 'none'})`);
  }
  return broken.length ? 1 : 0;
}

/** A scenario with its own measurement (scenario.run), beside the baseline measured the usual way. */
async function runCustom(scenario, env, settings, machine) {
  const baseOptions = loadOptions(env.ctx.baseUrl, baseline.request(env.ctx));
  await warmUp({ name: baseline.name }, baseOptions, settings);
  const base = await measure({ name: baseline.name }, baseOptions, settings, 0, env);
  const { ok, result } = await scenario.run(env, settings, say);
  process.stdout.write(
    `\nmachine: nproc ${machine.nproc ?? '?'}, node ${process.version}\nbaseline ${baseline.name}: ${base.rps.toFixed(0)} requests/s, p50 ${base.latency_ms.p50} ms, p99 ${base.latency_ms.p99} ms\n`,
  );
  mkdirSync(dirname(settings.out), { recursive: true });
  writeFileSync(settings.out, `${JSON.stringify({ scenario: scenario.name, at: new Date().toISOString(), machine, baseline_result: base, scenario_result: result }, null, 2)}\n`);
  process.stdout.write(`results: ${settings.out}\n`);
  if (!ok) say(`FAILED: ${scenario.name} did not complete (see above)`);
  return ok ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  say(`error: ${err instanceof BenchError ? err.message : (err?.stack ?? err)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
