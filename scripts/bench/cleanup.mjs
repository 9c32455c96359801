// Cleanup that runs exactly once however the bench ends: normal return, thrown error, Ctrl-C,
// SIGTERM. Steps run last-registered first (stop the app before dropping its database).

const steps = [];
let running = null;

export function onCleanup(label, fn) {
  steps.push({ label, fn });
}

export function cleanup() {
  running ??= (async () => {
    while (steps.length) {
      const { label, fn } = steps.pop();
      try {
        await fn();
      } catch (err) {
        process.stderr.write(`bench: cleanup "${label}" failed: ${err?.message ?? err}\n`);
      }
    }
  })();
  return running;
}

/** Last resort, synchronous: things that must not outlive us even when async cleanup cannot run. */
const onExitSync = [];
export function onExit(fn) {
  onExitSync.push(fn);
}
process.on('exit', () => {
  for (const fn of onExitSync) {
    try {
      fn();
    } catch {
      /* nothing more to do */
    }
  }
});

export function installSignalHandlers() {
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
    process.on(signal, () => {
      if (running) {
        process.stderr.write(`\nbench: ${signal} again, exiting without finishing cleanup\n`);
        process.exit(code);
      }
      process.stderr.write(`\nbench: ${signal}, cleaning up…\n`);
      cleanup().finally(() => process.exit(code));
    });
  }
  const fatal = (err) => {
    process.stderr.write(`bench: ${err?.stack ?? err}\n`);
    cleanup().finally(() => process.exit(1));
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
}
