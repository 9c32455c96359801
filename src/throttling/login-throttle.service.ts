import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { InjectRedis } from '../redis/redis.module.js';
import { redisLimiter } from './redis-limiter.js';

/**
 * Failed logins are counted per (email, IP) and per IP; past either limit, login answers 429
 * until the window passes, whether or not the next password is right (no oracle for guessing).
 */
@Injectable()
export class LoginThrottleService {
  private readonly byEmailIp: RateLimiterRedis;
  private readonly byIp: RateLimiterRedis;

  constructor(@InjectRedis() redis: Redis, @InjectConfig() config: AppConfig) {
    const { loginFailuresPerEmailIp, loginFailuresPerIp, loginWindowSeconds } = config.rateLimit;
    this.byEmailIp = redisLimiter(redis, 'login-fail:email-ip', loginFailuresPerEmailIp, loginWindowSeconds);
    this.byIp = redisLimiter(redis, 'login-fail:ip', loginFailuresPerIp, loginWindowSeconds);
  }

  private key(email: string, ip: string) {
    return `${email.toLowerCase()}|${ip}`;
  }

  async assertAllowed(email: string, ip: string) {
    const [a, b] = await Promise.all([
      this.byEmailIp.get(this.key(email, ip)).catch(() => null),
      this.byIp.get(ip).catch(() => null),
    ]);
    for (const [res, limiter] of [[a, this.byEmailIp], [b, this.byIp]] as const) {
      if (res && res.consumedPoints >= limiter.points) {
        throw ApiError.rateLimited(res.msBeforeNext / 1000, 'Too many failed sign-in attempts; try again later.');
      }
    }
  }

  async recordFailure(email: string, ip: string) {
    await Promise.all([
      this.byEmailIp.consume(this.key(email, ip)).catch((e) => (e instanceof RateLimiterRes ? null : null)),
      this.byIp.consume(ip).catch(() => null),
    ]);
  }

  async recordSuccess(email: string, ip: string) {
    await this.byEmailIp.delete(this.key(email, ip)).catch(() => null);
  }
}
