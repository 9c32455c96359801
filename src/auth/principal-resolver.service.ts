import { Injectable } from '@nestjs/common';
import passport from 'passport';
import { ApiError } from '../common/errors.js';
import { ApiTokenService } from './api-token.service.js';
import type { Principal } from './principal.js';
import { PrincipalStatusService } from './principal-status.service.js';
import { looksLikeApiToken } from './token-hash.js';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** Who a bearer token speaks for (API token, or an active user's JWT); used by the global guard and the queue dashboard. */
@Injectable()
export class PrincipalResolver {
  constructor(
    private readonly apiTokens: ApiTokenService,
    private readonly standing: PrincipalStatusService,
  ) {}

  /** Throws UNAUTHENTICATED, or TOKEN_EXPIRED for an expired access token. `beforeLookup` runs only before PostgreSQL is asked. */
  async resolve(token: string | null, beforeLookup: () => Promise<void> = async () => undefined): Promise<Principal> {
    if (!token) throw ApiError.unauthenticated();
    if (looksLikeApiToken(token)) {
      const principal = await this.apiTokens.authenticate(token, beforeLookup);
      if (!principal) throw ApiError.unauthenticated('The API token is not valid or has been revoked.');
      return principal;
    }
    const claimed = await this.verifyAccess(token);
    const principal = await this.standing.current(claimed, beforeLookup);
    if (!principal) throw ApiError.unauthenticated('The account or its organization is suspended.');
    return principal;
  }

  /** Access tokens go through the passport-jwt strategy (JwtStrategy: HS256 only, issuer and audience checked). */
  private verifyAccess(token: string): Promise<Principal> {
    return new Promise((resolve, reject) => {
      const request = { headers: { authorization: `Bearer ${token}` } };
      passport.authenticate('jwt', { session: false }, (err: unknown, principal: Principal | false, info?: { name?: string }) => {
        if (info?.name === 'TokenExpiredError') return reject(new ApiError('TOKEN_EXPIRED', 'The access token has expired; refresh it.'));
        if (err || !principal) return reject(ApiError.unauthenticated('The bearer token is not valid.'));
        resolve(principal);
      })(request, {}, () => undefined);
    });
  }
}
