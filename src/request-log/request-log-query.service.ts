import { Injectable } from '@nestjs/common';
import type { Principal } from '../auth/principal.js';
import { ApiError } from '../common/errors.js';
import type { RequestLogDetailDto, RequestLogEntryDto, RequestLogListDto } from './dto/request-log.dto.js';
import type { RequestLog } from './request-log.entity.js';
import { Own, RequestLogRepository } from './request-log.repository.js';
import { RequestLogService } from './request-log.service.js';

export interface RequestLogListQuery {
  status?: string;
  path?: string;
  request_id?: string;
  idempotency_key?: string;
  token_id?: string;
  from?: Date;
  to?: Date;
}

/** Role A sees every request of the organization; role B only its own (its API token's, or its session's). */
function ownScope(principal: Principal): Own | undefined {
  if (principal.role === 'A') return undefined;
  return principal.kind === 'api_token' && principal.tokenId ? { tokenId: principal.tokenId } : { userId: principal.userId };
}

function toEntry(r: RequestLog): RequestLogEntryDto {
  return {
    request_id: r.requestId,
    method: r.method,
    path: r.path,
    path_template: r.pathTemplate,
    status: r.status,
    latency_ms: r.latencyMs,
    error_code: r.errorCode,
    idempotency_key: r.idempotencyKey,
    principal: { kind: r.principalKind, user_id: r.userId, token_id: r.tokenId },
    livemode: r.livemode,
    created_at: r.createdAt.toISOString(),
  };
}

/** Reads of the request log, scoped to the principal's organization and mode (and to its own requests for role B). */
@Injectable()
export class RequestLogQueryService {
  constructor(
    private readonly repository: RequestLogRepository,
    private readonly writer: RequestLogService,
  ) {}

  async list(principal: Principal, q: RequestLogListQuery, page: number, pageSize: number): Promise<RequestLogListDto> {
    const status = q.status && /^\d{3}$/.test(q.status) ? Number(q.status) : undefined;
    const statusClass = q.status && /^\dxx$/.test(q.status) ? Number(q.status[0]) : undefined;
    const { rows, count } = await this.repository.list(
      {
        organizationId: principal.organizationId,
        livemode: principal.livemode,
        own: ownScope(principal),
        status,
        statusClass,
        pathContains: q.path,
        requestId: q.request_id,
        idempotencyKey: q.idempotency_key,
        tokenId: q.token_id,
        from: q.from,
        to: q.to,
      },
      page,
      pageSize,
    );
    return { count, page, page_size: pageSize, results: rows.map(toEntry) };
  }

  async get(principal: Principal, requestId: string): Promise<RequestLogDetailDto> {
    const row = await this.repository.findByRequestId(principal.organizationId, principal.livemode, requestId.slice(0, 128), ownScope(principal));
    if (!row) throw ApiError.notFound('Request');
    return { ...toEntry(row), request_body: row.requestBody, response_body: row.responseBody };
  }

  /** Usage summary: requests by endpoint and status, latency percentiles, since `since`. */
  windowStats(principal: Principal, since: Date) {
    return this.repository.windowStats(principal.organizationId, principal.livemode, since);
  }

  /** Writes what is buffered (tests, shutdown). */
  flush() {
    return this.writer.flush();
  }
}
