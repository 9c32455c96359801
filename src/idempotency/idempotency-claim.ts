import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { jsonResponse, type IdempotencyScope, type IdempotencyService, type StoredResponse } from './idempotency.service.js';

/** Metadata of @Idempotent({ claimInHandler: true }). */
export const CLAIM_IN_HANDLER = 'idempotency:claim-in-handler';

/**
 * An Idempotency-Key claimed by the handler itself, inside its own statements, for a route on the
 * hot path (@Idempotent({ claimInHandler: true })): the claim is a data-modifying CTE of the
 * handler's first statement and the completion one of its last write (atomic with the work), so
 * the key costs no round trip of its own. The semantics are the interceptor's (DESIGN.md,
 * Idempotency): the claim is the same unique insert, and a conflict is settled by
 * IdempotencyService.begin (replay, 409, expired key, takeover). The handler must claim before any
 * side effect and call settle() with the statement's answer at once.
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

  /**
   * A CTE named `name` claiming the key, its parameters numbered from `first` (7 of them, see
   * claimValues); it returns the row's id when this statement won the key. The same insert as
   * IdempotencyService.begin.
   */
  static claimCte(name: string, first: number): string {
    const p = (i: number) => `$${first + i}`;
    return `${name} AS (
  INSERT INTO idempotency_keys (scope, method, route, key, request_hash, state, locked_until, expires_at)
  VALUES (${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, 'in_progress', now() + make_interval(secs => ${p(5)}), now() + make_interval(secs => ${p(6)}))
  ON CONFLICT (scope, method, route, key) DO NOTHING
  RETURNING id
)`;
  }

  claimValues(): unknown[] {
    const s = this.scope;
    return [s.scope, s.method, s.route, s.key, s.requestHash, this.lockSeconds, this.ttlSeconds];
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
      const decision = await this.service.begin(this.scope);
      if (decision.kind === 'replay') throw new IdempotentReplay(decision.response);
      this.id = decision.id;
    } finally {
      this.settled = true;
    }
  }

  /**
   * A CTE named `name` storing the response as the key's outcome, parameters from `first` (4, see
   * completeValues); the same update as IdempotencyService.complete.
   */
  static completeCte(name: string, first: number): string {
    const p = (i: number) => `$${first + i}`;
    return `${name} AS (
  UPDATE idempotency_keys SET state = 'completed', response_status = ${p(0)}, response_content_type = ${p(1)}, response_body = ${p(2)} WHERE id = ${p(3)}
)`;
  }

  /** Serializes the handler's result once: the stored string is the one the interceptor sends. */
  completeValues(body: unknown): unknown[] {
    const r = (this.response = jsonResponse(this.status(), body));
    return [r.status, r.contentType, r.body, this.id];
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
