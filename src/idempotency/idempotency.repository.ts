import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { modifyCount, modifyReturning, named } from '../database/sql.js';
import type { IdempotencyKey } from './entities/idempotency-key.entity.js';

/** Who uses a key for what: principal + method + route + key, and the body's fingerprint. */
export interface IdempotencyScope {
  scope: string;
  method: string;
  route: string;
  key: string;
  requestHash: string;
}

/** A response as it was sent: a replay answers exactly these (DESIGN.md, Idempotency). */
export interface StoredResponse {
  status: number;
  contentType: string;
  /** the body's bytes as sent (the serialized JSON) */
  body: string;
}

/** An existing key as a conflicting claim sees it. */
export type ExistingKey = Pick<IdempotencyKey, 'id' | 'requestHash' | 'state' | 'responseStatus' | 'responseContentType' | 'responseBody'> & {
  lockExpired: boolean;
  expired: boolean;
};

// The one text of the claim and of the completion. They are numbered from `first` because the hot
// path (analyze) embeds them in its own positional, prepared statement; the repository uses them from $1.

/** Claims a key: a unique insert, so one of any number of concurrent first requests wins; returns its id. 7 parameters (claimValues). */
export function claimInsertSql(first: number): string {
  const p = (i: number) => `$${first + i}`;
  return `INSERT INTO idempotency_keys (scope, method, route, key, request_hash, state, locked_until, expires_at)
  VALUES (${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, 'in_progress', now() + make_interval(secs => ${p(5)}), now() + make_interval(secs => ${p(6)}))
  ON CONFLICT (scope, method, route, key) DO NOTHING
  RETURNING id`;
}

export function claimValues(s: IdempotencyScope, lockSeconds: number, ttlSeconds: number): unknown[] {
  return [s.scope, s.method, s.route, s.key, s.requestHash, lockSeconds, ttlSeconds];
}

/**
 * Stores the response as the key's outcome while this request still holds it (in progress, same
 * row): after a takeover that finished first, or a release, it updates no row. 4 parameters (completeValues).
 */
export function completeUpdateSql(first: number): string {
  const p = (i: number) => `$${first + i}`;
  return `UPDATE idempotency_keys SET state = 'completed', response_status = ${p(0)}, response_content_type = ${p(1)}, response_body = ${p(2)}
  WHERE id = ${p(3)} AND state = 'in_progress'
  RETURNING id`;
}

export function completeValues(id: string, r: StoredResponse): unknown[] {
  return [r.status, r.contentType, r.body, id];
}

/** The claim as a CTE named `name` of a caller's statement (its id when this statement won the key). */
export const claimCte = (name: string, first: number) => `${name} AS (\n  ${claimInsertSql(first)}\n)`;

/**
 * The completion of the keys of a batch, as a CTE named `name` of the caller's write, so the responses commit with the
 * work: `source` has rows of key_id, response_status, response_content_type, response_body (completeValues; a null
 * key_id for a row without a key). A key no longer held (taken over and finished, or released) updates no row.
 */
export const completeManyCte = (name: string, source: string) => `${name} AS (
  UPDATE idempotency_keys k SET state = 'completed', response_status = s.response_status, response_content_type = s.response_content_type,
    response_body = s.response_body
    FROM ${source} s WHERE k.id = s.key_id AND k.state = 'in_progress'
  RETURNING k.id
)`;

/**
 * A select-list expression that fails the whole statement (SQLSTATE 22012) unless the completion CTE `name` updated
 * every key of `source`: a write that lost a key rolls back rather than commit without its response.
 */
export const allCompletedOrFailSql = (name: string, source: string) =>
  `1 / ((SELECT count(*) FROM ${name}) = (SELECT count(*) FROM ${source} WHERE key_id IS NOT NULL))::int AS idempotency_held`;

/** The statement of allCompletedOrFailSql failed: the key was no longer held, and nothing was written. */
export function isLostCompletion(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return (e.code ?? e.driverError?.code) === '22012';
}

/** The SQL of idempotency keys. */
@Injectable()
export class IdempotencyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The key's id when this request claimed it, null when the key exists. */
  async claim(s: IdempotencyScope, lockSeconds: number, ttlSeconds: number): Promise<string | null> {
    const rows: { id: string }[] = await this.db.query(claimInsertSql(1), claimValues(s, lockSeconds, ttlSeconds));
    return rows[0]?.id ?? null;
  }

  async findByScope(s: IdempotencyScope): Promise<ExistingKey | undefined> {
    const q = named(
      `SELECT id, request_hash AS "requestHash", state, response_status AS "responseStatus", response_content_type AS "responseContentType",
              response_body AS "responseBody", locked_until < now() AS "lockExpired", expires_at < now() AS "expired"
         FROM idempotency_keys
        WHERE scope = :scope AND method = :method AND route = :route AND key = :key`,
      { scope: s.scope, method: s.method, route: s.route, key: s.key },
    );
    const rows: ExistingKey[] = await this.db.query(q.text, q.values);
    return rows[0];
  }

  async deleteIfExpired(id: string): Promise<void> {
    const q = named(`DELETE FROM idempotency_keys WHERE id = :id AND expires_at < now()`, { id });
    await this.db.query(q.text, q.values);
  }

  /** Takes over a key whose holder's lock passed (the holder died); true when this request now holds it. */
  async takeOver(id: string, lockSeconds: number): Promise<boolean> {
    const q = named(
      `UPDATE idempotency_keys SET locked_until = now() + make_interval(secs => :lockSeconds)
        WHERE id = :id AND state = 'in_progress' AND locked_until < now()
        RETURNING id`,
      { id, lockSeconds },
    );
    return (await modifyReturning(this.db, q.text, q.values)).length > 0;
  }

  /** True when the response was stored; false when the key was no longer this request's (see completeUpdateSql). */
  async complete(id: string, response: StoredResponse): Promise<boolean> {
    return (await modifyReturning(this.db, completeUpdateSql(1), completeValues(id, response))).length > 0;
  }

  async release(id: string): Promise<void> {
    const q = named(`DELETE FROM idempotency_keys WHERE id = :id AND state = 'in_progress'`, { id });
    await this.db.query(q.text, q.values);
  }

  /** Deletes up to `batch` expired keys; returns how many went. */
  deleteExpired(batch: number): Promise<number> {
    const q = named(`DELETE FROM idempotency_keys WHERE id IN (SELECT id FROM idempotency_keys WHERE expires_at < now() LIMIT :batch)`, { batch });
    return modifyCount(this.db, q.text, q.values);
  }
}
