import { describe, expect, it } from '@jest/globals';
import type { Response } from 'express';
import { csrfMatches, csrfTokenFor, setSessionCookies } from './session-cookies.js';

function recorder() {
  const calls: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
  const res = { cookie: (name: string, value: string, options: Record<string, unknown>) => calls.push({ name, value, options }) } as unknown as Response;
  return { res, calls };
}

describe('dashboard session cookies', () => {
  it('marks both cookies Secure in production, and only there', () => {
    for (const secure of [true, false]) {
      const { res, calls } = recorder();
      setSessionCookies(res, 'refresh', 'csrf', 60, secure);
      expect(calls.map((c) => [c.name, c.options.secure, c.options.httpOnly, c.options.sameSite, c.options.path])).toEqual([
        ['nr_refresh', secure, true, 'strict', '/v1/accounts/session/'],
        ['nr_csrf', secure, false, 'strict', '/'],
      ]);
    }
  });

  it('the CSRF token is bound to the family and the secret; header and cookie must both carry it', () => {
    const token = csrfTokenFor('s1', 'fam-1');
    expect(csrfMatches('s1', 'fam-1', token, token)).toBe(true);
    expect(csrfMatches('s1', 'fam-2', token, token)).toBe(false);
    expect(csrfMatches('s2', 'fam-1', token, token)).toBe(false);
    expect(csrfMatches('s1', 'fam-1', undefined, token)).toBe(false);
    expect(csrfMatches('s1', 'fam-1', token, null)).toBe(false);
    expect(csrfMatches('s1', 'fam-1', token, token + 'x')).toBe(false);
  });
});
