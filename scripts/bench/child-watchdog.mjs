// Preloaded into the app child (node --import). Two jobs, both over the stdin pipe from the bench:
// - when the bench goes away without cleaning up (e.g. SIGKILL), stdin ends and the app shuts
//   itself down (the pipe is unref'd, so it never keeps the app alive by itself);
// - `profile-start` / `profile-stop <file>` lines take a V8 CPU profile of the app (--profile);
// - `pauses-start` / `pauses-stop` lines read the app's main-thread pauses over a measurement: the event loop's delay
//   (monitorEventLoopDelay) and each garbage collection (PerformanceObserver 'gc'), answered as one JSON line.
// Worker threads inherit --import: only the main thread watches stdin, else a worker's empty stdin
// ends at once and SIGTERMs the app (the app then stopped quietly in the detect benches). Under API_PROCESSES the api
// processes (cluster workers) inherit it and the pipe too: only the primary reads it, so each command has one reader
// (the primary stops its api processes when it ends; profiles and pauses are then the primary's, and the bench says so).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { constants as perf, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import cluster from 'node:cluster';
import { isMainThread } from 'node:worker_threads';

let session = null;
const post = (method, params) =>
  new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));

/** GC kinds by their perf_hooks constant: a scavenge is the young generation's, the others the whole heap's work. */
const GC_KINDS = {
  [perf.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [perf.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [perf.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [perf.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
let pauses = null;

/** monitorEventLoopDelay's sampling interval: an idle loop reads about this much, so it is taken off every figure. */
const LOOP_RESOLUTION_MS = 1;

function pausesStart() {
  if (pauses) pausesStop(); // a second start begins a new window
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  const gc = {};
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[e.detail?.kind] ?? 'other';
      const k = (gc[kind] ??= { count: 0, total_ms: 0, max_ms: 0 });
      k.count++;
      k.total_ms += e.duration;
      k.max_ms = Math.max(k.max_ms, e.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  loop.enable();
  pauses = { loop, gc, observer, started: performance.now() };
}

/** What the main thread was kept from over the window: the loop's delay percentiles beyond the sampling interval, and the collections, in ms. */
function pausesStop() {
  const { loop, gc, observer, started } = pauses;
  pauses = null;
  loop.disable();
  observer.disconnect();
  const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);
  for (const k of Object.values(gc)) {
    k.total_ms = Math.round(k.total_ms * 100) / 100;
    k.max_ms = Math.round(k.max_ms * 100) / 100;
  }
  return { seconds: Math.round(performance.now() - started) / 1000, loop_delay_ms: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) }, gc };
}

async function command(line) {
  const [cmd, arg] = line.trim().split(/\s+(.*)/s);
  try {
    if (cmd === 'profile-start') {
      session = new Session();
      session.connect();
      await post('Profiler.enable');
      await post('Profiler.start');
      process.stderr.write('bench-watchdog: profile started\n');
    } else if (cmd === 'profile-stop' && session) {
      const { profile } = await post('Profiler.stop');
      session.disconnect();
      session = null;
      writeFileSync(arg, JSON.stringify(profile));
      process.stderr.write(`bench-watchdog: profile written\n`);
    } else if (cmd === 'pauses-start') {
      pausesStart();
      process.stderr.write('bench-watchdog: pauses started\n');
    } else if (cmd === 'pauses-stop') {
      if (!pauses) throw new Error('not started');
      process.stderr.write(`bench-watchdog: pauses ${JSON.stringify(pausesStop())}\n`);
    } else if (cmd === 'profile-stop') {
      throw new Error('no profile started');
    }
  } catch (err) {
    process.stderr.write(`bench-watchdog: ${cmd} failed: ${err.message}\n`);
  }
}

function watchStdin() {
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    buffered += chunk;
    let i;
    while ((i = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, i);
      buffered = buffered.slice(i + 1);
      if (line.trim()) void command(line);
    }
  });
  process.stdin.on('end', () => {
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => process.exit(1), 5000).unref();
  });
  process.stdin.on('error', () => undefined);
  process.stdin.resume();
  if (typeof process.stdin.unref === 'function') process.stdin.unref();
}

if (isMainThread && !cluster.isWorker) watchStdin();
