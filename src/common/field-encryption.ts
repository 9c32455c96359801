import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// AES-256-GCM for secrets the service must read back (webhook signing secrets, BVNs).
// Stored as "v1:" + base64(iv | tag | ciphertext); the version lets the key rotate later.
const VERSION = 'v1';

export function encryptField(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

export function decryptField(key: Buffer, stored: string): string {
  const [version, payload] = stored.split(':', 2);
  if (version !== VERSION || !payload) throw new Error('unknown encrypted field format');
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * A keyed hash (HMAC-SHA256) for looking up an encrypted value by equality (e.g. a BVN) without
 * storing it in a form that can be reversed or brute-forced offline without the key.
 */
export function lookupHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(`lookup:${value}`).digest('hex');
}
