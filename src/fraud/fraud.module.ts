import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RoleParts } from '../app.roles.js';
import { IdentityVault } from '../common/identity-vault.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AccountScoreRepository } from './account-score.repository.js';
import { AlertRepository } from './alerts/alert.repository.js';
import { AlertService } from './alerts/alert.service.js';
import { DeviceRepository } from './devices/device.repository.js';
import { DeviceService } from './devices/device.service.js';
import { AnalysisRepository } from './engine/analysis.repository.js';
import { AnalysisService } from './engine/analysis.service.js';
import { AnalysisWriter } from './engine/analysis-writer.js';
import { FeedbackRepository } from './engine/feedback.repository.js';
import { PerformanceRepository } from './engine/performance.repository.js';
import { EnginePerformanceService } from './engine/performance.service.js';
import { MemberTenure, NetworkEpoch } from './engine/network-epoch.service.js';
import { clockFor, FRAUD_CLOCK, ReplayTimeMiddleware } from './engine/clock.js';
import { FraudSettingsRepository } from './engine/fraud-settings.repository.js';
import { FraudSettingsService } from './engine/settings.service.js';
import { FRAUD_ENTITIES } from './entities/index.js';
import { FraudController } from './fraud.controller.js';
import { FraudCustomerView } from './customer-view.service.js';
import { TransactionsRepository } from './engine/transactions.repository.js';
import { FraudScoreService } from './fraud-score.service.js';
import { FraudReportRepository } from './fraud-network/fraud-report.repository.js';
import { FraudReportService } from './fraud-network/fraud-report.service.js';
import { FraudNetworkController } from './fraud-network/fraud-network.controller.js';
import { FraudNetworkRoles } from './fraud-network/fraud-network-roles.service.js';
import { FraudReportRateLimit } from './fraud-network/fraud-report-rate-limit.service.js';
import { VelocityService } from './velocity/velocity.service.js';
import { WatchlistController } from './watchlists/watchlist.controller.js';
import { WatchlistRepository } from './watchlists/watchlist.repository.js';
import { WatchlistService } from './watchlists/watchlist.service.js';
import { FraudUsageRepository } from './fraud-usage.repository.js';

/** Fraud: the risk engine, watchlists, devices, velocity, the shared network, alerts. HTTP only (no jobs). */
@Module({})
export class FraudModule implements NestModule {
  // One instance per role: the customer view imports it too, and Nest tells dynamic modules apart by object.
  private static readonly byRole = new Map<string, DynamicModule>();

  static register(role: RoleParts): DynamicModule {
    const key = `${role.http}:${role.jobs}`;
    if (!FraudModule.byRole.has(key)) FraudModule.byRole.set(key, FraudModule.build(role));
    return FraudModule.byRole.get(key)!;
  }

  private static build(role: RoleParts): DynamicModule {
    return {
      module: FraudModule,
      imports: [TypeOrmModule.forFeature(FRAUD_ENTITIES)],
      controllers: role.http ? [FraudController, WatchlistController, FraudNetworkController] : [],
      providers: [
        FraudUsageRepository,
        { provide: FRAUD_CLOCK, inject: [APP_CONFIG], useFactory: (config: AppConfig) => clockFor(config) },
        ReplayTimeMiddleware,
        AccountScoreRepository,
        AnalysisRepository,
        AlertRepository,
        DeviceRepository,
        FraudSettingsRepository,
        FraudReportRepository,
        WatchlistRepository,
        FraudSettingsService,
        FraudScoreService,
        AnalysisService,
        AnalysisWriter,
        NetworkEpoch,
        MemberTenure,
        VelocityService,
        WatchlistService,
        DeviceService,
        FraudReportService,
        AlertService,
        FeedbackRepository,
        PerformanceRepository,
        EnginePerformanceService,
        TransactionsRepository,
        FraudCustomerView,
        FraudNetworkRoles,
        IdentityVault,
        FraudReportRateLimit,
      ],
      exports: [FraudUsageRepository, FraudScoreService, AlertService, FraudCustomerView, FRAUD_CLOCK],
    };
  }

  configure(consumer: MiddlewareConsumer) {
    consumer.apply(ReplayTimeMiddleware).forRoutes('api/v1/fraud/*path');
  }
}
