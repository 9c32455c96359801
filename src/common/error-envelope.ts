import { HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isDependencyUnavailable, isUnstorableInput } from './dependency-errors.js';
import { ApiError, ErrorCode } from './errors.js';
import { requestIdOf } from './request-id.js';

const STATUS_CODE: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'BUREAU_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Turns anything thrown into an ApiError, or null when it is an unexpected failure (a 500 whose
 * cause must be logged, never shown). Library messages are not passed through to clients.
 */
export function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  if (isDependencyUnavailable(err)) {
    return new ApiError('SERVICE_UNAVAILABLE', 'A dependency of the service is unavailable; retry shortly.', [], { 'Retry-After': '5' });
  }
  if (isUnstorableInput(err)) {
    return new ApiError('VALIDATION_ERROR', 'The request holds a value that cannot be stored (e.g. a NUL character or an out-of-range number).');
  }
  // body-parser and multer errors carry a `type`/`status`
  const e = err as { type?: string; status?: number; statusCode?: number; code?: string };
  if (e && typeof e === 'object' && !(err instanceof HttpException)) {
    if (e.type === 'entity.parse.failed') return new ApiError('INVALID_JSON', 'The request body is not valid JSON.');
    if (e.type === 'entity.too.large') return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported.');
    }
    if (e.type === 'request.aborted') return new ApiError('VALIDATION_ERROR', 'The request body was not received whole.');
    const status = e.status ?? e.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new ApiError(STATUS_CODE[status] ?? 'VALIDATION_ERROR', 'The request could not be read.');
    }
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const code = STATUS_CODE[status];
    if (!code) return null;
    const body = err.getResponse() as { error?: Record<string, { status?: string }> } | string;
    if (status === 503 && body && typeof body === 'object' && body.error) {
      const details = Object.entries(body.error).map(([field, v]) => ({ field, issue: v?.status ?? 'down' }));
      return new ApiError('SERVICE_UNAVAILABLE', 'A dependency of the service is unavailable.', details);
    }
    if (status === 404) return new ApiError('NOT_FOUND', 'No such route or resource.');
    if (status === 405) return new ApiError('METHOD_NOT_ALLOWED', 'Method not allowed on this route.');
    return new ApiError(code, typeof body === 'string' ? body : (err.message || 'Request refused.'));
  }
  return null;
}

export function errorBody(err: ApiError, requestId: string) {
  return { error: { code: err.code, message: err.message, details: err.details, request_id: requestId } };
}

export function sendApiError(req: Request, res: Response, err: ApiError) {
  if (res.headersSent) return;
  for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  if (err.status === 401) res.setHeader('WWW-Authenticate', 'Bearer'); // RFC 9110: a 401 names its scheme
  res.status(err.status).json(errorBody(err, requestIdOf(req)));
}

export const internalError = () => new ApiError('INTERNAL_ERROR', 'An unexpected error occurred; it has been logged.');
