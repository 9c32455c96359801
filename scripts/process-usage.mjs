// node scripts/process-usage.mjs [--seconds S] [--out FILE]
//
// Samples the memory (RSS) and CPU of this checkout's service processes (`dist/main.js api|worker|all`,
// as `npm start`, `npm run bench` or a shell starts them) every 250 ms for S seconds (default: until
// Ctrl-C), then prints per process: role, RSS at the start, peak and end, and CPU: seconds used, and
// cores (mean over the run, and the busiest 1-second window). Run it beside a load, e.g. `npm run bench -- me`; the
// figures behind deploy/kubernetes/'s requests and limits came from it. Linux (/proc) only.
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const { values } = parseArgs({ options: { seconds: { type: 'string' }, out: { type: 'string' } } });
const seconds = values.seconds === undefined ? Infinity : Number(values.seconds);

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process has gone
  }
};

/** pid -> role of the service processes whose working directory is this checkout. */
function serviceProcesses() {
  const found = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const argv = (read(`/proc/${pid}/cmdline`) ?? '').split('\0');
    const main = argv.findIndex((a) => a.endsWith('dist/main.js'));
    if (main < 0) continue;
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) !== ROOT) continue;
    } catch {
      continue;
    }
    found.set(pid, argv[main + 1] || 'all');
  }
  return found;
}

function sample(pid) {
  const status = read(`/proc/${pid}/status`);
  const stat = read(`/proc/${pid}/stat`);
  if (!status || !stat) return null;
  // fields after the command name: utime and stime are the 12th and 13th
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0), ticks: Number(fields[11]) + Number(fields[12]), at: Date.now() };
}

const seen = new Map(); // pid -> { role, samples }
const started = Date.now();
const timer = setInterval(() => {
  for (const [pid, role] of serviceProcesses()) {
    const s = sample(pid);
    if (!s) continue;
    if (!seen.has(pid)) seen.set(pid, { role, samples: [] });
    seen.get(pid).samples.push(s);
  }
  if (Date.now() - started >= seconds * 1000) finish();
}, 250);

function summary(samples) {
  const first = samples[0];
  const last = samples.at(-1);
  const cores = (a, b) => (b.at > a.at ? (b.ticks - a.ticks) / TICKS_PER_SECOND / ((b.at - a.at) / 1000) : 0);
  let busiest = 0;
  for (let i = 0, j = 0; i < samples.length; i++) {
    while (j < samples.length && samples[j].at - samples[i].at < 1000) j++;
    if (j < samples.length) busiest = Math.max(busiest, cores(samples[i], samples[j]));
  }
  const mib = (kb) => Math.round(kb / 1024);
  return {
    seconds: Math.round((last.at - first.at) / 1000),
    rss_mib: { start: mib(first.rssKb), peak: mib(Math.max(...samples.map((s) => s.rssKb))), end: mib(last.rssKb) },
    cpu_seconds: Number(((last.ticks - first.ticks) / TICKS_PER_SECOND).toFixed(2)),
    cpu_cores: { mean: Number(cores(first, last).toFixed(2)), busiest_second: Number(busiest.toFixed(2)) },
  };
}

function finish() {
  clearInterval(timer);
  const result = [...seen].filter(([, p]) => p.samples.length > 1).map(([pid, p]) => ({ pid: Number(pid), role: p.role, ...summary(p.samples) }));
  for (const r of result) {
    process.stdout.write(
      `${r.role.padEnd(7)} pid ${r.pid}: RSS ${r.rss_mib.start} → peak ${r.rss_mib.peak} → ${r.rss_mib.end} MiB; CPU ${r.cpu_seconds} s, mean ${r.cpu_cores.mean} cores, busiest second ${r.cpu_cores.busiest_second} (${r.seconds} s)\n`,
    );
  }
  if (!result.length) process.stdout.write('no service process of this checkout was seen\n');
  if (values.out) writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
  process.exit(0);
}
process.on('SIGINT', finish);
process.on('SIGTERM', finish);
