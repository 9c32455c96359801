import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { Repository } from 'typeorm';
import { AuthRevocationService } from '../auth/auth-revocation.service.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { toOrganizationSummary } from './accounts.mapper.js';
import { Organization } from './entities/organization.entity.js';

type OrganizationChange = Parameters<Repository<Organization>['update']>[1];

/**
 * The operator's commands on organizations (cli org:*). Every change is broadcast, so each
 * replica's cached credentials pick up a suspension or a new tier within moments.
 */
@Injectable()
export class OrganizationsService {
  constructor(
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    private readonly revocations: AuthRevocationService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async list() {
    const rows = await this.organizations.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toOrganizationSummary);
  }

  /** The name other domains show (the hosted report page, report PDFs); null for an unknown id. */
  async nameOf(organizationId: string): Promise<string | null> {
    const org = await this.organizations.findOne({ where: { id: organizationId }, select: { name: true } });
    return org?.name ?? null;
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
    const { affected } = await this.organizations.update({ id: organizationId }, change);
    if (!affected) throw ApiError.notFound('Organization');
    await this.revocations.publish({ kind: 'organization', organizationId });
    return toOrganizationSummary(await this.organizations.findOneByOrFail({ id: organizationId }));
  }
}
