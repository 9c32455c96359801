import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { legacyEncrypt, legacyIdentityHash, legacyPdfLinkSignature } from '../../test/support/legacy-crypto.js';
import { signedPdfUrl, verifyPdfLink } from '../financial-reports/pdf/pdf-link.js';
import { decryptField, encryptField, legacyLookupHash, lookupHash } from './field-encryption.js';
import { KEY_PURPOSES, purposeKey } from './keys.js';

describe('keys derived from the master key', () => {
  const master = randomBytes(32);

  it('gives each purpose its own 32-byte key, none of them the master key, the same on every call', () => {
    const keys = KEY_PURPOSES.map((p) => purposeKey(master, p));
    expect(new Set([master, ...keys].map((k) => k.toString('hex'))).size).toBe(KEY_PURPOSES.length + 1);
    for (const k of keys) expect(k).toHaveLength(32);
    expect(purposeKey(Buffer.from(master), 'lookup-hash').equals(purposeKey(master, 'lookup-hash'))).toBe(true);
    expect(purposeKey(randomBytes(32), 'lookup-hash').equals(purposeKey(master, 'lookup-hash'))).toBe(false);
  });

  it('writes v2 with the field-encryption key and still reads v1 written with the master key', () => {
    const written = encryptField(master, 'whsec_abc');
    expect(written).toMatch(/^v2:/);
    expect(decryptField(master, written)).toBe('whsec_abc');
    // v2 is not the master key's: the same payload labelled v1 does not open
    expect(() => decryptField(master, written.replace(/^v2:/, 'v1:'))).toThrow();
    expect(decryptField(master, legacyEncrypt(master, '22212345678'))).toBe('22212345678');
    expect(() => decryptField(randomBytes(32), written)).toThrow();
    expect(() => decryptField(master, written.replace(/^v2:/, 'v9:'))).toThrow('unknown encrypted field format');
    expect(() => decryptField(master, written.replace(/^v2:/, 'constructor:'))).toThrow('unknown encrypted field format');
  });

  it('hashes lookups with the lookup-hash key; the legacy hash is the one rows carried before', () => {
    expect(lookupHash(master, 'bvn:22212345678')).toMatch(/^[0-9a-f]{64}$/);
    expect(lookupHash(master, 'bvn:22212345678')).not.toBe(legacyLookupHash(master, 'bvn:22212345678'));
    expect(legacyLookupHash(master, 'bvn:22212345678')).toBe(legacyIdentityHash(master, 'bvn', '22212345678'));
  });

  it('verifies PDF links signed with the report-pdf-link key and those signed before it, nothing else', () => {
    const caseId = '7f0c3f4e-2a53-4c1e-9d0e-2f0a8c1b5e61';
    const now = Date.now();
    const link = new URL(signedPdfUrl('https://risk.test', master, caseId, 600, now));
    const expires = Number(link.searchParams.get('expires'));
    expect(verifyPdfLink(master, caseId, String(expires), link.searchParams.get('sig')!, now)).toBe(true);
    expect(link.searchParams.get('sig')).not.toBe(legacyPdfLinkSignature(master, caseId, expires));
    expect(verifyPdfLink(master, caseId, String(expires), legacyPdfLinkSignature(master, caseId, expires))).toBe(true);
    expect(verifyPdfLink(master, caseId, String(expires), legacyPdfLinkSignature(randomBytes(32), caseId, expires))).toBe(false);
    expect(verifyPdfLink(master, caseId, String(expires + 1), legacyPdfLinkSignature(master, caseId, expires))).toBe(false);
  });
});
