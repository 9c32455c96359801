import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { signedPdfUrl, verifyPdfLink } from './pdf-link.js';

describe('signed PDF links', () => {
  const key = randomBytes(32);
  const caseId = '6f1c1d7e-7a4e-4d0b-9a36-0a3b1d8b9c11';
  const parts = (url: string) => Object.fromEntries(new URL(url).searchParams) as { expires: string; sig: string };

  it('verifies its own link until it expires', () => {
    const now = 1_800_000_000_000;
    const { expires, sig } = parts(signedPdfUrl('https://risk.test', key, caseId, 60, now));
    expect(verifyPdfLink(key, caseId, expires, sig, now)).toBe(true);
    expect(verifyPdfLink(key, caseId, expires, sig, now + 61_000)).toBe(false);
  });

  it('refuses another case, another key, a changed expiry or a malformed signature', () => {
    const now = 1_800_000_000_000;
    const { expires, sig } = parts(signedPdfUrl('https://risk.test', key, caseId, 60, now));
    expect(verifyPdfLink(key, caseId.replace('6f', '7f'), expires, sig, now)).toBe(false);
    expect(verifyPdfLink(randomBytes(32), caseId, expires, sig, now)).toBe(false);
    expect(verifyPdfLink(key, caseId, String(Number(expires) + 3600), sig, now)).toBe(false);
    expect(verifyPdfLink(key, caseId, expires, 'abc', now)).toBe(false);
    expect(verifyPdfLink(key, caseId, undefined, sig, now)).toBe(false);
  });
});
