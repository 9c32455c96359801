import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { UserRole } from '../accounts/entities/user.entity.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import type { Principal as PrincipalT } from './principal.js';

export const AUTH_METADATA = 'auth:options';
export const BEARER = 'bearer';

export interface AuthOptions {
  /** Roles allowed; omitted = any authenticated principal. */
  roles?: UserRole[];
  /** Routes outside the per-principal rate limit (health probes, metrics). */
  skipRateLimit?: boolean;
}

/** A route that needs a JWT or an API token. Declares the guard's rule and the Swagger security together. */
export function Authenticated(options: { roles?: UserRole[] } = {}) {
  return applyDecorators(
    SetMetadata(AUTH_METADATA, { public: false, ...options }),
    ApiBearerAuth(BEARER),
    options.roles ? ApiErrors('UNAUTHENTICATED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'RATE_LIMITED') : ApiErrors('UNAUTHENTICATED', 'TOKEN_EXPIRED', 'RATE_LIMITED'),
  );
}

/** A route anyone may call (login, sign-up, health). Still rate-limited by IP unless skipRateLimit. */
export function Public(options: { skipRateLimit?: boolean } = {}) {
  return SetMetadata(AUTH_METADATA, { public: true, ...options });
}

/** The authenticated caller, set by the global guard. */
export const Principal = createParamDecorator((_: unknown, ctx: ExecutionContext): PrincipalT => {
  return ctx.switchToHttp().getRequest().principal;
});
