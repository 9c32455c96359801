import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { routeAuth } from '../auth/auth.guard.js';
import type { Principal } from '../auth/principal.js';
import type { AppConfig, TierLimit } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { InjectRedis } from '../redis/redis.module.js';
import { BatchedQuota, type Take } from './batched-quota.js';

interface Quotas {
  sustained: BatchedQuota;
  /** Spent only once the sustained window's requests are. */
  burst?: BatchedQuota;
}

/**
 * Requests per principal (by tier, burst spent last) or per IP, counted in Redis and reserved in
 * batches by each replica (BatchedQuota: a busy key costs one Redis round trip per batch, not per
 * request); while Redis is away each replica falls back to an in-memory count rather than refusing
 * or waving everything through.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);
  private readonly limiters = new Map<string, Quotas>();

  constructor(
    private readonly reflector: Reflector,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private limiter(name: string, limit: TierLimit): Quotas {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = {
        sustained: new BatchedQuota(this.redis, `rl:${name}`, limit.points, limit.duration),
        burst: limit.burst && new BatchedQuota(this.redis, `rl:${name}:burst`, limit.burst.points, limit.burst.duration),
      };
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** The sustained window first, then the burst allowance; refused, the sooner of the two windows to end. */
  private async take({ sustained, burst }: Quotas, key: string): Promise<Take> {
    const r = await sustained.take(key);
    if (r.ok || !burst) return r;
    const b = await burst.take(key);
    return b.ok ? { ok: true, remaining: 0 } : { ok: false, msBeforeNext: Math.min(r.msBeforeNext, b.msBeforeNext) };
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

    let r: Take;
    try {
      r = await this.take(this.limiter(name, limit), key);
    } catch (err) {
      this.logger.warn(`rate limiter unavailable, request allowed: ${(err as Error).message}`);
      return true;
    }
    res.setHeader('RateLimit-Limit', String(limit.points));
    res.setHeader('RateLimit-Remaining', r.ok ? String(r.remaining) : '0');
    if (!r.ok) throw ApiError.rateLimited(r.msBeforeNext / 1000, `Rate limit of ${describe(limit)} exceeded.`);
    return true;
  }
}

const describe = (limit: TierLimit) =>
  `${limit.points} requests per ${limit.duration} s` + (limit.burst ? ` (plus ${limit.burst.points} per ${limit.burst.duration} s for bursts)` : '');
