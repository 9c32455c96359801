import { hkdfSync } from 'node:crypto';

// ENCRYPTION_KEY is a master key only: each use gets its own key, derived with HKDF-SHA256, so no
// key serves two algorithms and a key handed to one purpose (e.g. lookup hashes) opens nothing else.
export const KEY_PURPOSES = ['field-encryption', 'lookup-hash', 'report-pdf-link'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

const derived = new WeakMap<Buffer, Map<KeyPurpose, Buffer>>();

/** The 32-byte key for one purpose, derived from the master key (cached per master key). */
export function purposeKey(masterKey: Buffer, purpose: KeyPurpose): Buffer {
  let keys = derived.get(masterKey);
  if (!keys) derived.set(masterKey, (keys = new Map()));
  let key = keys.get(purpose);
  if (!key) keys.set(purpose, (key = Buffer.from(hkdfSync('sha256', masterKey, 'naija-risk-api', purpose, 32))));
  return key;
}
