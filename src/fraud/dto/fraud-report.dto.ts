import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsNumber, IsOptional, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { IsNuban } from '../../common/validators.js';
import { PageQueryDto } from '../../common/pagination.dto.js';
import { FRAUD_TYPES, REPORT_STATUSES } from '../entities/fraud-report.entity.js';

export class FraudReportDto {
  @ApiProperty({ format: 'email', example: 'fraud-desk@bank.example' })
  @IsEmail()
  @MaxLength(254)
  reporter_email: string;

  @IsNuban()
  account_number: string;

  @ApiProperty({ enum: FRAUD_TYPES })
  @IsIn(FRAUD_TYPES)
  fraud_type: (typeof FRAUD_TYPES)[number];

  @ApiPropertyOptional({ minimum: 0, example: 150000 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(1e15)
  amount_lost?: number;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 20, example: ['https://evidence.bank.example/case/123.pdf'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { each: true })
  evidence_urls?: string[];
}

export class FraudReportResultDto {
  @ApiProperty({ format: 'uuid' })
  report_id: string;

  @ApiProperty({ enum: REPORT_STATUSES })
  status: (typeof REPORT_STATUSES)[number];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty()
  request_id: string;
}

/** The reporting organization's own view of its report. */
export class FraudReportDetailDto {
  @ApiProperty({ format: 'uuid' })
  report_id: string;

  @ApiProperty()
  account_number: string;

  @ApiProperty({ enum: FRAUD_TYPES })
  fraud_type: string;

  @ApiProperty({ enum: REPORT_STATUSES })
  status: string;

  @ApiProperty()
  reporter_email: string;

  @ApiProperty({ nullable: true, type: Number })
  amount_lost: number | null;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ type: [String] })
  evidence_urls: string[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  reviewed_at: string | null;
}

/** What the network's reviewers see: no reporter, no free text (DESIGN.md, Tenancy). */
export class NetworkReportDto {
  @ApiProperty({ format: 'uuid' })
  report_id: string;

  @ApiProperty()
  account_number: string;

  @ApiProperty({ enum: FRAUD_TYPES })
  fraud_type: string;

  @ApiProperty({ enum: REPORT_STATUSES })
  status: string;

  @ApiProperty({ nullable: true, type: Number })
  amount_lost: number | null;

  @ApiProperty({ type: [String] })
  evidence_urls: string[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  reviewed_at: string | null;
}

export class NetworkReportListDto {
  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  page_size: number;

  @ApiProperty({ type: [NetworkReportDto] })
  results: NetworkReportDto[];
}

export class NetworkReportQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REPORT_STATUSES })
  @IsOptional()
  @IsIn(REPORT_STATUSES)
  status?: (typeof REPORT_STATUSES)[number];
}

export class ReportStatusDto {
  /** received -> under_review -> verified */
  @ApiProperty({ enum: ['under_review', 'verified'] })
  @IsIn(['under_review', 'verified'])
  status: 'under_review' | 'verified';
}
