import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsObject, IsOptional, IsPositive, IsString, Max, MaxLength, MinLength } from 'class-validator';
import { IsNuban } from '../../common/validators.js';
import { ACTIONS, RISK_LEVELS } from '../engine/scoring.js';

export const CHANNELS = ['mobile', 'ussd', 'web', 'atm', 'pos'] as const;
export const CURRENCIES = ['NGN', 'USD'] as const;

export class AnalyzeTransactionDto {
  @ApiProperty({ example: 'TXN-20261123-000123' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  transaction_id: string;

  @IsNuban()
  sender_account: string;

  @IsNuban({ example: '9876543210' })
  receiver_account: string;

  @ApiProperty({ format: 'float', exclusiveMinimum: 0, example: 25000 } as never)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @IsPositive()
  @Max(1e15)
  amount: number;

  @ApiProperty({ enum: CHANNELS })
  @IsIn(CHANNELS)
  channel: (typeof CHANNELS)[number];

  @ApiPropertyOptional({ enum: CURRENCIES, default: 'NGN' })
  @IsOptional()
  @IsIn(CURRENCIES)
  currency?: (typeof CURRENCIES)[number];

  @ApiPropertyOptional({ example: '102.89.34.12' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ip_address?: string;

  @ApiPropertyOptional({ example: 'a1b2c3d4-device' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  device_id?: string;

  /** Free key-value context; `timezone` (IANA zone of the device) is read by the engine. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { timezone: 'Africa/Lagos' } })
  @IsOptional()
  @IsObject()
  metadata?: Record<string, unknown>;
}

export class SignalDto {
  @ApiProperty({ example: 'NEW_DEVICE' })
  code: string;

  @ApiProperty()
  description: string;

  /** Points this signal adds to risk_score. */
  @ApiProperty({ example: 22 })
  contribution: number;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: Record<string, unknown>;
}

export class AnalyzeResultDto {
  @ApiProperty()
  transaction_id: string;

  @ApiProperty()
  is_fraud: boolean;

  @ApiProperty({ minimum: 0, maximum: 100, example: 12 })
  risk_score: number;

  @ApiProperty({ enum: RISK_LEVELS })
  risk_level: (typeof RISK_LEVELS)[number];

  @ApiProperty({ enum: ACTIONS })
  recommended_action: (typeof ACTIONS)[number];

  @ApiProperty({ type: [SignalDto] })
  signals: SignalDto[];

  @ApiProperty()
  request_id: string;
}
