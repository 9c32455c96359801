import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BureauFacility, BureauInquiry } from '../../src/credit/bureaus/bureau.types.js';
import { SandboxBureau } from '../../src/credit/bureaus/sandbox-bureau.js';

export type StubMode = 'ok' | 'down' | 'slow' | 'garbage';

/**
 * A stand-in for a real bureau's adapter on loopback, speaking the normalized protocol the HTTP
 * bureau client uses. It answers the sandbox's file for the BVN, and can be switched down (503),
 * slow (never answers: only the client's timeout ends the request) or broken (malformed body). A test may give a BVN a file of its own
 * (`state.files`), or null for a bureau that holds no file for it (404, a no-hit).
 */
export async function startBureauStub(code: 'crc' | 'first_central') {
  const sandbox = new SandboxBureau(code);
  const state = {
    mode: 'ok' as StubMode,
    fileRequests: 0,
    inquiries: [] as Record<string, unknown>[],
    headers: [] as IncomingHttpHeaders[],
    files: new Map<string, { facilities: BureauFacility[]; inquiries: BureauInquiry[] } | null>(),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      state.headers.push(req.headers);
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      // Slow never answers, so the client's timeout decides however late a stalled event loop fires it.
      if (state.mode === 'slow') return;
      if (state.mode === 'down') return void res.writeHead(503).end('{"error":"maintenance"}');
      if (state.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"facilities": "nope"}');
      if (req.url === '/v1/consumer-file') {
        state.fileRequests++;
        const own = state.files.get(body.bvn);
        if (own === null) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no record"}');
        const file = own ?? sandbox.fileOf(body.bvn);
        // Like a real bureau, it lists the inquiries recorded with it, with the member's reference.
        const recorded = state.inquiries
          .filter((q) => q.bvn === body.bvn)
          .map((q) => ({ date: String(q.date).slice(0, 10), institution: 'Member', inquiry_type: q.inquiry_type, purpose: q.purpose, reference: q.inquiry_id }));
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ facilities: file.facilities, inquiries: [...recorded, ...file.inquiries] }));
      }
      if (req.url === '/v1/inquiries') {
        state.inquiries.push(body);
        return void res.writeHead(201, { 'content-type': 'application/json' }).end('{"recorded":true}');
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Both stub bureaus of a credit test file; `reset` puts them back up before each test. */
export async function startBureauStubs() {
  const crc = await startBureauStub('crc');
  const fc = await startBureauStub('first_central');
  return {
    crc,
    fc,
    reset() {
      crc.state.mode = 'ok';
      fc.state.mode = 'ok';
    },
    async close() {
      await crc.close();
      await fc.close();
    },
  };
}
