import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import type { Principal } from '../auth/principal.js';
import { fingerprint } from '../common/canonical-json.js';
import { ApiError } from '../common/errors.js';
import { IdempotencyService } from './idempotency.service.js';

const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;
export const REPLAY_HEADER = 'Idempotent-Replayed';

/**
 * Idempotency-Key on POST (DESIGN.md, Idempotency): same key + same body returns the stored
 * response with 200 and Idempotent-Replayed: true; another body is 409 DUPLICATE_IDempotency;
 * a key still running is 409 IDEMPOTENCY_KEY_IN_USE. Failures are not stored, so a retry runs again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(private readonly idempotency: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.headers['idempotency-key'];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      throw new ApiError('IDEMPOTENCY_KEY_INVALID', 'Idempotency-Key must be 1 to 255 printable ASCII characters.', [
        { field: 'Idempotency-Key', issue: 'must be 1 to 255 printable ASCII characters' },
      ]);
    }
    if (!req.principal) return next.handle(); // idempotency is per principal; public routes have none

    const scope = {
      scope: req.principal.key,
      method: req.method,
      route: `${req.baseUrl}${req.route?.path ?? req.path}`.replace(/\/+$/, ''),
      key,
      requestHash: fingerprint(req.body ?? null),
    };
    return from(this.idempotency.begin(scope)).pipe(
      mergeMap((decision) => {
        if (decision.kind === 'replay') {
          res.status(200);
          res.setHeader(REPLAY_HEADER, 'true');
          return of(decision.body);
        }
        return next.handle().pipe(
          mergeMap(async (body) => {
            await this.idempotency.complete(decision.id, res.statusCode, body).catch((err) => {
              // The work is done; a retry after the lock timeout would run it again. Say so loudly.
              this.logger.error({ err, idempotency_id: decision.id }, 'could not record an idempotent response');
            });
            return body;
          }),
          catchError((err) =>
            from(this.idempotency.release(decision.id).catch(() => undefined)).pipe(mergeMap(() => throwError(() => err))),
          ),
        );
      }),
    );
  }
}
