import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../common/errors.js';
import { AuthFailureThrottleService } from '../throttling/auth-failure-throttle.service.js';
import { ApiTokenService } from './api-token.service.js';
import { AUTH_METADATA, AuthOptions } from './auth.decorators.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import type { Principal } from './principal.js';
import { PrincipalStatusService } from './principal-status.service.js';
import { looksLikeApiToken } from './token-hash.js';

type RouteAuth = AuthOptions & { public?: boolean };

export function routeAuth(reflector: Reflector, context: ExecutionContext): RouteAuth {
  return reflector.getAllAndOverride<RouteAuth>(AUTH_METADATA, [context.getHandler(), context.getClass()]) ?? {};
}

/**
 * The one global guard. Routes are closed unless marked @Public(); the bearer token is an API
 * token (by its sk_live_ prefix) or a JWT access token, verified by passport-jwt, whose user and
 * organization must still be active. Failed attempts are counted per client address; past the
 * limit the address gets 429 for anything that would need a lookup or fail, before PostgreSQL is asked.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiTokens: ApiTokenService,
    private readonly jwtGuard: JwtAuthGuard,
    private readonly standing: PrincipalStatusService,
    private readonly failures: AuthFailureThrottleService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const options = routeAuth(this.reflector, context);
    if (options.public) return true;

    const req = context.switchToHttp().getRequest<Request & { principal?: Principal; user?: Principal }>();
    const ip = req.ip ?? 'unknown';
    // Asked at most once, and only before PostgreSQL would be (a cache miss) or a 401: a cached
    // credential costs no extra Redis round trip.
    let gated: Promise<void> | undefined;
    const gate = () => (gated ??= this.failures.assertAllowed(ip));
    let principal: Principal;
    try {
      principal = await this.authenticate(context, req, gate);
    } catch (err) {
      // An expired token was once genuine (the client should refresh): not a guess.
      if (err instanceof ApiError && err.code === 'UNAUTHENTICATED') {
        await gate(); // past the limit a failure is answered 429, not 401
        await this.failures.recordFailure(ip);
      }
      throw err;
    }
    if (options.roles && !options.roles.includes(principal.role)) throw ApiError.forbidden();
    req.principal = principal;
    return true;
  }

  private async authenticate(context: ExecutionContext, req: Request & { user?: Principal }, beforeLookup: () => Promise<void>): Promise<Principal> {
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) throw ApiError.unauthenticated();
    if (looksLikeApiToken(match[1])) {
      const principal = await this.apiTokens.authenticate(match[1], beforeLookup);
      if (!principal) throw ApiError.unauthenticated('The API token is not valid or has been revoked.');
      return principal;
    }
    await this.jwtGuard.canActivate(context);
    if (!req.user) throw ApiError.unauthenticated('The bearer token is not valid.');
    const principal = await this.standing.current(req.user, beforeLookup);
    if (!principal) throw ApiError.unauthenticated('The account or its organization is suspended.');
    return principal;
  }
}
