import { Body, Controller, Delete, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators.js';
import { TokenService, type IssuedTokens, type TokenSubject } from '../auth/token.service.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { ApiError } from '../common/errors.js';
import { AccountsService } from './accounts.service.js';
import { LoginDto } from './dto/login.dto.js';
import { SessionDto, SessionModeDto } from './dto/session.dto.js';
import { clearSessionCookies, CSRF_COOKIE, CSRF_HEADER, csrfMatches, csrfTokenFor, readCookie, REFRESH_COOKIE, setSessionCookies } from './session-cookies.js';

const CSRF_DOC = { name: 'X-CSRF-Token', required: true, description: 'The value of the nr_csrf cookie (signed double-submit CSRF defence).' };

/** The dashboard's session: refresh token in an HttpOnly cookie, access token in the body (kept in memory by the page). */
@ApiTags('accounts')
@Controller('v1/accounts')
export class SessionController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('session/')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary: 'Start a dashboard session: sets the HttpOnly refresh cookie (nr_refresh) and the CSRF cookie (nr_csrf); answers the access token',
    operationId: 'accountsSessionCreate',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED')
  async create(@Body() dto: LoginDto, @Ip() ip: string, @Res({ passthrough: true }) res: Response): Promise<SessionDto> {
    const { tokens, subject } = await this.accounts.signIn(dto.email, dto.password, ip, dto.livemode !== false);
    return this.answer(res, tokens, subject);
  }

  @Post('session/mode/')
  @HttpCode(200)
  @Public()
  @ApiHeader(CSRF_DOC)
  @ApiOperation({
    summary: 'Switch the dashboard session to test or live mode: re-issues the tokens (the refresh cookie rotates) in that mode',
    operationId: 'accountsSessionMode',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED')
  async mode(@Req() req: Request, @Body() dto: SessionModeDto, @Res({ passthrough: true }) res: Response): Promise<SessionDto> {
    const refresh = readCookie(req, REFRESH_COOKIE);
    if (!refresh) throw ApiError.unauthenticated('No dashboard session: sign in again.');
    await this.assertCsrf(req, refresh);
    const { tokens, subject } = await this.accounts.refreshWithSubject(refresh, dto.livemode);
    return this.answer(res, tokens, subject);
  }

  @Post('session/refresh/')
  @HttpCode(200)
  @Public()
  @ApiHeader(CSRF_DOC)
  @ApiOperation({
    summary: 'New access token from the refresh cookie; needs X-CSRF-Token equal to the nr_csrf cookie. The refresh cookie rotates; reuse of a rotated one closes the sign-in',
    operationId: 'accountsSessionRefresh',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors('UNAUTHENTICATED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'RATE_LIMITED')
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionDto> {
    const refresh = readCookie(req, REFRESH_COOKIE);
    if (!refresh) throw ApiError.unauthenticated('No dashboard session: sign in again.');
    await this.assertCsrf(req, refresh);
    const { tokens, subject } = await this.accounts.refreshWithSubject(refresh);
    return this.answer(res, tokens, subject);
  }

  @Delete('session/')
  @HttpCode(204)
  @Public()
  @ApiHeader(CSRF_DOC)
  @ApiOperation({ summary: 'Sign out: revokes the session’s refresh tokens and clears its cookies', operationId: 'accountsSessionDelete' })
  @ApiNoContentResponse({ description: 'Signed out (also when there was no session).' })
  @ApiErrors('FORBIDDEN', 'RATE_LIMITED')
  async remove(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const refresh = readCookie(req, REFRESH_COOKIE);
    if (refresh) {
      const familyId = await this.assertCsrf(req, refresh);
      await this.tokens.revokeFamily(familyId);
    }
    clearSessionCookies(res, this.config.isProduction);
  }

  /** The refresh token's family, once the CSRF header and cookie both carry the token bound to it. */
  private async assertCsrf(req: Request, refresh: string): Promise<string> {
    const familyId = await this.tokens.familyOf(refresh);
    if (!familyId) throw ApiError.unauthenticated('The session is not valid: sign in again.');
    const header = req.headers[CSRF_HEADER];
    if (!csrfMatches(this.config.jwt.secret, familyId, typeof header === 'string' ? header : undefined, readCookie(req, CSRF_COOKIE))) {
      throw ApiError.forbidden('Missing or wrong X-CSRF-Token header (send the value of the nr_csrf cookie).');
    }
    return familyId;
  }

  private async answer(res: Response, tokens: IssuedTokens, subject: TokenSubject): Promise<SessionDto> {
    const view = await this.accounts.sessionView(subject);
    setSessionCookies(res, tokens.refresh, csrfTokenFor(this.config.jwt.secret, tokens.familyId), this.config.jwt.refreshTtlSeconds, this.config.isProduction);
    res.setHeader('Cache-Control', 'no-store');
    return {
      access: tokens.access,
      token_type: 'Bearer',
      expires_in: tokens.accessExpiresIn,
      expires_at: new Date(Date.now() + tokens.accessExpiresIn * 1000).toISOString(),
      ...view,
      livemode: tokens.livemode,
    };
  }
}
