import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

// X-Request-ID from the caller is kept when it is sane (printable, at most 128 characters);
// otherwise one is made. It is echoed and put in every log line and error body.
const SANE = /^[\x21-\x7e]{1,128}$/;

export function requestIdMiddleware(req: Request, res: Response, next: NextFunction) {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SANE.test(given) ? given : `req_${randomUUID().replace(/-/g, '')}`;
  (req as Request & { id: string }).id = id;
  res.setHeader('X-Request-ID', id);
  next();
}

export function requestIdOf(req: unknown): string {
  return ((req as { id?: string } | undefined)?.id as string) ?? '';
}

/** The request's id as a handler parameter, for the contract's `request_id` fields. */
export const RequestId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => requestIdOf(ctx.switchToHttp().getRequest()));
