import { Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { ApiError } from '../../common/errors.js';
import { InjectRedis } from '../../redis/redis.module.js';
import { redisLimiter } from '../../throttling/redis-limiter.js';

/** Fraud network reports per organization per hour (FRAUD_REPORTS_PER_HOUR): one member cannot flood the network. */
@Injectable()
export class FraudReportRateLimit {
  private readonly logger = new Logger(FraudReportRateLimit.name);
  private readonly limiter: RateLimiterRedis;

  constructor(
    @InjectRedis() redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.limiter = redisLimiter(redis, 'rl:fraud-reports', config.fraud.reportsPerHour, 3600);
  }

  /** Counts one report for the organization, or refuses it with 429 RATE_LIMITED and Retry-After. */
  async consume(organizationId: string): Promise<void> {
    if (!this.config.rateLimit.enabled) return;
    try {
      await this.limiter.consume(organizationId);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        throw ApiError.rateLimited(err.msBeforeNext / 1000, `Your organization has reached its limit of ${this.limiter.points} fraud reports an hour; retry later.`);
      }
      this.logger.warn(`report rate limiter unavailable, report allowed: ${(err as Error).message}`);
    }
  }
}
