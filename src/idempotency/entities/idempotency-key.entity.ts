import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type IdempotencyState = 'in_progress' | 'completed';

/**
 * One Idempotency-Key use, scoped to principal + method + route. The unique index is the lock:
 * of any number of concurrent first requests, exactly one insert wins.
 */
@Entity('idempotency_keys')
@Index('uq_idempotency_scope_key', ['scope', 'method', 'route', 'key'], { unique: true })
export class IdempotencyKey {
  /** time-ordered (uuidv7()): a claim on the hot path adds to the right edge of the key's index, not a random page of it */
  @PrimaryColumn({ type: 'uuid', default: () => 'uuidv7()' })
  id: string;

  /** The principal: "token:<uuid>" or "user:<id>". */
  @Column({ type: 'varchar', length: 80 })
  scope: string;

  @Column({ type: 'varchar', length: 8 })
  method: string;

  @Column({ type: 'varchar', length: 200 })
  route: string;

  @Column({ type: 'varchar', length: 255 })
  key: string;

  /** SHA-256 of the canonical JSON body. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  @Column({ type: 'varchar', length: 16, default: 'in_progress' })
  state: IdempotencyState;

  @Column({ name: 'response_status', type: 'smallint', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_content_type', type: 'varchar', length: 255, nullable: true })
  responseContentType: string | null;

  /** The body exactly as sent (text, not jsonb, which would reorder its keys). */
  @Column({ name: 'response_body', type: 'text', nullable: true })
  responseBody: string | null;

  /** An in-progress row whose lock has passed belongs to a process that died: a retry may take it. */
  @Column({ name: 'locked_until', type: 'timestamptz' })
  lockedUntil: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  @Index('ix_idempotency_expires')
  expiresAt: Date;
}
