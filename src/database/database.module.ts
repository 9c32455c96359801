import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source.js';

@Module({})
export class DatabaseModule {
  /** `url` is resolved before the application starts (embedded PostgreSQL or DATABASE_URL). */
  static forRoot(config: AppConfig, url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config, url),
          // Keep starting when PostgreSQL is down: readiness says 503 until it is back.
          retryAttempts: 0,
          manualInitialization: false,
        }),
      ],
    };
  }
}
