import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { IdempotencyRepository, type IdempotencyScope, type StoredResponse } from './idempotency.repository.js';

export type { IdempotencyScope, StoredResponse } from './idempotency.repository.js';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Serializes a handler's result once; the same string is stored and sent, so a replay is byte-identical. */
export function jsonResponse(status: number, body: unknown): StoredResponse {
  return { status, contentType: JSON_CONTENT_TYPE, body: JSON.stringify(body ?? null) };
}

/** What a claim decides: run the request under the key's row, or replay its stored response. */
export type IdempotencyDecision = { kind: 'execute'; id: string } | { kind: 'replay'; response: StoredResponse };

/** The one idempotency API (claim or replay or take over or 409, complete, release, purge); the hot path fuses the same repository statements. */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger(IdempotencyService.name);

  constructor(
    private readonly keys: IdempotencyRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async claim(s: IdempotencyScope): Promise<IdempotencyDecision> {
    const { ttlSeconds, lockSeconds } = this.config.idempotency;
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = await this.keys.claim(s, lockSeconds, ttlSeconds);
      if (id) return { kind: 'execute', id };
      const decision = await this.settleConflict(s);
      if (decision) return decision;
    }
    throw new ApiError('IDEMPOTENCY_KEY_IN_USE', 'This Idempotency-Key is contended; retry shortly.', [], { 'Retry-After': '1' });
  }

  /** The key exists: replay it, take it over, or refuse; undefined when it went meanwhile (claim again). */
  private async settleConflict(s: IdempotencyScope): Promise<IdempotencyDecision | undefined> {
    const row = await this.keys.findByScope(s);
    if (!row) return undefined; // released between our insert and select
    if (row.expired) {
      await this.keys.deleteIfExpired(row.id);
      return undefined;
    }
    if (row.requestHash !== s.requestHash) {
      throw new ApiError('DUPLICATE_IDempotency', 'This Idempotency-Key was already used with a different request body.');
    }
    if (row.state === 'completed') {
      return { kind: 'replay', response: { status: row.responseStatus ?? 200, contentType: row.responseContentType ?? JSON_CONTENT_TYPE, body: row.responseBody ?? 'null' } };
    }
    if (row.lockExpired && (await this.keys.takeOver(row.id, this.config.idempotency.lockSeconds))) return { kind: 'execute', id: row.id };
    throw lockHeldElsewhere();
  }

  /** Stores the response; false (and logged) when the key was lost meanwhile (taken over and finished, or released). */
  async complete(id: string, response: StoredResponse): Promise<boolean> {
    const stored = await this.keys.complete(id, response);
    if (!stored) this.logLostKey(id);
    return stored;
  }

  logLostKey(id: string) {
    this.logger.error({ idempotency_id: id }, 'idempotency key lost before completion (taken over or released): response not stored');
  }

  /** The request failed: forget the key, so a corrected retry may use it. */
  release(id: string): Promise<void> {
    return this.keys.release(id);
  }

  /** Deletes expired keys in batches; returns how many went. */
  async purgeExpired(batch = 5000): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.keys.deleteExpired(batch);
      total += count;
      if (!count || count < batch) return total;
    }
  }
}

/** 409 IDEMPOTENCY_KEY_IN_USE: another request holds the key (or held it, and this one lost it). */
export function lockHeldElsewhere(): ApiError {
  return new ApiError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed; retry shortly.', [], { 'Retry-After': '1' });
}
