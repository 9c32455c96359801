import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsInt, IsISO31661Alpha2, IsNumber, IsOptional, IsString, Length, Matches, Max, Min, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../common/pagination.dto.js';
import { CASE_STATUSES } from '../entities/report-case.entity.js';
import { REDIRECT_URL_MAX_LENGTH } from '../hosted/hosted-consent.js';

export class CreateReportCaseDto {
  @ApiProperty({ example: 'Adaeze Okonkwo', maxLength: 200 })
  @IsString()
  @Length(1, 200)
  @Matches(/\S/, { message: 'full_name must not be blank' })
  full_name: string;

  /** Your reference for this application; unique within your organization. */
  @ApiProperty({ example: 'LOAN-2026-000123', maxLength: 128 })
  @IsString()
  @Length(1, 128)
  reference_id: string;

  @ApiPropertyOptional({ example: '+2348031234567', maxLength: 32 })
  @IsOptional()
  @IsString()
  @Matches(/^\+?[0-9 ()-]{7,32}$/, { message: 'contact_phone must be a phone number' })
  contact_phone?: string;

  @ApiPropertyOptional({ format: 'email', example: 'adaeze@example.com' })
  @IsOptional()
  @IsEmail()
  contact_email?: string;

  /** ISO 3166-1 alpha-2 codes for the bank-connection widget. */
  @ApiPropertyOptional({ type: [String], default: ['US'], example: ['NG'] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @IsISO31661Alpha2({ each: true })
  country_codes?: string[];

  /** The tenor of the loan applied for: with loan_monthly_rate_percent the report gives the largest loan the applicant can afford. */
  @ApiPropertyOptional({ minimum: 1, maximum: 120, example: 12, description: 'Give it together with loan_monthly_rate_percent.' })
  @ValidateIf((o: CreateReportCaseDto) => o.loan_tenor_months !== undefined || o.loan_monthly_rate_percent !== undefined)
  @IsInt({ message: 'loan_tenor_months must be an integer (give it with loan_monthly_rate_percent)' })
  @Min(1)
  @Max(120)
  loan_tenor_months?: number;

  /** The loan's interest rate, percent per month on the reducing balance (e.g. 4.5); 0 for interest-free. */
  @ApiPropertyOptional({ minimum: 0, maximum: 100, example: 4.5, description: 'Give it together with loan_tenor_months.' })
  @ValidateIf((o: CreateReportCaseDto) => o.loan_tenor_months !== undefined || o.loan_monthly_rate_percent !== undefined)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 }, { message: 'loan_monthly_rate_percent must be a number (give it with loan_tenor_months)' })
  @Min(0)
  @Max(100)
  loan_monthly_rate_percent?: number;

  /**
   * A credit consent (POST /api/v1/consents) of your organization covering loan_application: the
   * report then reads the applicant's bureau file and adds instalments of facilities not repaid
   * from the connected account to existing debt. Checked now: 403 CONSENT_INVALID if not usable.
   */
  @ApiPropertyOptional({ example: 'CNS-7K2M9Q4X', maxLength: 80 })
  @IsOptional()
  @IsString()
  @Length(1, 80)
  consent_reference?: string;

  /**
   * Where the hosted page sends the applicant back after connecting or leaving, with
   * `case_id` and `status` (success or exit) appended to the query. https only; in test mode
   * http://localhost (or 127.0.0.1) is accepted too.
   */
  @ApiPropertyOptional({ format: 'uri', maxLength: REDIRECT_URL_MAX_LENGTH, example: 'https://lender.example/loans/return' })
  @IsOptional()
  @IsString()
  @Length(1, REDIRECT_URL_MAX_LENGTH)
  redirect_url?: string;
}

export class CreatedReportCaseDto {
  @ApiProperty({ format: 'uuid' }) case_id: string;
  @ApiProperty({ example: 'PENDING_CONNECTION' }) status: string;
  @ApiProperty({ example: 'Case created. Send link_url to the applicant to connect their bank account.' }) message: string;
  /** The applicant's hosted bank-connection page (iframe or redirect); valid REPORT_LINK_TTL_SECONDS. */
  @ApiProperty({ format: 'uri' }) link_url: string;
}

