import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { ApiError } from '../../common/errors.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { ownsItsMemory } from '../buffers.js';
import { analyzeDocument, StoredDetection, unanalysable } from './document-forensics.js';
import type { FileKind } from './file-kind.js';

export interface AnalysisJob {
  kind: FileKind;
  mime: string;
  bytes: Uint8Array;
  budgetMs: number;
}

/** Another worker script (tests: one that stalls or exhausts memory). */
export const ANALYSIS_WORKER_FILE = Symbol('ANALYSIS_WORKER_FILE');

interface Pending {
  job: AnalysisJob;
  queue: string;
  resolve: (result: StoredDetection) => void;
  reject: (err: ApiError) => void;
}

/** Heap per worker: parsing a hostile file can allocate, but never past this. */
const WORKER_HEAP_MB = 384;
/** Past the cooperative budget, a worker still busy is terminated (a parser stuck in a loop). */
const HARD_TIMEOUT_GRACE_MS = 2000;
/** Files waiting per worker before new uploads are turned away (each waiting file is held in memory). */
const QUEUE_PER_WORKER = 32;
/** A worker idle this long is ended, so the heap a large file grew is given back. */
const IDLE_WORKER_MS = 30_000;

/** While the app shuts down: the file was not analysed, and no finding is stored for it. */
const shuttingDown = () => new ApiError('SERVICE_UNAVAILABLE', 'The service is restarting; retry shortly.', [], { 'Retry-After': '1' });

/** The compiled worker beside this file; from the TypeScript sources (tests) the built one in dist/. */
function workerFile(): URL | null {
  const here = new URL('./analysis.worker.js', import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  const built = new URL(here.href.replace('/src/documents/', '/dist/documents/'));
  return existsSync(fileURLToPath(built)) ? built : null;
}

/** Worker threads keep the event loop serving and turn a heap or time blow-up into a finding; round-robin by organization bounds hostile files' delay. */
@Injectable()
export class AnalysisPool implements OnModuleDestroy {
  private readonly logger = new Logger(AnalysisPool.name);
  private readonly file: URL | null;
  private readonly size: number;
  private readonly idle: Worker[] = [];
  /** Waiting files by queue key. */
  private readonly queues = new Map<string, Pending[]>();
  private waiting = 0;
  /** Analyses running per queue key: the queue with the fewest goes next, then the one served longest ago. */
  private readonly running = new Map<string, number>();
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private readonly workers = new Set<Worker>();
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private closed = false;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Optional() @Inject(ANALYSIS_WORKER_FILE) file?: URL,
  ) {
    this.size = config.detect.analysisWorkers;
    this.file = this.size > 0 ? (file ?? workerFile()) : null;
    if (this.size > 0 && !this.file) this.logger.warn('analysis worker not built; analysing in the request thread');
  }

  /** Whether analyses run on worker threads (false: in the calling thread). */
  get threaded(): boolean {
    return this.file !== null;
  }

  /** `queue` groups files for fair turns (the organization); files of one queue keep their order. */
  analyze(kind: FileKind, mime: string, bytes: Buffer, queue = ''): Promise<StoredDetection> {
    const budgetMs = this.config.detect.analysisBudgetMs;
    if (!this.file) return analyzeDocument(kind, mime, bytes, budgetMs);
    if (this.closed) return Promise.reject(shuttingDown());
    if (this.waiting >= this.size * QUEUE_PER_WORKER) {
      return Promise.reject(new ApiError('SERVICE_UNAVAILABLE', 'Document analysis is at capacity; retry shortly.', [], { 'Retry-After': '1' }));
    }
    return new Promise((resolve, reject) => {
      const pending = { job: { kind, mime, bytes, budgetMs }, queue, resolve, reject };
      const waiting = this.queues.get(queue);
      if (waiting) waiting.push(pending);
      else this.queues.set(queue, [pending]);
      this.waiting++;
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.waiting && (this.idle.length || this.workers.size < this.size) && !this.closed) {
      const worker = this.takeIdle() ?? this.spawn();
      this.runOn(worker, this.nextInTurn());
    }
  }

  /** The head of the queue with the fewest analyses running, the one served longest ago among equals. */
  private nextInTurn(): Pending {
    let key = '';
    let best = [Infinity, Infinity];
    for (const k of this.queues.keys()) {
      const rank = [this.running.get(k) ?? 0, this.lastTurn.get(k) ?? 0];
      if (rank[0] < best[0] || (rank[0] === best[0] && rank[1] < best[1])) [key, best] = [k, rank];
    }
    const waiting = this.queues.get(key)!;
    const pending = waiting.shift()!;
    if (!waiting.length) this.queues.delete(key);
    this.waiting--;
    this.running.set(key, best[0] + 1);
    this.lastTurn.set(key, ++this.turns);
    return pending;
  }

  private ended(queue: string) {
    const n = (this.running.get(queue) ?? 1) - 1;
    if (n > 0) {
      this.running.set(queue, n);
      return;
    }
    this.running.delete(queue);
    if (!this.queues.has(queue)) this.lastTurn.delete(queue);
  }

  private takeIdle(): Worker | undefined {
    const worker = this.idle.pop();
    if (worker) {
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
    }
    return worker;
  }

  private parkIdle(worker: Worker) {
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at === -1) return;
      this.idle.splice(at, 1);
      this.workers.delete(worker);
      void worker.terminate();
    }, IDLE_WORKER_MS);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private spawn(): Worker {
    const worker = new Worker(this.file!, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    this.workers.add(worker);
    return worker;
  }

  private runOn(worker: Worker, { job, queue, resolve, reject }: Pending) {
    const { kind, mime, bytes } = job;
    const size = bytes.length;
    let done = false;
    const finish = (result: StoredDetection, reusable: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reusable && !this.closed) this.parkIdle(worker);
      else {
        this.workers.delete(worker);
        void worker.terminate();
      }
      this.ended(queue);
      if (this.closed) reject(shuttingDown()); // a worker ended by the shutdown says nothing about the file
      else resolve(result);
      this.dispatch();
    };
    const onMessage = (result: StoredDetection) => finish(result, true);
    const onError = (err: Error) => {
      const code = (err as { code?: string }).code;
      finish(
        unanalysable(kind, mime, size, 'ANALYSIS_RESOURCE_LIMIT', code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'processing'),
        false,
      );
    };
    const onExit = () => finish(unanalysable(kind, mime, size, 'ANALYSIS_RESOURCE_LIMIT', 'processing'), false);
    const timer = setTimeout(() => finish(unanalysable(kind, mime, size, 'ANALYSIS_TIMEOUT', 'time'), false), job.budgetMs + HARD_TIMEOUT_GRACE_MS);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // hand the bytes over without a copy when the buffer is the file's own (the caller has hashed them)
    worker.postMessage(job, ownsItsMemory(bytes) ? [bytes.buffer as ArrayBuffer] : []);
  }

  async onModuleDestroy() {
    this.closed = true;
    this.idle.length = 0;
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    for (const waiting of this.queues.values()) for (const pending of waiting) pending.reject(shuttingDown());
    this.queues.clear();
    this.waiting = 0;
    await Promise.all([...this.workers].map((w) => w.terminate()));
    this.workers.clear();
  }
}
