import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsBvn, IsNin } from '../../../common/validators.js';
import { VERIFICATION_STATUSES } from '../entities/identity-verification.entity.js';
import { VERIFIED_FIELDS } from '../providers/identity-provider.js';

export class CreateVerificationDto {
  /** The BVN to verify; exactly one of bvn and nin. */
  @IsOptional()
  @IsBvn({ required: false })
  bvn?: string;

  /** The NIN to verify; exactly one of bvn and nin. */
  @IsOptional()
  @IsNin({ required: false })
  nin?: string;

  @ApiProperty({ example: 'Adaeze' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  first_name: string;

  @ApiProperty({ example: 'Okafor' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  last_name: string;

  @ApiPropertyOptional({ example: 'Ngozi' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  middle_name?: string;

  @ApiProperty({ format: 'date', example: '1988-04-17' })
  @IsISO8601({ strict: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date_of_birth must be YYYY-MM-DD' })
  date_of_birth: string;

  @ApiPropertyOptional({ example: '08031234567' })
  @IsOptional()
  @Matches(/^(\+?234|0)\d{10}$/, { message: 'phone_number must be a Nigerian phone number' })
  phone_number?: string;

  /** The customer's consent (POST /api/v1/consents); for a BVN it must be that BVN's consent. */
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  consent_reference: string;
}

export class VerificationAcceptedDto {
  @ApiProperty({ format: 'uuid' })
  verification_id: string;

  @ApiProperty({ enum: VERIFICATION_STATUSES })
  status: string;

  @ApiProperty()
  request_id: string;
}

export class FieldMatchDto {
  @ApiProperty({ enum: VERIFIED_FIELDS })
  field: string;

  @ApiProperty()
  match: boolean;
}

export class VerificationDto {
  @ApiProperty({ format: 'uuid' })
  verification_id: string;

  @ApiProperty({ enum: ['bvn', 'nin'] })
  id_type: string;

  /** The number checked, masked. */
  @ApiProperty({ example: '222******78' })
  id_number: string;

  @ApiProperty({ enum: VERIFICATION_STATUSES })
  status: string;

  /** Whether the registry holds the number; null until completed. */
  @ApiProperty({ nullable: true, type: Boolean })
  id_found: boolean | null;

  /** True when every submitted field matched; null until completed. */
  @ApiProperty({ nullable: true, type: Boolean })
  all_matched: boolean | null;

  /** Match per submitted field (never the registry's values); empty until completed. */
  @ApiProperty({ type: [FieldMatchDto] })
  fields: FieldMatchDto[];

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
