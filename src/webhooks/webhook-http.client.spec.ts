import { describe, expect, it } from '@jest/globals';
import { RESPONSE_EXCERPT_BYTES, textExcerpt } from './webhook-http.client.js';

describe('response excerpt', () => {
  it('keeps at most the cap in bytes and never ends inside a UTF-8 character', () => {
    const body = Buffer.from('ab' + '₦'.repeat(1000)); // three bytes each: byte 1024 is inside one
    const text = textExcerpt(body);
    expect(text).toBe('ab' + '₦'.repeat(340));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(RESPONSE_EXCERPT_BYTES);
  });

  it('turns NULs (which PostgreSQL text refuses) and invalid bytes into U+FFFD, and keeps markup as text', () => {
    expect(textExcerpt(Buffer.from([0x6f, 0x6b, 0x00, 0xff, 0x21]))).toBe('ok\uFFFD\uFFFD!');
    expect(textExcerpt(Buffer.from('<script>alert(1)</script>'))).toBe('<script>alert(1)</script>');
  });
});
