import { BullModule } from '@nestjs/bull';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RoleParts } from '../app.roles.js';
import { MAINTENANCE_QUEUE } from '../idempotency/idempotency-purge.processor.js';
import { RequestLogController } from './request-log.controller.js';
import { RequestLog } from './request-log.entity.js';
import { RequestLogQueryService } from './request-log-query.service.js';
import { RequestLogRepository } from './request-log.repository.js';
import { RequestLogRetentionProcessor } from './request-log-retention.processor.js';
import { RequestLogService } from './request-log.service.js';

/** The organization's request log (DESIGN.md, Dashboard). Global: the HTTP app mounts its middleware; usage reads its stats. */
@Global()
@Module({})
export class RequestLogModule {
  static register(role: RoleParts): DynamicModule {
    return {
      module: RequestLogModule,
      imports: [TypeOrmModule.forFeature([RequestLog]), BullModule.registerQueue({ name: MAINTENANCE_QUEUE })],
      controllers: role.http ? [RequestLogController] : [],
      providers: [RequestLogRepository, RequestLogService, RequestLogQueryService, ...(role.jobs ? [RequestLogRetentionProcessor] : [])],
      exports: [RequestLogService, RequestLogQueryService],
    };
  }
}
