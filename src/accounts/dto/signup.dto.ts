import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { GENDERS } from '../entities/user.entity.js';

export class SignupDto {
  /** The institution being registered; its first user becomes its administrator (role A). */
  @ApiProperty({ example: 'Acme Microfinance Bank' })
  @IsString()
  @MinLength(2)
  @MaxLength(200)
  organization_name: string;

  @ApiProperty({ format: 'email', example: 'adaeze@acme.test' })
  @IsEmail()
  @MaxLength(254)
  email: string;

  /** At least 10 characters. */
  @ApiProperty({ minLength: 10, example: 'Correct-Horse-9!' })
  @IsString()
  @MinLength(10)
  @MaxLength(1024)
  password: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: 150, description: 'Defaults to the email address.' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  @Matches(/^[\w.@+-]+$/, { message: 'username may contain letters, digits and . @ + - _ only' })
  username?: string;

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

  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: '+2348031234567' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  phone?: string;

  @ApiPropertyOptional({ enum: GENDERS })
  @IsOptional()
  @IsIn(GENDERS)
  gender?: string;
}

export const SIGNUP_ACCEPTED = 'Check your email: the next step has been sent to this address.';

/** The same for every sign-up, whether or not the address has an account (nothing to enumerate). */
export class SignupResultDto {
  @ApiProperty({ example: SIGNUP_ACCEPTED })
  message: string;
}

export class VerifyEmailDto {
  /** The token from the verification email. */
  @ApiProperty()
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  token: string;
}

export class VerifyEmailResultDto {
  @ApiProperty({ example: true })
  verified: boolean;

  @ApiProperty({ example: 'adaeze@acme.test' })
  email: string;
}

export const PASSWORD_RESET_ACCEPTED = 'If this address has an account, a password reset link has been sent to it.';

export class PasswordResetRequestDto {
  @ApiProperty({ format: 'email', example: 'adaeze@acme.test' })
  @IsEmail()
  @MaxLength(254)
  email: string;
}

/** The same for every address, known or not (nothing to enumerate). */
export class PasswordResetAcceptedDto {
  @ApiProperty({ example: PASSWORD_RESET_ACCEPTED })
  message: string;
}

export class PasswordResetConfirmDto {
  /** The token from the reset email (single use, one hour). */
  @ApiProperty()
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  token: string;

  /** The new password: at least 10 characters. */
  @ApiProperty({ minLength: 10, example: 'Correct-Horse-9!' })
  @IsString()
  @MinLength(10)
  @MaxLength(1024)
  password: string;
}

export class PasswordResetDoneDto {
  @ApiProperty({ example: true })
  reset: boolean;
}
