import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { CLAIM_IN_HANDLER } from './idempotency-claim.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/** An idempotent POST and its Swagger entry; claimInHandler: the handler's statements claim and complete the key (IdempotencyClaim). */
export function Idempotent(options: { claimInHandler?: boolean } = {}) {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ...(options.claimInHandler ? [SetMetadata(CLAIM_IN_HANDLER, true)] : []),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Unique key (up to 255 printable characters; UUIDs recommended) for safe retries, kept 24 hours. A retry with the same key and body ' +
        'gets the original response again (its Content-Type and body, byte for byte) with status 200, the header Idempotent-Replayed: true and Idempotent-Original-Status (the status of the first answer).',
      schema: { type: 'string', maxLength: 255 },
    }),
    ApiErrors('IDEMPOTENCY_KEY_INVALID', 'DUPLICATE_IDempotency', 'IDEMPOTENCY_KEY_IN_USE'),
  );
}
