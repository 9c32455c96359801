import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../common/errors.js';
import { AUTH_METADATA, AuthOptions } from './auth.decorators.js';
import type { RefusedApiToken } from './api-token.service.js';
import type { Principal } from './principal.js';
import { bearerToken, PrincipalResolver } from './principal-resolver.service.js';

type RouteAuth = AuthOptions & { public?: boolean };

export function routeAuth(reflector: Reflector, context: ExecutionContext): RouteAuth {
  return reflector.getAllAndOverride<RouteAuth>(AUTH_METADATA, [context.getHandler(), context.getClass()]) ?? {};
}

/**
 * The one global guard: routes are closed unless marked @Public(), the bearer token is resolved by
 * PrincipalResolver, and failed attempts per client address are throttled (429) before PostgreSQL is asked.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const options = routeAuth(this.reflector, context);
    if (options.public) return true;

    const req = context.switchToHttp().getRequest<Request & { principal?: Principal; refusedApiToken?: RefusedApiToken }>();
    // A real but refused API token (revoked, expired…) is kept on the request for its organization's request log.
    const principal = await this.principals.throttled(req.ip ?? 'unknown', (gate) =>
      this.principals.resolve(bearerToken(req.headers.authorization), gate, (refused) => (req.refusedApiToken = refused)),
    );
    // Set before the role check, so the organization's request log records a refused call too.
    req.principal = principal;
    if (options.roles && !options.roles.includes(principal.role)) throw ApiError.forbidden();
    return true;
  }
}
