import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsNuban } from '../../common/validators.js';
import { PageQueryDto } from '../../common/pagination.dto.js';
import { ALERT_SEVERITIES } from '../entities/fraud-alert.entity.js';

export class AlertQueryDto extends PageQueryDto {
  @IsOptional()
  @IsNuban({ required: false })
  account_number?: string;

  @ApiPropertyOptional({ enum: ALERT_SEVERITIES })
  @IsOptional()
  @IsIn(ALERT_SEVERITIES)
  severity?: (typeof ALERT_SEVERITIES)[number];
}

export class FraudAlertDto {
  @ApiProperty({ format: 'uuid' })
  alert_id: string;

  @ApiProperty()
  account_number: string;

  @ApiProperty({ nullable: true, type: String })
  receiver_account: string | null;

  @ApiProperty({ nullable: true, type: String })
  transaction_id: string | null;

  @ApiProperty({ enum: ALERT_SEVERITIES })
  severity: string;

  @ApiProperty()
  risk_score: number;

  @ApiProperty()
  recommended_action: string;

  @ApiProperty({ type: [String] })
  signals: string[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  /** false for an alert of a test-mode analysis. */
  @ApiProperty()
  livemode: boolean;
}

export class FraudAlertListDto {
  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  page_size: number;

  @ApiProperty({ type: [FraudAlertDto] })
  results: FraudAlertDto[];
}
