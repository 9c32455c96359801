import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A held slot; release() is safe to call more than once. */
export interface Slot {
  release(): void;
}

// Slot ids scored by lease expiry on Redis's own clock (replicas never disagree); a dead replica's lapsed leases drop before counting.
const ACQUIRE = `
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

/** At most `limit` holders per name across replicas; renewed leases return a crashed replica's slots within `leaseMs`, and without Redis each replica counts its own. */
export class RedisSemaphore {
  private readonly local = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly leaseMs: number,
  ) {}

  /** A slot, or null when `limit` are held. */
  async tryAcquire(name: string, limit: number): Promise<Slot | null> {
    const key = `${this.keyPrefix}:${name}`;
    const id = randomUUID();
    let granted: unknown;
    try {
      granted = await this.redis.eval(ACQUIRE, 1, key, limit, this.leaseMs, id);
    } catch {
      return this.tryAcquireLocal(key, limit);
    }
    if (granted !== 1) return null;
    const renew = setInterval(() => void this.redis.eval(RENEW, 1, key, this.leaseMs, id).catch(() => undefined), Math.floor(this.leaseMs / 3));
    renew.unref();
    return once(() => {
      clearInterval(renew);
      void this.redis.zrem(key, id).catch(() => undefined); // else the lease lapses by itself
    });
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
