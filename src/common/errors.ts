// Error codes of the API (DESIGN.md, Errors) and the one domain error services throw.
// The exception filter turns an ApiError into the envelope; nothing else decides a status code.

export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  CONSENT_INVALID: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  DUPLICATE_IDempotency: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  BUREAU_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export interface ErrorDetail {
  field: string;
  issue: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** extra response headers, e.g. Retry-After */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  static validation(details: ErrorDetail[], message = 'The request is not valid.') {
    return new ApiError('VALIDATION_ERROR', message, details);
  }
  static notFound(what = 'Resource') {
    return new ApiError('NOT_FOUND', `${what} not found.`);
  }
  static unauthenticated(message = 'Authentication is required: send Authorization: Bearer <token>.') {
    return new ApiError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'Your role does not allow this operation.') {
    return new ApiError('FORBIDDEN', message);
  }
  static conflict(message: string) {
    return new ApiError('CONFLICT', message);
  }
  static rateLimited(retryAfterSeconds: number, message = 'Too many requests; retry later.') {
    const s = String(Math.max(1, Math.ceil(retryAfterSeconds)));
    return new ApiError('RATE_LIMITED', message, [], { 'Retry-After': s });
  }
}
