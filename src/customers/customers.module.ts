import { DynamicModule, Module } from '@nestjs/common';
import type { RoleParts } from '../app.roles.js';
import { CreditModule } from '../credit/credit.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { FinancialReportsModule } from '../financial-reports/financial-reports.module.js';
import { FraudModule } from '../fraud/fraud.module.js';
import { CustomersController } from './customers.controller.js';
import { CustomersService } from './customers.service.js';

/** The customer view: HTTP only, composed from the fraud, credit, financial-report and document services. */
@Module({})
export class CustomersModule {
  static register(role: RoleParts): DynamicModule {
    return {
      module: CustomersModule,
      imports: role.http ? [FraudModule.register(role), CreditModule.register(role), FinancialReportsModule.register(role), DocumentsModule.register(role)] : [],
      controllers: role.http ? [CustomersController] : [],
      providers: role.http ? [CustomersService] : [],
    };
  }
}
