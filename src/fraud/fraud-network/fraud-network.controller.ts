import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../../auth/principal.js';
import { ApiErrors } from '../../common/api-errors.decorator.js';
import { pageOf } from '../../common/pagination.dto.js';
import { uuidParam } from '../../common/uuid-param.js';
import { NetworkReportDto, NetworkReportListDto, NetworkReportQueryDto, ReportStatusDto } from '../dto/fraud-report.dto.js';
import { FraudSettingsDto, UpdateFraudSettingsDto } from '../dto/settings.dto.js';
import { FraudSettingsService } from '../engine/settings.service.js';
import { FraudReportService } from './fraud-report.service.js';

/** The network's reviewers (role A of the operator organization) and each organization's engine settings. */
@ApiTags('fraud')
@Controller('api/v1/fraud')
export class FraudNetworkController {
  constructor(
    private readonly reports: FraudReportService,
    private readonly settings: FraudSettingsService,
  ) {}

  @Get('network/reports')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Reports awaiting or past review (network reviewers; no reporter details)', operationId: 'listNetworkReports' })
  @ApiOkResponse({ type: NetworkReportListDto })
  @ApiErrors('VALIDATION_ERROR')
  list(@Principal() principal: PrincipalT, @Query() query: NetworkReportQueryDto): Promise<NetworkReportListDto> {
    const { page, pageSize } = pageOf(query);
    return this.reports.listForReview(principal, query.status, page, pageSize);
  }

  @Post('network/reports/:id/status')
  @HttpCode(200)
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Move a report one step: received -> under_review -> verified (network reviewers)', operationId: 'moveNetworkReport' })
  @ApiOkResponse({ type: NetworkReportDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'NOT_FOUND', 'CONFLICT')
  move(@Principal() principal: PrincipalT, @Param('id', uuidParam('Fraud report')) id: string, @Body() dto: ReportStatusDto): Promise<NetworkReportDto> {
    return this.reports.move(principal, id, dto.status);
  }

  @Get('settings')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: "Your organization's engine weights, level thresholds and shadow rule set", operationId: 'getFraudSettings' })
  @ApiOkResponse({ type: FraudSettingsDto })
  getSettings(@Principal() principal: PrincipalT): Promise<FraudSettingsDto> {
    return this.settings.get(principal.organizationId);
  }

  @Put('settings')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: 'Set weights and thresholds (live within 5 s on every replica) and an optional shadow rule set', operationId: 'updateFraudSettings' })
  @ApiOkResponse({ type: FraudSettingsDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  putSettings(@Principal() principal: PrincipalT, @Body() dto: UpdateFraudSettingsDto): Promise<FraudSettingsDto> {
    return this.settings.update(principal.organizationId, dto);
  }
}
