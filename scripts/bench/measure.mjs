// One measured run of a target: its load, the CPU of its process and of PostgreSQL, the bench database's transactions
// and (where PostgreSQL loads pg_stat_statements) the statements that took its time; the generic runner (bench.mjs)
// and the analyze scenario measure so.
import { cpuMeter } from './cpu.mjs';
import { runLoad, summarize } from './load.mjs';

/** PostgreSQL backends flush their statistics at most once a second. */
export const STATS_LAG_MS = 1500;
export const statsLag = () => new Promise((r) => setTimeout(r, STATS_LAG_MS));

/**
 * Runs `options`' load for `duration` s at `connections` against `name`, metering process `pid` (the app's by default).
 * `env` is startEnvironment()'s.
 */
export async function measureRun(env, { name, pid, options, connections, duration }) {
  // the statements' snapshot first: its own query (in the bench database) is then not one of the run's transactions
  const statementsBefore = await env.statements();
  const before = await env.dbTransactions();
  const cpu = await cpuMeter(pid ?? env.app.pid, env.backendPids);
  const result = summarize(name, await runLoad(options, { connections, duration }), connections);
  const cpuUsed = await cpu(result.requests_total);
  await statsLag();
  const transactions = (await env.dbTransactions()) - before;
  const statements = statementsBefore && statementShares(statementsBefore, await env.statements(), result.requests_total);
  return { ...result, ...cpuUsed, db_transactions_per_request: result.requests_total ? transactions / result.requests_total : 0, ...(statements ? { pg_statements: statements } : {}) };
}

/** The statements that took the most execution time over a run (pg_stat_statements before and after), per request. */
function statementShares(before, after, requests) {
  if (!after || !requests) return null;
  const moved = [];
  for (const [id, a] of after) {
    const b = before.get(id);
    const calls = a.calls - (b?.calls ?? 0);
    if (calls <= 0) continue;
    const execMs = a.exec_ms - (b?.exec_ms ?? 0);
    moved.push({
      query: a.query,
      calls_per_request: calls / requests,
      exec_ms_per_request: execMs / requests,
      exec_ms_per_call: execMs / calls,
      rows_per_call: (a.rows - (b?.rows ?? 0)) / calls,
      // shared buffers the statements touched (found in PostgreSQL's cache, or read into it): their work, steadier than
      // their time on a machine whose speed drifts
      buffers_per_request: (a.buffers - (b?.buffers ?? 0)) / requests,
      buffers_read_per_request: (a.buffers_read - (b?.buffers_read ?? 0)) / requests,
    });
  }
  return moved.sort((x, y) => y.exec_ms_per_request - x.exec_ms_per_request).slice(0, 4);
}
