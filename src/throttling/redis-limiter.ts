import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/**
 * A counter shared by every replica through Redis; while Redis is away each replica falls back to
 * an in-memory one of the same size rather than refusing or waving everything through.
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
