import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RoleParts } from '../app.roles.js';
import { AccessLogService } from './access-log/access-log.service.js';
import { CreditAccessLog } from './access-log/credit-access-log.entity.js';
import { CreditAccessLogRepository } from './access-log/credit-access-log.repository.js';
import { BureauGateway } from './bureaus/bureau-gateway.service.js';
import { ConsentRepository } from './consents/consent.repository.js';
import { ConsentsController } from './consents/consents.controller.js';
import { ConsentsService } from './consents/consents.service.js';
import { Consent } from './consents/entities/consent.entity.js';
import { CREDIT_QUEUE } from './credit.constants.js';
import { CreditController } from './credit.controller.js';
import { CreditFileService } from './credit-file.service.js';
import { CreditInquiryRepository } from './credit-inquiry.repository.js';
import { CreditProcessor } from './credit.processor.js';
import { CreditService } from './credit.service.js';
import { CreditInquiry } from './entities/credit-inquiry.entity.js';
import { IdentityVault } from '../common/identity-vault.js';
import { CreditReport } from './credit-reports/credit-report.entity.js';
import { CreditReportRepository } from './credit-reports/credit-report.repository.js';
import { CreditReportsService } from './credit-reports/credit-reports.service.js';
import { IdentityVerification } from './verifications/entities/identity-verification.entity.js';
import { IdentityVerificationRepository } from './verifications/identity-verification.repository.js';
import { IDENTITY_PROVIDER } from './verifications/providers/identity-provider.js';
import { SandboxIdentityProvider } from './verifications/providers/sandbox-identity.provider.js';
import { VerificationsController } from './verifications/verifications.controller.js';
import { VerificationsService } from './verifications/verifications.service.js';

const REPOSITORIES = [ConsentRepository, CreditAccessLogRepository, CreditInquiryRepository, CreditReportRepository, IdentityVerificationRepository];

/** Credit: consents, bureau scores, inquiries, repayment history, credit reports, identity verifications. */
@Module({})
export class CreditModule {
  // One instance per role: Nest tells dynamic modules apart by object, and the app and the
  // financial reports (which read bureau files under a consent) both import this one.
  private static readonly byRole = new Map<string, DynamicModule>();

  static register(role: RoleParts): DynamicModule {
    const key = `${role.http}:${role.jobs}`;
    const known = CreditModule.byRole.get(key);
    if (known) return known;
    const module: DynamicModule = {
      module: CreditModule,
      imports: [
        TypeOrmModule.forFeature([Consent, CreditInquiry, CreditReport, IdentityVerification, CreditAccessLog]),
        BullModule.registerQueue({ name: CREDIT_QUEUE }),
      ],
      controllers: role.http ? [CreditController, ConsentsController, VerificationsController] : [],
      providers: [
        IdentityVault,
        ...REPOSITORIES,
        AccessLogService,
        ConsentsService,
        BureauGateway,
        CreditFileService,
        CreditService,
        CreditReportsService,
        VerificationsService,
        // Only the sandbox registry is built in; a real provider binds here behind the same interface.
        { provide: IDENTITY_PROVIDER, useClass: SandboxIdentityProvider },
        ...(role.jobs ? [CreditProcessor] : []),
      ],
      // Financial reports read the applicant's bureau file under a credit consent.
      exports: [...REPOSITORIES, ConsentsService, BureauGateway, CreditService],
    };
    CreditModule.byRole.set(key, module);
    return module;
  }
}
