import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  at: number;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  json: Record<string, unknown>;
}

/** A webhook receiver on loopback: records the raw bytes and headers; `plan` picks the status per delivery. */
export async function startReceiver(plan: (n: number, r: Received) => number = () => 200) {
  const got: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const r: Received = { at: Date.now(), headers: req.headers, raw, json: JSON.parse(raw.toString('utf8')) };
      const n = got.push(r) - 1;
      res.statusCode = plan(n, r);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `fn` until it gives a truthy value (returned) or the deadline passes (throws). */
export async function waitFor<T>(fn: () => T | Promise<T>, ms = 20000, every = 100): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, every));
  }
}
