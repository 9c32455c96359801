import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { AccountsModule } from './accounts/accounts.module.js';
import type { RoleParts } from './app.roles.js';
import { AuthModule } from './auth/auth.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { CreditModule } from './credit/credit.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { DatabaseModule } from './database/database.module.js';
import { PartitionsModule } from './database/partitions/partitions.module.js';
import { HealthModule } from './health/health.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { loggerParams } from './observability/logging.js';
import { MetricsController } from './observability/metrics.controller.js';
import { QueueModule } from './queue/queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { FraudModule } from './fraud/fraud.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { FinancialReportsModule } from './financial-reports/financial-reports.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { RequestLogModule } from './request-log/request-log.module.js';
import { UsageModule } from './usage/usage.module.js';

@Module({})
class OperationsModule {}

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  parts: RoleParts;
  /** CLI commands keep stdout for their own output. */
  logToStderr?: boolean;
  /** Extra modules (the test suite's own probe routes). */
  extraImports?: DynamicModule[];
}

@Module({})
export class AppModule {
  static create({ config, databaseUrl, parts, logToStderr, extraImports = [] }: AppModuleOptions): DynamicModule {
    const params = loggerParams(config);
    if (logToStderr) params.pinoHttp = [params.pinoHttp as pino.LoggerOptions, pino.destination(2)] as never;
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(params),
        DatabaseModule.forRoot(config, databaseUrl),
        RedisModule,
        QueueModule.forRoot(config),
        AuthModule,
        IdempotencyModule.register(parts),
        WebhooksModule.register(parts),
        AccountsModule.register(parts),
        CreditModule.register(parts),
        FraudModule.register(parts),
        FinancialReportsModule.register(parts),
        DocumentsModule.register(parts),
        RequestLogModule.register(parts),
        UsageModule.register(parts),
        PartitionsModule.register(parts),
        CustomersModule.register(parts),
        ...extraImports,
        ...(parts.http ? [HealthModule, { module: OperationsModule, controllers: [MetricsController] }] : []),
      ],
    };
  }
}
