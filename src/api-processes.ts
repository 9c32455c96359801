import cluster, { type Worker } from 'node:cluster';
import type pino from 'pino';

/**
 * `API_PROCESSES` > 1: this process (the primary) forks that many api processes, which share its
 * port (node:cluster hands each connection to one of them in turn) and replaces one that dies. It
 * serves nothing itself; SIGTERM or SIGINT stops every process gracefully. Each process has its
 * own pools (DATABASE_POOL_SIZE each), caches and limiter reservations, as replicas do.
 */
export function startApiProcesses(count: number, env: Record<string, string>, log: pino.Logger): void {
  let stopping = false;
  const listening = new Set<Worker>();
  const fork = () => cluster.fork(env);
  cluster.on('listening', (worker) => listening.add(worker));
  const stopAll = (code: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (!workers.length) process.exit(code);
    for (const w of workers) w.process.kill('SIGTERM');
    process.exitCode = code;
  };
  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker);
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit();
      return;
    }
    // one that never listened failed to start (configuration, PostgreSQL): the others would too
    if (!served) {
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
