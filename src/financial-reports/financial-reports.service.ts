import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrganizationsService } from '../accounts/organizations.service.js';
import { sha256Hex, newOpaqueToken } from '../auth/token-hash.js';
import type { Principal } from '../auth/principal.js';
import { ApiError } from '../common/errors.js';
import { decryptField, encryptField } from '../common/field-encryption.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ConsentsService } from '../credit/consents/consents.service.js';
import { WebhookDeliveryHooks } from '../webhooks/webhook-delivery-hooks.js';
import type { CompletedConnectionDto, HostedSessionDto, LinkTokenDto } from './dto/hosted-session.dto.js';
import type { CreatedReportCaseDto, CreateReportCaseDto, ReportCaseDto, ReportCaseListDto, ReportCaseTransitionsDto } from './dto/report-case.dto.js';
import type { CaseStatus, ReportCase } from './entities/report-case.entity.js';
import { signedPdfUrl, verifyPdfLink } from './pdf/pdf-link.js';
import { BANK_CONNECTION_PROVIDER, ProviderError } from './providers/bank-connection.provider.js';
import { SandboxBankProvider } from './providers/sandbox.provider.js';
import type { BankConnectionProvider, SandboxProfile } from './providers/bank-connection.provider.js';
import { ReportCaseLifecycle } from './report-case.lifecycle.js';
import { ReportCaseRepository } from './report-case.repository.js';
import { ReportPdfRepository } from './report-pdf.repository.js';
import { PUBLIC_TOKEN_TTL_SECONDS } from './financial-reports.constants.js';
import { shortName, summaryOf, toReportCaseDto, toReportCaseSummaryDto, toTransitionDto } from './financial-reports.mapper.js';
import { HOSTED_CONSENT_VERSION, hostedConsentText, redirectUrlIssue, returnUrl } from './hosted/hosted-consent.js';

