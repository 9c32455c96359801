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

/**
 * At most `limit` holders per name across replicas; renewed leases return a crashed replica's slots
 * within `leaseMs`, and without Redis each replica counts its own. A release goes with the
 * replica's next acquire of that name if one comes within a few milliseconds (one Redis round trip
 * per upload under load instead of two), else on its own.
 */
export class RedisSemaphore {
  private readonly local = new Map<string, number>();
  private readonly redis: ScriptedRedis;
  private readonly released = new Map<string, string[]>();
  private flushTimer: NodeJS.Timeout | null = null;

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
      granted = await this.redis.semaphoreAcquire(key, limit, this.leaseMs, id, ...released);
    } catch {
      return this.tryAcquireLocal(key, limit); // the released leases lapse by themselves
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
    const ids = this.released.get(key);
    if (ids) ids.push(id);
    else this.released.set(key, [id]);
    this.flushTimer ??= setTimeout(() => this.flushReleases(), RELEASE_DELAY_MS);
  }

  private flushReleases() {
    this.flushTimer = null;
    for (const [key, ids] of this.released) void this.redis.zrem(key, ...ids).catch(() => undefined); // else the leases lapse by themselves
    this.released.clear();
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
