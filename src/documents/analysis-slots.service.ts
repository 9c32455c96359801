import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Principal } from '../auth/principal.js';
import { ApiError } from '../common/errors.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { InjectRedis } from '../redis/redis.module.js';
import { RedisSemaphore, Slot } from '../throttling/redis-semaphore.js';

/** A held slot is renewed a few times a lease; a replica that dies holding one frees it within this. */
const LEASE_MS = 30_000;

/** Uploads per organization at once, across replicas (Redis): one organization cannot fill the workers or memory while others wait. */
@Injectable()
export class AnalysisSlots {
  private readonly semaphore: RedisSemaphore;

  constructor(
    @InjectRedis() redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.semaphore = new RedisSemaphore(redis, 'detect:analyses', LEASE_MS);
  }

  /** A slot for one upload and its analysis, or 429 RATE_LIMITED with Retry-After. */
  async acquire(principal: Principal): Promise<Slot> {
    const limit = this.config.detect.maxConcurrentPerOrganization;
    const slot = await this.semaphore.tryAcquire(principal.organizationId, limit);
    if (slot) return slot;
    // a running analysis ends within its budget, so a slot is free again by then
    throw ApiError.rateLimited(
      this.config.detect.analysisBudgetMs / 1000,
      `Your organization already has ${limit} documents being analysed; retry when one has finished.`,
    );
  }
}
