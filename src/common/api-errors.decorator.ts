import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_STATUS, ErrorCode } from './errors.js';
import { ErrorResponseDto } from './error-response.dto.js';

/**
 * Documents the error responses a route can give, grouped by status, each in the envelope.
 * Every route gets VALIDATION_ERROR-free defaults from the global list; pass what is specific.
 */
export function ApiErrors(...codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set<ErrorCode>([...codes, 'INTERNAL_ERROR'])) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return applyDecorators(
    ...[...byStatus.entries()].map(([status, list]) =>
      ApiResponse({ status, description: `Error codes: ${list.join(', ')}`, type: ErrorResponseDto }),
    ),
  );
}
