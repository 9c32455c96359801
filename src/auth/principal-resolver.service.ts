import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiError } from '../common/errors.js';
import { ApiTokenService } from './api-token.service.js';
import { type AccessClaims, type Principal, principalFromAccessClaims } from './principal.js';
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
    private readonly jwt: JwtService,
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
    const claimed = principalFromAccessClaims(await this.verifyAccess(token));
    if (!claimed) throw ApiError.unauthenticated('The bearer token is not valid.');
    const principal = await this.standing.current(claimed, beforeLookup);
    if (!principal) throw ApiError.unauthenticated('The account or its organization is suspended.');
    return principal;
  }

  private async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      return await this.jwt.verifyAsync<AccessClaims>(token);
    } catch (err) {
      if ((err as Error).name === 'TokenExpiredError') throw new ApiError('TOKEN_EXPIRED', 'The access token has expired; refresh it.');
      throw ApiError.unauthenticated('The bearer token is not valid.');
    }
  }
}
