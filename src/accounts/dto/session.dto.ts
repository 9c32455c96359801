import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { UserDto } from './user.dto.js';

export class SessionOrganizationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Acme Microfinance Bank' })
  name: string;

  /** Plan level (sets rate limits); read-only. */
  @ApiProperty({ example: 1 })
  tier: number;
}

/**
 * A dashboard session: the access token only (kept in memory by the page). The refresh token is in the
 * HttpOnly cookie `nr_refresh`; the CSRF token the refresh needs is in the readable cookie `nr_csrf`.
 */
export class SessionDto {
  @ApiProperty({ description: 'JWT access token (send as Authorization: Bearer).' })
  access: string;

  @ApiProperty({ enum: ['Bearer'], example: 'Bearer' })
  token_type: 'Bearer';

  /** Seconds until the access token expires. */
  @ApiProperty({ example: 900 })
  expires_in: number;

  @ApiProperty({ format: 'date-time', description: 'When the access token expires.' })
  expires_at: string;

  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty({ type: SessionOrganizationDto })
  organization: SessionOrganizationDto;

  @ApiProperty({ description: 'The session\'s mode: false in test mode (the dashboard shows and creates test data only).' })
  livemode: boolean;
}

export class SessionModeDto {
  @ApiProperty({ description: 'true for live mode, false for test mode.' })
  @IsBoolean()
  livemode: boolean;
}
