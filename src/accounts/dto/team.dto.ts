import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { USER_ROLES, USER_STATUSES, type UserRole } from '../entities/user.entity.js';

export class MemberDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty()
  first_name: string;

  @ApiProperty()
  last_name: string;

  @ApiProperty({ enum: USER_ROLES })
  role: string;

  @ApiProperty({ enum: USER_STATUSES })
  status: string;

  @ApiProperty({ enum: ['true', 'false'] })
  is_verified_for_login: 'true' | 'false';

  @ApiProperty({ format: 'date-time' })
  date_joined: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  last_login_at: string | null;
}

export class MemberListDto {
  @ApiProperty()
  count: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  page_size: number;

  @ApiProperty({ type: [MemberDto] })
  results: MemberDto[];
}

export class InviteMemberDto {
  @ApiProperty({ format: 'email', example: 'chidi@acme.test' })
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ enum: USER_ROLES, example: 'B' })
  @IsIn(USER_ROLES)
  role: UserRole;
}

export class InvitationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ enum: USER_ROLES })
  role: string;

  @ApiProperty({ type: 'integer', description: 'The user who sent it.' })
  invited_by: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;
}

export class InvitationListDto {
  @ApiProperty()
  count: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  page_size: number;

  @ApiProperty({ type: [InvitationDto] })
  results: InvitationDto[];
}

export class UpdateMemberDto {
  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;

  /** true suspends the member at once (on every replica); false reactivates. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  suspended?: boolean;
}

export class AcceptInvitationDto {
  /** The token from the invitation email. */
  @ApiProperty()
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  token: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: 150, description: 'Defaults to the email address.' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  @Matches(/^[\w.@+-]+$/, { message: 'username may contain letters, digits and . @ + - _ only' })
  username?: string;

  /** At least 10 characters. */
  @ApiProperty({ minLength: 10 })
  @IsString()
  @MinLength(10)
  @MaxLength(1024)
  password: string;

  @ApiPropertyOptional({ maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  first_name?: string;

  @ApiPropertyOptional({ maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  last_name?: string;
}
