import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { IsBvn } from '../../common/validators.js';
import { BUREAU_CHOICES, BUREAU_CODES, CONSENT_PURPOSES, INQUIRY_TYPES, LENDING_PURPOSES, RATINGS } from '../credit.constants.js';
import { FACILITY_TYPES, LOAN_CLASSES } from '../bureaus/bureau.types.js';
import { PENALTIES, WEIGHTS } from '../engine/scorecard.js';

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

  /** Five weighted components, then two penalties (max_points 0, points 0 or below). */
  @ApiProperty({ enum: [...Object.keys(WEIGHTS), ...PENALTIES] })
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

/** What a score rests on: how much file there is, its worst loan class, and recent inquiries. */
export class ScoreBasisDto {
  @ApiProperty({ type: 'integer', example: 4 })
  facilities: number;

  /** Monthly repayments reported over the last 24 months, all facilities. */
  @ApiProperty({ type: 'integer', example: 41 })
  payments_reported: number;

  @ApiProperty({ type: Number, nullable: true, example: 61 })
  oldest_facility_months: number | null;

  /** The worst CBN prudential class among open and written-off facilities now (performing 0-30 days past due, watch_list 31-89, substandard 90-179, doubtful 180-359, lost 360+ or written off). */
  @ApiProperty({ enum: LOAN_CLASSES, nullable: true, type: String })
  worst_classification: string | null;

  /** Hard lending inquiries, a lender's repeat pulls for one purpose within 14 days counted once. */
  @ApiProperty({ type: 'integer', example: 0 })
  hard_inquiries_7d: number;

  @ApiProperty({ type: 'integer', example: 1 })
  hard_inquiries_30d: number;

  @ApiProperty({ type: 'integer', example: 2 })
  hard_inquiries_12m: number;

  /** Distinct lenders among the hard inquiries of the last 30 days. */
  @ApiProperty({ type: 'integer', example: 1 })
  lenders_30d: number;

  @ApiProperty({ example: '4 facilities and 41 monthly repayments reported in the last 24 months, oldest facility 61 months old.' })
  summary: string;
}

/** The bureaus whose files were used. */
function BureausAnswered() {
  return ApiProperty({ enum: BUREAU_CODES, isArray: true, example: ['crc', 'first_central'] });
}

/** The bureaus asked that did not answer (down, slow or broken). */
function BureausUnavailable() {
  return ApiProperty({ enum: BUREAU_CODES, isArray: true, example: [] });
}

export class CreditScoreDto {
  @ApiProperty({ example: '22212345678' })
  bvn: string;

  @ApiProperty({ type: 'integer', minimum: 300, maximum: 850, example: 712 })
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

  @BureausAnswered()
  bureaus_answered: string[];

  @BureausUnavailable()
  bureaus_unavailable: string[];

  /** True when a bureau asked for did not answer: the score rests on the others' files only. */
  @ApiProperty({ example: false })
  partial: boolean;

  /** No facility on file at the bureaus that answered: the score is the neutral starting point, not bad credit. */
  @ApiProperty({ example: false })
  no_hit: boolean;

  /** Fewer than 12 monthly repayments on record: components are weighed toward neutral. */
  @ApiProperty({ example: false })
  thin_file: boolean;

  /** Marks that cap the score: non_performing_facility (open, 90+ days past due), written_off_facility. */
  @ApiProperty({ type: [String], example: [], enum: ['non_performing_facility', 'written_off_facility'], isArray: true })
  knockouts: string[];

  /** The cap the knock-outs set (579 poor or lower), or null. */
  @ApiProperty({ type: 'integer', nullable: true, example: null })
  score_ceiling: number | null;

  @ApiProperty({ type: () => ScoreBasisDto })
  score_basis: ScoreBasisDto;
}

/** A hard pull is for a credit decision; reviewing an account already held is a soft one. */
function LendingPurposeWhenHard() {
  return ValidateBy({
    name: 'lendingPurposeWhenHard',
    validator: {
      validate: (value, args) => (args?.object as { inquiry_type?: string }).inquiry_type !== 'hard' || (LENDING_PURPOSES as readonly unknown[]).includes(value),
      defaultMessage: () => `a hard inquiry needs a lending purpose (${LENDING_PURPOSES.join(' or ')}); periodic_review is a soft inquiry`,
    },
  });
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

  /** Must be one of the consent's purposes; a hard inquiry needs a lending purpose (periodic_review is soft only). */
  @ApiProperty({ enum: CONSENT_PURPOSES })
  @IsIn(CONSENT_PURPOSES)
  @LendingPurposeWhenHard()
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
  @ApiProperty({ type: 'integer', minimum: 300, maximum: 850 })
  score_at_inquiry: number;

  @ApiProperty()
  request_id: string;
}

export class CreditHistoryQueryDto {
  @IsBvn()
  bvn: string;

  /** Lookback in calendar months, this month included. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 60, default: 24 })
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
  @ApiProperty({ type: 'integer', example: 0 })
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

  /** ISO 4217; amounts are in this currency (domiciliary facilities in USD). */
  @ApiProperty({ example: 'NGN' })
  currency: string;

  /** Naira per unit of currency as the bureau reported it; null for NGN or when the bureau gave none. */
  @ApiProperty({ type: Number, nullable: true, example: null })
  ngn_rate: number | null;

  @ApiProperty({ example: 1500000 })
  credit_limit: number;

  @ApiProperty({ example: 420000 })
  outstanding_balance: number;

  /** The scheduled monthly repayment; null for revolving facilities or when the bureau gave none. */
  @ApiProperty({ type: Number, nullable: true, example: 68500 })
  instalment_amount: number | null;

  /** Missed repayments not yet paid (the whole balance once written off); null when the bureau gave none. */
  @ApiProperty({ type: Number, nullable: true, example: 0 })
  amount_overdue: number | null;

  @ApiProperty({ format: 'date' })
  opened_on: string;

  /** Contractual end of a loan, renewal date of an overdraft; null when open-ended or not reported. */
  @ApiProperty({ format: 'date', nullable: true, type: String })
  maturity_date: string | null;

  /** When it left the lender's books: repaid, or written off. */
  @ApiProperty({ format: 'date', nullable: true, type: String })
  closed_on: string | null;

  @ApiProperty({ enum: ['open', 'closed', 'written_off'] })
  status: string;

  /** Days past due now. */
  @ApiProperty({ type: 'integer' })
  days_past_due: number;

  /** CBN prudential class now: the worse of the lender's report and the days past due. */
  @ApiProperty({ enum: LOAN_CLASSES })
  classification: string;

  /** Months reported within the window. */
  @ApiProperty({ type: 'integer' })
  months_reported: number;

  @ApiProperty({ example: 95.8 })
  on_time_payments_pct: number;

  @ApiProperty({ type: 'integer' })
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

  @ApiProperty({ type: 'integer', example: 24 })
  months_analyzed: number;

  /** Facilities with a month reported in the window, or still open. */
  @ApiProperty({ type: 'integer' })
  total_facilities: number;

  @ApiProperty({ type: 'integer' })
  active_facilities: number;

  /** On-time monthly repayments as a percentage of those reported in the window (100 when none were reported). */
  @ApiProperty({ example: 97.5 })
  on_time_payments_pct: number;

  @ApiProperty({ type: 'integer' })
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

  @BureausAnswered()
  bureaus_answered: string[];

  @BureausUnavailable()
  bureaus_unavailable: string[];

  /** True when a bureau asked for did not answer. */
  @ApiProperty({ example: false })
  partial: boolean;
}
