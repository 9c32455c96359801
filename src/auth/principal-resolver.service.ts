import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import passport from 'passport';
import { ApiError } from '../common/errors.js';
import { AuthFailureThrottleService } from '../throttling/auth-failure-throttle.service.js';
import { ApiTokenService, type RefusedApiToken } from './api-token.service.js';
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
    private readonly standing: PrincipalStatusService,
    private readonly failures: AuthFailureThrottleService,
    private readonly jwt: JwtService,
  ) {}

  /**
   * Runs `resolve` with failed attempts counted per client address: past the limit the address gets
   * 429 for anything that would need a lookup or fail, before PostgreSQL is asked.
   */
  async throttled(ip: string, resolve: (beforeLookup: () => Promise<void>) => Promise<Principal>): Promise<Principal> {
    let gated: Promise<void> | undefined;
    const gate = () => (gated ??= this.failures.assertAllowed(ip));
    try {
      return await resolve(gate);
    } catch (err) {
      // an expired token was once genuine (the client should refresh): not a guess
      if (err instanceof ApiError && err.code === 'UNAUTHENTICATED') {
        await gate();
        await this.failures.recordFailure(ip);
      }
      throw err;
    }
  }

  /** A short session (the queue dashboard's cookie): signed for its own audience, so it is never an API bearer token. */
  signSession(principal: Principal, audience: string, ttlSeconds: number): Promise<string> {
    const claims = { org: principal.organizationId, role: principal.role, tier: principal.tier, typ: 'session' };
    return this.jwt.signAsync(claims, { subject: String(principal.userId), audience, expiresIn: ttlSeconds });
  }

  async resolveSession(token: string | null, audience: string, beforeLookup: () => Promise<void>): Promise<Principal> {
    if (!token) throw ApiError.unauthenticated();
    let claims: Omit<AccessClaims, 'typ'> & { typ: string };
    try {
      claims = await this.jwt.verifyAsync(token, { audience, algorithms: ['HS256'] });
    } catch {
      throw ApiError.unauthenticated('The session is not valid or has expired.');
    }
    const claimed = claims.typ === 'session' ? principalFromAccessClaims({ ...claims, typ: 'access' }) : null;
    const principal = claimed && (await this.standing.current(claimed, beforeLookup));
    if (!principal) throw ApiError.unauthenticated('The session is not valid or its account is suspended.');
    return principal;
  }

  /**
   * Throws UNAUTHENTICATED, or TOKEN_EXPIRED for an expired access token. `beforeLookup` runs only before PostgreSQL is asked;
   * `onRefused` learns whose real API token was refused (revoked, expired, suspended), never an unknown one.
   */
  async resolve(token: string | null, beforeLookup: () => Promise<void> = async () => undefined, onRefused?: (token: RefusedApiToken) => void): Promise<Principal> {
    if (!token) throw ApiError.unauthenticated();
    if (looksLikeApiToken(token)) {
      const principal = await this.apiTokens.authenticate(token, beforeLookup, onRefused);
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
