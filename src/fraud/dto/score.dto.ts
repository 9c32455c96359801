import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { IsNuban } from '../../common/validators.js';
import { RISK_LEVELS } from '../engine/scoring.js';

export class ScoreQueryDto {
  @IsNuban()
  account_number: string;

  /** CBN bank code (3 to 6 digits); accepted for the record, scores are per account number. */
  @ApiPropertyOptional({ example: '058', pattern: '^\\d{3,6}$' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{3,6}$/, { message: 'bank_code must be a 3 to 6 digit bank code' })
  bank_code?: string;
}

export class AccountScoreDto {
  @ApiProperty({ example: '0123456789' })
  account_number: string;

  @ApiProperty({ minimum: 0, maximum: 100 })
  fraud_score: number;

  @ApiProperty({ enum: RISK_LEVELS })
  risk_level: (typeof RISK_LEVELS)[number];

  @ApiProperty({ format: 'date-time' })
  last_updated: string;

  @ApiProperty({ type: 'integer', description: 'number of network fraud reports' })
  report_count: number;
}
