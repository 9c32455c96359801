import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { purposeKey } from './keys.js';

// AES-256-GCM as "<version>:" + base64(iv | tag | ciphertext) for secrets read back; v2 (derived key) is written, v1 (the master key) still read.
const KEY_OF_VERSION: Record<string, (masterKey: Buffer) => Buffer> = {
  v1: (masterKey) => masterKey,
  v2: (masterKey) => purposeKey(masterKey, 'field-encryption'),
};
const WRITTEN = 'v2';

export function encryptField(masterKey: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY_OF_VERSION[WRITTEN](masterKey), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${WRITTEN}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

export function decryptField(masterKey: Buffer, stored: string): string {
  const [version, payload] = stored.split(':', 2);
  const keyOf = Object.hasOwn(KEY_OF_VERSION, version) ? KEY_OF_VERSION[version] : undefined;
  if (!keyOf || !payload) throw new Error('unknown encrypted field format');
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(masterKey), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * A keyed hash (HMAC-SHA256 with the 'lookup-hash' key) for looking up an encrypted value by
 * equality (e.g. a BVN) without storing it in a form that can be reversed or brute-forced offline.
 */
export function lookupHash(masterKey: Buffer, value: string): string {
  return createHmac('sha256', purposeKey(masterKey, 'lookup-hash')).update(value).digest('hex');
}

/** The lookup hash written before derived keys (the master key itself): to convert and find older rows. */
export function legacyLookupHash(masterKey: Buffer, value: string): string {
  return createHmac('sha256', masterKey).update(`lookup:${value}`).digest('hex');
}
