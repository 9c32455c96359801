import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsBvn } from '../../common/validators.js';
import { BUREAU_CHOICES, CONSENT_PURPOSES, INQUIRY_TYPES, RATINGS } from '../credit.constants.js';
import { FACILITY_TYPES } from '../bureaus/bureau.types.js';

const CONSENT_EXAMPLE = 'CNS-7KQ2M9XW4T8R3PZ6HD5N';

/** Written once for every credit request: a consent recorded through POST /api/v1/consents. */
function ConsentReference() {
  return applyDecorators(
    ApiProperty({ description: 'Reference of the customer consent (POST /api/v1/consents).', example: CONSENT_EXAMPLE }),
    IsString(),
    MinLength(1),
    MaxLength(80),
  );
}

export class CreditScoreRequestDto {
  @IsBvn()
  bvn: string;

  @ConsentReference()
  consent_reference: string;

  /** Which bureau to ask; `all` asks both in parallel and merges the files. */
  @ApiPropertyOptional({ enum: BUREAU_CHOICES, default: 'all' })
  @IsOptional()
  @IsIn(BUREAU_CHOICES)
  bureau?: (typeof BUREAU_CHOICES)[number];
}

export class ScoreFactorDto {
  @ApiProperty({ example: 'late_payments' })
  code: string;

  @ApiProperty({ enum: ['payment_history', 'utilisation', 'file_age', 'recent_inquiries', 'credit_mix'] })
  category: string;

  @ApiProperty({ example: '96.4% of 56 monthly repayments on time in the last 24 months; worst delinquency 30 days.' })
  description: string;

  @ApiProperty({ enum: ['positive', 'neutral', 'negative'] })
  impact: string;

  /** Points of the score this factor earned, out of max_points. */
  @ApiProperty({ example: 140 })
  points: number;

  @ApiProperty({ example: 193 })
  max_points: number;
}

export class CreditScoreDto {
  @ApiProperty({ example: '22212345678' })
  bvn: string;

  @ApiProperty({ minimum: 300, maximum: 850, example: 712 })
  score: number;

  /** excellent >= 740, good 670-739, fair 580-669, poor 500-579, very_poor < 500 */
  @ApiProperty({ enum: RATINGS })
  rating: string;

  /** The bureau(s) whose files were scored: crc, first_central or crc+first_central. */
  @ApiProperty({ example: 'crc+first_central' })
  bureau_source: string;

  /** What moved the score, most points lost first. */
  @ApiProperty({ type: [ScoreFactorDto] })
  factors: ScoreFactorDto[];

  @ApiProperty()
  request_id: string;
}

export class CreditInquiryRequestDto {
  @IsBvn()
  bvn: string;

  /** soft: a check that leaves no mark on the score; hard: recorded on the bureau file. */
  @ApiProperty({ enum: INQUIRY_TYPES })
  @IsIn(INQUIRY_TYPES)
  inquiry_type: (typeof INQUIRY_TYPES)[number];

  @ConsentReference()
  consent_reference: string;

  /** Must be one of the consent's purposes. */
  @ApiProperty({ enum: CONSENT_PURPOSES })
  @IsIn(CONSENT_PURPOSES)
  purpose: (typeof CONSENT_PURPOSES)[number];

  @ApiPropertyOptional({ enum: BUREAU_CHOICES, default: 'all' })
  @IsOptional()
  @IsIn(BUREAU_CHOICES)
  bureau?: (typeof BUREAU_CHOICES)[number];
}

export class CreditInquiryDto {
  @ApiProperty({ format: 'uuid' })
  inquiry_id: string;

  @ApiProperty({ enum: INQUIRY_TYPES })
  inquiry_type: string;

  /** True for a hard inquiry a bureau recorded; soft inquiries are never recorded. */
  @ApiProperty()
  recorded_on_bureau: boolean;

  /** The score the lender saw, before this inquiry was recorded. */
  @ApiProperty({ minimum: 300, maximum: 850 })
  score_at_inquiry: number;

  @ApiProperty()
  request_id: string;
}

export class CreditHistoryQueryDto {
  @IsBvn()
  bvn: string;

  /** Lookback in calendar months, this month included. */
  @ApiPropertyOptional({ minimum: 1, maximum: 60, default: 24 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(60)
  months?: number;

  @ConsentReference()
  consent_reference: string;

  @ApiPropertyOptional({ enum: BUREAU_CHOICES, default: 'all' })
  @IsOptional()
  @IsIn(BUREAU_CHOICES)
  bureau?: (typeof BUREAU_CHOICES)[number];
}

export class MonthStatusDto {
  @ApiProperty({ example: '2026-10' })
  month: string;

  /** 0 = paid on time. */
  @ApiProperty({ example: 0 })
  days_past_due: number;
}

export class FacilityDto {
  @ApiProperty({ example: '****4821' })
  account_ref: string;

  @ApiProperty({ example: 'Guaranty Trust Bank' })
  lender: string;

  @ApiProperty({ enum: ['commercial_bank', 'microfinance_bank', 'digital_lender', 'mortgage_bank'] })
  lender_type: string;

  @ApiProperty({ enum: FACILITY_TYPES })
  facility_type: string;

  @ApiProperty({ example: 'NGN' })
  currency: string;

  @ApiProperty({ example: 1500000 })
  credit_limit: number;

  @ApiProperty({ example: 420000 })
  outstanding_balance: number;

  @ApiProperty({ format: 'date' })
  opened_on: string;

  @ApiProperty({ format: 'date', nullable: true, type: String })
  closed_on: string | null;

  @ApiProperty({ enum: ['open', 'closed', 'written_off'] })
  status: string;

  /** Days past due now. */
  @ApiProperty()
  days_past_due: number;

  /** Months reported within the window. */
  @ApiProperty()
  months_reported: number;

  @ApiProperty({ example: 95.8 })
  on_time_payments_pct: number;

  @ApiProperty()
  worst_delinquency_days: number;

  /** Status per month within the window, most recent first. */
  @ApiProperty({ type: [MonthStatusDto] })
  payment_history: MonthStatusDto[];
}

export class BureauInquiryDto {
  @ApiProperty({ format: 'date' })
  date: string;

  @ApiProperty({ example: 'Access Bank' })
  institution: string;

  @ApiProperty({ enum: INQUIRY_TYPES })
  inquiry_type: string;

  @ApiProperty({ example: 'loan_application' })
  purpose: string;
}

export class CreditHistoryDto {
  @ApiProperty({ example: '22212345678' })
  bvn: string;

  @ApiProperty({ example: 24 })
  months_analyzed: number;

  /** Facilities with a month reported in the window, or still open. */
  @ApiProperty()
  total_facilities: number;

  @ApiProperty()
  active_facilities: number;

  /** On-time monthly repayments as a percentage of those reported in the window (100 when none were reported). */
  @ApiProperty({ example: 97.5 })
  on_time_payments_pct: number;

  @ApiProperty()
  worst_delinquency_days: number;

  @ApiProperty({ type: [FacilityDto] })
  facilities: FacilityDto[];

  /** Hard inquiries on file within the window, newest first (those made through this service included). */
  @ApiProperty({ type: [BureauInquiryDto] })
  hard_inquiries: BureauInquiryDto[];

  @ApiProperty({ example: 'crc+first_central' })
  bureau_source: string;

  @ApiProperty()
  request_id: string;
}
