import { describe, expect, it } from '@jest/globals';
import { assertAllowedUrl, guardedLookup, isPublicAddress } from './safe-target.js';

describe('webhook target guard', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'fe80::1', 'fc00::1', '100.64.0.1'])(
    '%s is not public',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['8.8.8.8', '102.89.32.1', '2001:4860:4860::8888'])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it('refuses literal private hosts and local names before connecting, unless allowed', () => {
    for (const url of ['http://127.0.0.1/x', 'http://[::1]/x', 'http://[::ffff:7f00:1]/x', 'http://169.254.169.254/latest', 'http://localhost:8080', 'http://db.internal/']) {
      expect(() => assertAllowedUrl(url, false)).toThrow();
    }
    expect(() => assertAllowedUrl('ftp://example.com/x', false)).toThrow();
    expect(() => assertAllowedUrl('https://user:pw@example.com/x', false)).toThrow();
    expect(assertAllowedUrl('https://hooks.example.com/x', false).hostname).toBe('hooks.example.com');
    expect(assertAllowedUrl('http://127.0.0.1:9/x', true).port).toBe('9');
  });

  it('checks the address a host name resolves to at connect time (DNS rebinding)', async () => {
    const lookup = guardedLookup(false);
    const err = await new Promise<Error | null>((resolve) => lookup('localhost', {}, (e) => resolve(e)));
    expect(err?.message).toMatch(/non-public/);
    const allowed = guardedLookup(true);
    const address = await new Promise<string>((resolve, reject) => allowed('localhost', {}, (e, a) => (e ? reject(e) : resolve(a as string))));
    expect(isPublicAddress(address)).toBe(false);
  });
});
