import { Body, Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../auth/auth.decorators.js';
import { ApiErrors } from '../../common/api-errors.decorator.js';
import { CompleteConnectionDto, CompletedConnectionDto, HostedSessionDto, LinkTokenDto, LinkTokenRequestDto, SandboxConnectDto, SandboxPublicTokenDto } from '../dto/hosted-session.dto.js';
import type { SandboxProfile } from '../providers/bank-connection.provider.js';
import { FinancialReportsService } from '../financial-reports.service.js';
import { HOSTED_PAGE_CSS, HOSTED_PAGE_JS } from './hosted-page.assets.js';
import { HOSTED_PAGE_HTML, UNKNOWN_LINK_HTML } from './hosted-page.html.js';

// @Public: the link token is the credential, for one case; frame-ancestors *: the contract lets customers embed link_url in an iframe.
// img-src https: for the lender's logo (organization settings accept https URLs only).
const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors *";

@ApiTags('hosted-page')
@Controller('c')
export class HostedPageController {
  constructor(private readonly reports: FinancialReportsService) {}

  @Get('assets/hosted-page.js')
  @Public()
  @ApiExcludeEndpoint()
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  script(): string {
    return HOSTED_PAGE_JS;
  }

  @Get('assets/hosted-page.css')
  @Public()
  @ApiExcludeEndpoint()
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  styles(): string {
    return HOSTED_PAGE_CSS;
  }

  @Get(':token')
  @Public()
  @ApiOperation({ summary: 'The hosted bank-connection page (HTML) behind link_url', operationId: 'hostedPage' })
  @ApiOkResponse({ description: 'text/html' })
  async page(@Param('token') token: string, @Res() res: Response) {
    const c = await this.reports.byLinkToken(token);
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.removeHeader('X-Frame-Options');
    res.setHeader('Cache-Control', 'no-store');
    res.status(c ? 200 : 404).type('html').send(c ? HOSTED_PAGE_HTML : UNKNOWN_LINK_HTML);
  }

  @Get(':token/session')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Where the applicant is: the page resumes from this on every load', operationId: 'hostedSession' })
  @ApiOkResponse({ type: HostedSessionDto })
  @ApiErrors('NOT_FOUND')
  session(@Param('token') token: string): Promise<HostedSessionDto> {
    return this.reports.session(token);
  }

  @Post(':token/link-token')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: "The provider's widget token (the same one again while valid)", operationId: 'hostedLinkToken' })
  @ApiOkResponse({ type: LinkTokenDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONSENT_INVALID', 'NOT_FOUND', 'CONFLICT')
  linkToken(@Param('token') token: string, @Body() dto: LinkTokenRequestDto): Promise<LinkTokenDto> {
    return this.reports.linkToken(token, dto?.consent_version);
  }

  @Post(':token/complete')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary: 'Finish the connection with the public token issued for this link; report generation is queued',
    description: 'The token must be the one the connect step issued for this link, unexpired: any other is 400 VALIDATION_ERROR. It is good once: after the case is connected, any complete is 409 CONFLICT.',
    operationId: 'hostedComplete',
  })
  @ApiOkResponse({ type: CompletedConnectionDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE')
  complete(@Param('token') token: string, @Body() dto: CompleteConnectionDto): Promise<CompletedConnectionDto> {
    return this.reports.complete(token, dto.public_token);
  }

  @Post(':token/sandbox/connect')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Sandbox provider only: log in to a test bank with a profile, get a public token for this link (usable once)', operationId: 'hostedSandboxConnect' })
  @ApiOkResponse({ type: SandboxPublicTokenDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'NOT_FOUND', 'CONFLICT')
  sandboxConnect(@Param('token') token: string, @Body() dto: SandboxConnectDto): Promise<SandboxPublicTokenDto> {
    return this.reports.sandboxConnect(token, dto.profile as SandboxProfile, dto.institution_id);
  }
}
