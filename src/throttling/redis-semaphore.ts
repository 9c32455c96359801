import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A held slot; release() is safe to call more than once. */
export interface Slot {
  release(): void;
}

// Slot ids scored by lease expiry on Redis's own clock (replicas never disagree); a dead replica's lapsed leases drop before counting.
// ARGV[4…]: slots of this name this replica released moments ago, removed first (their release rides on this call).
const ACQUIRE = `
for i = 4, #ARGV do redis.call('ZREM', KEYS[1], ARGV[i]) end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1`;

/** The scripts as ioredis commands: sent by their SHA (EVALSHA), not as their text on every call. */
type ScriptedRedis = Redis & {
  semaphoreAcquire(key: string, limit: number, leaseMs: number, id: string, ...released: string[]): Promise<unknown>;
  semaphoreRenew(key: string, leaseMs: number, id: string): Promise<unknown>;
};

/** How long a release may wait to ride on this replica's next acquire of the same name before it is sent alone. */
const RELEASE_DELAY_MS = 3;
/** After a release failed to reach Redis, the first wait before it is sent again (doubling, at most the lease). */
const RELEASE_RETRY_MS = 100;

/** A released slot id not yet removed in Redis, and when it was released (its lease lapses `leaseMs` after). */
interface Release {
  id: string;
  at: number;
}

/**
 * At most `limit` holders per name across replicas; renewed leases return a crashed replica's slots
 * within `leaseMs`, and without Redis each replica counts its own. A release goes with the
 * replica's next acquire of that name if one comes within a few milliseconds (one Redis round trip
 * per upload under load instead of two), else on its own.
 */
export class RedisSemaphore {
  private readonly local = new Map<string, number>();
  private readonly redis: ScriptedRedis;
  private readonly released = new Map<string, Release[]>();
  private flushTimer: NodeJS.Timeout | null = null;
  /** When flushTimer fires (Date.now() clock). */
  private flushAt = 0;
  private retryMs = 0;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly leaseMs: number,
  ) {
    const scripted = redis as ScriptedRedis;
    if (typeof scripted.semaphoreAcquire !== 'function') {
      redis.defineCommand('semaphoreAcquire', { numberOfKeys: 1, lua: ACQUIRE });
      redis.defineCommand('semaphoreRenew', { numberOfKeys: 1, lua: RENEW });
    }
    this.redis = scripted;
  }

  /** A slot, or null when `limit` are held. */
  async tryAcquire(name: string, limit: number): Promise<Slot | null> {
    const key = `${this.keyPrefix}:${name}`;
    const id = randomUUID();
    const released = this.released.get(key) ?? [];
    this.released.delete(key);
    let granted: unknown;
    try {
      granted = await this.redis.semaphoreAcquire(key, limit, this.leaseMs, id, ...released.map((r) => r.id));
    } catch {
      // the releases that rode on it did not reach Redis: send them again, else their slots stay held for the lease
      this.retryReleases(key, released);
      return this.tryAcquireLocal(key, limit);
    }
    if (granted !== 1) return null;
    const renew = setInterval(() => void this.redis.semaphoreRenew(key, this.leaseMs, id).catch(() => undefined), Math.floor(this.leaseMs / 3));
    renew.unref();
    return once(() => {
      clearInterval(renew);
      this.releaseSoon(key, id);
    });
  }

  private releaseSoon(key: string, id: string) {
    this.queue(key, [{ id, at: Date.now() }]);
    this.flushWithin(RELEASE_DELAY_MS);
  }

  /**
   * The queued releases go out within `delayMs`: an earlier deadline than the pending timer's replaces it (a release
   * after a failed one must not wait out the failed one's backoff, its slot held meanwhile); a later one waits for it.
   */
  private flushWithin(delayMs: number, background = false) {
    const at = Date.now() + delayMs;
    if (this.flushTimer) {
      if (this.flushAt <= at) return;
      clearTimeout(this.flushTimer);
    }
    this.flushAt = at;
    this.flushTimer = setTimeout(() => this.flushReleases(), delayMs);
    if (background) this.flushTimer.unref();
  }

  private queue(key: string, releases: Release[]) {
    const queued = this.released.get(key);
    if (queued) queued.push(...releases);
    else this.released.set(key, [...releases]);
  }

  private flushReleases() {
    this.flushTimer = null;
    const batch = [...this.released];
    this.released.clear();
    for (const [key, releases] of batch) {
      this.redis.zrem(key, ...releases.map((r) => r.id)).then(
        () => (this.retryMs = 0),
        () => this.retryReleases(key, releases),
      );
    }
  }

  /** Releases that failed to reach Redis (a blip, a failover) go again after a backoff, until their leases would have lapsed anyway. */
  private retryReleases(key: string, releases: Release[]) {
    const now = Date.now();
    const live = releases.filter((r) => now - r.at < this.leaseMs);
    if (!live.length) return;
    this.queue(key, live); // the next acquire of the name takes them along, else the timer sends them
    this.retryMs = Math.min(this.retryMs ? this.retryMs * 2 : RELEASE_RETRY_MS, this.leaseMs);
    this.flushWithin(this.retryMs, true);
  }

  private tryAcquireLocal(key: string, limit: number): Slot | null {
    const held = this.local.get(key) ?? 0;
    if (held >= limit) return null;
    this.local.set(key, held + 1);
    return once(() => {
      const left = (this.local.get(key) ?? 1) - 1;
      if (left > 0) this.local.set(key, left);
      else this.local.delete(key);
    });
  }
}

function once(release: () => void): Slot {
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      release();
    },
  };
}