/** The scored report of a case in REPORT_READY. */
export class FinancialReportDto {
  @ApiProperty({ minimum: 0, maximum: 100, example: 72, description: 'Higher is more creditworthy.' }) score: number;
  @ApiProperty({ example: 296.13 }) income_monthly_usd: number;
  @ApiProperty({ example: 459000, description: 'Monthly income counted, in NGN.' }) income_monthly_local: number;
  @ApiProperty({ example: 138600, description: 'The largest monthly repayment the applicant can afford, in NGN.' }) affordability_ceiling_local: number;
  @ApiProperty({ example: 0.098, description: 'Debt repayments over income.' }) dti_ratio: number;
  @ApiProperty({ type: String, format: 'uri', nullable: true, description: 'An expiring signed link to the PDF.', example: 'https://api.naijarisk.example/api/v1/report/3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17/pdf?expires=1768469400&sig=4b1d9e0c7a2f' })
  report_pdf_url: string | null;
  @ApiProperty({ example: 'NGN' }) currency: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) generated_at: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'How each figure was made: period, fx (the USD rate used), identity, accounts, income, salary, debt, lending, gambling, insufficient_funds, spending, balances, cash_flow, monthly, affordability and the score factors.',
    example: { currency: 'NGN', fx: { usd_ngn_rate: 1550, source: 'REPORT_USD_NGN_RATE (configured)', rate_date: null } },
  })
  details: Record<string, unknown>;
}

/** The consent the applicant ticked on the hosted page before connecting. */
export class ApplicantConsentDto {
  @ApiProperty({ example: '2026-11-01', description: 'The version of the consent text shown.' }) version: string;
  @ApiProperty({ format: 'date-time' }) given_at: string;
}

export class ReportCaseDto {
  @ApiProperty({ format: 'uuid' }) case_id: string;
  @ApiProperty() reference_id: string;
  /** This service's identifier of the applicant of the case. */
  @ApiProperty({ format: 'uuid' }) subject_id: string;
  @ApiProperty({ enum: CASE_STATUSES }) status: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) connection_completed_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) report_completed_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) webhook_delivered_at: string | null;
  /** false for a test-mode case (sandbox bank). */
  @ApiProperty() livemode: boolean;
  /** The consent the applicant gave on the hosted page; null until given. */
  @ApiProperty({ type: () => ApplicantConsentDto, nullable: true })
  applicant_consent: ApplicantConsentDto | null;
  /** The redirect_url the case was created with. */
  @ApiProperty({ type: String, format: 'uri', nullable: true })
  redirect_url: string | null;
  /** Null until REPORT_READY; then the scored report. */
  @ApiProperty({ type: () => FinancialReportDto, nullable: true })
  report: Record<string, unknown> | null;
}

export class ReportCaseQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CASE_STATUSES })
  @IsOptional()
  @IsIn(CASE_STATUSES)
  status?: (typeof CASE_STATUSES)[number];
}

/** A case in the list: its state and, once REPORT_READY, its score (GET /api/v1/report/{case_id} for the rest). */
export class ReportCaseSummaryDto {
  @ApiProperty({ format: 'uuid' }) case_id: string;
  @ApiProperty() reference_id: string;
  @ApiProperty({ enum: CASE_STATUSES }) status: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The report score once REPORT_READY.' }) score: number | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) report_completed_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) webhook_delivered_at: string | null;
}

export class ReportCaseListDto {
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) page_size: number;
  @ApiProperty({ type: [ReportCaseSummaryDto] }) results: ReportCaseSummaryDto[];
}

/** One status change of a case; from_status is null for its creation. */
export class ReportCaseTransitionDto {
  @ApiProperty({ enum: CASE_STATUSES, nullable: true, type: String }) from_status: string | null;
  @ApiProperty({ enum: CASE_STATUSES }) to_status: string;
  @ApiProperty({ example: 'applicant connected Zenith Bank' }) reason: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class ReportCaseTransitionsDto {
  @ApiProperty({ format: 'uuid' }) case_id: string;
  /** Oldest first; a case has a handful at most (its status never goes back). */
  @ApiProperty({ type: [ReportCaseTransitionDto] }) transitions: ReportCaseTransitionDto[];
}
