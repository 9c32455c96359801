import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One API request of an organization (DESIGN.md, Dashboard: request log); bodies redacted and truncated; kept
 * REQUEST_LOG_RETENTION_DAYS (7): partitioned by day of created_at, a day dropped whole (src/database/partitions).
 */
@Entity('request_logs')
@Index('ix_request_logs_org_created', ['organizationId', 'livemode', 'createdAt'])
@Index('ix_request_logs_org_request', ['organizationId', 'requestId'])
@Index('ix_request_logs_created', ['createdAt'])
export class RequestLog {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'boolean', default: true })
  livemode: boolean;

  /** The partition key (the request's arrival), part of the primary key as a partitioned table requires. */
  @PrimaryColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  /** The route template (`/api/v1/fraud/alerts/:id`), or null for an unmatched path. */
  @Column({ name: 'path_template', type: 'varchar', length: 300, nullable: true })
  pathTemplate: string | null;

  /** The path and query as requested, credentials redacted. */
  @Column({ type: 'varchar', length: 2000 })
  path: string;

  @Column({ type: 'smallint' })
  status: number;

  @Column({ name: 'latency_ms', type: 'integer' })
  latencyMs: number;

  @Column({ name: 'request_id', type: 'varchar', length: 128 })
  requestId: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey: string | null;

  @Column({ name: 'error_code', type: 'varchar', length: 64, nullable: true })
  errorCode: string | null;

  @Column({ name: 'principal_kind', type: 'varchar', length: 16 })
  principalKind: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'token_id', type: 'uuid', nullable: true })
  tokenId: string | null;

  @Column({ name: 'request_body', type: 'text', nullable: true })
  requestBody: string | null;

  @Column({ name: 'response_body', type: 'text', nullable: true })
  responseBody: string | null;
}
