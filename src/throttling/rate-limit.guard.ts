import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { BurstyRateLimiter, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { routeAuth } from '../auth/auth.guard.js';
import type { Principal } from '../auth/principal.js';
import type { AppConfig, TierLimit } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { InjectRedis } from '../redis/redis.module.js';
import { redisLimiter } from './redis-limiter.js';

/**
 * Requests per principal (by tier, burst spent last) or per IP, counted in Redis; while Redis is away each
 * replica falls back to an in-memory limiter rather than refusing or waving everything through.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);
  private readonly limiters = new Map<string, RateLimiterRedis | BurstyRateLimiter>();

  constructor(
    private readonly reflector: Reflector,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private limiter(name: string, limit: TierLimit): RateLimiterRedis | BurstyRateLimiter {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const sustained = redisLimiter(this.redis, `rl:${name}`, limit.points, limit.duration);
      limiter = limit.burst ? new BurstyRateLimiter(sustained, redisLimiter(this.redis, `rl:${name}:burst`, limit.burst.points, limit.burst.duration)) : sustained;
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http' || !this.config.rateLimit.enabled) return true;
    const options = routeAuth(this.reflector, context);
    if (options.skipRateLimit) return true;
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const res = context.switchToHttp().getResponse<Response>();

    const principal = req.principal;
    const tiers = this.config.rateLimit.tiers;
    const [name, limit, key] = principal
      ? [`tier${principal.tier}`, tiers[principal.tier] ?? tiers[1], principal.key]
      : ['anon', this.config.rateLimit.anonymous, req.ip ?? 'unknown'];

    try {
      const r = await this.limiter(name, limit).consume(key);
      res.setHeader('RateLimit-Limit', String(limit.points));
      res.setHeader('RateLimit-Remaining', String(r.remainingPoints));
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        res.setHeader('RateLimit-Limit', String(limit.points));
        res.setHeader('RateLimit-Remaining', '0');
        throw ApiError.rateLimited(err.msBeforeNext / 1000, `Rate limit of ${describe(limit)} exceeded.`);
      }
      this.logger.warn(`rate limiter unavailable, request allowed: ${(err as Error).message}`);
      return true;
    }
  }
}

const describe = (limit: TierLimit) =>
  `${limit.points} requests per ${limit.duration} s` + (limit.burst ? ` (plus ${limit.burst.points} per ${limit.burst.duration} s for bursts)` : '');
