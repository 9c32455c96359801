import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { pageOf } from '../common/pagination.dto.js';
import { uuidParam } from '../common/uuid-param.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { AccessLogService } from './access-log/access-log.service.js';
import { CreditService } from './credit.service.js';
import { AccessLogListDto, AccessLogQueryDto } from './dto/access-log.dto.js';
import { CreditReportAcceptedDto, CreditReportDto, CreditReportRequestDto } from './dto/credit-report.dto.js';
import {
  CreditHistoryDto,
  CreditHistoryQueryDto,
  CreditInquiryDto,
  CreditInquiryRequestDto,
  CreditScoreDto,
  CreditScoreRequestDto,
} from './dto/credit.dto.js';
import { CreditReportsService } from './credit-reports/credit-reports.service.js';
import { RequestId } from '../common/request-id.js';

/** Consent-gated bureau data: scores, inquiries, repayment history and asynchronous credit reports. */
@ApiTags('credit')
@Controller('api/v1/credit')
@Authenticated()
export class CreditController {
  constructor(
    private readonly credit: CreditService,
    private readonly reports: CreditReportsService,
    private readonly accessLog: AccessLogService,
  ) {}

  @Post('score/')
  @HttpCode(200)
  @ApiOperation({ summary: 'Credit score (300-850) with rating and explaining factors', operationId: 'creditScore' })
  @ApiOkResponse({ type: CreditScoreDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONSENT_INVALID', 'BUREAU_UNAVAILABLE')
  score(@Principal() p: PrincipalT, @Body() dto: CreditScoreRequestDto, @RequestId() requestId: string) {
    return this.credit.score(p, dto, requestId);
  }

  @Post('inquiry/')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Soft or hard bureau inquiry; hard ones are recorded on the bureau file', operationId: 'creditInquiry' })
  @ApiCreatedResponse({ type: CreditInquiryDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONSENT_INVALID', 'BUREAU_UNAVAILABLE')
  inquiry(@Principal() p: PrincipalT, @Body() dto: CreditInquiryRequestDto, @RequestId() requestId: string) {
    return this.credit.inquire(p, dto, requestId);
  }

  @Get('history/')
  @ApiOperation({ summary: 'Repayment history over the last `months` months with the facilities', operationId: 'creditHistory' })
  @ApiOkResponse({ type: CreditHistoryDto })
  @ApiErrors('VALIDATION_ERROR', 'CONSENT_INVALID', 'BUREAU_UNAVAILABLE')
  history(@Principal() p: PrincipalT, @Query() q: CreditHistoryQueryDto, @RequestId() requestId: string) {
    return this.credit.history(p, q, requestId);
  }

  @Post('report/')
  @HttpCode(202)
  @Idempotent()
  @ApiOperation({ summary: 'Queue a full credit report; credit.report.ready follows', operationId: 'createCreditReport' })
  @ApiAcceptedResponse({ type: CreditReportAcceptedDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONSENT_INVALID')
  createReport(@Principal() p: PrincipalT, @Body() dto: CreditReportRequestDto, @RequestId() requestId: string) {
    return this.reports.create(p, dto, requestId);
  }

  @Get('report/:report_id')
  @ApiOperation({ summary: 'A credit report: its status, and the report once completed', operationId: 'getCreditReport' })
  @ApiOkResponse({ type: CreditReportDto })
  @ApiErrors('NOT_FOUND')
  getReport(@Principal() p: PrincipalT, @Param('report_id', uuidParam('Credit report')) id: string, @RequestId() requestId: string) {
    return this.reports.get(p, id, requestId);
  }

  @Get('access-log')
  @Authenticated({ roles: ['A'] })
  @ApiOperation({ summary: "Every access to a BVN's (or NIN's) data by this organization, newest first", operationId: 'creditAccessLog' })
  @ApiOkResponse({ type: AccessLogListDto })
  @ApiErrors('VALIDATION_ERROR')
  accessLogList(@Principal() p: PrincipalT, @Query() q: AccessLogQueryDto) {
    const { page, pageSize } = pageOf(q);
    return this.accessLog.list(p, q, page, pageSize);
  }
}
