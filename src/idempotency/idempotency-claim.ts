import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { claimValues, completeValues, type IdempotencyScope, type StoredResponse } from './idempotency.repository.js';
import type { ApiError } from '../common/errors.js';
import { jsonResponse, lockHeldElsewhere, type IdempotencyService } from './idempotency.service.js';

/** Metadata of @Idempotent({ claimInHandler: true }). */
export const CLAIM_IN_HANDLER = 'idempotency:claim-in-handler';

/**
 * A key the handler claims and completes in its own statements (claimCte/completeManyCte), so it costs
 * no round trip on a hot path; a conflict is settled by IdempotencyService.claim, as the interceptor's.
 */
export class IdempotencyClaim {
  /** The key's row, once this request holds it. */
  id: string | null = null;
  /** settle() has run: the claim is decided (held, or refused by an error or a replay). */
  settled = false;
  /** The handler's write stored the response with the work. */
  completed = false;
  /** What completeValues stored: the interceptor sends exactly this. */
  response: StoredResponse | null = null;

  constructor(
    readonly scope: IdempotencyScope,
    private readonly service: IdempotencyService,
    private readonly lockSeconds: number,
    private readonly ttlSeconds: number,
    /** the response status the interceptor would store (Nest sets it before interceptors run) */
    readonly status: () => number,
  ) {}

  /** The claim's parameters, for claimCte (idempotency.repository.ts) in the handler's first statement. */
  claimValues(): unknown[] {
    return claimValues(this.scope, this.lockSeconds, this.ttlSeconds);
  }

  /**
   * With the id the claim CTE returned (null: the key exists): holds the key, or throws what the
   * interceptor would have answered (IdempotentReplay for a finished key, 409 otherwise).
   */
  async settle(claimedId: string | null): Promise<void> {
    if (claimedId) {
      this.id = claimedId;
      this.settled = true;
      return;
    }
    try {
      const decision = await this.service.claim(this.scope);
      if (decision.kind === 'replay') throw new IdempotentReplay(decision.response);
      this.id = decision.id;
    } finally {
      this.settled = true;
    }
  }

  /** The completion's parameters, for completeManyCte (key_id last); serializes the handler's result once: the stored string is the one the interceptor sends. */
  completeValues(body: unknown): unknown[] {
    this.response = jsonResponse(this.status(), body);
    return completeValues(this.id!, this.response);
  }

  /** The handler's write found the key no longer held (isLostCompletion) and wrote nothing: logged, answered 409. */
  lost(): ApiError {
    this.service.logLostKey(this.id!);
    return lockHeldElsewhere();
  }
}

/** Thrown by settle() for a finished key: the interceptor answers with the stored response. */
export class IdempotentReplay {
  constructor(readonly response: StoredResponse) {}
}

/** The request's handler-side claim (null without an Idempotency-Key or a principal). */
export const IdempotencyKeyClaim = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): IdempotencyClaim | null => ctx.switchToHttp().getRequest<{ idempotencyClaim?: IdempotencyClaim }>().idempotencyClaim ?? null,
);
