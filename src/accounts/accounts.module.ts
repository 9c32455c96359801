import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RoleParts } from '../app.roles.js';
import { SignupThrottleService } from '../throttling/signup-throttle.service.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { EMAIL_QUEUE } from './email/email.constants.js';
import { EmailOutboxRepository } from './email/email-outbox.repository.js';
import { EmailProcessor } from './email/email.processor.js';
import { EmailService } from './email/email.service.js';
import { EmailOutbox } from './entities/email-outbox.entity.js';
import { EmailVerification } from './entities/email-verification.entity.js';
import { Organization } from './entities/organization.entity.js';
import { User } from './entities/user.entity.js';
import { OrganizationsService } from './organizations.service.js';
import { PasswordService } from './password.service.js';

@Module({})
export class AccountsModule {
  static register(role: RoleParts): DynamicModule {
    return {
      module: AccountsModule,
      imports: [
        TypeOrmModule.forFeature([Organization, User, EmailVerification, EmailOutbox]),
        BullModule.registerQueue({ name: EMAIL_QUEUE }),
      ],
      controllers: role.http ? [AccountsController, AuthController] : [],
      providers: [AccountsService, OrganizationsService, PasswordService, EmailService, EmailOutboxRepository, SignupThrottleService, ...(role.jobs ? [EmailProcessor] : [])],
      exports: [AccountsService, OrganizationsService],
    };
  }
}
