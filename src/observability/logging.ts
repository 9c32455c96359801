import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/config.js';

// Secrets and identity numbers never reach the logs: headers, body fields and query values.
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  // top-level keys, as in logger.info({ bvn }, '…')
  'password',
  'token',
  'access_token',
  'refresh_token',
  'api_token',
  'secret',
  'bvn',
  'nin',
  '*.password',
  '*.token',
  '*.access',
  '*.refresh',
  '*.access_token',
  '*.refresh_token',
  '*.api_token',
  '*.secret',
  '*.bvn',
  '*.nin',
  '*.*.password',
  '*.*.token',
  '*.*.bvn',
  '*.*.nin',
];

const SENSITIVE_QUERY = /([?&](?:bvn|nin|token|access_token|refresh_token|api_key)=)[^&]*/gi;

export const redactUrl = (url: string) => url.replace(SENSITIVE_QUERY, '$1[Redacted]');

export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      genReqId: (req) => (req as unknown as { id: string }).id,
      customProps: (req) => ({ request_id: (req as unknown as { id: string }).id }),
      autoLogging: { ignore: (req) => /^\/(health|metrics)/.test(req.url ?? '') },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      quietReqLogger: true,
    },
    forRoutes: ['*path'],
  };
}
