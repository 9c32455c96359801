import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ApiError } from '../common/errors.js';

/** At shutdown, bodies on the thread get this long to finish (10 MB takes about 7 ms). */
const SHUTDOWN_WAIT_MS = 1000;
/** Under this, hashing on the event loop costs less than lending the bytes to the hashing thread. */
const OFF_LOOP_FROM_BYTES = 64 * 1024;

// The buffer is moved to the thread and back (transferred, not copied): while it is away, the
// sender's view of it is empty, so nothing can read or change the bytes being hashed.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
parentPort.on('message', ({ id, buffer, start, end }) => {
  const hex = createHash('sha256').update(new Uint8Array(buffer, start, end - start)).digest('hex');
  parentPort.postMessage({ id, hex, buffer }, [buffer]);
});`;

export const sha256HexOnLoop = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

interface Pending {
  resolve: (answer: { hex: string; buffer: ArrayBuffer }) => void;
  reject: (err: Error) => void;
}

/** The thread ended with a body on it (it failed, or a shutdown outwaited it): the body is gone with it, so the client retries. */
const hashingStopped = () => new ApiError('SERVICE_UNAVAILABLE', 'The service is restarting; retry shortly.', [], { 'Retry-After': '1' });

/**
 * SHA-256 of upload bodies on a thread of its own (one per process, started at the first large
 * body): a 1 MB body is about 0.65 ms of CPU that the event loop no longer spends, nor makes other
 * requests wait behind (10 MB: about 6.5 ms). The body's buffer is lent to the thread and given
 * back, not copied. Bodies under 64 KB, and buffers that share their memory with others (not
 * upload buffers), are hashed on the loop.
 */
@Injectable()
export class Sha256Hasher implements OnModuleDestroy {
  private readonly logger = new Logger(Sha256Hasher.name);
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;

  /**
   * The SHA-256 of `whole[start, end)`, hex, and the buffer to use from then on: `whole` itself, or,
   * when it was lent to the thread, a new view of the same memory (`whole` is then empty).
   */
  async lend(whole: Buffer, start: number, end: number): Promise<{ hex: string; whole: Buffer }> {
    const ownsMemory = whole.byteOffset === 0 && whole.byteLength === whole.buffer.byteLength && whole.buffer instanceof ArrayBuffer;
    if (end - start < OFF_LOOP_FROM_BYTES || !ownsMemory || this.closed) return { hex: sha256HexOnLoop(whole.subarray(start, end)), whole };
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const { hex, buffer } = await new Promise<{ hex: string; buffer: ArrayBuffer }>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, buffer: whole.buffer, start, end }, [whole.buffer as ArrayBuffer]);
    });
    return { hex, whole: Buffer.from(buffer) };
  }

  /** Bodies on the thread now. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** New bodies are hashed on the loop from now; those on the thread (a few ms' worth) finish first. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const deadline = Date.now() + SHUTDOWN_WAIT_MS;
    while (this.pending.size && this.worker && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await this.worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref(); // an idle hashing thread never keeps the process alive
    worker.on('message', ({ id, hex, buffer }: { id: number; hex: string; buffer: ArrayBuffer }) => {
      const p = this.pending.get(id);
      if (!p) return;
      this.pending.delete(id);
      p.resolve({ hex, buffer });
    });
    const gone = (err?: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (err) this.logger.error(`the hashing thread failed (${err.message}); a new one starts with the next upload`);
      const lost = [...this.pending.values()];
      this.pending.clear();
      for (const p of lost) p.reject(hashingStopped());
    };
    worker.on('error', gone);
    worker.on('exit', () => gone());
    this.worker = worker;
    return worker;
  }
}
