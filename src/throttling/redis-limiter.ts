import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/**
 * A limiter whose counters live in Redis, so every replica shares them; while Redis is away each
 * replica counts in memory rather than refusing or waving everything through.
 */
export function redisLimiter(redis: Redis, keyPrefix: string, points: number, durationSeconds: number): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration: durationSeconds,
    insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
  });
}
