import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiError } from '../common/errors.js';

/** Passport's JWT guard, with its failures turned into the API's error codes. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(err: unknown, user: T, info: { name?: string } | undefined): T {
    if (info?.name === 'TokenExpiredError') throw new ApiError('TOKEN_EXPIRED', 'The access token has expired; refresh it.');
    if (err || !user) throw ApiError.unauthenticated('The bearer token is not valid.');
    return user;
  }
}
