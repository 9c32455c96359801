import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal, Public } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { uuidParam } from '../common/uuid-param.js';
import { pageOf } from '../common/pagination.dto.js';
import { AccountsService } from './accounts.service.js';
import { ApiTokenDto, ApiTokenListDto, ApiTokenQueryDto, CreateApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto.js';
import { LoginDto, RefreshDto, RefreshResultDto, TokenPairDto } from './dto/login.dto.js';
import { SIGNUP_ACCEPTED, SignupDto, SignupResultDto, VerifyEmailDto, VerifyEmailResultDto } from './dto/signup.dto.js';
import { UserDto } from './dto/user.dto.js';

@ApiTags('accounts')
@Controller('v1/accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Post('login/')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Sign in with email and password', operationId: 'accountsLogin' })
  @ApiOkResponse({ type: TokenPairDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED')
  async login(@Body() dto: LoginDto, @Ip() ip: string): Promise<TokenPairDto> {
    const t = await this.accounts.login(dto.email, dto.password, ip, dto.livemode ?? true);
    return { access: t.access, refresh: t.refresh };
  }

  @Post('refresh/')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Exchange a refresh token for a new pair (the refresh token rotates)', operationId: 'accountsRefresh' })
  @ApiOkResponse({ type: RefreshResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'UNAUTHENTICATED', 'TOKEN_EXPIRED', 'RATE_LIMITED')
  async refresh(@Body() dto: RefreshDto): Promise<RefreshResultDto> {
    const t = await this.accounts.refresh(dto.refresh);
    return { refresh: t.refresh, access: t.access };
  }

  @Get('me/')
  @Authenticated()
  @ApiOperation({ summary: 'The authenticated user', operationId: 'accountsMe' })
  @ApiOkResponse({ type: UserDto })
  me(@Principal() principal: PrincipalT): Promise<UserDto> {
    return this.accounts.me(principal);
  }

  @Post('signup/')
  @HttpCode(202)
  @Public()
  @ApiOperation({
    summary: 'Register an organization and its administrator; the next step arrives by email (the same answer whether or not the address has an account)',
    operationId: 'accountsSignup',
  })
  @ApiAcceptedResponse({ type: SignupResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'RATE_LIMITED')
  async signup(@Body() dto: SignupDto, @Ip() ip: string): Promise<SignupResultDto> {
    await this.accounts.signup(dto, ip);
    return { message: SIGNUP_ACCEPTED };
  }

  @Post('verify-email/')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Verify an email address with the token from the email', operationId: 'accountsVerifyEmail' })
  @ApiOkResponse({ type: VerifyEmailResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'RATE_LIMITED')
  verifyEmail(@Body() dto: VerifyEmailDto): Promise<VerifyEmailResultDto> {
    return this.accounts.verifyEmail(dto.token);
  }

  @Get('api-tokens/')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: "List the organization's API tokens of one mode, the caller's by default (newest first)", operationId: 'listApiTokens' })
  @ApiOkResponse({ type: ApiTokenListDto })
  @ApiErrors('VALIDATION_ERROR')
  listApiTokens(@Principal() principal: PrincipalT, @Query() query: ApiTokenQueryDto): Promise<ApiTokenListDto> {
    const { page, pageSize } = pageOf(query);
    return this.accounts.listApiTokens(principal, query.mode, page, pageSize);
  }

  @Post('api-tokens/')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Create an API token; the token is shown only in this response', operationId: 'createApiToken' })
  @ApiCreatedResponse({ type: CreatedApiTokenDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  createApiToken(@Principal() principal: PrincipalT, @Body() dto: CreateApiTokenDto): Promise<CreatedApiTokenDto> {
    return this.accounts.createApiToken(principal, dto);
  }

  @Delete('api-tokens/:id/')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Revoke an API token; every replica refuses it from the next request', operationId: 'revokeApiToken' })
  @ApiOkResponse({ type: ApiTokenDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_ERROR')
  revokeApiToken(
    @Principal() principal: PrincipalT,
    @Param('id', uuidParam('API token')) id: string,
  ): Promise<ApiTokenDto> {
    return this.accounts.revokeApiToken(principal, id);
  }
}
