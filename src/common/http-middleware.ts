import express, { NextFunction, Request, Response } from 'express';
import { readFileSync } from 'node:fs';
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

/** Deeper than any request of the contract; deeper bodies would only exhaust the stack later on. */
export const MAX_BODY_DEPTH = 16;

function deeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  for (const v of Array.isArray(value) ? value : Object.values(value)) if (deeperThan(v, limit - 1)) return true;
  return false;
}

/** After the JSON parser: a body nested too deeply is refused before any interceptor or pipe walks it. */
export function bodyDepthMiddleware(req: Request, res: Response, next: NextFunction) {
  if (!deeperThan(req.body, MAX_BODY_DEPTH)) return next();
  sendApiError(req, res, ApiError.validation([{ field: 'body', issue: `nested deeper than ${MAX_BODY_DEPTH} levels` }]));
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

/** The API's version is the package's (docs/deprecation.md): one number for the code, the document and the header. */
export const API_VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

/** Every response says which version of the API answered it. */
export function apiVersionMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('API-Version', API_VERSION);
  next();
}
