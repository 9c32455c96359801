import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { ApiError } from '../common/errors.js';
import { pageOf } from '../common/pagination.dto.js';
import { RequestLogDetailDto, RequestLogListDto, RequestLogQueryDto } from './dto/request-log.dto.js';
import { RequestLogQueryService } from './request-log-query.service.js';

/** The organization's API requests (DESIGN.md, Dashboard): role A sees every request, role B its own. */
@ApiTags('logs')
@Controller('api/v1/logs/requests')
export class RequestLogController {
  constructor(private readonly logs: RequestLogQueryService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'The organization’s API requests, newest first (7 days); role B sees only its own', operationId: 'listRequestLogs' })
  @ApiOkResponse({ type: RequestLogListDto })
  @ApiErrors('VALIDATION_ERROR')
  list(@Principal() principal: PrincipalT, @Query() query: RequestLogQueryDto): Promise<RequestLogListDto> {
    const { page, pageSize } = pageOf(query);
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    if ((from && isNaN(from.getTime())) || (to && isNaN(to.getTime()))) throw ApiError.validation([{ field: from && isNaN(from.getTime()) ? 'from' : 'to', issue: 'must be a date-time' }]);
    return this.logs.list(principal, { ...query, from, to }, page, pageSize);
  }

  @Get(':request_id')
  @Authenticated()
  @ApiOperation({ summary: 'One request with its redacted bodies', operationId: 'getRequestLog' })
  @ApiOkResponse({ type: RequestLogDetailDto })
  @ApiErrors('NOT_FOUND')
  get(@Principal() principal: PrincipalT, @Param('request_id') requestId: string): Promise<RequestLogDetailDto> {
    return this.logs.get(principal, requestId);
  }
}
