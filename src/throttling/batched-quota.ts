import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** What one request got from a quota. */
export type Take = { ok: true; remaining: number } | { ok: false; msBeforeNext: number };

// A window's counter (as rate-limiter-flexible kept it: created at the first request, expiring with the window);
// a replica reserves up to ARGV[3] requests of what is left, at most a quarter of it, so the last few go one at a time.
const RESERVE = `
redis.call('SET', KEYS[1], 0, 'PX', ARGV[2], 'NX')
local used = tonumber(redis.call('GET', KEYS[1]))
local free = tonumber(ARGV[1]) - used
local grant = 0
if free > 0 then
  grant = math.min(tonumber(ARGV[3]), math.max(1, math.floor(free / 4)))
  used = redis.call('INCRBY', KEYS[1], grant)
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {grant, used, ttl}`;

type ScriptedRedis = Redis & { quotaReserve(key: string, points: number, durationMs: number, want: number): Promise<[number, number, number]> };

interface Bucket {
  /** Local clock: when this window's reservations lapse (taken before the call, so never after Redis's own expiry). */
  windowEnd: number;
  /** Reserved from Redis and not yet spent here. */
  reserved: number;
  /** The window's counter in Redis after this replica's last reservation. */
  used: number;
  /** The next reservation's size: doubles while requests keep coming in a window. */
  batch: number;
  /** A reservation on its way; other requests of this key wait for it. */
  pending: Promise<void> | null;
}

/**
 * `points` requests per `durationSeconds` per key, counted in Redis across replicas, reserved in
 * batches: a replica asks Redis for a few requests at a time (1, then 2, 4 … up to `maxBatch`,
 * never more than a quarter of what the window has left) and spends them locally, so a busy key
 * costs one Redis round trip per batch instead of one per request. Nothing is ever served beyond
 * the counter; what a replica reserved and did not spend before the window ended is lost, so
 * across replicas a key may be refused up to (replicas − 1) × a batch early. A window that is
 * spent is known locally until it ends (the counter only grows). While Redis is away each replica
 * counts alone, in memory, with the same limits.
 */
export class BatchedQuota {
  private readonly buckets = new Map<string, Bucket>();
  private readonly insurance: RateLimiterMemory;
  private readonly redis: ScriptedRedis;
  private readonly durationMs: number;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    readonly points: number,
    durationSeconds: number,
    private readonly maxBatch = Math.max(1, Math.min(1000, Math.floor(points / 10))),
  ) {
    this.redis = redis as ScriptedRedis;
    if (typeof this.redis.quotaReserve !== 'function') redis.defineCommand('quotaReserve', { numberOfKeys: 1, lua: RESERVE });
    this.durationMs = durationSeconds * 1000;
    this.insurance = new RateLimiterMemory({ points, duration: durationSeconds });
    // windows that ended are forgotten
    this.sweep = setInterval(() => this.forgetEnded(), Math.max(1000, this.durationMs));
    this.sweep.unref();
  }

  async take(key: string): Promise<Take> {
    for (;;) {
      const now = Date.now();
      let b = this.buckets.get(key);
      if (b && now >= b.windowEnd && !b.pending) {
        this.buckets.delete(key);
        b = undefined;
      }
      if (b && now < b.windowEnd) {
        if (b.reserved > 0) {
          b.reserved--;
          return { ok: true, remaining: Math.max(0, this.points - b.used + b.reserved) };
        }
        if (b.used >= this.points) return { ok: false, msBeforeNext: b.windowEnd - now };
      }
      if (b?.pending) {
        await b.pending;
        continue;
      }
      const outcome = await this.reserve(key, b);
      if (outcome) return outcome; // Redis away: the in-memory count answered
    }
  }

  /** One reservation for `key`; resolves once the bucket holds its outcome, or with the insurance's answer when Redis fails. */
  private async reserve(key: string, previous: Bucket | undefined): Promise<Take | null> {
    const b: Bucket = previous ?? { windowEnd: 0, reserved: 0, used: 0, batch: 1, pending: null };
    this.buckets.set(key, b);
    const sent = Date.now();
    if (b.windowEnd <= sent) b.batch = 1; // a new window starts small
    let release!: () => void;
    b.pending = new Promise<void>((r) => (release = r));
    try {
      const [grant, used, ttl] = await this.redis.quotaReserve(`${this.keyPrefix}:${key}`, this.points, this.durationMs, b.batch);
      b.windowEnd = sent + Number(ttl);
      b.reserved += Number(grant);
      b.used = Number(used);
      if (grant > 0) b.batch = Math.min(b.batch * 2, this.maxBatch);
      return null;
    } catch {
      this.buckets.delete(key);
      return this.fromInsurance(key);
    } finally {
      b.pending = null;
      release();
    }
  }

  private async fromInsurance(key: string): Promise<Take> {
    try {
      const r = await this.insurance.consume(key);
      return { ok: true, remaining: r.remainingPoints };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { ok: false, msBeforeNext: err.msBeforeNext };
      throw err;
    }
  }

  private forgetEnded() {
    const now = Date.now();
    for (const [key, b] of this.buckets) if (now >= b.windowEnd && !b.pending) this.buckets.delete(key);
  }
}
