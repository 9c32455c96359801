import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Repository } from 'typeorm';
import type { Organization } from '../accounts/entities/organization.entity.js';
import type { OrgScope } from './principal.js';
import { named } from '../database/sql.js';
import { ApiToken } from './entities/api-token.entity.js';

export type NewApiToken = Pick<ApiToken, 'organizationId' | 'userId' | 'name' | 'role' | 'prefix' | 'tokenHash'> & Partial<Pick<ApiToken, 'expiresAt' | 'livemode'>>;
/** A live token with its organization's tier: what a request authenticated by it acts as. */
export type ActiveApiToken = Pick<ApiToken, 'id' | 'organizationId' | 'userId' | 'role' | 'livemode'> & Pick<Organization, 'tier'>;
/** A stored token by its hash, and whether it is usable (unrevoked, unexpired, user active, organization not suspended). */
export type ApiTokenByHash = ActiveApiToken & { active: boolean };

/** API tokens. The per-request lookup joins the token's user and organization in one indexed statement. */
@Injectable()
export class ApiTokenRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>,
  ) {}

  create(fields: NewApiToken, manager: EntityManager = this.db.manager): Promise<ApiToken> {
    return manager.save(manager.create(ApiToken, fields));
  }

  findPageForOrganization({ organizationId, livemode }: OrgScope, page: number, pageSize: number): Promise<[ApiToken[], number]> {
    return this.tokens.findAndCount({ where: { organizationId, livemode }, order: { createdAt: 'DESC', id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize });
  }

  findOneForOrganization(organizationId: string, id: string): Promise<ApiToken | null> {
    return this.tokens.findOne({ where: { id, organizationId } });
  }

  async revoke(organizationId: string, id: string, at: Date): Promise<void> {
    await this.tokens.update({ id, organizationId, revokedAt: IsNull() }, { revokedAt: at });
  }

  async touchLastUsed(id: string, at: Date): Promise<void> {
    await this.tokens.update({ id }, { lastUsedAt: at });
  }

  /**
   * The token of this hash, active only if it is unrevoked and unexpired and its user is active and its organization not
   * suspended (as for JWTs); an inactive one is returned so its organization's request log can record the refused call.
   */
  // Joins accounts' users and organizations on purpose: every API request (on a cache miss) is this one indexed statement, not three.
  async findByHash(tokenHash: string): Promise<ApiTokenByHash | undefined> {
    const s = named(
      `SELECT t.id, t.organization_id AS "organizationId", t.user_id AS "userId", t.role, t.livemode, o.tier,
              (t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())
               AND u.status = 'active' AND o.suspended_at IS NULL) AS active
         FROM api_tokens t
         JOIN organizations o ON o.id = t.organization_id
         JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = :tokenHash`,
      { tokenHash },
    );
    const [row] = await this.db.query(s.text, s.values);
    return row;
  }
}
