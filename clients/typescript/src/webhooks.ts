import { createHmac, timingSafeEqual } from 'node:crypto';

/** A delivered event: `event`, `event_id`, `created_at`, then the event's own fields (docs/webhooks.md). */
export interface WebhookEvent {
  event: string;
  event_id: string;
  created_at: string;
  [field: string]: unknown;
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far the signed timestamp may be from now, in seconds (default 300: replay protection). */
  toleranceSeconds?: number;
  /** Unix seconds to compare with (tests). */
  now?: number;
}

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

const SECRET_PREFIX = 'whsec_';

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Verifies a delivery and returns its event. Prefers the Standard Webhooks headers (the signature
 * covers `webhook-id` and `webhook-timestamp`); without them it checks `X-Signature`, which covers
 * the body only, so the timestamp check then rests on the unsigned `X-Timestamp`. Either way,
 * also dedupe on `event_id`: a delivery may arrive more than once.
 */
export function verifyWebhook(rawBody: string | Buffer, headers: WebhookHeaders, secret: string, options: VerifyOptions = {}): WebhookEvent {
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const standard = header(headers, 'webhook-signature');
  const timestamp = header(headers, standard ? 'webhook-timestamp' : 'x-timestamp');
  if (!timestamp || !/^\d+$/.test(timestamp)) throw new WebhookVerificationError('missing or malformed timestamp header');
  if (Math.abs(now - Number(timestamp)) > tolerance) throw new WebhookVerificationError('timestamp outside the tolerance window');

  let valid = false;
  if (standard) {
    const id = header(headers, 'webhook-id') ?? '';
    const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
    const expected = 'v1,' + createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    // Space-separated: during a secret rotation the previous secret signs too.
    valid = standard.split(' ').some((candidate) => sameText(candidate, expected));
  } else {
    const expected = 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');
    valid = [header(headers, 'x-signature'), header(headers, 'x-signature-previous')].some((candidate) => candidate !== undefined && sameText(candidate, expected));
  }
  if (!valid) throw new WebhookVerificationError('signature does not match');
  return JSON.parse(body) as WebhookEvent;
}
