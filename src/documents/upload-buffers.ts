/**
 * Reused buffers for upload bodies. Node hands a request body over as new 64 KB buffers outside the
 * JS heap; kept until the upload is answered, they outlive the young generation, and V8 then frees
 * them only in full collections, which it starts after every 64 MB of such memory: for 1 MB uploads
 * a collection of the whole heap every 64 uploads, most of a cached upload's CPU. Copied into a
 * reused buffer instead, each chunk dies young and is freed by the cheap young collections.
 */
const GRAIN = 256 * 1024;
const roundUp = (n: number) => Math.max(GRAIN, Math.ceil(n / GRAIN) * GRAIN);

export class UploadBufferPool {
  private readonly free: Buffer[] = [];
  private pooledBytes = 0;

  /** Keeps at most `maxPooledBytes` in free buffers; more is left to the garbage collector. */
  constructor(private readonly maxPooledBytes: number) {}

  /** A buffer of at least `min` bytes: a free one no larger than four times that, else a new one. Its contents are not cleared. */
  take(min: number): Buffer {
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const size = this.free[i].length;
      if (size >= min && size <= 4 * roundUp(min) && (best === -1 || size < this.free[best].length)) best = i;
    }
    if (best === -1) return Buffer.allocUnsafeSlow(roundUp(min));
    const [buffer] = this.free.splice(best, 1);
    this.pooledBytes -= buffer.length;
    return buffer;
  }

  /** Gives a buffer back; nothing may use it (or a view of it) afterwards. */
  give(buffer: Buffer): void {
    if (buffer.length === 0 || this.pooledBytes + buffer.length > this.maxPooledBytes) return;
    this.free.push(buffer);
    this.pooledBytes += buffer.length;
  }

  /** Drops every free buffer. */
  clear(): void {
    this.free.length = 0;
    this.pooledBytes = 0;
  }

  /** Bytes held in free buffers (for tests). */
  get pooled(): number {
    return this.pooledBytes;
  }
}

/** Bytes appended into a pooled buffer, moved to a bigger one when full; `release` gives it back. */
export class PooledBytes {
  private buffer: Buffer;
  private used = 0;

  constructor(
    private readonly pool: UploadBufferPool,
    sizeHint: number,
  ) {
    this.buffer = pool.take(sizeHint);
  }

  get length(): number {
    return this.used;
  }

  append(chunk: Buffer): void {
    if (this.used + chunk.length > this.buffer.length) {
      const bigger = this.pool.take(Math.max(2 * this.buffer.length, this.used + chunk.length));
      this.buffer.copy(bigger, 0, 0, this.used);
      this.pool.give(this.buffer);
      this.buffer = bigger;
    }
    chunk.copy(this.buffer, this.used);
    this.used += chunk.length;
  }

  /** A view of bytes appended (valid until release). */
  view(start: number, end: number): Buffer {
    if (start < 0 || end > this.used || start > end) throw new RangeError(`view ${start}-${end} outside the ${this.used} bytes held`);
    return this.buffer.subarray(start, end);
  }

  /** A copy of bytes appended, owned by the caller. */
  copy(start: number, end: number): Buffer {
    return Buffer.from(this.view(start, end));
  }

  release(): void {
    const buffer = this.buffer;
    this.buffer = Buffer.alloc(0);
    this.used = 0;
    this.pool.give(buffer);
  }
}

/** The process's upload buffers: room for 32 MB of free buffers (about 32 concurrent 1 MB uploads reuse them). */
export const uploadBuffers = new UploadBufferPool(32 * 1024 * 1024);
