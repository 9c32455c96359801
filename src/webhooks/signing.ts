import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** `whsec_` + 32 random bytes in base64 (the Standard Webhooks secret format). */
export const newWebhookSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64');

/** The contract's X-Signature: `sha256=` + lowercase hex HMAC-SHA256 of the raw body, keyed with the secret as shown. */
export function contractSignature(secret: string, body: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');
}

/** Standard Webhooks: base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the secret's decoded bytes. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return 'v1,' + createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

export interface SignedHeaders {
  [name: string]: string;
}

/** Every signature header of one attempt; the previous secret also signs during a rotation's grace period. */
export function signedHeaders(secret: string, previousSecret: string | null, eventId: string, body: string, timestamp: number): SignedHeaders {
  const headers: SignedHeaders = {
    'X-Signature': contractSignature(secret, body),
    'X-Timestamp': String(timestamp),
    'X-Event-ID': eventId,
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature(secret, eventId, timestamp, body),
  };
  if (previousSecret) {
    headers['X-Signature-Previous'] = contractSignature(previousSecret, body);
    headers['webhook-signature'] += ' ' + standardSignature(previousSecret, eventId, timestamp, body);
  }
  return headers;
}
