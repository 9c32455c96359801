import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RequestLog } from './request-log.entity.js';

export type NewRequestLog = Omit<RequestLog, 'id'>;

export type Own = { tokenId: string } | { userId: number };

export interface RequestLogFilter {
  organizationId: string;
  livemode: boolean;
  /** Only the caller's own requests (role B): its API token's, or its own session's. */
  own?: Own;
  status?: number;
  /** 2, 4 or 5 for 2xx, 4xx, 5xx. */
  statusClass?: number;
  pathContains?: string;
  requestId?: string;
  idempotencyKey?: string;
  tokenId?: string;
  from?: Date;
  to?: Date;
}

export interface RequestLogWindowStats {
  method: string;
  pathTemplate: string | null;
  status: number;
  count: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The organization's request log: batched inserts and filtered reads (retention drops whole days: src/database/partitions). */
@Injectable()
export class RequestLogRepository {
  constructor(@InjectRepository(RequestLog) private readonly logs: Repository<RequestLog>) {}

  /**
   * One INSERT of the whole batch from one array per column (unnest): 16 parameters whatever the batch size,
   * where a VALUES list of 500 rows costs TypeORM and PostgreSQL 8,000 placeholders to build and parse.
   */
  async insertMany(rows: NewRequestLog[]): Promise<void> {
    if (!rows.length) return;
    const column = <K extends keyof NewRequestLog>(key: K) => rows.map((r) => r[key]);
    await this.logs.query(
      `INSERT INTO request_logs (organization_id, livemode, created_at, method, path_template, path, status, latency_ms,
         request_id, idempotency_key, error_code, principal_kind, user_id, token_id, request_body, response_body)
       SELECT * FROM unnest($1::uuid[], $2::boolean[], $3::timestamptz[], $4::varchar[], $5::varchar[], $6::varchar[],
         $7::smallint[], $8::integer[], $9::varchar[], $10::varchar[], $11::varchar[], $12::varchar[], $13::integer[],
         $14::uuid[], $15::text[], $16::text[])`,
      [
        column('organizationId'), column('livemode'), column('createdAt'), column('method'), column('pathTemplate'),
        column('path'), column('status'), column('latencyMs'), column('requestId'), column('idempotencyKey'),
        column('errorCode'), column('principalKind'), column('userId'), column('tokenId'), column('requestBody'),
        column('responseBody'),
      ],
    );
  }

  async list(f: RequestLogFilter, page: number, pageSize: number): Promise<{ rows: RequestLog[]; count: number }> {
    const q = this.logs
      .createQueryBuilder('l')
      .select(['l.id', 'l.createdAt', 'l.method', 'l.pathTemplate', 'l.path', 'l.status', 'l.latencyMs', 'l.requestId', 'l.idempotencyKey', 'l.errorCode', 'l.principalKind', 'l.userId', 'l.tokenId', 'l.livemode'])
      .where('l.organization_id = :org AND l.livemode = :livemode', { org: f.organizationId, livemode: f.livemode });
    if (f.own && 'tokenId' in f.own) q.andWhere('l.token_id = :tokenId', { tokenId: f.own.tokenId });
    if (f.own && 'userId' in f.own) q.andWhere("l.user_id = :userId AND l.principal_kind = 'user'", { userId: f.own.userId });
    if (f.status !== undefined) q.andWhere('l.status = :status', { status: f.status });
    if (f.statusClass !== undefined) q.andWhere('l.status >= :lo AND l.status < :hi', { lo: f.statusClass * 100, hi: f.statusClass * 100 + 100 });
    if (f.pathContains) q.andWhere("l.path LIKE :path ESCAPE '\\'", { path: `%${escapeLike(f.pathContains)}%` });
    if (f.requestId) q.andWhere('l.request_id = :requestId', { requestId: f.requestId });
    if (f.idempotencyKey) q.andWhere('l.idempotency_key = :key', { key: f.idempotencyKey });
    if (f.tokenId) q.andWhere('l.token_id = :filterTokenId', { filterTokenId: f.tokenId });
    if (f.from) q.andWhere('l.created_at >= :from', { from: f.from });
    if (f.to) q.andWhere('l.created_at < :to', { to: f.to });
    const [rows, count] = await q
      .orderBy('l.created_at', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { rows, count };
  }

  findByRequestId(organizationId: string, livemode: boolean, requestId: string, own?: Own): Promise<RequestLog | null> {
    const scope = !own ? {} : 'tokenId' in own ? { tokenId: own.tokenId } : { userId: own.userId, principalKind: 'user' };
    return this.logs.findOne({
      where: { organizationId, livemode, requestId, ...scope },
      order: { createdAt: 'DESC' },
    });
  }

  /** Requests by endpoint and status since `since`, and latency percentiles (usage summary). */
  async windowStats(organizationId: string, livemode: boolean, since: Date): Promise<{ groups: RequestLogWindowStats[]; p50: number | null; p99: number | null; total: number }> {
    const groups = await this.logs
      .createQueryBuilder('l')
      .select('l.method', 'method')
      .addSelect('l.path_template', 'pathTemplate')
      .addSelect('l.status', 'status')
      .addSelect('count(*)::int', 'count')
      .where('l.organization_id = :org AND l.livemode = :livemode AND l.created_at >= :since', { org: organizationId, livemode, since })
      .groupBy('l.method')
      .addGroupBy('l.path_template')
      .addGroupBy('l.status')
      .orderBy('count', 'DESC')
      .getRawMany<RequestLogWindowStats>();
    const pct = await this.logs
      .createQueryBuilder('l')
      .select('percentile_cont(0.5) WITHIN GROUP (ORDER BY l.latency_ms)', 'p50')
      .addSelect('percentile_cont(0.99) WITHIN GROUP (ORDER BY l.latency_ms)', 'p99')
      .addSelect('count(*)::int', 'total')
      .where('l.organization_id = :org AND l.livemode = :livemode AND l.created_at >= :since', { org: organizationId, livemode, since })
      .getRawOne<{ p50: number | null; p99: number | null; total: number }>();
    return { groups, p50: pct?.p50 ?? null, p99: pct?.p99 ?? null, total: pct?.total ?? 0 };
  }
}
