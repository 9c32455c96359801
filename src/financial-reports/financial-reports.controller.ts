import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated, Principal, Public } from '../auth/auth.decorators.js';
import type { Principal as PrincipalT } from '../auth/principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { RequestId } from '../common/request-id.js';
import { uuidParam } from '../common/uuid-param.js';
import { pageOf } from '../common/pagination.dto.js';
import { CreatedReportCaseDto, CreateReportCaseDto, ReportCaseDto, ReportCaseListDto, ReportCaseQueryDto, ReportCaseTransitionsDto } from './dto/report-case.dto.js';
import { FinancialReportsService } from './financial-reports.service.js';

@ApiTags('reports')
@Controller('api/v1/report')
export class FinancialReportsController {
  constructor(private readonly reports: FinancialReportsService) {}

  @Post()
  @HttpCode(202)
  @Authenticated()
  @ApiOperation({ summary: 'Open a financial report case and get the applicant bank-connection link', operationId: 'createReportCase' })
  @ApiAcceptedResponse({ type: CreatedReportCaseDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_JSON', 'CONSENT_INVALID', 'CONFLICT')
  create(@Principal() principal: PrincipalT, @Body() dto: CreateReportCaseDto, @RequestId() requestId: string): Promise<CreatedReportCaseDto> {
    return this.reports.create(principal, dto, requestId);
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Your financial report cases, newest first, filtered by status (the dashboard list)', operationId: 'listReportCases' })
  @ApiOkResponse({ type: ReportCaseListDto })
  @ApiErrors('VALIDATION_ERROR')
  list(@Principal() principal: PrincipalT, @Query() query: ReportCaseQueryDto): Promise<ReportCaseListDto> {
    const { page, pageSize } = pageOf(query);
    return this.reports.list(principal, query.status, page, pageSize);
  }

  @Get(':case_id')
  @Authenticated()
  @ApiOperation({ summary: 'A financial report case: status, timestamps and (when ready) the scored report', operationId: 'getReportCase' })
  @ApiOkResponse({ type: ReportCaseDto })
  @ApiErrors('NOT_FOUND')
  get(@Principal() principal: PrincipalT, @Param('case_id', uuidParam('Report case')) caseId: string): Promise<ReportCaseDto> {
    return this.reports.get(principal, caseId);
  }

  @Get(':case_id/transitions')
  @Authenticated()
  @ApiOperation({ summary: "A case's status changes, oldest first, with the reason of each", operationId: 'listReportCaseTransitions' })
  @ApiOkResponse({ type: ReportCaseTransitionsDto })
  @ApiErrors('NOT_FOUND')
  transitions(@Principal() principal: PrincipalT, @Param('case_id', uuidParam('Report case')) caseId: string): Promise<ReportCaseTransitionsDto> {
    return this.reports.transitions(principal, caseId);
  }

  /** The report PDF behind report_pdf_url: the HMAC signature and expiry in the query are the credential. */
  @Get(':case_id/pdf')
  @Public()
  @ApiOperation({ summary: 'The report PDF (expiring signed link from report_pdf_url)', operationId: 'getReportPdf' })
  @ApiProduces('application/pdf')
  @ApiQuery({ name: 'expires', type: String })
  @ApiQuery({ name: 'sig', type: String })
  @ApiOkResponse({ description: 'application/pdf' })
  @ApiErrors('FORBIDDEN', 'NOT_FOUND')
  async pdf(
    @Param('case_id', uuidParam('Report PDF')) caseId: string,
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const content = await this.reports.pdf(caseId, expires, sig);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(content, { type: 'application/pdf', disposition: `inline; filename="report-${caseId}.pdf"`, length: content.length });
  }
}
