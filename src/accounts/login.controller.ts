import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators.js';
import type { IssuedTokens } from '../auth/token.service.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { AccountsService } from './accounts.service.js';
import { AuthRefreshDto, AuthTokenResponseDto, LoginDto } from './dto/login.dto.js';

const toResponse = (t: IssuedTokens): AuthTokenResponseDto => ({
  access_token: t.access,
  refresh_token: t.refresh,
  token_type: 'Bearer',
  expires_in: t.accessExpiresIn,
});

/** The /api/v1/auth family of the contract (same accounts, OAuth-style field names). */
@ApiTags('auth')
@Controller('api/v1/auth')
export class LoginController {
  constructor(private readonly accounts: AccountsService) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Sign in; returns access and refresh tokens', operationId: 'authLogin' })
  @ApiOkResponse({ type: AuthTokenResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED')
  async login(@Body() dto: LoginDto, @Ip() ip: string): Promise<AuthTokenResponseDto> {
    return toResponse(await this.accounts.login(dto.email, dto.password, ip, dto.livemode ?? true));
  }

  @Post('refresh')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'New access token from a refresh token (the refresh token rotates)', operationId: 'authRefresh' })
  @ApiOkResponse({ type: AuthTokenResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'UNAUTHENTICATED', 'TOKEN_EXPIRED', 'RATE_LIMITED')
  async refresh(@Body() dto: AuthRefreshDto): Promise<AuthTokenResponseDto> {
    return toResponse(await this.accounts.refresh(dto.refresh_token));
  }
}
