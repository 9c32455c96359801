import http from 'node:http';
import https from 'node:https';
import { assertAllowedUrl, BlockedTargetError, guardedLookup } from './safe-target.js';

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  /** The target itself is refused (private address): retrying cannot help. */
  blocked: boolean;
}

/**
 * One POST with a hard deadline, no redirects followed (a 3xx is a failure), keep-alive sockets,
 * and the private-address guard on every new connection.
 */
export class WebhookHttpClient {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;

  constructor(
    private readonly timeoutMs: number,
    private readonly allowPrivate: boolean,
  ) {
    const lookup = guardedLookup(allowPrivate) as unknown as http.AgentOptions['lookup'];
    this.httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64, lookup } as http.AgentOptions);
    this.httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64, lookup } as https.AgentOptions);
  }

  async post(rawUrl: string, body: string, headers: Record<string, string>): Promise<PostResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let url: URL;
    try {
      url = assertAllowedUrl(rawUrl, this.allowPrivate);
    } catch (err) {
      return { statusCode: null, error: (err as Error).message, latencyMs: 0, blocked: true };
    }
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise<PostResult>((resolve) => {
      let settled = false;
      const done = (r: Omit<PostResult, 'latencyMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...r, latencyMs: elapsed() });
      };
      const req = lib.request(
        url,
        {
          method: 'POST',
          agent: url.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'User-Agent': 'NaijaRisk-Webhooks/1.0', ...headers },
        },
        (res) => {
          res.resume(); // the body is not needed; drain it so the socket can be reused
          res.on('end', () => done({ statusCode: res.statusCode ?? null, error: null, blocked: false }));
          res.on('error', (e) => done({ statusCode: res.statusCode ?? null, error: e.message, blocked: false }));
        },
      );
      const timer = setTimeout(() => {
        req.destroy(new Error(`no answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      req.on('error', (e) => done({ statusCode: null, error: e.message.slice(0, 300), blocked: e instanceof BlockedTargetError }));
      req.end(body);
    });
  }

  close() {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