const STEP: Record<string, string> = {
  PENDING_CONNECTION: 'connect',
  CONNECTED: 'processing',
  PROCESSING: 'processing',
  REPORT_READY: 'ready',
  FAILED: 'failed',
  EXPIRED: 'expired',
};
/** A widget token with less than this left is replaced rather than re-offered on reload. */
const WIDGET_TOKEN_MIN_LEFT_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class FinancialReportsService implements OnModuleInit {
  private readonly logger = new Logger(FinancialReportsService.name);

  constructor(
    private readonly cases: ReportCaseRepository,
    private readonly pdfs: ReportPdfRepository,
    private readonly organizations: OrganizationsService,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(BANK_CONNECTION_PROVIDER) private readonly provider: BankConnectionProvider,
    private readonly lifecycle: ReportCaseLifecycle,
    private readonly hooks: WebhookDeliveryHooks,
    private readonly consents: ConsentsService,
  ) {}

  private readonly sandboxProvider: BankConnectionProvider = new SandboxBankProvider();

  onModuleInit() {
    // webhook_delivered_at: the first successful delivery of the case's report.ready / report.failed.
    const delivered = async (event: Record<string, unknown>, at: Date) => {
      if (typeof event.case_id !== 'string' || !UUID.test(event.case_id)) return;
      await this.cases.markWebhookDelivered(event.case_id, at);
    };
    this.hooks.onDelivered('report.ready', delivered);
    this.hooks.onDelivered('report.failed', delivered);
  }

  async create(principal: Principal, dto: CreateReportCaseDto, requestId: string): Promise<CreatedReportCaseDto> {
    // A loan application's consent lets the report read the applicant's bureau file: checked now (a refusal is logged),
    // while the read itself is logged by the worker when it happens.
    const consent = dto.consent_reference
      ? await this.consents.authorizeByReference(principal, {
          action: 'report.create',
          consentReference: dto.consent_reference,
          purpose: 'loan_application',
          requestId,
          logAllowed: false,
        })
      : null;
    const redirectIssue = dto.redirect_url === undefined ? null : redirectUrlIssue(dto.redirect_url, principal.livemode);
    if (redirectIssue) throw ApiError.validation([{ field: 'redirect_url', issue: redirectIssue }]);
    const token = newOpaqueToken();
    const created = await this.lifecycle.open({
      organizationId: principal.organizationId,
      livemode: principal.livemode,
      referenceId: dto.reference_id,
      fullName: dto.full_name.trim(),
      contactPhone: dto.contact_phone ?? null,
      contactEmail: dto.contact_email ?? null,
      countryCodes: (dto.country_codes ?? ['US']).map((c) => c.toUpperCase()),
      linkTokenHash: sha256Hex(token),
      linkExpiresAt: new Date(Date.now() + this.config.reports.linkTtlSeconds * 1000),
      provider: this.providerFor(principal.livemode).name,
      loanTenorMonths: dto.loan_tenor_months ?? null,
      loanMonthlyRatePercent: dto.loan_monthly_rate_percent ?? null,
      creditConsentId: consent?.id ?? null,
      redirectUrl: dto.redirect_url ?? null,
    });
    if (!created) {
      throw new ApiError('CONFLICT', 'A case with this reference_id already exists in your organization.', [{ field: 'reference_id', issue: 'already used' }]);
    }
    return {
      case_id: created.id,
      status: 'PENDING_CONNECTION',
      message: 'Case created. Send link_url to the applicant to connect their bank account; the report follows by webhook or polling.',
      link_url: `${this.config.publicBaseUrl}/c/${token}`,
    };
  }

  /** The customer view's cases: those opened under the organization's consents for this BVN, with state and score. */
  async casesOfCustomer(principal: Principal, bvn: string) {
    const rows = await this.cases.findByConsents(principal.organizationId, principal.livemode, await this.consents.consentIdsForBvn(principal, bvn), 20);
    return rows.map((c) => ({
      case_id: c.id,
      reference_id: c.referenceId,
      status: c.status,
      score: c.status === 'REPORT_READY' && c.report ? summaryOf(c.report).score : null,
      created_at: new Date(c.createdAt).toISOString(),
    }));
  }

  async get(principal: Principal, caseId: string): Promise<ReportCaseDto> {
    const c = await this.cases.findInOrganization(caseId, principal.organizationId, principal.livemode);
    if (!c) throw ApiError.notFound('Report case');
    return toReportCaseDto(c, c.status === 'REPORT_READY' ? this.pdfUrl(c.id) : null);
  }

  async list(principal: Principal, status: CaseStatus | undefined, page: number, pageSize: number): Promise<ReportCaseListDto> {
    const [rows, count] = await this.cases.findPage(principal.organizationId, principal.livemode, status, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map(toReportCaseSummaryDto) };
  }

  async transitions(principal: Principal, caseId: string): Promise<ReportCaseTransitionsDto> {
    const rows = await this.cases.transitionsInOrganization(caseId, principal.organizationId, principal.livemode);
    if (!rows) throw ApiError.notFound('Report case');
    return { case_id: caseId, transitions: rows.map(toTransitionDto) };
  }

  pdfUrl(caseId: string) {
    return signedPdfUrl(this.config.publicBaseUrl, this.config.encryptionKey, caseId, this.config.reports.pdfLinkTtlSeconds);
  }

  /** The PDF behind a signed link; the signature is the credential (no bearer token). */
  async pdf(caseId: string, expires?: string, sig?: string): Promise<Buffer> {
    if (!verifyPdfLink(this.config.encryptionKey, caseId, expires, sig)) throw ApiError.forbidden('The report link is invalid or has expired; fetch the case again for a fresh report_pdf_url.');
    const content = await this.pdfs.contentOf(caseId);
    if (!content) throw ApiError.notFound('Report PDF');
    return content;
  }

  // ---- the hosted page (the link token in link_url is the credential) ----

  /** The case behind a hosted-link token; a link past its lifetime is expired here at once. */
  async byLinkToken(token: string): Promise<ReportCase | null> {
    if (!token || token.length > 100) return null;
    let c = await this.cases.findByLinkTokenHash(sha256Hex(token));
    if (c?.status === 'PENDING_CONNECTION' && c.linkExpiresAt.getTime() <= Date.now()) {
      await this.lifecycle.transition(c.id, 'EXPIRED', 'link expired before connection');
      c = await this.cases.findById(c.id);
    }
    return c;
  }

  private async requireByLinkToken(token: string): Promise<ReportCase> {
    const c = await this.byLinkToken(token);
    if (!c) throw ApiError.notFound('Link');
    return c;
  }

  private requirePending(c: ReportCase) {
    if (c.status === 'EXPIRED') throw ApiError.conflict('This link has expired. Ask the organization that sent it for a new one.');
    if (c.status !== 'PENDING_CONNECTION') throw ApiError.conflict('A bank account is already connected for this link.');
  }

  async session(token: string): Promise<HostedSessionDto> {
    const c = await this.requireByLinkToken(token);
    const brand = await this.organizations.brandingOf(c.organizationId);
    const organizationName = brand?.name ?? null;
    const widgetValid = c.status === 'PENDING_CONNECTION' && c.widgetTokenEncrypted && c.widgetTokenExpiresAt && c.widgetTokenExpiresAt.getTime() - Date.now() > WIDGET_TOKEN_MIN_LEFT_MS;
    return {
      step: STEP[c.status],
      status: c.status,
      organization_name: organizationName ?? '',
      organization: {
        display_name: brand?.displayName ?? '',
        logo_url: brand?.logoUrl ?? null,
        privacy_notice_url: brand?.privacyNoticeUrl ?? null,
        terms_url: brand?.termsUrl ?? null,
      },
      applicant_name: shortName(c.fullName),
      country_codes: c.countryCodes,
      provider: c.provider,
      link_expires_at: c.linkExpiresAt.toISOString(),
      link_token: widgetValid ? decryptField(this.config.encryptionKey, c.widgetTokenEncrypted!) : null,
      institution_name: c.institutionName,
      institutions: this.providerFor(c.livemode).sandbox ? [...this.providerFor(c.livemode).sandbox!.institutions] : [],
      consent: {
        version: HOSTED_CONSENT_VERSION,
        text: hostedConsentText(brand?.displayName || organizationName || 'the lender'),
        given_at: c.consentVersion === HOSTED_CONSENT_VERSION && c.consentGivenAt ? c.consentGivenAt.toISOString() : null,
      },
      return_urls: c.redirectUrl ? { success_url: returnUrl(c.redirectUrl, c.id, 'success'), exit_url: returnUrl(c.redirectUrl, c.id, 'exit') } : null,
    };
  }

  /** The provider's widget token; the same one again while it is valid (reloads, double clicks). Needs the applicant's consent to the current text. */
  async linkToken(token: string, consentVersion?: string): Promise<LinkTokenDto> {
    const c = await this.requireByLinkToken(token);
    this.requirePending(c);
    if (consentVersion !== undefined) {
      if (consentVersion !== HOSTED_CONSENT_VERSION) {
        throw new ApiError('CONSENT_INVALID', 'The consent text has changed; reload the page and agree to the current text.', [{ field: 'consent_version', issue: `must be ${HOSTED_CONSENT_VERSION}` }]);
      }
      if (!(await this.cases.recordConsent(c.id, consentVersion))) this.requirePending(await this.cases.getById(c.id));
    } else if (c.consentVersion !== HOSTED_CONSENT_VERSION) {
      throw new ApiError('CONSENT_INVALID', 'The applicant must agree to share their bank statements before connecting.', [{ field: 'consent_version', issue: 'required' }]);
    }
    if (c.widgetTokenEncrypted && c.widgetTokenExpiresAt && c.widgetTokenExpiresAt.getTime() - Date.now() > WIDGET_TOKEN_MIN_LEFT_MS) {
      return { link_token: decryptField(this.config.encryptionKey, c.widgetTokenEncrypted), expiration: c.widgetTokenExpiresAt.toISOString(), provider: c.provider };
    }
    const clientName = (await this.organizations.nameOf(c.organizationId)) ?? '';
    const created = await this.providerFor(c.livemode).createLinkToken({ caseId: c.id, clientName, countryCodes: c.countryCodes });
    await this.cases.saveWidgetToken(c.id, encryptField(this.config.encryptionKey, created.linkToken), created.expiresAt);
    return { link_token: created.linkToken, expiration: created.expiresAt.toISOString(), provider: c.provider };
  }

  /** The sandbox widget's "log in to a test bank": a public token for the chosen profile, bound to this case. */
  async sandboxConnect(token: string, profile: SandboxProfile, institutionId = 'gtbank'): Promise<{ public_token: string }> {
    const c = await this.requireByLinkToken(token);
    // test-mode cases always have the sandbox bank, whatever provider live mode uses
    const sandbox = this.providerFor(c.livemode).sandbox;
    if (!sandbox) throw ApiError.notFound('Resource');
    this.requirePending(c);
    let publicToken: string;
    try {
      publicToken = sandbox.createPublicToken(institutionId, profile);
    } catch (err) {
      if (err instanceof ProviderError) throw ApiError.validation([{ field: 'institution_id', issue: err.message }]);
      throw err;
    }
    await this.issuePublicToken(c, publicToken);
    return { public_token: publicToken };
  }

  /** Every connect step issues through here (hash kept, replaces the last, lapses): /complete takes only a token the server handed out. */
  private async issuePublicToken(c: ReportCase, publicToken: string) {
    const issued = await this.cases.issuePublicToken(c.id, sha256Hex(publicToken), PUBLIC_TOKEN_TTL_SECONDS);
    if (!issued) this.requirePending(await this.cases.getById(c.id));
  }

  /** PENDING_CONNECTION -> CONNECTED, then generation is queued; the issued token burns with the move (400 other token, 409 second use or lost race). */
  async complete(token: string, publicToken: string): Promise<CompletedConnectionDto> {
    const c = await this.requireByLinkToken(token);
    this.requirePending(c);
    const hash = sha256Hex(publicToken);
    if (c.publicTokenHash !== hash) throw invalidPublicToken('was not issued for this link; connect your bank again');
    if (!c.publicTokenExpiresAt || c.publicTokenExpiresAt.getTime() <= Date.now()) throw invalidPublicToken('has expired; connect your bank again');
    let exchanged: { accessToken: string; institutionName: string };
    try {
      exchanged = await this.providerFor(c.livemode).exchangePublicToken(publicToken);
    } catch (err) {
      if (err instanceof ProviderError && !err.retryable) throw invalidPublicToken(err.message);
      this.logger.warn({ err, case_id: c.id }, 'public token exchange failed');
      throw new ApiError('SERVICE_UNAVAILABLE', 'The bank connection could not be completed just now; please try again.');
    }
    const burn = async (manager: EntityManager) => {
      const burnt = await this.cases.burnPublicToken(manager, c.id, hash);
      // Replaced by a newer connect, or lapsed during the exchange: throwing undoes the move.
      if (!burnt) throw invalidPublicToken('was replaced or has expired; connect your bank again');
    };
    const moved = await this.lifecycle.transition(c.id, 'CONNECTED', `applicant connected ${exchanged.institutionName}`, {
      changes: { providerAccessTokenEncrypted: encryptField(this.config.encryptionKey, exchanged.accessToken), institutionName: exchanged.institutionName },
      within: burn,
    });
    if (!moved) {
      // Another complete moved the case first (the move locks the row): this one is a second use.
      this.requirePending(await this.cases.getById(c.id));
      throw ApiError.conflict('The bank connection could not be completed; reload the page.');
    }
    await this.lifecycle.jobs.dispatch(c.id);
    return { status: 'CONNECTED', institution_name: exchanged.institutionName };
  }

  /** Test mode always uses the sandbox bank; live mode the configured provider. */
  private providerFor(livemode: boolean): BankConnectionProvider {
    return livemode ? this.provider : this.sandboxProvider;
  }
}

const invalidPublicToken = (issue: string) => ApiError.validation([{ field: 'public_token', issue }], 'The public token is not valid for this link.');
