import type { NextFunction, Request, Response } from 'express';
import type { RefusedApiToken } from '../auth/api-token.service.js';
import type { Principal } from '../auth/principal.js';
import { redactBody, redactPath } from './redaction.js';
import type { RequestLogService } from './request-log.service.js';

const RESPONSE_CAPTURE_LIMIT = 64 * 1024;
const SKIP = /^\/(health|metrics|docs|dashboard|admin)(\/|$|\?)/;

function errorCodeOf(body: unknown): string | null {
  try {
    const parsed = typeof body === 'string' || Buffer.isBuffer(body) ? JSON.parse(body.toString()) : body;
    const code = (parsed as { error?: { code?: unknown } })?.error?.code;
    return typeof code === 'string' ? code.slice(0, 64) : null;
  } catch {
    return null;
  }
}

/**
 * Records each request that resolved to an organization's principal, after the response is sent
 * (the finish event): the request's own latency never includes it.
 */
export function requestLogMiddleware(log: RequestLogService) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SKIP.test(req.originalUrl)) return next();
    const started = process.hrtime.bigint();
    const createdAt = new Date();
    let responseBody: unknown;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      responseBody = body;
      return send(body);
    };
    res.on('finish', () => {
      const r = req as Request & { principal?: Principal; refusedApiToken?: RefusedApiToken };
      // A refused call with a real API token is recorded for the token's organization (never an unknown token).
      const principal: Pick<Principal, 'organizationId' | 'livemode' | 'kind' | 'userId' | 'tokenId'> | undefined =
        r.principal ?? (r.refusedApiToken && { kind: 'api_token', ...r.refusedApiToken });
      if (!principal) return;
      const latencyMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const contentType = String(res.getHeader('content-type') ?? '');
      const isJson = contentType.includes('json');
      const size = typeof responseBody === 'string' || Buffer.isBuffer(responseBody) ? Buffer.byteLength(responseBody as string) : 0;
      const idempotencyKey = req.headers['idempotency-key'];
      log.record({
        organizationId: principal.organizationId,
        livemode: principal.livemode,
        createdAt,
        method: req.method,
        pathTemplate: req.route?.path ? `${req.baseUrl}${req.route.path}`.slice(0, 300) : null,
        path: redactPath(req.originalUrl),
        status: res.statusCode,
        latencyMs,
        requestId: String((req as Request & { id?: string }).id ?? '').slice(0, 128),
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey.slice(0, 255) : null,
        errorCode: res.statusCode >= 400 && isJson ? errorCodeOf(responseBody) : null,
        principalKind: principal.kind,
        userId: principal.userId,
        tokenId: principal.tokenId ?? null,
        requestBody: req.is('application/json') ? redactBody(req.body) : null,
        responseBody: !isJson ? null : size > RESPONSE_CAPTURE_LIMIT ? `[not recorded: ${size} bytes]` : redactBody(responseBody),
      });
    });
    next();
  };
}
