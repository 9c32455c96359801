import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { ApiError } from '../common/errors.js';
import {
  PASSWORD_RESET_ACCEPTED,
  PasswordResetAcceptedDto,
  PasswordResetConfirmDto,
  PasswordResetDoneDto,
  PasswordResetRequestDto,
} from './dto/signup.dto.js';
import { DevMailboxService } from './email/dev-mailbox.service.js';
import { PasswordResetService } from './password-reset.service.js';

class DevMailDto {
  @ApiProperty({ example: 'adaeze@acme.test' })
  to: string;

  @ApiProperty({ example: 'Reset your password' })
  subject: string;

  @ApiProperty({ nullable: true, type: String, example: 'http://localhost:3000/dashboard/reset-password?token=…' })
  link: string | null;

  @ApiProperty({ format: 'date-time' })
  sent_at: string;
}

class DevMailListDto {
  @ApiProperty({ type: [DevMailDto] })
  results: DevMailDto[];
}

/** The dashboard's account flows a newcomer needs: password reset and (locally) the development mailbox. */
@ApiTags('accounts')
@Controller('v1/accounts')
export class DashboardAccountsController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly devMailbox: DevMailboxService,
  ) {}

  @Post('password-reset/')
  @HttpCode(202)
  @Public()
  @ApiOperation({ summary: 'Email a password reset link (the same answer whether or not the address has an account)', operationId: 'accountsPasswordReset' })
  @ApiAcceptedResponse({ type: PasswordResetAcceptedDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'RATE_LIMITED')
  async requestReset(@Body() dto: PasswordResetRequestDto, @Ip() ip: string): Promise<PasswordResetAcceptedDto> {
    await this.resets.request(dto.email, ip);
    return { message: PASSWORD_RESET_ACCEPTED };
  }

  @Post('password-reset/confirm/')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Set a new password with the emailed token (single use); every open sign-in of the user is closed', operationId: 'accountsPasswordResetConfirm' })
  @ApiOkResponse({ type: PasswordResetDoneDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'RATE_LIMITED')
  async confirmReset(@Body() dto: PasswordResetConfirmDto): Promise<PasswordResetDoneDto> {
    await this.resets.confirm(dto.token, dto.password);
    return { reset: true };
  }

  @Get('dev-mail/')
  @Public()
  @ApiOperation({
    summary: 'Development only (no SMTP_URL, not production): the last mails the service would have sent, newest first, with their links; 404 otherwise',
    operationId: 'accountsDevMail',
  })
  @ApiOkResponse({ type: DevMailListDto })
  @ApiErrors('NOT_FOUND', 'RATE_LIMITED')
  async devMail(): Promise<DevMailListDto> {
    if (!this.devMailbox.enabled) throw new ApiError('NOT_FOUND', 'No such route or resource.');
    return { results: await this.devMailbox.list() };
  }
}
