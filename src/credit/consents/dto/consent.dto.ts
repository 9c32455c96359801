import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsISO8601, IsOptional, IsString, IsUrl, MaxLength, MinLength } from 'class-validator';
import { IsBvn } from '../../../common/validators.js';
import { CONSENT_PURPOSES } from '../../credit.constants.js';

export const CONSENT_STATUSES = ['active', 'revoked', 'expired'] as const;

export class CreateConsentDto {
  @IsBvn()
  bvn: string;

  /** What the customer agreed to; inquiries must name one of these as their purpose. */
  @ApiProperty({ enum: CONSENT_PURPOSES, isArray: true, example: ['loan_application'] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @ArrayMaxSize(CONSENT_PURPOSES.length)
  @IsIn(CONSENT_PURPOSES, { each: true })
  purposes: string[];

  /** When the consent lapses (future, within 10 years); default 365 days from now (CREDIT_CONSENT_DEFAULT_DAYS). */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  expires_at?: string;

  /** The customer's name as on the consent form. */
  @ApiPropertyOptional({ maxLength: 200, example: 'Adaeze Okafor' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  subject_name?: string;

  /** Where the signed form or recording is kept. */
  @ApiPropertyOptional({ format: 'uri', example: 'https://dms.acme.test/consents/123.pdf' })
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false })
  @MaxLength(2048)
  evidence_url?: string;
}

export class ConsentDto {
  @ApiProperty({ example: 'CNS-7KQ2M9XW4T8R3PZ6HD5N' })
  consent_reference: string;

  @ApiProperty({ example: '22212345678' })
  bvn: string;

  @ApiProperty({ enum: CONSENT_PURPOSES, isArray: true })
  purposes: string[];

  /** active, revoked, or expired (expires_at has passed). */
  @ApiProperty({ enum: CONSENT_STATUSES })
  status: string;

  @ApiProperty({ format: 'date-time' })
  granted_at: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  revoked_at: string | null;

  @ApiProperty({ nullable: true, type: String })
  subject_name: string | null;

  @ApiProperty({ nullable: true, type: String })
  evidence_url: string | null;

  /** false for a test-mode consent (usable by test-mode keys only). */
  @ApiProperty()
  livemode: boolean;
}
