import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { AuthRevocationService } from '../auth/auth-revocation.service.js';
import type { Principal } from '../auth/principal.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { toOrganizationSettings, toOrganizationSummary } from './accounts.mapper.js';
import type { OrganizationSettingsDto, UpdateOrganizationSettingsDto } from './dto/organization-settings.dto.js';
import { OrganizationChange, OrganizationRepository } from './organization.repository.js';

/**
 * The operator's commands on organizations (cli org:*). Every change is broadcast, so each
 * replica's cached credentials pick up a suspension or a new tier within moments.
 */
@Injectable()
export class OrganizationsService {
  constructor(
    private readonly organizations: OrganizationRepository,
    private readonly revocations: AuthRevocationService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The one operator check: administrators (role A) of the organization that operates the deployment. */
  async isOperatorAdministrator(principal: Principal): Promise<boolean> {
    return principal.role === 'A' && (await this.organizations.isOperator(principal.organizationId));
  }

  async list() {
    const rows = await this.organizations.findAll();
    return rows.map(toOrganizationSummary);
  }

  /** The name other domains show (the hosted report page, report PDFs); null for an unknown id. */
  async nameOf(organizationId: string): Promise<string | null> {
    const org = await this.organizations.findById(organizationId);
    return org?.name ?? null;
  }

  /** The dashboard's organization settings: name, branding, tier (read-only). */
  async settings(organizationId: string): Promise<OrganizationSettingsDto> {
    const org = await this.organizations.findById(organizationId);
    if (!org) throw ApiError.notFound('Organization');
    return toOrganizationSettings(org);
  }

  async updateSettings(organizationId: string, dto: UpdateOrganizationSettingsDto): Promise<OrganizationSettingsDto> {
    const change: OrganizationChange = {};
    if (dto.name !== undefined) change.name = dto.name.trim();
    const b = dto.branding;
    if (b?.display_name !== undefined) change.displayName = b.display_name === null ? null : b.display_name.trim();
    if (b?.logo_url !== undefined) change.logoUrl = b.logo_url;
    if (b?.privacy_notice_url !== undefined) change.privacyNoticeUrl = b.privacy_notice_url;
    if (b?.terms_url !== undefined) change.termsUrl = b.terms_url;
    if (Object.keys(change).length && !(await this.organizations.update(organizationId, change))) throw ApiError.notFound('Organization');
    return this.settings(organizationId);
  }

  /** What the hosted bank-connection page shows of the lender; null for an unknown id. */
  async brandingOf(organizationId: string): Promise<{ name: string; displayName: string; logoUrl: string | null; privacyNoticeUrl: string | null; termsUrl: string | null } | null> {
    const org = await this.organizations.findById(organizationId);
    if (!org) return null;
    return { name: org.name, displayName: org.displayName ?? org.name, logoUrl: org.logoUrl, privacyNoticeUrl: org.privacyNoticeUrl, termsUrl: org.termsUrl };
  }

  /** The tier sets the rate limit; only tiers RATE_LIMIT_TIERS defines are accepted. */
  async setTier(organizationId: string, tier: number) {
    const tiers = Object.keys(this.config.rateLimit.tiers).map(Number);
    if (!tiers.includes(tier)) {
      throw ApiError.validation([{ field: 'tier', issue: `must be one of ${tiers.join(', ')}` }], `The tier must be one of ${tiers.join(', ')} (RATE_LIMIT_TIERS).`);
    }
    return this.change(organizationId, { tier });
  }

  /** Its users' access tokens and its API tokens are refused from now on; sign-in and refresh too. */
  suspend(organizationId: string) {
    return this.change(organizationId, { suspendedAt: () => 'COALESCE(suspended_at, now())' });
  }

  activate(organizationId: string) {
    return this.change(organizationId, { suspendedAt: null });
  }

  private async change(organizationId: string, change: OrganizationChange) {
    if (!isUUID(organizationId)) throw ApiError.notFound('Organization');
    if (!(await this.organizations.update(organizationId, change))) throw ApiError.notFound('Organization');
    await this.revocations.publish({ kind: 'organization', organizationId });
    return toOrganizationSummary((await this.organizations.findById(organizationId))!);
  }
}
