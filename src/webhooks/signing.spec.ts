import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { contractSignature, newWebhookSecret, signedHeaders, standardSignature } from './signing.js';

describe('webhook signing', () => {
  const secret = newWebhookSecret();
  const body = '{"event":"report.ready","case_id":"c1"}';

  it('X-Signature is sha256= and the lowercase hex HMAC-SHA256 of the raw body keyed with the secret', () => {
    const expected = createHmac('sha256', secret).update(body).digest('hex');
    expect(contractSignature(secret, body)).toBe(`sha256=${expected}`);
    expect(contractSignature(secret, body + ' ')).not.toBe(`sha256=${expected}`);
  });

  it('Standard Webhooks signature signs id.timestamp.body with the decoded secret', () => {
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`msg_1.1700000000.${body}`).digest('base64');
    expect(standardSignature(secret, 'msg_1', 1700000000, body)).toBe(`v1,${expected}`);
  });

  it('during a rotation the previous secret signs too', () => {
    const previous = newWebhookSecret();
    const h = signedHeaders(secret, previous, 'evt', body, 1700000000);
    expect(h['X-Signature-Previous']).toBe(contractSignature(previous, body));
    expect(h['webhook-signature'].split(' ')).toHaveLength(2);
    expect(signedHeaders(secret, null, 'evt', body, 1).hasOwnProperty('X-Signature-Previous')).toBe(false);
  });

  it('secrets are whsec_ and 32 random bytes', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
