import { createHash, randomFillSync } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../common/errors.js';
import { Sha256Hasher } from './sha256-hasher.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** `size` random bytes in a buffer of their own, as the upload buffers are. */
const own = (size: number) => randomFillSync(Buffer.allocUnsafeSlow(size));
const workerOf = (h: Sha256Hasher) => (h as unknown as { worker: Worker | null }).worker;
const inFlight = (h: Sha256Hasher) => (h as unknown as { pending: Map<number, unknown> }).pending.size;

describe('Sha256Hasher', () => {
  let hasher: Sha256Hasher;
  afterEach(async () => {
    await hasher?.onModuleDestroy();
  });

  it('lends a large buffer to its thread and gets the same memory back, hashing the range asked', async () => {
    hasher = new Sha256Hasher();
    const whole = own(1_000_003);
    const expected = { hex: sha256(whole.subarray(17, 999_000)), bytes: Buffer.from(whole) };
    const { hex, whole: back } = await hasher.lend(whole, 17, 999_000);
    expect(hex).toBe(expected.hex);
    expect(whole.length).toBe(0); // lent: the old view is empty, nothing could change the bytes meanwhile
    expect(back.equals(expected.bytes)).toBe(true);
    expect(workerOf(hasher)).not.toBeNull();
  });

  it('hashes small bodies, and buffers sharing their memory, on the loop and keeps the buffer', async () => {
    hasher = new Sha256Hasher();
    const small = own(1000);
    const slab = Buffer.from(own(300_000)).subarray(10); // a view inside a bigger allocation: not lendable
    const head = own(300_000).subarray(0, 200_000); // at its buffer's start, but not all of it: not lendable
    const smallRange = own(300_000); // lendable, but the range asked is small
    for (const [whole, start, end] of [
      [small, 0, 1000],
      [slab, 5, slab.length],
      [head, 0, head.length],
      [smallRange, 1000, 2000],
      [own(0), 0, 0],
    ] as const) {
      const expected = sha256(whole.subarray(start, end));
      const answer = await hasher.lend(whole, start, end);
      expect(answer).toEqual({ hex: expected, whole });
    }
    expect(workerOf(hasher)).toBeNull(); // none of them needed the thread
  });

  it('refuses a range outside the buffer before anything reaches the thread', async () => {
    hasher = new Sha256Hasher();
    const whole = own(200_000);
    await expect(hasher.lend(whole, 0, 200_001)).rejects.toThrow(RangeError);
    await expect(hasher.lend(whole, 10, 5)).rejects.toThrow(RangeError);
    expect(whole.length).toBe(200_000); // not lent
    expect(workerOf(hasher)).toBeNull();
  });

  it('hashes off the event loop: the loop turns while a large body is hashed', async () => {
    hasher = new Sha256Hasher();
    const body = own(64 * 1024 * 1024); // about 40 ms of hashing
    const expected = sha256(body);
    const order: string[] = [];
    const hashed = hasher.lend(body, 0, body.length).then(({ hex }) => order.push(hex));
    setImmediate(() => order.push('loop turned'));
    await hashed;
    expect(order).toEqual(['loop turned', expected]);
  });

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e,
    );

  it('a body on a thread that ends is answered 503 (retry), and the next body starts a new thread', async () => {
    hasher = new Sha256Hasher();
    await hasher.lend(own(100_000), 0, 100_000); // the thread is up
    const waiting = hasher.lend(own(32 * 1024 * 1024), 0, 32 * 1024 * 1024);
    const first = workerOf(hasher)!;
    await first.terminate();
    const err = await refusal(waiting);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('SERVICE_UNAVAILABLE');
    expect(inFlight(hasher)).toBe(0);
    const next = own(200_000);
    const expected = sha256(next);
    expect((await hasher.lend(next, 0, next.length)).hex).toBe(expected);
    expect(workerOf(hasher)).not.toBeNull();
    expect(workerOf(hasher)).not.toBe(first);
  });

  it('a thread that ends before it is up, or cannot be made, leaves hashing on the loop for a while', async () => {
    hasher = new Sha256Hasher();
    const waiting = hasher.lend(own(1024 * 1024), 0, 1024 * 1024);
    await workerOf(hasher)!.terminate(); // before 'online' could be seen
    expect((await refusal(waiting)) as ApiError).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const body = own(200_000);
    expect(await hasher.lend(body, 0, body.length)).toEqual({ hex: sha256(body), whole: body });
    expect(workerOf(hasher)).toBeNull();

    const other = new Sha256Hasher();
    const start = jest.spyOn(other as unknown as { start: () => Worker }, 'start').mockImplementation(() => {
      throw new Error('ERR_WORKER_INIT_FAILED');
    });
    for (let i = 0; i < 2; i++) {
      const b = own(200_000);
      expect(await other.lend(b, 0, b.length)).toEqual({ hex: sha256(b), whole: b });
    }
    expect(start).toHaveBeenCalledTimes(1); // not tried again for a while
    await other.onModuleDestroy();
  });

  it('a body that cannot be sent stays with its sender, with nothing left waiting', async () => {
    hasher = new Sha256Hasher();
    await hasher.lend(own(100_000), 0, 100_000);
    jest.spyOn(workerOf(hasher)!, 'postMessage').mockImplementationOnce(() => {
      throw new Error('DataCloneError');
    });
    const whole = own(200_000);
    await expect(hasher.lend(whole, 0, whole.length)).rejects.toThrow('DataCloneError');
    expect(inFlight(hasher)).toBe(0);
    expect(whole.length).toBe(200_000);
  });

  it('a message the thread cannot pass back ends it, and what it held is answered 503', async () => {
    hasher = new Sha256Hasher();
    await hasher.lend(own(100_000), 0, 100_000);
    const waiting = hasher.lend(own(32 * 1024 * 1024), 0, 32 * 1024 * 1024);
    workerOf(hasher)!.emit('messageerror', new Error('could not deserialize'));
    expect((await refusal(waiting)) as ApiError).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(workerOf(hasher)).toBeNull();
  });

  it('a shutdown lets the bodies on the thread finish, then hashes on the loop', async () => {
    hasher = new Sha256Hasher();
    await hasher.lend(own(100_000), 0, 100_000); // the thread started: the wait covers the hashing only
    const onThread = own(32 * 1024 * 1024);
    const expected = sha256(onThread);
    const waiting = hasher.lend(onThread, 0, onThread.length);
    const [first, second] = [hasher.onModuleDestroy(), hasher.onModuleDestroy()]; // twice at once: both settle
    await Promise.all([first, second]);
    expect((await waiting).hex).toBe(expected);
    expect(workerOf(hasher)).toBeNull();
    const body = own(100_000);
    expect(await hasher.lend(body, 0, body.length)).toEqual({ hex: sha256(body), whole: body });
  });
});
