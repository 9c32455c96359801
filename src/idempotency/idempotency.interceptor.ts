import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import type { Principal } from '../auth/principal.js';
import { fingerprint } from '../common/canonical-json.js';
import { ApiError } from '../common/errors.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { CLAIM_IN_HANDLER, IdempotencyClaim, IdempotentReplay } from './idempotency-claim.js';
import { IdempotencyService, jsonResponse, type IdempotencyScope, type StoredResponse } from './idempotency.service.js';

const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;
export const REPLAY_HEADER = 'Idempotent-Replayed';
/** The contract fixes a replay's status at 200; the status the first request got travels here. */
export const ORIGINAL_STATUS_HEADER = 'Idempotent-Original-Status';

/** Idempotency-Key on POST (DESIGN.md, Idempotency); the body is serialized once, stored and sent, so a replay is byte-identical. */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly reflector: Reflector,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

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
      // a session's test-mode keys never replay its live answers (test tokens have keys of their own)
      scope: req.principal.livemode ? req.principal.key : `${req.principal.key}:test`,
      method: req.method,
      route: `${req.baseUrl}${req.route?.path ?? req.path}`.replace(/\/+$/, ''),
      key,
      requestHash: fingerprint(req.body ?? null),
    };
    if (this.reflector.get<boolean>(CLAIM_IN_HANDLER, context.getHandler())) return this.claimedByHandler(scope, req, res, next);
    return from(this.idempotency.claim(scope)).pipe(
      mergeMap((decision) => {
        if (decision.kind === 'replay') return of(send(res, decision.response, true));
        return next.handle().pipe(
          mergeMap(async (body) => {
            const response = jsonResponse(res.statusCode, body);
            await this.store(decision.id, response);
            return send(res, response, false);
          }),
          catchError((err) =>
            from(this.idempotency.release(decision.id).catch(() => undefined)).pipe(mergeMap(() => throwError(() => err))),
          ),
        );
      }),
    );
  }

  /** The handler claims and completes (IdempotencyClaim); a failure before its claim settles the key first, so answers match the interceptor's. */
  private claimedByHandler(scope: IdempotencyScope, req: Request & { idempotencyClaim?: IdempotencyClaim }, res: Response, next: CallHandler): Observable<unknown> {
    const { lockSeconds, ttlSeconds } = this.config.idempotency;
    const claim = new IdempotencyClaim(scope, this.idempotency, lockSeconds, ttlSeconds, () => res.statusCode);
    req.idempotencyClaim = claim;
    const replay = (response: StoredResponse) => send(res, response, true);
    return next.handle().pipe(
      mergeMap(async (body) => {
        if (!claim.id) return body;
        // the handler's write stored its serialization (completeValues): send that very string
        const response = claim.response ?? jsonResponse(res.statusCode, body);
        if (!claim.completed) await this.store(claim.id, response);
        return send(res, response, false);
      }),
      catchError((err) => from(this.afterFailure(claim, err, replay))),
    );
  }

  /** The work is done; a response not recorded (an error, or the key lost: complete logs it) lets a retry run it again. Say so loudly. */
  private async store(id: string, response: StoredResponse) {
    await this.idempotency.complete(id, response).catch((err) => {
      this.logger.error({ err, idempotency_id: id }, 'could not record an idempotent response');
    });
  }

  private async afterFailure(claim: IdempotencyClaim, err: unknown, replay: (response: StoredResponse) => unknown): Promise<unknown> {
    if (err instanceof IdempotentReplay) return replay(err.response);
    if (claim.id) {
      if (!claim.completed) await this.idempotency.release(claim.id).catch(() => undefined);
      throw err;
    }
    if (!claim.settled) {
      const decision = await this.idempotency.claim(claim.scope);
      if (decision.kind === 'replay') return replay(decision.response);
      await this.idempotency.release(decision.id).catch(() => undefined);
    }
    throw err;
  }
}

/** Answers with a stored (or just stored) response: the string goes out as it is, not serialized again. */
function send(res: Response, response: StoredResponse, replayed: boolean): string {
  res.status(replayed ? 200 : response.status);
  res.setHeader('Content-Type', response.contentType);
  if (replayed) {
    res.setHeader(REPLAY_HEADER, 'true');
    res.setHeader(ORIGINAL_STATUS_HEADER, String(response.status));
  }
  return response.body;
}
