import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { PooledBytes, UploadBufferPool } from './upload-buffers.js';

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
    expect(pool.pooled).toBe(0); // reused, not allocated
    second.append(Buffer.alloc(10, 2));
    expect(view[0]).toBe(2); // the view was the same memory: nothing may keep one past release
    expect(copy[0]).toBe(1);
  });

  it('keeps at most its bound in free buffers, and never hands a far bigger one to a small upload', () => {
    const MB = 1024 * 1024;
    const pool = new UploadBufferPool(6 * MB);
    const held = [1, 2, 3].map(() => pool.take(2 * MB));
    held.forEach((b) => pool.give(b));
    expect(pool.pooled).toBe(6 * MB);
    pool.give(Buffer.allocUnsafe(MB)); // over the bound: left to the garbage collector
    expect(pool.pooled).toBe(6 * MB);
    expect(pool.take(10).length).toBe(256 * 1024); // 2 MB is more than four times the smallest buffer
    expect(pool.pooled).toBe(6 * MB);
    expect(pool.take(600 * 1024).length).toBe(2 * MB); // within four times 768 KB
    expect(pool.pooled).toBe(4 * MB);
  });
});
