import cluster, { type Worker } from 'node:cluster';
import type pino from 'pino';

/** An api process that exits this soon after it started is failing to start, not crashing under load. */
const FAILED_START_MS = 15_000;

/**
 * `API_PROCESSES` > 1: this process (the primary) forks that many api processes, which share its
 * port (node:cluster hands each connection to one of them in turn) and replaces one that dies. It
 * serves nothing itself; SIGTERM or SIGINT stops every process gracefully. Each process has its
 * own pools (DATABASE_POOL_SIZE each), caches and limiter reservations, as replicas do.
 */
export function startApiProcesses(count: number, env: Record<string, string>, log: pino.Logger): void {
  let stopping = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(env), Date.now());
  const stopAll = (code: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (!workers.length) process.exit(code);
    for (const w of workers) w.process.kill('SIGTERM');
    process.exitCode = code;
  };
  cluster.on('exit', (worker, code, signal) => {
    const since = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit();
      return;
    }
    if (code !== 0 && since < FAILED_START_MS) {
      log.error({ pid: worker.process.pid, code, signal }, 'an api process failed to start; stopping the others');
      return stopAll(1);
    }
    log.error({ pid: worker.process.pid, code, signal }, 'an api process exited; starting another');
    fork();
  });
  for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => stopAll(0));
  for (let i = 0; i < count; i++) fork();
  log.info({ processes: count }, 'api processes started');
}

/** In an api process forked by startApiProcesses: whether it is the first (the one that seeds the demo). */
export const isFirstApiProcess = () => !cluster.isWorker || cluster.worker?.id === 1;
export const isApiProcessesPrimary = (count: number) => count > 1 && cluster.isPrimary;
