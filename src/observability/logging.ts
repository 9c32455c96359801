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

// URLs carry credentials too: the hosted page's link token is a path segment (/c/{token}/…) and a
// PDF link's signature is a query value. A value ends where a URL or a JSON string would end.
const SENSITIVE_QUERY = /([?&](?:bvn|nin|token|access_token|refresh_token|api_key|sig|expires)=)[^&#"\\\s]*/gi;
const HOSTED_LINK_TOKEN = /(\/c\/)(?!assets(?:[/?#"\\\s]|$))[^/?#"\\\s]+/gi;

/** Hides the credentials of every URL in `text`: a URL, a message or a whole serialized log line. */
export const redactUrl = (text: string) => text.replace(SENSITIVE_QUERY, '$1[Redacted]').replace(HOSTED_LINK_TOKEN, '$1[Redacted]');

export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      // every line, whoever logs it (access log, error filter, jobs), as it is written
      hooks: { streamWrite: redactUrl },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
    // the root logger only: each request's logger and the access log are httpLoggerMiddleware's (req.log)
    useExisting: true,
    forRoutes: ['*path'],
  };
}
