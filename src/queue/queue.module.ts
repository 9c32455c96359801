import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';

/** Bull on the configured Redis; queues register themselves with BullModule.registerQueue. */
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    const url = new URL(config.redis.url);
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({
          prefix: `${config.redis.keyPrefix}bull`,
          redis: {
            host: url.hostname,
            port: Number(url.port || 6379),
            db: Number(url.pathname.slice(1) || 0),
            username: url.username || undefined,
            password: url.password ? decodeURIComponent(url.password) : undefined,
            tls: url.protocol === 'rediss:' ? {} : undefined,
            // Bull's own clients: keep retrying while Redis is away; jobs are re-created from
            // PostgreSQL outboxes, so nothing depends on Redis keeping them.
            maxRetriesPerRequest: null,
            enableReadyCheck: false,
          },
          // A dead worker's job is noticed in about 20 s, not a minute: every processor is safe to run twice.
          settings: { lockDuration: 15000, stalledInterval: 5000, maxStalledCount: 2 },
        }),
      ],
      exports: [BullModule],
    };
  }
}
