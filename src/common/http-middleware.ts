import express, { NextFunction, Request, Response } from 'express';
import { sendApiError, toApiError } from './error-envelope.js';
import { ApiError } from './errors.js';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;
const MULTIPART = /^multipart\/form-data\b/i;
const HAS_BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function hasBody(req: Request) {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** A body must be JSON (or multipart where a route takes files); anything else is 415. */
export function contentTypeMiddleware(req: Request, res: Response, next: NextFunction) {
  if (!HAS_BODY_METHODS.has(req.method) || !hasBody(req)) return next();
  const type = req.headers['content-type'] ?? '';
  if (JSON_TYPE.test(type) || MULTIPART.test(type)) return next();
  sendApiError(req, res, new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'));
}

export function jsonBodyParser(limitBytes: number) {
  return express.json({ limit: limitBytes, strict: true, type: (req) => JSON_TYPE.test(req.headers["content-type"] ?? "") });
}

/** Errors of the body parser (bad JSON, too large) in the envelope; placed right after it. */
export function bodyErrorMiddleware(err: unknown, req: Request, res: Response, next: NextFunction) {
  const apiError = toApiError(err);
  if (!apiError) return next(err);
  sendApiError(req, res, apiError);
}
