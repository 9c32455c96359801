// CPU time over a measured window, from /proc/<pid>/stat (utime + stime): the server process under
// load (the app or a floor, with its child processes: API_PROCESSES) and the PostgreSQL backends serving the bench database (pg_stat_activity
// of that database; where pg_stat_statements is loaded, measure.mjs splits their execution time by statement).
// PostgreSQL's own background processes (WAL writer, checkpointer) are not counted there, and a
// backend that exits inside the window loses its last slice: the PostgreSQL figure is a floor.
// Beside them, the whole machine's busy time from /proc/stat, where everything running counts.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux (getconf CLK_TCK)

/** CPU milliseconds the process has used so far, or null when it is gone or unreadable. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after "(comm)": state is field 3, utime 14, stime 15
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/**
 * The whole machine's busy CPU milliseconds so far (/proc/stat, all cores: user, nice, system, irq
 * and softirq; guest time is inside user and nice; idle, iowait and steal (time the hypervisor gave
 * to other machines) are not busy), and of it the kernel's (system, irq, softirq). On a saturated
 * machine this, per request, is what decides throughput: the load generator, Redis and PostgreSQL count too.
 */
function machineMs() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq] = fields;
    return { busy: (user + nice + system + irq + softirq) * TICK_MS, kernel: (system + irq + softirq) * TICK_MS };
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid` (API_PROCESSES > 1: the api processes under the primary). */
function childrenOf(pid) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(entry));
    } catch {
      // gone
    }
  }
  return out;
}

/** CPU milliseconds of `pid` and of its child processes (each counted while it lives), or null. */
function treeCpuMs(pid, children) {
  const own = cpuMs(pid);
  if (own === null) return null;
  return own + children.reduce((sum, c) => sum + (cpuMs(c) ?? 0), 0);
}

/**
 * Starts a meter: serverPid's CPU, the bench database's backends' CPU and the machine's. stop(requests)
 * answers { server_cpu_ms_per_request, pg_cpu_ms_per_request, machine_cpu_ms_per_request,
 * machine_kernel_cpu_ms_per_request } (null when /proc is not readable).
 */
export async function cpuMeter(serverPid, backendPids) {
  const children = childrenOf(serverPid);
  const machineBefore = machineMs();
  const serverBefore = treeCpuMs(serverPid, children);
  const pgBefore = new Map();
  for (const pid of await backendPids()) pgBefore.set(pid, cpuMs(pid));
  return async (requests) => {
    const serverAfter = treeCpuMs(serverPid, children);
    const machineAfter = machineMs();
    let pgMs = 0;
    let readable = true;
    const pids = new Set([...pgBefore.keys(), ...(await backendPids())]);
    for (const pid of pids) {
      const now = cpuMs(pid);
      const then = pgBefore.get(pid);
      if (now === null) {
        if (then === null) readable = false;
        continue;
      }
      pgMs += now - (then ?? 0); // a backend started inside the window counts whole
    }
    const per = (ms) => (requests > 0 && ms !== null ? ms / requests : null);
    return {
      server_cpu_ms_per_request: serverBefore !== null && serverAfter !== null ? per(serverAfter - serverBefore) : null,
      pg_cpu_ms_per_request: readable && pids.size ? per(pgMs) : null,
      pg_backends: pids.size,
      machine_cpu_ms_per_request: machineBefore && machineAfter ? per(machineAfter.busy - machineBefore.busy) : null,
      machine_kernel_cpu_ms_per_request: machineBefore && machineAfter ? per(machineAfter.kernel - machineBefore.kernel) : null,
    };
  };
}
