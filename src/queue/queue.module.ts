import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module } from '@nestjs/common';
import type { RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { redisConnection } from '../redis/redis.module.js';

/**
 * Bull's own clients: keep retrying while Redis is away (or failing over); jobs are re-created from
 * PostgreSQL outboxes, so nothing depends on Redis keeping them.
 */
export function bullRedisOptions(config: AppConfig): RedisOptions {
  return { ...redisConnection(config.redis), maxRetriesPerRequest: null, enableReadyCheck: false };
}

/** Bull on the configured Redis; queues register themselves with BullModule.registerQueue. */
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({
          prefix: `${config.redis.keyPrefix}bull`,
          redis: bullRedisOptions(config),
          // A dead worker's job is noticed in about 20 s, not a minute: every processor is safe to run twice.
          settings: { lockDuration: 15000, stalledInterval: 5000, maxStalledCount: 2 },
        }),
      ],
      exports: [BullModule],
    };
  }
}
