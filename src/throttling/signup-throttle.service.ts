import { Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { InjectRedis } from '../redis/redis.module.js';
import { redisLimiter } from './redis-limiter.js';

/** Sign-up attempts per client address and per email (it sends mail to the address given): 429 past either limit. */
@Injectable()
export class SignupThrottleService {
  private readonly logger = new Logger(SignupThrottleService.name);
  private readonly byIp: RateLimiterRedis;
  private readonly byEmail: RateLimiterRedis;

  constructor(@InjectRedis() redis: Redis, @InjectConfig() config: AppConfig) {
    const { perIp, perEmail, windowSeconds } = config.signupThrottle;
    this.byIp = redisLimiter(redis, 'signup:ip', perIp, windowSeconds);
    this.byEmail = redisLimiter(redis, 'signup:email', perEmail, windowSeconds);
  }

  /** Counts one attempt by `ip` for `email` (lower-cased); throws 429 past either limit. */
  async consume(email: string, ip: string) {
    for (const [limiter, key] of [[this.byIp, ip], [this.byEmail, email]] as const) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw ApiError.rateLimited(err.msBeforeNext / 1000, 'Too many sign-up attempts; try again later.');
        this.logger.warn(`sign-up limiter unavailable, attempt allowed: ${(err as Error).message}`);
      }
    }
  }
}
