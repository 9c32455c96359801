import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import { redisReplicas } from '../../test/support/redis-replicas.js';
import { RedisSemaphore } from './redis-semaphore.js';

const { replicaA, replicaB, away, another } = redisReplicas('sem');

/** The first non-null answer of `attempt`, polled until it comes (jest's timeout bounds the wait), or null after `withinMs`. */
async function eventually<T>(attempt: () => Promise<T | null>, withinMs = 10_000): Promise<T | null> {
  const until = Date.now() + withinMs;
  for (;;) {
    const got = await attempt();
    if (got !== null || Date.now() > until) return got;
    await sleep(20);
  }
}

describe('RedisSemaphore', () => {
  it('holds the limit across replicas, and a released slot can be taken again', async () => {
    const a = new RedisSemaphore(replicaA, 'test', 30_000);
    const b = new RedisSemaphore(replicaB, 'test', 30_000);
    const first = await a.tryAcquire('org-1', 2);
    const second = await b.tryAcquire('org-1', 2);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await a.tryAcquire('org-1', 2)).toBeNull();
    expect(await b.tryAcquire('org-1', 2)).toBeNull();
    expect(await b.tryAcquire('org-2', 2)).not.toBeNull(); // another name has its own slots

    first!.release();
    first!.release(); // a second release frees nothing more
    // release does not wait for Redis: poll until the slot is back
    let third = await b.tryAcquire('org-1', 2);
    for (let i = 0; !third && i < 40; i++) {
      await sleep(50);
      third = await b.tryAcquire('org-1', 2);
    }
    expect(third).not.toBeNull();
    expect(await a.tryAcquire('org-1', 2)).toBeNull();
    second!.release();
    third!.release();
  });

  it('a release rides on the same replica\'s next acquire of that name: one Redis call, and the slot is free for it', async () => {
    const s = new RedisSemaphore(replicaA, 'ride', 30_000);
    const calls: string[] = [];
    const spied = replicaA as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const originals = { zrem: spied.zrem, semaphoreAcquire: spied.semaphoreAcquire };
    for (const name of ['zrem', 'semaphoreAcquire'] as const) {
      spied[name] = (...args: unknown[]) => {
        calls.push(name);
        return originals[name].apply(replicaA, args);
      };
    }
    try {
      const first = await s.tryAcquire('org', 1);
      first!.release();
      const second = await s.tryAcquire('org', 1); // limit 1: granted only if the release went first
      expect(second).not.toBeNull();
      expect(calls).toEqual(['semaphoreAcquire', 'semaphoreAcquire']);
      second!.release();
      await sleep(100); // no acquire follows: the release goes alone
      expect(calls).toEqual(['semaphoreAcquire', 'semaphoreAcquire', 'zrem']);
      expect(await new RedisSemaphore(replicaB, 'ride', 30_000).tryAcquire('org', 1)).not.toBeNull();
    } finally {
      Object.assign(spied, originals);
    }
  });

  it('releases that rode on an acquire that failed (a Redis blip) are sent again, not left held for the lease', async () => {
    const client = another();
    await client.connect();
    const spied = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    try {
      const s = new RedisSemaphore(client, 'blip', 30_000);
      const other = new RedisSemaphore(replicaB, 'blip', 30_000);
      const first = await s.tryAcquire('org', 1);
      expect(first).not.toBeNull();
      const original = spied.semaphoreAcquire;
      spied.semaphoreAcquire = () => Promise.reject(new Error('connection lost')); // the blip
      first!.release();
      expect(await s.tryAcquire('org', 1)).not.toBeNull(); // this replica counts its own meanwhile
      spied.semaphoreAcquire = original;
      // the release reaches Redis: another replica gets the org's one slot well within the 30 s lease
      expect(await eventually(() => other.tryAcquire('org', 1))).not.toBeNull();
    } finally {
      client.disconnect();
    }
  });

  it('a release that cannot reach Redis is sent again once it is back', async () => {
    const client = another();
    await client.connect();
    const spied = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const originals = { zrem: spied.zrem, semaphoreAcquire: spied.semaphoreAcquire };
    let failed = 0;
    try {
      const s = new RedisSemaphore(client, 'retry', 30_000);
      const other = new RedisSemaphore(replicaB, 'retry', 30_000);
      const first = await s.tryAcquire('org', 1);
      expect(first).not.toBeNull();
      for (const name of ['zrem', 'semaphoreAcquire'] as const) {
        spied[name] = () => {
          failed++;
          return Promise.reject(new Error('connection lost'));
        };
      }
      first!.release();
      await s.tryAcquire('org', 1); // fails and falls back to the local count
      await eventually(async () => (failed >= 3 ? true : null)); // the acquire and two tries of the release alone
      Object.assign(spied, originals);
      expect(await eventually(() => other.tryAcquire('org', 1))).not.toBeNull();
    } finally {
      Object.assign(spied, originals);
      client.disconnect();
    }
  });

  it('a release after a failed one goes out within milliseconds, not at the failed one\'s backoff', async () => {
    const client = another();
    await client.connect();
    const spied = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const originals = { zrem: spied.zrem, semaphoreAcquire: spied.semaphoreAcquire };
    let failedReleases = 0;
    try {
      const s = new RedisSemaphore(client, 'backoff', 30_000);
      const other = new RedisSemaphore(replicaB, 'backoff', 30_000);
      const failing = await s.tryAcquire('org-a', 1);
      const later = await s.tryAcquire('org-b', 1);
      expect(failing && later).toBeTruthy();
      spied.semaphoreAcquire = () => Promise.reject(new Error('connection lost'));
      spied.zrem = () => {
        failedReleases++;
        return Promise.reject(new Error('connection lost'));
      };
      failing!.release();
      // six acquires fail with the release riding on each (backoff 100 ms doubling to 3.2 s), then the release alone
      // fails: its next try is 6.4 s away
      for (let i = 0; i < 6; i++) await s.tryAcquire('org-a', 1);
      expect(await eventually(async () => (failedReleases >= 1 ? true : null))).toBe(true);
      Object.assign(spied, originals);
      later!.release();
      // the slot is free in Redis at the next release's own few milliseconds (bounded here at half the backoff)
      expect(await eventually(() => other.tryAcquire('org-b', 1), 3200)).not.toBeNull();
      expect(failedReleases).toBe(1);
    } finally {
      Object.assign(spied, originals);
      client.disconnect();
    }
  });

  it('a lease of a replica that died lapses, while a held one is renewed past its lease', async () => {
    const dying = another();
    dying.on('error', () => undefined);
    await dying.connect();
    // a lease long enough that a stalled event loop on a loaded machine cannot miss a renewal
    const dead = new RedisSemaphore(dying, 'lapse', 2000);
    const alive = new RedisSemaphore(replicaB, 'lapse', 2000);
    const held = await alive.tryAcquire('org', 2);
    const lost = await dead.tryAcquire('org', 2);
    expect(held && lost).toBeTruthy();
    // the dead replica neither renews nor releases; its lease lapses, the live one's is renewed
    dying.disconnect();
    await sleep(5000);
    expect(await alive.tryAcquire('org', 2)).not.toBeNull();
    expect(await alive.tryAcquire('org', 2)).toBeNull();
  });

  it('while Redis is away, counts the holders of this replica instead', async () => {
    const s = new RedisSemaphore(away, 'local', 30_000);
    const one = await s.tryAcquire('org', 2);
    const two = await s.tryAcquire('org', 2);
    expect(one && two).toBeTruthy();
    expect(await s.tryAcquire('org', 2)).toBeNull();
    one!.release();
    expect(await s.tryAcquire('org', 2)).not.toBeNull();
  });
});
