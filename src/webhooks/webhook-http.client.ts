import http from 'node:http';
import https from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import { assertAllowedUrl, BlockedTargetError, guardedLookup } from './safe-target.js';

/** At most this much of a receiver's answer is read and kept per attempt. */
export const RESPONSE_EXCERPT_BYTES = 1024;

/** The start of a receiver's answer, for the delivery log. */
export interface ResponseExcerpt {
  text: string;
  /** The answer went on past RESPONSE_EXCERPT_BYTES; the rest was not read. */
  truncated: boolean;
  contentType: string | null;
}

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  /** The target itself is refused (private address): retrying cannot help. */
  blocked: boolean;
  /** Null when no answer came (refused, timed out before the headers). */
  response: ResponseExcerpt | null;
}

/** The first `cap` bytes as text, never cutting a UTF-8 character in two; NULs (which PostgreSQL text refuses) become U+FFFD. */
export function textExcerpt(bytes: Buffer, cap = RESPONSE_EXCERPT_BYTES): string {
  return new StringDecoder('utf8').write(bytes.subarray(0, cap)).replace(/\0/g, '\uFFFD');
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
      return { statusCode: null, error: (err as Error).message, latencyMs: 0, blocked: true, response: null };
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
          // Keep the start of the answer; past the cap the response is dropped (and its socket with it) rather than read.
          const chunks: Buffer[] = [];
          let size = 0;
          const answered = (error: string | null, truncated: boolean) => {
            const contentType = res.headers['content-type']?.slice(0, 200) ?? null;
            done({ statusCode: res.statusCode ?? null, error, blocked: false, response: { text: textExcerpt(Buffer.concat(chunks)), truncated, contentType } });
          };
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            if (size <= RESPONSE_EXCERPT_BYTES) return;
            answered(null, true);
            res.destroy();
          });
          res.on('end', () => answered(null, false));
          res.on('error', (e) => answered(e.message, false));
        },
      );
      const timer = setTimeout(() => {
        req.destroy(new Error(`no answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      req.on('error', (e) => done({ statusCode: null, error: e.message.slice(0, 300), blocked: e instanceof BlockedTargetError, response: null }));
      req.end(body);
    });
  }

  close() {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
