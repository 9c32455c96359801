import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type pino from 'pino';
import { AggregatorRegistry } from 'prom-client';

/** Backoff of replacements: the first wait, its ceiling, and how long a process must have served for the next replacement to be immediate. */
export interface ReplacementBackoff {
  firstMs: number;
  maxMs: number;
  servedWhileMs: number;
}
const BACKOFF: ReplacementBackoff = { firstMs: 1000, maxMs: 30_000, servedWhileMs: 60_000 };

/**
 * What the primary does when an api process exits unasked. One that never listened before all
 * `count` have listened once failed to start (configuration, PostgreSQL): the others would too, so
 * everything stops. After that, a process that dies is replaced: at once if it had served a while,
 * else after a wait doubling from `firstMs` to `maxMs` (a replacement failing to reach PostgreSQL
 * during a failover is retried, not the end of the service).
 */
export class ReplacementPolicy {
  private allListened = false;
  private quickExits = 0;

  constructor(
    private readonly count: number,
    private readonly backoff: ReplacementBackoff = BACKOFF,
  ) {}

  /** `listening` processes are listening now. */
  listening(listening: number): void {
    if (listening >= this.count) this.allListened = true;
  }

  /** `servedMs`: how long the process that exited had listened, null if it never did. */
  exited(servedMs: number | null): { stop: true } | { stop: false; delayMs: number } {
    if (servedMs === null && !this.allListened) return { stop: true };
    if (servedMs !== null && servedMs >= this.backoff.servedWhileMs) {
      this.quickExits = 0;
      return { stop: false, delayMs: 0 };
    }
    const delayMs = Math.min(this.backoff.firstMs * 2 ** Math.min(this.quickExits, 30), this.backoff.maxMs);
    this.quickExits++;
    return { stop: false, delayMs };
  }
}

/**
 * `API_PROCESSES` > 1: this process (the primary) forks that many api processes, which share its
 * port (node:cluster hands each connection to one of them in turn) and replaces one that dies
 * (see ReplacementPolicy). It serves nothing itself; SIGTERM or SIGINT stops every process
 * gracefully. Each process has its own pools (DATABASE_POOL_SIZE each), caches, limiter
 * reservations and /metrics, as replicas do.
 */
export function startApiProcesses(
  count: number,
  env: Record<string, string>,
  log: pino.Logger,
  metrics: { port: number; host: string } = { port: 0, host: '127.0.0.1' },
  backoff: ReplacementBackoff = BACKOFF,
): void {
  let stopping = false;
  const metricsServer = metrics.port ? startAggregatedMetrics(metrics.port, metrics.host, log) : null;
  const listeningSince = new Map<Worker, number>();
  const policy = new ReplacementPolicy(count, backoff);
  const pending = new Set<NodeJS.Timeout>();
  const fork = () => cluster.fork(env);
  cluster.on('listening', (worker) => {
    if (!listeningSince.has(worker)) listeningSince.set(worker, Date.now());
    policy.listening(listeningSince.size);
  });
  const stopAll = (code: number) => {
    stopping = true;
    metricsServer?.close();
    for (const t of pending) clearTimeout(t);
    pending.clear();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (!workers.length) process.exit(code);
    for (const w of workers) w.process.kill('SIGTERM');
    process.exitCode = code;
  };
  cluster.on('exit', (worker, code, signal) => {
    const since = listeningSince.get(worker);
    listeningSince.delete(worker);
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit();
      return;
    }
    const servedMs = since === undefined ? null : Date.now() - since;
    const decision = policy.exited(servedMs);
    const fields = { pid: worker.process.pid, code, signal, served_ms: servedMs };
    if (decision.stop) {
      log.error(fields, 'an api process failed to start; stopping the others');
      return stopAll(1);
    }
    const what = servedMs === null ? 'an api process failed to start' : 'an api process exited';
    log.error({ ...fields, retry_in_ms: decision.delayMs }, `${what}; starting another in ${decision.delayMs} ms`);
    if (!decision.delayMs) return void fork();
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork();
    }, decision.delayMs);
    pending.add(timer);
  });
  for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => stopAll(0));
  for (let i = 0; i < count; i++) fork();
  log.info({ processes: count }, 'api processes started');
}

/** GET /metrics on `port`: every api process's metrics summed (prom-client's AggregatorRegistry asks each over IPC). */
function startAggregatedMetrics(port: number, host: string, log: pino.Logger): Server {
  const aggregator = new AggregatorRegistry();
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.statusCode = 404;
      return res.end();
    }
    aggregator
      .clusterMetrics()
      .then((text) => {
        res.setHeader('Content-Type', aggregator.contentType);
        res.end(text);
      })
      .catch(() => {
        res.statusCode = 500;
        res.end();
      });
  });
  server.on('error', (err) => log.warn({ err }, 'the api processes\' metrics listener not started'));
  server.listen(port, host, () => log.info({ metrics_port: port }, 'metrics of all api processes on /metrics'));
  server.unref(); // never what keeps the primary alive
  return server;
}

/** In an api process forked by startApiProcesses: whether it is the first (the one that seeds the demo). */
export const isFirstApiProcess = () => !cluster.isWorker || cluster.worker?.id === 1;
export const isApiProcessesPrimary = (count: number) => count > 1 && cluster.isPrimary;
