import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { pageOf } from '../common/pagination.dto.js';
import { uuidParam } from '../common/uuid-param.js';
import { IdempotencyClaim, IdempotencyKeyClaim } from '../idempotency/idempotency-claim.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { AlertService } from './alerts/alert.service.js';
import { DeviceService } from './devices/device.service.js';
import { ALERT_ASSIGNEE_QUERY, AlertQueryDto, AssignAlertDto, FraudAlertDetailDto, FraudAlertListDto, ResolveAlertDto } from './dto/alert.dto.js';
import { EnginePerformanceDto, PerformanceQueryDto } from './dto/performance.dto.js';
import { EnginePerformanceService } from './engine/performance.service.js';
import { AnalyzeResultDto, AnalyzeTransactionDto } from './dto/analyze.dto.js';
import { DeviceFingerprintDto, DeviceFingerprintResultDto } from './dto/device.dto.js';
import { FraudReportDetailDto, FraudReportDto, FraudReportResultDto } from './dto/fraud-report.dto.js';
import { AccountScoreDto, ScoreQueryDto } from './dto/score.dto.js';
import { VelocityCheckDto, VelocityResultDto } from './dto/velocity.dto.js';
import { WatchlistCheckDto, WatchlistResultDto } from './dto/watchlist.dto.js';
import { AnalysisService } from './engine/analysis.service.js';
import { FraudScoreService } from './fraud-score.service.js';
import { FraudReportService } from './fraud-network/fraud-report.service.js';
import { RequestId } from '../common/request-id.js';
import { VelocityService } from './velocity/velocity.service.js';
import { WatchlistService } from './watchlists/watchlist.service.js';

