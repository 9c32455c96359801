import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';

/** Under this, hashing on the event loop costs less than a message to the hashing thread. */
const OFF_LOOP_FROM_BYTES = 64 * 1024;

// The thread reads the bytes where they are: a view of shared memory, never a copy.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
parentPort.on('message', ({ id, buffer, offset, length }) => {
  parentPort.postMessage({ id, hex: createHash('sha256').update(new Uint8Array(buffer, offset, length)).digest('hex') });
});`;

export const sha256HexOnLoop = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

interface Pending {
  bytes: Buffer;
  resolve: (hex: string) => void;
}

/**
 * SHA-256 of upload bodies on a thread of its own (one per process, started at the first large
 * body). A 1 MB body is about 0.65 ms of CPU that the event loop no longer spends, nor makes other
 * requests wait behind (10 MB: about 6.5 ms). The thread reads the bytes in place, so they must be
 * in shared memory (the upload buffers are) and left unchanged until the answer; anything else is
 * hashed on the loop. If the thread dies, what it held is hashed on the loop and the next body
 * starts a new one.
 */
@Injectable()
export class Sha256Hasher implements OnModuleDestroy {
  private readonly logger = new Logger(Sha256Hasher.name);
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;

  /** The SHA-256 of `bytes`, hex; the caller keeps the bytes unchanged until it resolves. */
  hex(bytes: Buffer): Promise<string> {
    if (bytes.length < OFF_LOOP_FROM_BYTES || !(bytes.buffer instanceof SharedArrayBuffer) || this.closed) {
      return Promise.resolve(sha256HexOnLoop(bytes));
    }
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { bytes, resolve });
      worker.postMessage({ id, buffer: bytes.buffer, offset: bytes.byteOffset, length: bytes.length });
    });
  }

  /** Hashes waiting on the thread (for tests and metrics). */
  get inFlight(): number {
    return this.pending.size;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.drainOnLoop();
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref(); // an idle hashing thread never keeps the process alive
    worker.on('message', ({ id, hex }: { id: number; hex: string }) => {
      const p = this.pending.get(id);
      if (!p) return;
      this.pending.delete(id);
      p.resolve(hex);
    });
    const gone = (err?: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (err) this.logger.warn(`the hashing thread failed (${err.message}); a new one starts with the next upload`);
      this.drainOnLoop();
    };
    worker.on('error', gone);
    worker.on('exit', () => gone());
    this.worker = worker;
    return worker;
  }

  /** Answers every waiting hash here: its bytes are still held by its caller. */
  private drainOnLoop(): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) p.resolve(sha256HexOnLoop(p.bytes));
  }
}
