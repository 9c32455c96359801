import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module } from '@nestjs/common';
import type { RoleParts } from '../../app.roles.js';
import { MAINTENANCE_QUEUE } from '../../idempotency/idempotency-purge.processor.js';
import { PartitionMaintenanceProcessor } from './partition-maintenance.processor.js';
import { PartitionMaintenanceService } from './partition-maintenance.service.js';
import { PartitionRepository } from './partition.repository.js';

/** Time-partitioned tables (issue 17): months made ahead, months past retention dropped, by the worker role. */
@Module({})
export class PartitionsModule {
  static register(role: RoleParts): DynamicModule {
    return {
      module: PartitionsModule,
      imports: [BullModule.registerQueue({ name: MAINTENANCE_QUEUE })],
      providers: [PartitionRepository, PartitionMaintenanceService, ...(role.jobs ? [PartitionMaintenanceProcessor] : [])],
      exports: [PartitionMaintenanceService],
    };
  }
}
