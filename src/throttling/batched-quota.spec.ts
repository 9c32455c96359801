import { describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { redisReplicas } from '../../test/support/redis-replicas.js';
import { BatchedQuota, type Take } from './batched-quota.js';

const { replicaA, replicaB, away } = redisReplicas('quota');

/** Counts the reservations a client sends to Redis. */
function countReservations(redis: Redis): { calls: number } {
  const counter = { calls: 0 };
  const scripted = redis as Redis & { quotaReserve: (...args: unknown[]) => Promise<unknown> };
  const original = scripted.quotaReserve.bind(redis);
  scripted.quotaReserve = (...args: unknown[]) => {
    counter.calls++;
    return original(...args);
  };
  return counter;
}

const served = (takes: Take[]) => takes.filter((t) => t.ok).length;

describe('BatchedQuota', () => {
  it('on one replica: exactly `points` requests a window with the exact remaining count, then refusals until the window ends', async () => {
    const q = new BatchedQuota(replicaA, 'one', 5, 60);
    const takes: Take[] = [];
    for (let i = 0; i < 7; i++) takes.push(await q.take('key'));
    expect(takes.slice(0, 5)).toEqual([4, 3, 2, 1, 0].map((remaining) => ({ ok: true, remaining })));
    for (const t of takes.slice(5)) {
      expect(t.ok).toBe(false);
      expect(!t.ok && t.msBeforeNext).toBeGreaterThan(50_000);
    }
    expect((await q.take('other key')).ok).toBe(true); // keys are counted apart
  });

  it('a busy key costs one Redis round trip per batch, not per request, and concurrent requests share a reservation', async () => {
    const q = new BatchedQuota(replicaA, 'busy', 10_000, 60);
    const reservations = countReservations(replicaA);
    const takes: Take[] = [];
    for (let i = 0; i < 50; i++) takes.push(...(await Promise.all(Array.from({ length: 20 }, () => q.take('key')))));
    expect(served(takes)).toBe(1000);
    expect(reservations.calls).toBeLessThanOrEqual(30);
  });

  it('two replicas on one key never serve more than the window allows between them, and refuse at most a batch early', async () => {
    const a = new BatchedQuota(replicaA, 'shared', 97, 60);
    const b = new BatchedQuota(replicaB, 'shared', 97, 60);
    const takes: Take[] = [];
    for (let i = 0; i < 150; i++) takes.push(...(await Promise.all([a.take('key'), b.take('key'), b.take('key')])));
    expect(served(takes)).toBeLessThanOrEqual(97);
    expect(served(takes)).toBeGreaterThanOrEqual(97 - 9); // a replica's batch is at most points / 10
    // the window is spent for both
    expect((await a.take('key')).ok).toBe(false);
    expect((await b.take('key')).ok).toBe(false);
  });

  it('a new window starts over', async () => {
    const q = new BatchedQuota(replicaA, 'windows', 3, 1);
    const first: Take[] = [];
    for (let i = 0; i < 4; i++) first.push(await q.take('key'));
    expect(served(first)).toBe(3);
    const refused = first[3];
    await new Promise((r) => setTimeout(r, refused.ok ? 0 : refused.msBeforeNext + 50));
    expect(await q.take('key')).toEqual({ ok: true, remaining: 2 });
  });

  it('while Redis is away, each replica counts alone with the same limit', async () => {
    const q = new BatchedQuota(away, 'away', 3, 60);
    const takes: Take[] = [];
    for (let i = 0; i < 5; i++) takes.push(await q.take('key'));
    expect(takes.map((t) => t.ok)).toEqual([true, true, true, false, false]);
  });
});
