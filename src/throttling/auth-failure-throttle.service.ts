import { Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { InjectRedis } from '../redis/redis.module.js';
import { redisLimiter } from './redis-limiter.js';

/** Failed authentications per client address (Redis, all replicas): past the limit, 429 before any lookup, so guessing costs no query. */
@Injectable()
export class AuthFailureThrottleService {
  private readonly logger = new Logger(AuthFailureThrottleService.name);
  private readonly byIp: RateLimiterRedis;

  constructor(@InjectRedis() redis: Redis, @InjectConfig() config: AppConfig) {
    const { authFailuresPerIp, authFailureWindowSeconds } = config.rateLimit;
    this.byIp = redisLimiter(redis, 'auth-fail:ip', authFailuresPerIp, authFailureWindowSeconds);
  }

  /** Throws 429 RATE_LIMITED while `ip` is over the limit. */
  async assertAllowed(ip: string) {
    const res = await this.byIp.get(ip).catch((err: Error) => {
      this.logger.warn(`failed-authentication limiter unavailable, request allowed: ${err.message}`);
      return null;
    });
    if (res && res.consumedPoints >= this.byIp.points) {
      throw ApiError.rateLimited(res.msBeforeNext / 1000, 'Too many failed authentication attempts from this address; try again later.');
    }
  }

  /** Counts one failure; the limit-th failure is still answered 401, the requests after it 429. */
  async recordFailure(ip: string) {
    await this.byIp.penalty(ip).catch(() => null);
  }
}