@ApiTags('fraud')
@Authenticated()
@Controller('api/v1/fraud')
export class FraudController {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly scores: FraudScoreService,
    private readonly watchlists: WatchlistService,
    private readonly devices: DeviceService,
    private readonly velocity: VelocityService,
    private readonly reports: FraudReportService,
    private readonly alerts: AlertService,
    private readonly performance: EnginePerformanceService,
  ) {}

  @Post('analyze/')
  @HttpCode(200)
  @Idempotent({ claimInHandler: true })
  @ApiOperation({ summary: 'Score a transaction in real time, with the signals behind the score', operationId: 'fraudAnalyze' })
  @ApiOkResponse({ type: AnalyzeResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  analyze(
    @Principal() principal: PrincipalT,
    @Body() dto: AnalyzeTransactionDto,
    @RequestId() requestId: string,
    @IdempotencyKeyClaim() claim: IdempotencyClaim | null,
  ): Promise<AnalyzeResultDto> {
    // the key is claimed in the engine's read and completed in its write (IdempotencyClaim)
    return this.analysis.analyze(principal, dto, requestId, claim);
  }

  @Get('score/')
  @ApiOperation({ summary: "An account's fraud score as your organization sees it, with network report count", operationId: 'fraudAccountScore' })
  @ApiOkResponse({ type: AccountScoreDto })
  @ApiErrors('VALIDATION_ERROR')
  score(@Principal() principal: PrincipalT, @Query() query: ScoreQueryDto): Promise<AccountScoreDto> {
    return this.scores.get(principal, query.account_number);
  }

  @Post('watchlist/check/')
  @HttpCode(200)
  @ApiOperation({ summary: 'Screen an identifier (and optionally a full name) against your and the shared watchlists', operationId: 'fraudWatchlistCheck' })
  @ApiOkResponse({ type: WatchlistResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  async watchlistCheck(@Principal() principal: PrincipalT, @Body() dto: WatchlistCheckDto, @RequestId() requestId: string): Promise<WatchlistResultDto> {
    return { ...(await this.watchlists.check(principal, dto)), request_id: requestId };
  }

  @Post('device-fingerprint/')
  @HttpCode(200)
  @ApiOperation({ summary: 'Assess a device: known device, emulator or automation, shared device, IP vs time zone', operationId: 'fraudDeviceFingerprint' })
  @ApiOkResponse({ type: DeviceFingerprintResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  async device(@Principal() principal: PrincipalT, @Body() dto: DeviceFingerprintDto, @RequestId() requestId: string): Promise<DeviceFingerprintResultDto> {
    return { ...(await this.devices.assess(principal, dto)), request_id: requestId };
  }

  @Post('velocity-check/')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record an event and count the window including it', operationId: 'fraudVelocityCheck' })
  @ApiOkResponse({ type: VelocityResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'SERVICE_UNAVAILABLE')
  async velocityCheck(@Principal() principal: PrincipalT, @Body() dto: VelocityCheckDto, @RequestId() requestId: string): Promise<VelocityResultDto> {
    return { ...(await this.velocity.check(principal, dto)), request_id: requestId };
  }

  @Post('report/')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Report confirmed fraud to the shared network', operationId: 'fraudReport' })
  @ApiCreatedResponse({ type: FraudReportResultDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON')
  async report(@Principal() principal: PrincipalT, @Body() dto: FraudReportDto, @RequestId() requestId: string): Promise<FraudReportResultDto> {
    return { ...(await this.reports.submit(principal, dto)), request_id: requestId };
  }

  @Get('report/:id')
  @ApiOperation({ summary: 'One of your organization’s fraud reports, with its review status', operationId: 'fraudReportGet' })
  @ApiOkResponse({ type: FraudReportDetailDto })
  @ApiErrors('NOT_FOUND')
  reportGet(@Principal() principal: PrincipalT, @Param('id', uuidParam('Fraud report')) id: string): Promise<FraudReportDetailDto> {
    return this.reports.get(principal, id);
  }

  @Get('alerts/')
  @ApiOperation({ summary: "Your organization's fraud alerts, newest first (page_size default 20, max 100)", operationId: 'fraudAlerts' })
  @ApiQuery(ALERT_ASSIGNEE_QUERY)
  @ApiOkResponse({ type: FraudAlertListDto })
  @ApiErrors('VALIDATION_ERROR')
  alertList(@Principal() principal: PrincipalT, @Query() query: AlertQueryDto): Promise<FraudAlertListDto> {
    const { page, pageSize } = pageOf(query);
    const assignee = query.assignee === 'none' ? null : query.assignee;
    return this.alerts.list(principal, { account: query.account_number, severity: query.severity, status: query.status, assignee }, page, pageSize);
  }

  @Get('alerts/:id')
  @ApiOperation({ summary: 'One fraud alert of your organization, with its history (assignments, resolution) and the analysed transfer with its signals', operationId: 'fraudAlertGet' })
  @ApiOkResponse({ type: FraudAlertDetailDto })
  @ApiErrors('NOT_FOUND')
  alertGet(@Principal() principal: PrincipalT, @Param('id', uuidParam('Fraud alert')) id: string): Promise<FraudAlertDetailDto> {
    return this.alerts.get(principal, id);
  }

  @Post('alerts/:id/assign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Assign an unresolved alert to a user of your organization (an open alert moves to in_review)', operationId: 'fraudAlertAssign' })
  @ApiOkResponse({ type: FraudAlertDetailDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'NOT_FOUND', 'CONFLICT')
  alertAssign(@Principal() principal: PrincipalT, @Param('id', uuidParam('Fraud alert')) id: string, @Body() dto: AssignAlertDto): Promise<FraudAlertDetailDto> {
    return this.alerts.assign(principal, id, dto);
  }

  @Post('alerts/:id/resolve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resolve an alert: the outcome labels its transaction and teaches the engine; emits fraud.alert.resolved', operationId: 'fraudAlertResolve' })
  @ApiOkResponse({ type: FraudAlertDetailDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'NOT_FOUND', 'CONFLICT')
  alertResolve(@Principal() principal: PrincipalT, @Param('id', uuidParam('Fraud alert')) id: string, @Body() dto: ResolveAlertDto): Promise<FraudAlertDetailDto> {
    return this.alerts.resolve(principal, id, dto);
  }

  @Get('engine/performance')
  @ApiOperation({ summary: "The engine's precision from analysts' labels by week, alert volume by severity, and the shadow rules on the same labelled traffic", operationId: 'fraudEnginePerformance' })
  @ApiOkResponse({ type: EnginePerformanceDto })
  @ApiErrors('VALIDATION_ERROR')
  enginePerformance(@Principal() principal: PrincipalT, @Query() query: PerformanceQueryDto): Promise<EnginePerformanceDto> {
    return this.performance.get(principal, query.weeks ?? 8);
  }
}
