import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsObject, IsOptional, IsPositive, IsString, Max, MaxLength, MinLength } from 'class-validator';
import { FAST_ACCEPT } from '../../common/validation.pipe.js';
import { IsNuban, NUBAN_PATTERN } from '../../common/validators.js';
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

  @ApiProperty({ format: 'float', minimum: 0, exclusiveMinimum: true, example: 25000 }) // OpenAPI 3.0: exclusiveMinimum is a boolean on minimum
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

  /**
   * Free key-value context. The engine reads `timezone` (IANA zone of the device) and
   * `receiver_bank_code` / `sender_bank_code` (3-6 digits: with the NUBAN, they key the
   * cross-institution receiver aggregates; without them the NUBAN alone does).
   */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { timezone: 'Africa/Lagos', receiver_bank_code: '058' } })
  @IsOptional()
  @IsObject()
  metadata?: Record<string, unknown>;

  /**
   * The hot path's validation (ApiValidationPipe, FAST_ACCEPT): true only for a body the rules
   * above accept for certain (plain ASCII strings, plain decimal amounts, a flat metadata object).
   * Anything else goes through class-validator, which gives the errors.
   */
  static [FAST_ACCEPT](b: Record<string, unknown>): boolean {
    for (const k of Object.keys(b)) if (!Object.hasOwn(FIELDS, k)) return false;
    const { amount, metadata } = b;
    if (!isAscii(b.transaction_id, 1, 200) || !isNuban(b.sender_account) || !isNuban(b.receiver_account)) return false;
    if (typeof amount !== 'number' || !(amount > 0 && amount <= 1e15) || !PLAIN_AMOUNT.test(String(amount))) return false;
    if (!(CHANNELS as readonly unknown[]).includes(b.channel)) return false;
    if (b.currency !== undefined && !(CURRENCIES as readonly unknown[]).includes(b.currency)) return false;
    if (b.ip_address !== undefined && !isAscii(b.ip_address, 0, 64)) return false;
    if (b.device_id !== undefined && !isAscii(b.device_id, 1, 200)) return false;
    if (metadata !== undefined) {
      if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata) || Object.getPrototypeOf(metadata) !== Object.prototype) return false;
      for (const [k, v] of Object.entries(metadata)) {
        if (k === '__proto__' || k === 'constructor' || k === 'prototype') return false;
        if (v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return false;
      }
    }
    return true;
  }
}

const FIELDS = {
  transaction_id: 1,
  sender_account: 1,
  receiver_account: 1,
  amount: 1,
  channel: 1,
  currency: 1,
  ip_address: 1,
  device_id: 1,
  metadata: 1,
};
const PLAIN_AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;
const PRINTABLE = /^[\x20-\x7e]*$/;
const isNuban = (v: unknown) => typeof v === 'string' && NUBAN_PATTERN.test(v);
const isAscii = (v: unknown, min: number, max: number) => typeof v === 'string' && v.length >= min && v.length <= max && PRINTABLE.test(v);

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

  /** false when a test-mode key made the analysis (sandbox data, never the live network). */
  @ApiProperty()
  livemode: boolean;
}
