import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import type { RoleParts } from '../app.roles.js';
import { CreditModule } from '../credit/credit.module.js';
import { ReportCaseTransition } from './entities/report-case-transition.entity.js';
import { ReportCase } from './entities/report-case.entity.js';
import { ReportPdf } from './entities/report-pdf.entity.js';
import { HostedPageController } from './hosted/hosted-page.controller.js';
import { CaseSweepProcessor } from './jobs/case-sweep.processor.js';
import { FinancialReportGenerationProcessor } from './jobs/financial-report-generation.processor.js';
import { bankConnectionProvider } from './providers/provider-registry.js';
import { ReportCaseLifecycle } from './report-case.lifecycle.js';
import { ReportCaseRepository } from './report-case.repository.js';
import { ReportPdfRepository } from './report-pdf.repository.js';
import { FINANCIAL_REPORTS_QUEUE } from './financial-reports.constants.js';
import { FinancialReportsController } from './financial-reports.controller.js';
import { FinancialReportsService } from './financial-reports.service.js';
import { ReportUsageRepository } from './report-usage.repository.js';

/** Financial reports: cases, the hosted bank-connection page, generation jobs, the expiry sweep. */
@Module({})
export class FinancialReportsModule {
  // One instance per role: the customer view imports it too, and Nest tells dynamic modules apart by object.
  private static readonly byRole = new Map<string, DynamicModule>();

  static register(role: RoleParts): DynamicModule {
    const key = `${role.http}:${role.jobs}`;
    if (!FinancialReportsModule.byRole.has(key)) FinancialReportsModule.byRole.set(key, FinancialReportsModule.build(role));
    return FinancialReportsModule.byRole.get(key)!;
  }

  private static build(role: RoleParts): DynamicModule {
    return {
      module: FinancialReportsModule,
      imports: [
        TypeOrmModule.forFeature([ReportCase, ReportCaseTransition, ReportPdf]),
        BullModule.registerQueue({ name: FINANCIAL_REPORTS_QUEUE }),
        CreditModule.register(role),
        AccountsModule.register(role),
      ],
      controllers: role.http ? [FinancialReportsController, HostedPageController] : [],
      providers: [
        ReportUsageRepository,
        ReportCaseRepository,
        ReportPdfRepository,
        ReportCaseLifecycle,
        FinancialReportsService,
        bankConnectionProvider,
        ...(role.jobs ? [FinancialReportGenerationProcessor, CaseSweepProcessor] : []),
      ],
      exports: [ReportUsageRepository, ReportCaseLifecycle, FinancialReportsService],
    };
  }
}
