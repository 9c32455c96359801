import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

// Composed validators for Nigerian identifiers, written once and reused by every DTO.

/** A 10-digit NUBAN account number. */
export const NUBAN_PATTERN = /^\d{10}$/;

export function IsNuban(doc: ApiPropertyOptions = {}) {
  return applyDecorators(
    IsString(),
    Matches(NUBAN_PATTERN, { message: '$property must be a 10-digit NUBAN account number' }),
    ApiProperty({ pattern: NUBAN_PATTERN.source, example: '0123456789', ...doc } as ApiPropertyOptions),
  );
}

/** An 11-digit Bank Verification Number. */
export function IsBvn(doc: ApiPropertyOptions = {}) {
  return applyDecorators(
    IsString(),
    Matches(/^\d{11}$/, { message: '$property must be an 11-digit BVN' }),
    ApiProperty({ pattern: '^\\d{11}$', example: '22212345678', ...doc } as ApiPropertyOptions),
  );
}

/** An 11-digit National Identification Number. */
export function IsNin(doc: ApiPropertyOptions = {}) {
  return applyDecorators(
    IsString(),
    Matches(/^\d{11}$/, { message: '$property must be an 11-digit NIN' }),
    ApiProperty({ pattern: '^\\d{11}$', example: '12345678901', ...doc } as ApiPropertyOptions),
  );
}
