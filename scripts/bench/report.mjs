// The printed table and the JSON written next to it.
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

export function machineInfo() {
  const cpu = cpus()[0];
  return {
    nproc: availableParallelism(),
    cpu_model: cpu?.model?.trim() ?? 'unknown',
    memory_gb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    /** 1-minute load average when the report was made (other work on the machine skews results) */
    load_avg_1m: Math.round(loadavg()[0] * 100) / 100,
  };
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '-');

function table(headers, rows, alignRight) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const cell = (v, i) => (alignRight[i] ? String(v).padStart(widths[i]) : String(v).padEnd(widths[i]));
  const line = (r) => `| ${r.map(cell).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (alignRight[i] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  return [line(headers), sep, ...rows.map(line)].join('\n');
}

export function printReport({ machine, scenario, baseline, ratio, perRound, floor, settings }) {
  const rows = [scenario, ...(floor ? [floor.result] : []), baseline].map((r) => [
    r.name,
    r.connections,
    fmt(r.rps, 1),
    fmt(r.latency_ms.p50, 1),
    fmt(r.latency_ms.p99, 1),
    r.non2xx,
    r.errors,
    fmt(r.db_transactions_per_request, 1),
    fmt(r.server_cpu_ms_per_request ?? NaN, 3),
    fmt(r.pg_cpu_ms_per_request ?? NaN, 3),
    fmt(r.machine_cpu_ms_per_request ?? NaN, 3),
    fmt(r.machine_kernel_cpu_ms_per_request ?? NaN, 3),
  ]);
  const share = (label, of, each) =>
    `${scenario.name} / ${label}: ${fmt(of * 100, 1)}% of its requests/s` +
    (each.length > 1 ? ` (per round: ${each.map((r) => `${fmt(r * 100, 1)}%`).join(', ')})` : '');
  const out = [
    '',
    `machine: nproc ${machine.nproc}, ${machine.cpu_model}, ${machine.memory_gb} GB, node ${machine.node} (${machine.platform}), load avg ${machine.load_avg_1m}`,
    `run: warm-up ${settings.warmup} s, measure ${settings.duration} s each${settings.rounds > 1 ? ` × ${settings.rounds} rounds (interleaved)` : ''}, load generator in-process, app = ${process.env.API_PROCESSES ?? 1} process(es) (API_PROCESSES)`,
    '',
    table(
      ['scenario', 'conns', 'requests/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'db tx/req', 'server CPU ms/req', 'PG CPU ms/req', 'machine CPU ms/req', 'kernel ms/req'],
      rows,
      [false, true, true, true, true, true, true, true, true, true, true, true],
    ),
    '',
    `db tx/req: PostgreSQL transactions per request in the bench database (pg_stat_database; reads up to ~10% low, statistics lag)`,
    `server CPU: the process serving the row (the app, or the floor server), /proc utime+stime over the window / requests;`,
    `PG CPU: the bench database's client backends (pg_stat_activity + /proc), background processes not counted;`,
    `machine CPU: every core's busy time (/proc/stat; not idle, iowait or steal) / requests, the load generator and whatever else runs included;`,
    `kernel: the part of it in system, irq and softirq.`,
    `Machine CPU ms/req × requests/s under ${machine.nproc * 1000} ms/s: the machine had CPU left (idle, or taken by the hypervisor as steal).`,
    ...statementLines([scenario, ...(floor ? [floor.result] : [])]),
    '',
    share('baseline', ratio, perRound),
    ...(floor ? [share('floor', floor.ratio, floor.perRound)] : []),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

/** PostgreSQL's execution time by statement (pg_stat_statements, when loaded), for each row that has it: where PG CPU goes. */
function statementLines(rows) {
  const withStatements = rows.filter((r) => r.pg_statements?.length);
  if (!withStatements.length) return [];
  return [
    '',
    'PostgreSQL execution time by statement (pg_stat_statements, first round; planning, parsing, commits and the protocol are not in it;',
    'buffers: the shared buffers each touched per request, found in its cache or read into it, its work in a figure steadier than its time):',
    ...withStatements.flatMap((r) => [
      `  ${r.name}:`,
      ...r.pg_statements.map((st) => `    ${fmt(st.exec_ms_per_request, 3)} ms/req = ${fmt(st.calls_per_request, 2)} calls × ${fmt(st.exec_ms_per_call, 3)} ms (${fmt(st.rows_per_call, 1)} rows/call${st.buffers_per_request == null ? '' : `, ${fmt(st.buffers_per_request, 1)} buffers/req, ${fmt(st.buffers_read_per_request, 1)} read`})  ${st.query}`),
    ]),
  ];
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** A per-request figure over several rounds, weighted by their requests (null when a round lacks it). */
const weighted = (rounds, key) =>
  rounds.some((r) => r[key] == null) ? null : rounds.reduce((n, r) => n + r[key] * r.requests_total, 0) / Math.max(rounds.reduce((n, r) => n + r.requests_total, 0), 1);

/** One row from several rounds: mean requests/s, median percentiles, summed failures. */
export function combineRounds(rounds) {
  if (rounds.length === 1) return rounds[0];
  const sum = (f) => rounds.reduce((n, r) => n + f(r), 0);
  const statusCodes = {};
  for (const r of rounds) for (const [code, n] of Object.entries(r.status_codes ?? {})) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    ...rounds[0],
    duration_s: sum((r) => r.duration_s ?? 0),
    requests_total: sum((r) => r.requests_total),
    rps: sum((r) => r.rps) / rounds.length,
    latency_ms: Object.fromEntries(Object.keys(rounds[0].latency_ms).map((k) => [k, median(rounds.map((r) => r.latency_ms[k]))])),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts ?? 0),
    db_transactions_per_request: sum((r) => (r.db_transactions_per_request ?? 0) * r.requests_total) / Math.max(sum((r) => r.requests_total), 1),
    server_cpu_ms_per_request: weighted(rounds, 'server_cpu_ms_per_request'),
    pg_cpu_ms_per_request: weighted(rounds, 'pg_cpu_ms_per_request'),
    machine_cpu_ms_per_request: weighted(rounds, 'machine_cpu_ms_per_request'),
    machine_kernel_cpu_ms_per_request: weighted(rounds, 'machine_kernel_cpu_ms_per_request'),
    status_codes: statusCodes,
    rounds,
  };
}
