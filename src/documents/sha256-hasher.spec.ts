import { createHash, randomFillSync } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Sha256Hasher } from './sha256-hasher.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** `size` random bytes in shared memory, as the upload buffers hold them, at an offset inside their buffer. */
const shared = (size: number, offset = 0) => {
  const b = Buffer.from(new SharedArrayBuffer(size + offset), offset, size);
  randomFillSync(b);
  return b;
};
const workerOf = (h: Sha256Hasher) => (h as unknown as { worker: Worker | null }).worker;

describe('Sha256Hasher', () => {
  let hasher: Sha256Hasher;
  afterEach(async () => {
    await hasher?.onModuleDestroy();
  });

  it('answers the SHA-256 of shared, ordinary and small buffers, a view inside its buffer included', async () => {
    hasher = new Sha256Hasher();
    const big = shared(1_000_003, 17);
    const ordinary = randomFillSync(Buffer.alloc(300_000));
    const small = shared(1000);
    const answers = await Promise.all([hasher.hex(big), hasher.hex(ordinary), hasher.hex(small), hasher.hex(shared(0))]);
    expect(answers).toEqual([sha256(big), sha256(ordinary), sha256(small), sha256(Buffer.alloc(0))]);
    expect(workerOf(hasher)).not.toBeNull(); // the shared one went to the thread
  });

  it('hashes a large body off the event loop: the loop turns while it is hashed', async () => {
    hasher = new Sha256Hasher();
    const body = shared(64 * 1024 * 1024); // about 40 ms of hashing
    const order: string[] = [];
    const hashed = hasher.hex(body).then(() => order.push('hashed'));
    setImmediate(() => order.push('loop turned'));
    await hashed;
    expect(order).toEqual(['loop turned', 'hashed']);
  });

  it('a thread that dies leaves no hash unanswered, and the next body starts a new one', async () => {
    hasher = new Sha256Hasher();
    const body = shared(32 * 1024 * 1024);
    const waiting = hasher.hex(body);
    const first = workerOf(hasher)!;
    await first.terminate();
    expect(await waiting).toBe(sha256(body));
    expect(hasher.inFlight).toBe(0);
    const next = shared(200_000);
    expect(await hasher.hex(next)).toBe(sha256(next));
    expect(workerOf(hasher)).not.toBe(first);
  });

  it('shutting down answers what is waiting', async () => {
    hasher = new Sha256Hasher();
    const body = shared(32 * 1024 * 1024);
    const waiting = hasher.hex(body);
    await hasher.onModuleDestroy();
    expect(await waiting).toBe(sha256(body));
    const after = shared(100_000);
    expect(await hasher.hex(after)).toBe(sha256(after)); // on the loop now
    expect(workerOf(hasher)).toBeNull();
  });
});
