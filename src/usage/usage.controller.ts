import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { UsageQueryDto, UsageSummaryDto } from './usage.dto.js';
import { UsageService } from './usage.service.js';

@ApiTags('usage')
@Controller('api/v1/usage')
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get('summary')
  @Authenticated()
  @ApiOperation({
    summary: 'The organization’s usage over 24h or 7d: requests by endpoint and status with p50/p99 latency, analyses by action, webhook success rate, open alerts, report cases by state',
    operationId: 'usageSummary',
  })
  @ApiOkResponse({ type: UsageSummaryDto })
  @ApiErrors('VALIDATION_ERROR')
  summary(@Principal() principal: PrincipalT, @Query() query: UsageQueryDto): Promise<UsageSummaryDto> {
    return this.usage.summary(principal, query.window ?? '24h');
  }
}
