import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { PooledBytes, UploadBufferPool } from './upload-buffer.pool.js';

describe('upload buffers', () => {
  it('keeps what is appended across growth, in order', () => {
    const pool = new UploadBufferPool(8 * 1024 * 1024);
    const bytes = new PooledBytes(pool, 1000);
    const pieces = Array.from({ length: 20 }, (_, i) => randomBytes(50_000 + i));
    for (const p of pieces) bytes.append(p);
    const all = Buffer.concat(pieces);
    expect(bytes.length).toBe(all.length);
    expect(bytes.view(0, all.length).equals(all)).toBe(true);
    expect(bytes.copy(123, 456_789).equals(all.subarray(123, 456_789))).toBe(true);
    expect(() => bytes.view(0, all.length + 1)).toThrow(RangeError);
  });

  it('a released buffer is taken again by the next upload of about its size, and a copy outlives it', () => {
    const pool = new UploadBufferPool(8 * 1024 * 1024);
    const first = new PooledBytes(pool, 1_000_000);
    first.append(Buffer.alloc(1_000_000, 1));
    const view = first.view(0, 10);
    const copy = first.copy(0, 10);
    first.release();
    expect(pool.pooled).toBeGreaterThanOrEqual(1_000_000);
    const second = new PooledBytes(pool, 900_000);
    second.append(Buffer.alloc(10, 2));
    expect(pool.pooled).toBe(0); // reused, not allocated
    expect(view[0]).toBe(2); // the view was the same memory: nothing may keep one past release
    expect(copy[0]).toBe(1);
  });

  it('keeps at most its bound in free buffers (the oldest make room), no buffer over 4 MB, and never hands a far bigger one to a small upload', () => {
    const MB = 1024 * 1024;
    const pool = new UploadBufferPool(6 * MB);
    const held = [1, 2, 3].map(() => pool.take(2 * MB));
    held.forEach((b) => pool.give(b));
    expect(pool.pooled).toBe(6 * MB);
    pool.give(Buffer.allocUnsafe(16 * MB)); // a 10 MB upload's: never kept
    expect(pool.pooled).toBe(6 * MB);
    const newer = Buffer.allocUnsafe(MB);
    pool.give(newer); // the oldest 2 MB buffer makes room
    expect(pool.pooled).toBe(5 * MB);
    expect(pool.take(MB)).toBe(newer);
    expect(pool.take(10).length).toBe(256 * 1024); // 2 MB is more than four times the smallest buffer
    expect(pool.take(600 * 1024).length).toBe(2 * MB); // within four times 768 KB
    expect(pool.pooled).toBe(2 * MB);
  });

  it('one large upload does not fill the pool for the small ones after it', () => {
    const MB = 1024 * 1024;
    const pool = new UploadBufferPool(32 * MB);
    const big = new PooledBytes(pool); // chunked: no declared length
    for (let i = 0; i < 160; i++) big.append(Buffer.alloc(64 * 1024)); // 10 MB, grown by doubling
    big.release();
    const small = Array.from({ length: 16 }, () => new PooledBytes(pool, MB));
    small.forEach((b) => b.append(Buffer.alloc(MB)));
    small.forEach((b) => b.release());
    const before = pool.pooled;
    expect(before).toBeGreaterThanOrEqual(16 * MB); // the small uploads' buffers are all kept
    const again = Array.from({ length: 16 }, () => new PooledBytes(pool, MB));
    again.forEach((b) => b.append(Buffer.alloc(MB)));
    expect(pool.pooled).toBeLessThanOrEqual(before - 16 * MB); // and all taken again
  });

  it('grows at once to the declared length, and takes no more than 2 MB before the first byte proves it', () => {
    const MB = 1024 * 1024;
    const pool = new UploadBufferPool(32 * MB);
    const declared = new PooledBytes(pool, 10 * MB);
    expect(pool.pooled).toBe(0);
    declared.append(Buffer.alloc(1));
    declared.append(Buffer.alloc(3 * MB));
    declared.release();
    // the first take was 2 MB (kept), the second the declared 10 MB (not kept: over 4 MB)
    expect(pool.pooled).toBe(2 * MB);
  });

  it('a buffer given back twice is kept once, so two uploads never take it together; each owns its memory', () => {
    const pool = new UploadBufferPool(8 * 1024 * 1024);
    const buffer = pool.take(300_000);
    expect(buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length).toBe(true); // its own memory: lendable to the hashing thread
    pool.give(buffer);
    pool.give(buffer);
    expect(pool.pooled).toBe(buffer.length);
    const first = pool.take(300_000);
    const second = pool.take(300_000);
    expect(first).toBe(buffer);
    expect(second).not.toBe(buffer);
  });

  it('hashes by lending its buffer: the bytes are there after, and a release while lent gives the buffer back when it returns', async () => {
    const pool = new UploadBufferPool(8 * 1024 * 1024);
    const bytes = new PooledBytes(pool, 300_000);
    const data = randomBytes(300_000);
    bytes.append(data);
    let lentOut: Buffer | null = null;
    const lend = async (whole: Buffer, start: number, end: number) => {
      lentOut = Buffer.from(whole); // as a transfer: the same bytes come back in another buffer object
      const hex = createHash('sha256').update(whole.subarray(start, end)).digest('hex');
      return { hex, whole: lentOut };
    };
    expect(await bytes.sha256(10, 200_000, lend)).toBe(createHash('sha256').update(data.subarray(10, 200_000)).digest('hex'));
    expect(bytes.view(0, 300_000).equals(data)).toBe(true);
    await expect(bytes.sha256(0, 300_001, lend)).rejects.toThrow(RangeError);

    const during = bytes.sha256(0, 100, async (whole, start, end) => {
      expect(() => bytes.view(0, 10)).toThrow(/lent/); // nothing reads or appends while it is away
      expect(() => bytes.append(Buffer.alloc(1))).toThrow(/lent/);
      bytes.release(); // the request went away while the body was on the thread
      return lend(whole, start, end);
    });
    await during;
    expect(pool.take(300_000)).toBe(lentOut); // the returned buffer, not the lent-out view, went back
  });

  it('a failed hash keeps a buffer never sent, and drops the bytes of one gone with the thread', async () => {
    const pool = new UploadBufferPool(8 * 1024 * 1024);
    const kept = new PooledBytes(pool, 300_000);
    const data = randomBytes(300_000);
    kept.append(data);
    await expect(kept.sha256(0, 300_000, () => Promise.reject(new Error('never sent')))).rejects.toThrow('never sent');
    expect(kept.view(0, 300_000).equals(data)).toBe(true);

    const gone = new PooledBytes(pool, 300_000);
    gone.append(data);
    const away = (whole: Buffer) => {
      structuredClone(whole.buffer, { transfer: [whole.buffer as ArrayBuffer] }); // sent, and the thread died with it
      return Promise.reject(new Error('thread gone'));
    };
    await expect(gone.sha256(0, 300_000, away)).rejects.toThrow('thread gone');
    expect(gone.length).toBe(0);
    expect(() => gone.view(0, 1)).toThrow(RangeError);
  });
});
