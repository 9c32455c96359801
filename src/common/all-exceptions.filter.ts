import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { internalError, sendApiError, toApiError } from './error-envelope.js';
import { ApiError } from './errors.js';

/** The one place error bodies are made (DESIGN.md, Errors). */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const apiError = toApiError(exception);
    if (!apiError) {
      this.logger.error({ err: safeError(exception), request_id: (req as { id?: string }).id }, 'unhandled error');
      return sendApiError(req, res, internalError());
    }
    if (apiError.status >= 500) {
      // a dependency away: what failed, so an outage can be told from pool exhaustion
      const cause = exception instanceof ApiError ? undefined : safeError(exception);
      this.logger.warn({ code: apiError.code, request_id: (req as { id?: string }).id, cause }, apiError.message);
    }
    sendApiError(req, res, apiError);
  }
}

/** What is logged of an unexpected error: never its enumerable extras (a query error's parameters). */
function safeError(err: unknown) {
  if (!(err instanceof Error)) return { message: String(err) };
  return { type: err.name, message: err.message, code: (err as { code?: string }).code, stack: err.stack };
}
