import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { ApiError } from '../common/errors.js';
import { modifyCount, modifyReturning } from '../database/sql.js';

/** A response as it was sent: a replay answers exactly these (DESIGN.md, Idempotency). */
export interface StoredResponse {
  status: number;
  contentType: string;
  /** the body's bytes as sent (the serialized JSON) */
  body: string;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Serializes a handler's result once; the same string is stored and sent, so a replay is byte-identical. */
export function jsonResponse(status: number, body: unknown): StoredResponse {
  return { status, contentType: JSON_CONTENT_TYPE, body: JSON.stringify(body ?? null) };
}

export type IdempotencyDecision = { kind: 'execute'; id: string } | { kind: 'replay'; response: StoredResponse };

export interface IdempotencyScope {
  scope: string;
  method: string;
  route: string;
  key: string;
  requestHash: string;
}

interface ExistingRow {
  id: string;
  request_hash: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_content_type: string | null;
  response_body: string | null;
  lock_expired: boolean;
  expired: boolean;
}

/**
 * The PostgreSQL side of idempotency: claim a key (a unique insert, so concurrent first requests
 * from any number of processes produce one winner), replay a finished one, take over a key whose
 * holder died (lock timeout), and purge after the retention period.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async begin(s: IdempotencyScope): Promise<IdempotencyDecision> {
    const { ttlSeconds, lockSeconds } = this.config.idempotency;
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted: Array<{ id: string }> = await this.db.query(
        `INSERT INTO idempotency_keys (scope, method, route, key, request_hash, state, locked_until, expires_at)
         VALUES ($1, $2, $3, $4, $5, 'in_progress', now() + make_interval(secs => $6), now() + make_interval(secs => $7))
         ON CONFLICT (scope, method, route, key) DO NOTHING
         RETURNING id`,
        [s.scope, s.method, s.route, s.key, s.requestHash, lockSeconds, ttlSeconds],
      );
      if (inserted.length) return { kind: 'execute', id: inserted[0].id };

      const [row]: ExistingRow[] = await this.db.query(
        `SELECT id, request_hash, state, response_status, response_content_type, response_body,
                locked_until < now() AS lock_expired, expires_at < now() AS expired
           FROM idempotency_keys
          WHERE scope = $1 AND method = $2 AND route = $3 AND key = $4`,
        [s.scope, s.method, s.route, s.key],
      );
      if (!row) continue; // released between our insert and select: try to claim again
      if (row.expired) {
        await this.db.query(`DELETE FROM idempotency_keys WHERE id = $1 AND expires_at < now()`, [row.id]);
        continue;
      }
      if (row.request_hash !== s.requestHash) {
        throw new ApiError('DUPLICATE_IDempotency', 'This Idempotency-Key was already used with a different request body.');
      }
      if (row.state === 'completed') {
        return { kind: 'replay', response: { status: row.response_status ?? 200, contentType: row.response_content_type ?? JSON_CONTENT_TYPE, body: row.response_body ?? 'null' } };
      }
      if (row.lock_expired) {
        const taken = await modifyReturning<{ id: string }>(
          this.db,
          `UPDATE idempotency_keys SET locked_until = now() + make_interval(secs => $2)
            WHERE id = $1 AND state = 'in_progress' AND locked_until < now()
            RETURNING id`,
          [row.id, lockSeconds],
        );
        if (taken.length) return { kind: 'execute', id: row.id };
      }
      throw new ApiError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed; retry shortly.', [], { 'Retry-After': '1' });
    }
    throw new ApiError('IDEMPOTENCY_KEY_IN_USE', 'This Idempotency-Key is contended; retry shortly.', [], { 'Retry-After': '1' });
  }

  async complete(id: string, response: StoredResponse) {
    await this.db.query(
      `UPDATE idempotency_keys SET state = 'completed', response_status = $2, response_content_type = $3, response_body = $4 WHERE id = $1`,
      [id, response.status, response.contentType, response.body],
    );
  }

  /** The request failed: forget the key, so a corrected retry may use it. */
  async release(id: string) {
    await this.db.query(`DELETE FROM idempotency_keys WHERE id = $1 AND state = 'in_progress'`, [id]);
  }

  /** Deletes expired keys in batches; returns how many went. */
  async purgeExpired(batch = 5000): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await modifyCount(
        this.db,
        `DELETE FROM idempotency_keys WHERE id IN (SELECT id FROM idempotency_keys WHERE expires_at < now() LIMIT $1)`,
        [batch],
      );
      total += count;
      if (!count || count < batch) return total;
    }
  }
}
