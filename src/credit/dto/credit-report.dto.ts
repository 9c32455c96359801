import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsBvn } from '../../common/validators.js';
import { BUREAU_CHOICES, BUREAU_CODES, RATINGS } from '../credit.constants.js';
import { CREDIT_REPORT_STATUSES } from '../credit-reports/credit-report.entity.js';
import { BureauInquiryDto, FacilityDto, ScoreBasisDto, ScoreFactorDto } from './credit.dto.js';

export class CreditReportRequestDto {
  @IsBvn()
  bvn: string;

  @ApiProperty({ description: 'Reference of the customer consent (POST /api/v1/consents).' })
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  consent_reference: string;

  @ApiPropertyOptional({ enum: BUREAU_CHOICES, default: 'all' })
  @IsOptional()
  @IsIn(BUREAU_CHOICES)
  bureau?: (typeof BUREAU_CHOICES)[number];
}

export class CreditReportAcceptedDto {
  @ApiProperty({ format: 'uuid' })
  report_id: string;

  /** pending until a worker generates it; poll GET /api/v1/credit/report/{report_id} or wait for credit.report.ready. */
  @ApiProperty({ enum: CREDIT_REPORT_STATUSES })
  status: string;

  @ApiProperty()
  request_id: string;
}

export class CreditReportBodyDto {
  @ApiProperty({ example: 'crc+first_central' })
  bureau_source: string;

  @ApiProperty({ enum: BUREAU_CODES, isArray: true, example: ['crc', 'first_central'] })
  bureaus_answered: string[];

  @ApiProperty({ enum: BUREAU_CODES, isArray: true, example: [] })
  bureaus_unavailable: string[];

  /** True when a bureau asked for did not answer (CREDIT_BUREAU_PARTIAL_POLICY=answer). */
  @ApiProperty()
  partial: boolean;

  @ApiProperty()
  no_hit: boolean;

  @ApiProperty()
  thin_file: boolean;

  @ApiProperty({ type: [String], enum: ['non_performing_facility', 'written_off_facility'], isArray: true })
  knockouts: string[];

  @ApiProperty({ type: 'integer', nullable: true })
  score_ceiling: number | null;

  @ApiProperty({ type: () => ScoreBasisDto })
  score_basis: ScoreBasisDto;

  @ApiProperty({ type: 'integer', minimum: 300, maximum: 850 })
  score: number;

  @ApiProperty({ enum: RATINGS })
  rating: string;

  @ApiProperty({ type: [ScoreFactorDto] })
  factors: ScoreFactorDto[];

  /** The repayment summary over the last 24 months. */
  @ApiProperty({ type: 'integer' })
  months_analyzed: number;

  @ApiProperty({ type: 'integer' })
  total_facilities: number;

  @ApiProperty({ type: 'integer' })
  active_facilities: number;

  @ApiProperty()
  on_time_payments_pct: number;

  @ApiProperty({ type: 'integer' })
  worst_delinquency_days: number;

  @ApiProperty({ type: [FacilityDto] })
  facilities: FacilityDto[];

  @ApiProperty({ type: [BureauInquiryDto] })
  hard_inquiries: BureauInquiryDto[];

  @ApiProperty({ format: 'date-time' })
  generated_at: string;
}

export class CreditReportDto {
  @ApiProperty({ format: 'uuid' })
  report_id: string;

  @ApiProperty({ enum: CREDIT_REPORT_STATUSES })
  status: string;

  @ApiProperty({ example: '22212345678' })
  bvn: string;

  @ApiProperty({ enum: BUREAU_CHOICES })
  bureau: string;

  @ApiProperty()
  consent_reference: string;

  /** Present once status is completed. */
  @ApiProperty({ type: CreditReportBodyDto, nullable: true })
  report: CreditReportBodyDto | null;

  /** Why generation failed (status failed), e.g. bureau_unavailable or consent_revoked. */
  @ApiProperty({ nullable: true, type: String })
  failure_reason: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  completed_at: string | null;

  @ApiProperty()
  request_id: string;

  /** false for a test-mode record (sandbox providers). */
  @ApiProperty()
  livemode: boolean;
}
