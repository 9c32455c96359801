import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../common/errors.js';
import { ApiTokenService } from './api-token.service.js';
import { AUTH_METADATA, AuthOptions } from './auth.decorators.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import type { Principal } from './principal.js';
import { looksLikeApiToken } from './token-hash.js';

type RouteAuth = AuthOptions & { public?: boolean };

export function routeAuth(reflector: Reflector, context: ExecutionContext): RouteAuth {
  return reflector.getAllAndOverride<RouteAuth>(AUTH_METADATA, [context.getHandler(), context.getClass()]) ?? {};
}

/**
 * The one global guard. Routes are closed unless marked @Public(); the bearer token is an API
 * token (by its sk_live_ prefix) or a JWT access token, verified by passport-jwt.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiTokens: ApiTokenService,
    private readonly jwtGuard: JwtAuthGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const options = routeAuth(this.reflector, context);
    if (options.public) return true;

    const req = context.switchToHttp().getRequest<Request & { principal?: Principal; user?: Principal }>();
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) throw ApiError.unauthenticated();

    let principal: Principal | null;
    if (looksLikeApiToken(match[1])) {
      principal = await this.apiTokens.authenticate(match[1]);
      if (!principal) throw ApiError.unauthenticated('The API token is not valid or has been revoked.');
    } else {
      await this.jwtGuard.canActivate(context);
      principal = req.user ?? null;
      if (!principal) throw ApiError.unauthenticated('The bearer token is not valid.');
    }
    if (options.roles && !options.roles.includes(principal.role)) throw ApiError.forbidden();
    req.principal = principal;
    return true;
  }
}
