import { BullModule } from '@nestjs/bull';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RoleParts } from '../app.roles.js';
import { IdempotencyKey } from './entities/idempotency-key.entity.js';
import { IdempotencyPurgeProcessor, MAINTENANCE_QUEUE } from './idempotency-purge.processor.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyRepository } from './idempotency.repository.js';
import { IdempotencyService } from './idempotency.service.js';

/** Global, so any domain controller can use @Idempotent(). */
@Global()
@Module({})
export class IdempotencyModule {
  static register(role: RoleParts): DynamicModule {
    return {
      module: IdempotencyModule,
      imports: [TypeOrmModule.forFeature([IdempotencyKey]), BullModule.registerQueue({ name: MAINTENANCE_QUEUE })],
      providers: [IdempotencyRepository, IdempotencyService, IdempotencyInterceptor, ...(role.jobs ? [IdempotencyPurgeProcessor] : [])],
      exports: [IdempotencyService, IdempotencyInterceptor],
    };
  }
}
