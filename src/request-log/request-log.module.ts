import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RoleParts } from '../app.roles.js';
import { RequestLogController } from './request-log.controller.js';
import { RequestLog } from './request-log.entity.js';
import { RequestLogQueryService } from './request-log-query.service.js';
import { RequestLogRepository } from './request-log.repository.js';
import { RequestLogService } from './request-log.service.js';

/** The organization's request log (DESIGN.md, Dashboard). Global: the HTTP app mounts its middleware; usage reads its stats. */
@Global()
@Module({})
export class RequestLogModule {
  static register(role: RoleParts): DynamicModule {
    return {
      module: RequestLogModule,
      imports: [TypeOrmModule.forFeature([RequestLog])],
      controllers: role.http ? [RequestLogController] : [],
      // retention: the partition job drops days past REQUEST_LOG_RETENTION_DAYS (src/database/partitions)
      providers: [RequestLogRepository, RequestLogService, RequestLogQueryService],
      exports: [RequestLogService, RequestLogQueryService],
    };
  }
}
