import { Worker } from 'node:worker_threads';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ApiError } from '../common/errors.js';
import { ownsItsMemory, sha256Hex } from './buffers.js';

/** Under this, hashing on the event loop costs less than lending the bytes to the hashing thread. */
const OFF_LOOP_FROM_BYTES = 64 * 1024;
/** At shutdown, bodies on the thread get this long to finish (10 MB takes about 7 ms). */
const SHUTDOWN_WAIT_MS = 1000;
/** A thread that cannot start is not tried again for this long: bodies are hashed on the loop meanwhile. */
const RESTART_BACKOFF_MS = 60_000;

// The buffer is moved to the thread and back (transferred, not copied): while it is away, the
// sender's view of it is empty, so nothing can read or change the bytes being hashed. Whatever
// happens, the buffer comes back.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
parentPort.on('message', ({ id, buffer, start, end }) => {
  let hex = null;
  let error = null;
  try {
    hex = createHash('sha256').update(new Uint8Array(buffer, start, end - start)).digest('hex');
  } catch (err) {
    error = String(err && err.message);
  }
  parentPort.postMessage({ id, hex, error, buffer }, [buffer]);
});
parentPort.on('messageerror', () => process.exit(1)); // a body it cannot read: its sender is answered by the exit`;

interface Answer {
  id: number;
  hex: string | null;
  error: string | null;
  buffer: ArrayBuffer;
}

interface Pending {
  resolve: (answer: Answer) => void;
  reject: (err: Error) => void;
}

/** The thread ended with a body on it: the body went with it, so the client sends it again. */
const bodyLost = () => new ApiError('SERVICE_UNAVAILABLE', 'The upload could not be processed; send it again.', [], { 'Retry-After': '1' });

/**
 * SHA-256 of upload bodies on a thread of its own (one per process, started at the first large
 * body): a 1 MB body is about 0.65 ms of CPU that the event loop no longer spends, nor makes other
 * requests wait behind (10 MB: about 6.5 ms). The body's buffer is lent to the thread and given
 * back, not copied. Bodies under 64 KB, buffers that share their memory with others (not upload
 * buffers), and everything after shutdown has begun or while the thread cannot start, are hashed
 * on the loop.
 */
@Injectable()
export class Sha256Hasher implements OnModuleDestroy {
  private readonly logger = new Logger(Sha256Hasher.name);
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;
  /** Until then, no thread is started (the last one failed to start). */
  private onLoopUntil = 0;
  private drained: (() => void) | null = null;
  private closing: Promise<void> | null = null;

  /**
   * The SHA-256 of `whole[start, end)`, hex, and the buffer to use from then on: `whole` itself, or,
   * when it was lent to the thread, a new view of the same memory (`whole` is then empty).
   */
  async lend(whole: Buffer, start: number, end: number): Promise<{ hex: string; whole: Buffer }> {
    if (!(Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start <= end && end <= whole.length)) {
      throw new RangeError(`range ${start}-${end} outside the ${whole.length} bytes given`);
    }
    if (end - start < OFF_LOOP_FROM_BYTES || !ownsItsMemory(whole) || this.closed || Date.now() < this.onLoopUntil) {
      return { hex: sha256Hex(whole.subarray(start, end)), whole };
    }
    const worker = this.worker ?? this.startOrBackOff();
    if (!worker) return { hex: sha256Hex(whole.subarray(start, end)), whole };
    const id = this.nextId++;
    const answer = await new Promise<Answer>((resolve, reject) => {
      worker.postMessage({ id, buffer: whole.buffer, start, end }, [whole.buffer as ArrayBuffer]); // throws before the body is away
      this.pending.set(id, { resolve, reject });
    });
    const back = Buffer.from(answer.buffer);
    if (answer.hex !== null) return { hex: answer.hex, whole: back };
    this.logger.error(`the hashing thread could not hash a body (${answer.error}); hashed on the event loop`);
    return { hex: sha256Hex(back.subarray(start, end)), whole: back };
  }

  /** New bodies are hashed on the loop from now; those on the thread (a few ms' worth) finish first. */
  onModuleDestroy(): Promise<void> {
    this.closing ??= this.close();
    return this.closing;
  }

  private async close(): Promise<void> {
    this.closed = true;
    if (this.pending.size && this.worker) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SHUTDOWN_WAIT_MS);
        this.drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.drained = null;
    }
    await this.worker?.terminate();
  }

  /** The thread, or null while it cannot be started (the loop hashes meanwhile). */
  private startOrBackOff(): Worker | null {
    try {
      return this.start();
    } catch (err) {
      this.onLoopUntil = Date.now() + RESTART_BACKOFF_MS;
      this.logger.error(`the hashing thread could not start (${(err as Error).message}); uploads are hashed on the event loop for ${RESTART_BACKOFF_MS / 1000} s`);
      return null;
    }
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref(); // an idle hashing thread never keeps the process alive
    let online = false;
    worker.once('online', () => (online = true));
    worker.on('message', (answer: Answer) => {
      const p = this.pending.get(answer.id);
      if (!p) return;
      this.pending.delete(answer.id);
      p.resolve(answer);
      if (this.pending.size === 0) this.drained?.();
    });
    const gone = (err?: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (!online && !this.closed) this.onLoopUntil = Date.now() + RESTART_BACKOFF_MS;
      if (err) {
        this.logger.error(
          `the hashing thread failed${online ? '' : ' to start'} (${err.message}); ${online ? 'a new one starts with the next upload' : `uploads are hashed on the event loop for ${RESTART_BACKOFF_MS / 1000} s`}`,
        );
      }
      const lost = [...this.pending.values()];
      this.pending.clear();
      for (const p of lost) p.reject(bodyLost());
      this.drained?.();
    };
    worker.on('error', gone);
    worker.on('messageerror', (err) => {
      gone(err);
      void worker.terminate();
    });
    worker.on('exit', () => gone());
    this.worker = worker;
    return worker;
  }
}
