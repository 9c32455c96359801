import { describe, expect, it } from '@jest/globals';
import { BODY_LIMIT_BYTES, redactBody, redactPath } from './redaction.js';

describe('request log redaction', () => {
  it('hides BVN, NIN, secrets, tokens and passwords wherever they nest, and bare 11-digit numbers', () => {
    const text = redactBody({
      bvn: '22212345678',
      subject: { nin: '12345678901', note: 'bvn 22212345678 given', phone: 8031234567 },
      password: 'Correct-Horse-9!',
      items: [{ api_token: 'sk_live_abc' }, { public_token: 'public-x' }, { link_token: 'lt' }],
      secret: 'whsec_1',
      refresh: 'eyJ.refresh',
      amount: 20000,
    })!;
    for (const leaked of ['22212345678', '12345678901', 'Correct-Horse', 'sk_live_abc', 'public-x', 'whsec_1', 'eyJ.refresh', '"lt"']) expect(text).not.toContain(leaked);
    expect(JSON.parse(text)).toMatchObject({ amount: 20000, subject: { phone: 8031234567, note: 'bvn [Redacted] given' } });
  });

  it('parses JSON text, keeps other text redacted, and cuts to the limit', () => {
    expect(redactBody('{"bvn":"22212345678","x":1}')).toBe('{"bvn":"[Redacted]","x":1}');
    expect(redactBody('not json 22212345678')).toBe('not json [Redacted]');
    expect(redactBody(undefined)).toBeNull();
    const big = redactBody({ text: 'a'.repeat(10_000) })!;
    expect(big.length).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 20);
    expect(big.endsWith('…[truncated]')).toBe(true);
  });

  it('hides credentials in paths', () => {
    expect(redactPath('/api/v1/credit?bvn=22212345678&x=1')).toBe('/api/v1/credit?bvn=[Redacted]&x=1');
    expect(redactPath('/c/SECRETLINKTOKEN/session')).toBe('/c/[Redacted]/session');
  });
});
