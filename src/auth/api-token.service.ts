import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserRole } from '../accounts/entities/user.entity.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { LruMap } from '../common/lru-map.js';
import { AuthRevocationService } from './auth-revocation.service.js';
import { ApiTokenRepository } from './api-token.repository.js';
import type { ApiToken } from './entities/api-token.entity.js';
import type { OrgScope, Principal } from './principal.js';
import { newApiToken, sha256Hex } from './token-hash.js';

interface CacheEntry {
  principal: Principal | null;
  /** A real token of an organization that is refused (revoked, expired, user or organization suspended). */
  refused?: RefusedApiToken;
  until: number;
}

/** Who a refused API token belongs to: enough to record the call in its organization's request log (never the token). */
export type RefusedApiToken = Pick<Principal, 'organizationId' | 'livemode' | 'userId'> & { tokenId: string };

const MAX_CACHE = 20_000;
const LAST_USED_EVERY_MS = 60_000;

/** API tokens; lookups are cached per replica and dropped on the Redis revocation broadcast (the TTL bounds it if Redis is away). */
@Injectable()
export class ApiTokenService {
  private readonly cache = new LruMap<string, CacheEntry>(MAX_CACHE);
  private readonly lastUsedWritten = new LruMap<string, number>(MAX_CACHE);
  /** Bumped by every revocation: a lookup that raced one is answered but not cached. */
  private generation = 0;

  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly revocations: AuthRevocationService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    // A user's or organization's change may touch any cached token (and unknown ones that were refused): start over.
    revocations.onRevoked((r) => {
      this.generation++;
      if (r.kind === 'token') this.cache.delete(r.tokenHash);
      else this.cache.clear();
    });
  }

  async create(principal: Principal, name: string, role: UserRole, expiresAt: Date | null, livemode = true) {
    const plaintext = newApiToken(livemode);
    const entity = await this.tokens.create({
      organizationId: principal.organizationId,
      userId: principal.userId,
      name,
      role,
      prefix: plaintext.slice(0, 12),
      tokenHash: sha256Hex(plaintext),
      expiresAt,
      livemode,
    });
    return { entity, plaintext };
  }

  /** Creates a token inside a caller's transaction (bootstrap, demo seed). */
  async createWith(manager: EntityManager, organizationId: string, userId: number, name: string, role: UserRole, livemode = true) {
    const plaintext = newApiToken(livemode);
    const entity = await this.tokens.create({ organizationId, userId, name, role, prefix: plaintext.slice(0, 12), tokenHash: sha256Hex(plaintext), livemode }, manager);
    return { entity, plaintext };
  }

  async listForOrganization(scope: OrgScope, page: number, pageSize: number) {
    const [rows, count] = await this.tokens.findPageForOrganization(scope, page, pageSize);
    return { rows, count };
  }

  /** A test-mode caller revokes test keys only (a live key is not found for it); a live caller may revoke the test keys it can create. */
  async revoke(caller: OrgScope, id: string): Promise<ApiToken> {
    const { organizationId } = caller;
    const token = await this.tokens.findOneForOrganization(organizationId, id);
    if (!token || (token.livemode && !caller.livemode)) throw ApiError.notFound('API token');
    if (!token.revokedAt) {
      token.revokedAt = new Date();
      await this.tokens.revoke(organizationId, id, token.revokedAt);
    }
    await this.revocations.publish({ kind: 'token', tokenHash: token.tokenHash });
    return token;
  }

  /**
   * The principal of a raw API token, or null when it is unknown, revoked, expired, or its user or
   * organization suspended. `beforeLookup` runs only when PostgreSQL is about to be asked (a cache miss).
   */
  async authenticate(
    raw: string,
    beforeLookup: () => Promise<void> = async () => undefined,
    onRefused?: (token: RefusedApiToken) => void,
  ): Promise<Principal | null> {
    const hash = sha256Hex(raw);
    const now = Date.now();
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) {
      if (hit.principal) this.touch(hit.principal.tokenId!, now);
      if (hit.refused) onRefused?.(hit.refused);
      return hit.principal;
    }
    await beforeLookup();
    const generation = this.generation;
    const row = await this.tokens.findByHash(hash);
    const principal: Principal | null = row?.active
      ? { kind: 'api_token', key: `token:${row.id}`, tokenId: row.id, userId: row.userId, organizationId: row.organizationId, role: row.role, tier: row.tier, livemode: row.livemode }
      : null;
    const refused: RefusedApiToken | undefined = row && !row.active ? { organizationId: row.organizationId, livemode: row.livemode, userId: row.userId, tokenId: row.id } : undefined;
    if (refused) onRefused?.(refused);
    if (generation === this.generation) this.cache.set(hash, { principal, refused, until: now + this.config.apiTokenCacheSeconds * 1000 });
    if (principal) this.touch(principal.tokenId!, now);
    return principal;
  }

  /** last_used_at, written at most once a minute per token per replica. */
  private touch(tokenId: string, now: number) {
    const last = this.lastUsedWritten.get(tokenId) ?? 0;
    if (now - last < LAST_USED_EVERY_MS) return;
    this.lastUsedWritten.set(tokenId, now);
    this.tokens.touchLastUsed(tokenId, new Date(now)).catch(() => undefined);
  }
}
