// Preloaded into the app child (node --import). Two jobs, both over the stdin pipe from the bench:
// - when the bench goes away without cleaning up (e.g. SIGKILL), stdin ends and the app shuts
//   itself down (the pipe is unref'd, so it never keeps the app alive by itself);
// - `profile-start` / `profile-stop <file>` lines take a V8 CPU profile of the app (--profile).
// Worker threads inherit --import: only the main thread watches stdin, else a worker's empty stdin
// ends at once and SIGTERMs the app (the app then stopped quietly in the detect benches).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { isMainThread } from 'node:worker_threads';

let session = null;
const post = (method, params) =>
  new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));

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

if (isMainThread) watchStdin();
