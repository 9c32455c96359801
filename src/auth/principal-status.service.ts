import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { LruMap } from '../common/lru-map.js';
import { AuthRevocationService } from './auth-revocation.service.js';
import type { Principal } from './principal.js';
import { PrincipalStandingRepository } from './principal-standing.repository.js';

interface Standing {
  /** The organization's tier and the user's role now, or null when the user or the organization is suspended. */
  current: { tier: number; role: Principal['role'] } | null;
  until: number;
}

const MAX_CACHE = 20_000;

/** Makes a suspension refuse access tokens before they expire; cached per replica, dropped by the revocation broadcast. */
@Injectable()
export class PrincipalStatusService {
  private readonly cache = new LruMap<string, Standing>(MAX_CACHE);
  /** Bumped by every revocation: a lookup that raced one is answered but not cached. */
  private generation = 0;

  constructor(
    private readonly standings: PrincipalStandingRepository,
    revocations: AuthRevocationService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    revocations.onRevoked((r) => {
      if (r.kind === 'token') return;
      this.generation++;
      this.cache.clear();
    });
  }

  /**
   * The access token's principal as it stands now (with the current tier), or null once its user or
   * organization is suspended (role and tier as they are now). `beforeLookup` runs only when PostgreSQL is about to be asked.
   */
  async current(principal: Principal, beforeLookup: () => Promise<void> = async () => undefined): Promise<Principal | null> {
    const key = `${principal.userId}|${principal.organizationId}`;
    const now = Date.now();
    let standing = this.cache.get(key);
    if (!standing || standing.until <= now) {
      await beforeLookup();
      const generation = this.generation;
      standing = { current: await this.standings.findActiveStanding(principal.userId, principal.organizationId), until: now + this.config.apiTokenCacheSeconds * 1000 };
      if (generation === this.generation) this.cache.set(key, standing);
    }
    // The role is read too, so a demotion applies before the access token expires.
    return standing.current === null ? null : { ...principal, tier: standing.current.tier, role: standing.current.role };
  }
}
