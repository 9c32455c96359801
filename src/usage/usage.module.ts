import { DynamicModule, Module } from '@nestjs/common';
import type { RoleParts } from '../app.roles.js';
import { UsageController } from './usage.controller.js';
import { UsageService } from './usage.service.js';

/** GET /api/v1/usage/summary (HTTP role only). */
@Module({})
export class UsageModule {
  static register(role: RoleParts): DynamicModule {
    return { module: UsageModule, controllers: role.http ? [UsageController] : [], providers: role.http ? [UsageService] : [] };
  }
}
