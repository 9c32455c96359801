import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { ApiError } from '../../common/errors.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
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
  resolve: (result: StoredDetection) => void;
}

/** Heap per worker: parsing a hostile file can allocate, but never past this. */
const WORKER_HEAP_MB = 384;
/** Past the cooperative budget, a worker still busy is terminated (a parser stuck in a loop). */
const HARD_TIMEOUT_GRACE_MS = 2000;
/** Files waiting per worker before new uploads are turned away (each waiting file is held in memory). */
const QUEUE_PER_WORKER = 32;

/** The compiled worker beside this file; from the TypeScript sources (tests) the built one in dist/. */
function workerFile(): URL | null {
  const here = new URL('./analysis.worker.js', import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  const built = new URL(here.href.replace('/src/documents/', '/dist/documents/'));
  return existsSync(fileURLToPath(built)) ? built : null;
}

/**
 * Runs analyses on worker threads: the event loop keeps serving while a PDF is parsed, several
 * cores analyse at once, and a file that exhausts the heap or the time limit ends its worker and
 * becomes a finding. DETECT_ANALYSIS_WORKERS=0 analyses in the request's own thread instead.
 */
@Injectable()
export class AnalysisPool implements OnModuleDestroy {
  private readonly logger = new Logger(AnalysisPool.name);
  private readonly file: URL | null;
  private readonly size: number;
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly workers = new Set<Worker>();
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

  analyze(kind: FileKind, mime: string, bytes: Buffer): Promise<StoredDetection> {
    const budgetMs = this.config.detect.analysisBudgetMs;
    if (!this.file) return analyzeDocument(kind, mime, bytes, budgetMs);
    if (this.queue.length >= this.size * QUEUE_PER_WORKER) {
      return Promise.reject(new ApiError('SERVICE_UNAVAILABLE', 'Document analysis is at capacity; retry shortly.', [], { 'Retry-After': '1' }));
    }
    return new Promise((resolve) => {
      this.queue.push({ job: { kind, mime, bytes, budgetMs }, resolve });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length && (this.idle.length || this.workers.size < this.size) && !this.closed) {
      const pending = this.queue.shift()!;
      const worker = this.idle.pop() ?? this.spawn();
      this.runOn(worker, pending);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(this.file!, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    this.workers.add(worker);
    return worker;
  }

  private runOn(worker: Worker, { job, resolve }: Pending) {
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
      if (reusable && !this.closed) this.idle.push(worker);
      else {
        this.workers.delete(worker);
        void worker.terminate();
      }
      resolve(result);
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
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    worker.postMessage(job, own ? [bytes.buffer as ArrayBuffer] : []);
  }

  async onModuleDestroy() {
    this.closed = true;
    this.idle.length = 0;
    await Promise.all([...this.workers].map((w) => w.terminate()));
    this.workers.clear();
  }
}
