import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

const NOT_LOGGED = /^\/(health|metrics)/;

type Logged = { id: string; log: Logger<string> };

/**
 * The access log and each request's logger, as pino-http wrote them (same fields, same order,
 * same serializers and redaction: the root logger's) without its three child loggers per request,
 * whose bindings were serialized and redacted up front: one child with the request id, and the
 * `req` and `res` serialized only for the line written at the end, and only when info is on.
 */
export function httpLoggerMiddleware(root: Logger<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = (req as unknown as Logged).id;
    const log = root.child({ reqId: id });
    (req as unknown as Logged).log = log;
    (res as unknown as Logged).log = log;
    if (root.isLevelEnabled('info') && !NOT_LOGGED.test(req.url)) {
      const started = Date.now();
      const done = (err?: Error) => {
        res.off('close', done);
        res.off('finish', done);
        res.off('error', done);
        const responseTime = Date.now() - started;
        const failure = err ?? (res as Response & { err?: Error }).err ?? (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined);
        if (failure) log.info({ req, request_id: id, res, err: failure, responseTime }, 'request errored');
        else log.info({ req, request_id: id, res, responseTime }, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
      };
      res.on('close', done);
      res.on('finish', done);
      res.on('error', done);
    }
    next();
  };
}
