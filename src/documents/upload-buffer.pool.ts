import { uploadBuffersPooledBytes } from './documents-metrics.js';

// Upload bodies are copied into reused buffers so the request's own 64 KB chunks die young: kept until
// the answer, they outlived the young generation and cost a full collection per 64 MB (README, Measured).
// Each buffer owns its whole ArrayBuffer, so it can be lent to the hashing thread and back without a
// copy (sha256-hasher.ts).
const GRAIN = 256 * 1024;
/** Bigger buffers (a 10 MB upload's) are not kept: one would pin memory that 1 MB uploads cannot use. */
const MAX_POOLED_BUFFER = 4 * 1024 * 1024;
/** Free buffers kept in all: about 32 concurrent 1 MB uploads reuse them. */
const DEFAULT_MAX_POOLED_BYTES = 32 * 1024 * 1024;
const roundUp = (n: number) => Math.max(GRAIN, Math.ceil(n / GRAIN) * GRAIN);

/** One per process (a provider of DocumentsModule). */
export class UploadBufferPool {
  private readonly free: Buffer[] = [];
  private pooledBytes = 0;

  constructor(private readonly maxPooledBytes: number = DEFAULT_MAX_POOLED_BYTES) {}

  /** A buffer of at least `min` bytes, owning its ArrayBuffer: a free one no larger than four times that, else a new one. Its contents are not cleared. */
  take(min: number): Buffer {
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const size = this.free[i].length;
      if (size >= min && size <= 4 * roundUp(min) && (best === -1 || size < this.free[best].length)) best = i;
    }
    if (best === -1) return Buffer.allocUnsafeSlow(roundUp(min));
    const [buffer] = this.free.splice(best, 1);
    this.count(-buffer.length);
    return buffer;
  }

  /** Gives a buffer back (the oldest free ones make room); nothing may use it, or a view of it, afterwards. */
  give(buffer: Buffer): void {
    if (buffer.length === 0 || buffer.length > MAX_POOLED_BUFFER || buffer.length > this.maxPooledBytes) return;
    if (this.free.includes(buffer)) return; // given twice, it would be taken by two uploads at once
    while (this.pooledBytes + buffer.length > this.maxPooledBytes) this.count(-this.free.shift()!.length);
    this.free.push(buffer);
    this.count(buffer.length);
  }

  /** Bytes held in free buffers. */
  get pooled(): number {
    return this.pooledBytes;
  }

  /** Drops every free buffer. */
  clear(): void {
    this.free.length = 0;
    this.count(-this.pooledBytes);
  }

  private count(delta: number): void {
    this.pooledBytes += delta;
    uploadBuffersPooledBytes.set(this.pooledBytes);
  }
}

/** Hashes `whole[start, end)`, possibly lending `whole` out; answers the hex digest and the buffer to use from then on. */
export type LendingHash = (whole: Buffer, start: number, end: number) => Promise<{ hex: string; whole: Buffer }>;

/**
 * Bytes appended into a pooled buffer, taken at the first byte and moved to a bigger one when full
 * (at once to the expected size when one is known); `release` gives it back.
 */
export class PooledBytes {
  private buffer: Buffer = Buffer.alloc(0);
  private used = 0;
  private released = false;
  /** While the buffer is lent (sha256), nothing may read or append. */
  private lent = false;

  constructor(
    private readonly pool: UploadBufferPool,
    /** the body's declared length, when known */
    private readonly expected = 0,
    /** the most taken before any byte proves the declared length (a client declaring 10 MB and sending nothing holds little) */
    private readonly firstTake = 2 * 1024 * 1024,
  ) {}

  get length(): number {
    return this.used;
  }

  append(chunk: Buffer): void {
    this.notLent();
    const needed = this.used + chunk.length;
    if (needed > this.buffer.length) {
      const first = this.buffer.length === 0;
      const size = first ? Math.max(needed, Math.min(this.expected, this.firstTake)) : Math.max(needed, this.expected > needed ? this.expected : 2 * this.buffer.length);
      const bigger = this.pool.take(size);
      this.buffer.copy(bigger, 0, 0, this.used);
      this.pool.give(this.buffer);
      this.buffer = bigger;
    }
    chunk.copy(this.buffer, this.used);
    this.used = needed;
  }

  /** A view of bytes appended (valid until release). */
  view(start: number, end: number): Buffer {
    this.notLent();
    if (start < 0 || end > this.used || start > end) throw new RangeError(`view ${start}-${end} outside the ${this.used} bytes held`);
    return this.buffer.subarray(start, end);
  }

  /**
   * The SHA-256 of bytes appended, by `hash`, which may lend the whole buffer to another thread and
   * give back another view of the same memory; nothing may read or append meanwhile.
   */
  async sha256(start: number, end: number, hash: LendingHash): Promise<string> {
    this.view(start, end); // the range is checked before the buffer is lent
    const lent = this.buffer;
    this.buffer = Buffer.alloc(0);
    this.lent = true;
    let answer: { hex: string; whole: Buffer };
    try {
      answer = await hash(lent, start, end);
    } catch (err) {
      this.lent = false;
      // still here when it was never sent; else gone with the thread, and the bytes with it
      if (lent.length === 0) this.used = 0;
      else if (this.released) this.pool.give(lent);
      else this.buffer = lent;
      throw err;
    }
    this.lent = false;
    if (this.released) this.pool.give(answer.whole);
    else this.buffer = answer.whole;
    return answer.hex;
  }

  /** A copy of bytes appended, owned by the caller. */
  copy(start: number, end: number): Buffer {
    return Buffer.from(this.view(start, end));
  }

  private notLent(): void {
    if (this.lent) throw new Error('the upload buffer is lent to the hashing thread');
  }

  /** Gives the buffer back; a second call does nothing. */
  release(): void {
    this.released = true; // a buffer lent out (sha256) goes back to the pool when it returns
    const buffer = this.buffer;
    this.buffer = Buffer.alloc(0);
    this.used = 0;
    this.pool.give(buffer);
  }
}
