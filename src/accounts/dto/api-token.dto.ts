import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination.dto.js';
import { USER_ROLES } from '../entities/user.entity.js';

export const API_TOKEN_MODES = ['live', 'test'] as const;

export class CreateApiTokenDto {
  @ApiProperty({ example: 'core-banking-prod' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name: string;

  /** The role the token acts with; B (member) unless an administrator token is needed. */
  @ApiPropertyOptional({ enum: USER_ROLES, default: 'B' })
  @IsOptional()
  @IsIn(USER_ROLES)
  role?: 'A' | 'B';

  /** Lifetime in days; omitted = until revoked. */
  @ApiPropertyOptional({ minimum: 1, maximum: 3650 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(3650)
  expires_in_days?: number;

  /** `test` makes an `sk_test_` key (test data, sandbox providers); defaults to the caller's mode. */
  @ApiPropertyOptional({ enum: API_TOKEN_MODES })
  @IsOptional()
  @IsIn(API_TOKEN_MODES)
  mode?: 'live' | 'test';

  /** Same as `mode` as a boolean; false makes an `sk_test_` key. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  livemode?: boolean;
}

export class ApiTokenQueryDto extends PageQueryDto {
  /** Which mode's keys: the caller's mode by default (a dashboard session's switch); a test-mode caller sees test keys only. */
  @ApiPropertyOptional({ enum: API_TOKEN_MODES })
  @IsOptional()
  @IsIn(API_TOKEN_MODES)
  mode?: 'live' | 'test';
}

export class ApiTokenDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  /** The token's first characters, for recognising it. */
  @ApiProperty({ example: 'sk_live_Ab12' })
  prefix: string;

  @ApiProperty({ enum: USER_ROLES })
  role: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', nullable: true })
  last_used_at: string | null;

  @ApiProperty({ format: 'date-time', nullable: true })
  expires_at: string | null;

  @ApiProperty({ format: 'date-time', nullable: true })
  revoked_at: string | null;

  /** false for an `sk_test_` key. */
  @ApiProperty()
  livemode: boolean;
}

export class CreatedApiTokenDto extends ApiTokenDto {
  /** The token itself, shown only now: store it in your secret manager. */
  @ApiProperty({ example: 'sk_live_3q2+7w…' })
  token: string;
}

export class ApiTokenListDto {
  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  page_size: number;

  @ApiProperty({ type: [ApiTokenDto] })
  results: ApiTokenDto[];
}
