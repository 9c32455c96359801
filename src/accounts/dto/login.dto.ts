import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin@acme.test', minLength: 1 })
  @IsString()
  @MinLength(1)
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Correct-Horse-9!', minLength: 1 })
  @IsString()
  @MinLength(1)
  @MaxLength(1024)
  password: string;

  /** The session's mode: false signs in to test mode (test data, sandbox providers). */
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  livemode?: boolean;
}

/** Result of /v1/accounts/login/. */
export class TokenPairDto {
  /** JWT access token (15 minutes). */
  @ApiProperty({ minLength: 1 })
  access: string;

  /** Refresh token (7 days, single use: every refresh returns a new one). */
  @ApiProperty({ minLength: 1 })
  refresh: string;
}

export class RefreshDto {
  @ApiProperty({ description: 'The refresh token from login or from the previous refresh.' })
  @IsString()
  @MinLength(1)
  @MaxLength(4096)
  refresh: string;
}

/** Result of /v1/accounts/refresh/: the new pair (the refresh token rotates). */
export class RefreshResultDto {
  @ApiProperty()
  refresh: string;

  @ApiProperty({ readOnly: true })
  access: string;
}

export class AuthRefreshDto {
  @ApiProperty({ description: 'The refresh token from login or from the previous refresh.' })
  @IsString()
  @MinLength(1)
  @MaxLength(4096)
  refresh_token: string;
}

/** Result of /api/v1/auth/login and /api/v1/auth/refresh. */
export class AuthTokenResponseDto {
  @ApiProperty()
  access_token: string;

  @ApiProperty()
  refresh_token: string;

  @ApiProperty({ enum: ['Bearer'], example: 'Bearer' })
  token_type: 'Bearer';

  /** Seconds until the access token expires. */
  @ApiProperty({ example: 900 })
  expires_in: number;
}
