import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

export const REDIS = Symbol('REDIS');
export const InjectRedis = () => Inject(REDIS);

/** Where Redis is: the configuration's URL, and the sentinels when Redis Sentinel names the primary. */
export type RedisTarget = Pick<AppConfig['redis'], 'url' | 'sentinel'>;

/**
 * The connection options every client is built from (ours, Bull's). With sentinels, ioredis asks
 * them for the primary on every (re)connect, so clients follow a failover without a restart.
 */
export function redisConnection({ url: raw, sentinel }: RedisTarget): RedisOptions {
  const url = new URL(raw);
  const tls = url.protocol === 'rediss:';
  const common: RedisOptions = {
    db: Number(url.pathname.slice(1) || 0),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    tls: tls ? {} : undefined,
    // reconnect within 2 s of Redis (or the promoted replica) answering again; Bull's default backs off to 20 s
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
  if (!sentinel) return { ...common, host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 6379) };
  return {
    ...common,
    sentinels: sentinel.hosts,
    name: sentinel.name,
    sentinelPassword: sentinel.password ?? undefined,
    enableTLSForSentinelMode: tls,
    // No failoverDetector: in ioredis 5.11 the detector of a lost connection can abort the reconnect
    // in progress when +switch-master arrives, and the client then ends for good. A planned failover
    // moves clients anyway: the sentinels demote the old primary and close its clients.
    // a former primary that came back as a replica refuses writes: ask the sentinels again
    reconnectOnError: (err) => err.message.startsWith('READONLY'),
  };
}

/** For messages: the URL without its credentials, or the primary's name and its sentinels. */
export function describeRedis({ url, sentinel }: RedisTarget): string {
  if (!sentinel) return url.replace(/\/\/([^@/]*)@/, '//***@');
  return `the primary "${sentinel.name}" of sentinels ${sentinel.hosts.map((h) => `${h.host}:${h.port}`).join(',')}`;
}

/**
 * Commands fail fast while Redis is away (no offline queue), so callers decide: readiness says 503,
 * rate limiting falls back to memory, caches miss. ioredis reconnects on its own.
 */
export function createRedis(target: RedisTarget, keyPrefix = ''): Redis {
  return new Redis({
    ...redisConnection(target),
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
}

/** Start-up check: one clear line when Redis cannot be reached. */
export async function assertRedisReachable(target: RedisTarget): Promise<void> {
  const probe = new Redis({ ...redisConnection(target), lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null, sentinelRetryStrategy: () => null });
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
        const redis = createRedis(config.redis, config.redis.keyPrefix);
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
