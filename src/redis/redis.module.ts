import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

export const REDIS = Symbol('REDIS');
export const InjectRedis = () => Inject(REDIS);

/**
 * Commands fail fast while Redis is away (no offline queue), so callers decide: readiness says 503,
 * rate limiting falls back to memory, caches miss. ioredis reconnects on its own.
 */
export function createRedis(url: string, keyPrefix = ''): Redis {
  return new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

/** Start-up check: one clear line when Redis cannot be reached. */
export async function assertRedisReachable(url: string): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
  } finally {
    probe.disconnect();
  }
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  onApplicationShutdown() {
    this.redis.disconnect();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const redis = createRedis(config.redis.url, config.redis.keyPrefix);
        redis.on('error', () => undefined); // surfaced by readiness, not as unhandled errors
        await redis.connect().catch(() => undefined);
        return redis;
      },
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
