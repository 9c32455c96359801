import { applyDecorators, Type, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/** Marks a POST as idempotent: the Idempotency-Key header, its replay and its errors, documented together. */
export function Idempotent(responseType: Type<unknown>) {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: 'Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours.',
      schema: { type: 'string', maxLength: 255 },
    }),
    ApiResponse({ status: 200, type: responseType, description: 'Replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true).' }),
    ApiErrors('IDEMPOTENCY_KEY_INVALID', 'DUPLICATE_IDempotency', 'IDEMPOTENCY_KEY_IN_USE'),
  );
}
