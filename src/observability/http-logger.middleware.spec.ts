import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type pino from 'pino';
import { pinoHttp } from 'pino-http';
import { loadConfig } from '../config/config.js';
import { generateSecrets } from '../config/secrets.js';
import { httpLoggerMiddleware } from './http-logger.middleware.js';
import { loggerParams } from './logging.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Serves a few requests through `middleware` and returns the lines logged, without their time. */
async function linesOf(build: (stream: Writable) => Middleware): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const middleware = build(new Writable({ write: (chunk, _e, done) => (lines.push(chunk.toString()), done()) }));
  const server = createServer((req, res) => {
    (req as unknown as { id: string }).id = String(req.headers['x-request-id']);
    middleware(req, res, () => {
      if (req.url === '/fail') res.statusCode = 500;
      (req as unknown as { log: pino.Logger }).log.warn({ step: 1 }, 'inside the request');
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  for (const [i, path] of ['/api/v1/x?bvn=22212345678&page=2', '/fail', '/health/live', '/c/SECRETLINKTOKEN/session'].entries()) {
    await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-request-id': `req_${i}`, authorization: 'Bearer sk_live_SECRET' } });
  }
  await new Promise((r) => server.close(r));
  return lines.map((l) => {
    const { time: _time, pid: _pid, ...rest } = JSON.parse(l) as Record<string, unknown>;
    if (typeof rest.responseTime === 'number') rest.responseTime = 'ms';
    if (rest.err) rest.err = { message: (rest.err as { message: string }).message };
    return rest;
  });
}

describe('the HTTP logger', () => {
  it('writes the lines pino-http wrote with the options the app gave it, in-request logs included', async () => {
    const options = loggerParams(loadConfig({ ...generateSecrets(), LOG_LEVEL: 'info' })).pinoHttp as pino.LoggerOptions;
    // pino-http as the app mounted it before
    const before = await linesOf(
      (stream) =>
        pinoHttp(
          {
            ...options,
            genReqId: (req) => (req as unknown as { id: string }).id,
            customProps: (req) => ({ request_id: (req as unknown as { id: string }).id }),
            autoLogging: { ignore: (req) => /^\/(health|metrics)/.test(req.url ?? '') },
            quietReqLogger: true,
          },
          stream,
        ) as unknown as Middleware,
    );
    const after = await linesOf((stream) => httpLoggerMiddleware(pinoHttp(options, stream).logger as unknown as pino.Logger<string>) as unknown as Middleware);
    expect(before.length).toBe(7);
    expect(after).toEqual(before);
    const text = JSON.stringify(after);
    for (const secret of ['22212345678', 'SECRETLINKTOKEN', 'sk_live_SECRET']) expect(text).not.toContain(secret);
  });
});
