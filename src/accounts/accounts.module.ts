import { BullModule } from '@nestjs/bull';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RoleParts } from '../app.roles.js';
import { SignupThrottleService } from '../throttling/signup-throttle.service.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { LoginController } from './login.controller.js';
import { SessionController } from './session.controller.js';
import { DashboardAccountsController } from './dashboard-accounts.controller.js';
import { DevMailboxService } from './email/dev-mailbox.service.js';
import { PasswordReset } from './entities/password-reset.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { Invitation } from './entities/invitation.entity.js';
import { TeamController } from './team.controller.js';
import { TeamRepository } from './team.repository.js';
import { TeamService } from './team.service.js';
import { EMAIL_QUEUE } from './email/email.constants.js';
import { EmailOutboxRepository } from './email/email-outbox.repository.js';
import { EmailProcessor } from './email/email.processor.js';
import { EmailService } from './email/email.service.js';
import { EmailOutbox } from './entities/email-outbox.entity.js';
import { EmailVerification } from './entities/email-verification.entity.js';
import { Organization } from './entities/organization.entity.js';
import { User } from './entities/user.entity.js';
import { OrganizationRepository } from './organization.repository.js';
import { OrganizationsService } from './organizations.service.js';
import { PasswordService } from './password.service.js';
import { UserRepository } from './user.repository.js';

/** Global: other domains read organizations only through OrganizationsService / OrganizationRepository. */
@Global()
@Module({})
export class AccountsModule {
  // One instance per role: financial reports import it too (organization names), and Nest tells dynamic modules apart by object.
  private static readonly byRole = new Map<string, DynamicModule>();

  static register(role: RoleParts): DynamicModule {
    const key = `${role.http}:${role.jobs}`;
    if (!AccountsModule.byRole.has(key)) AccountsModule.byRole.set(key, AccountsModule.build(role));
    return AccountsModule.byRole.get(key)!;
  }

  private static build(role: RoleParts): DynamicModule {
    return {
      module: AccountsModule,
      imports: [
        TypeOrmModule.forFeature([Organization, User, EmailVerification, EmailOutbox, PasswordReset, Invitation]),
        BullModule.registerQueue({ name: EMAIL_QUEUE }),
      ],
      controllers: role.http ? [AccountsController, LoginController, SessionController, DashboardAccountsController, TeamController] : [],
      providers: [UserRepository, OrganizationRepository, EmailOutboxRepository, AccountsService, OrganizationsService, PasswordService, EmailService, SignupThrottleService, PasswordResetService, DevMailboxService, TeamRepository, TeamService, ...(role.jobs ? [EmailProcessor] : [])],
      exports: [AccountsService, OrganizationsService, OrganizationRepository],
    };
  }
}
