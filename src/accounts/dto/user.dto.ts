import { ApiProperty } from '@nestjs/swagger';
import { GENDERS, USER_ROLES, USER_STATUSES } from '../entities/user.entity.js';

/** The authenticated user (contract: User). The password is write-only and never returned. */
export class UserDto {
  @ApiProperty({ minLength: 1, maxLength: 150, example: 'adaeze' })
  username: string;

  @ApiProperty({ format: 'email', minLength: 1, maxLength: 254, example: 'adaeze@acme.test' })
  email: string;

  @ApiProperty({ readOnly: true, type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ maxLength: 150, example: 'Adaeze' })
  first_name: string;

  @ApiProperty({ maxLength: 150, example: 'Okafor' })
  last_name: string;

  @ApiProperty({ readOnly: true })
  is_active: boolean;

  /** A = organization administrator (users, API tokens, webhooks); B = member. */
  @ApiProperty({ enum: USER_ROLES, example: 'A' })
  role: string;

  @ApiProperty({ readOnly: true, format: 'date-time' })
  date_joined: string;

  @ApiProperty({ readOnly: true, enum: USER_STATUSES, example: 'active' })
  status: string;

  @ApiProperty({ minLength: 1, maxLength: 200, nullable: true, example: '+2348031234567' })
  phone: string | null;

  @ApiProperty({ enum: GENDERS, nullable: true })
  gender: string | null;

  /** Plan level of the user's organization; sets rate limits. */
  @ApiProperty({ readOnly: true, type: 'integer', default: 1, example: 1 })
  tier: number;

  /** "true" once the email address is verified; login is refused before. */
  @ApiProperty({ readOnly: true, enum: ['true', 'false'], example: 'true' })
  is_verified_for_login: string;

  @ApiProperty({ readOnly: true, format: 'uuid' })
  organization_id: string;
}
