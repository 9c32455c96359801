import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';
import { fetchWithRetry, type RetryOptions } from './retry.js';

export type { components, operations, paths };
export { fetchWithRetry, retryAfterMs, type RetryOptions } from './retry.js';
export { verifyWebhook, WebhookVerificationError, type VerifyOptions, type WebhookEvent, type WebhookHeaders } from './webhooks.js';

/** A fresh Idempotency-Key (a UUID): make one per logical operation and reuse it when retrying that operation. */
export const idempotencyKey = (): string => randomUUID();

export interface NaijaRiskOptions {
  /** e.g. http://localhost:3000 */
  baseUrl: string;
  /** `sk_test_…` or `sk_live_…` (or a JWT access token). */
  apiKey: string;
  /** Retry 429/503 honouring Retry-After (default on); `false` turns it off. */
  retry?: RetryOptions | false;
  /** Give every POST without one an Idempotency-Key, so a retry cannot run it twice (default true). */
  idempotencyKeys?: boolean;
  fetch?: (input: Request) => Promise<Response>;
}

export type NaijaRiskClient = Client<paths>;

/** The generated, typed client (openapi-fetch) with auth, Idempotency-Keys and retries. */
export function createNaijaRiskClient(options: NaijaRiskOptions): NaijaRiskClient {
  const base = options.fetch ?? ((r: Request) => fetch(r));
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: options.retry === false ? base : fetchWithRetry(base, options.retry),
  });
  if (options.idempotencyKeys !== false) {
    client.use({
      onRequest({ request }) {
        if (request.method === 'POST' && !request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', idempotencyKey());
        return request;
      },
    });
  }
  return client;
}
