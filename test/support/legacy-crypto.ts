import { createCipheriv, createHmac, randomBytes } from 'node:crypto';

// Values as releases before derived keys wrote them (the master key itself), to check they still
// read and that the WatchlistIdentityVault migration converts them.

/** "v1:" + base64(iv | tag | ciphertext), AES-256-GCM with the master key. */
export function legacyEncrypt(masterKey: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

/** The BVN/NIN lookup hash: HMAC-SHA256 with the master key over "lookup:<kind>:<number>". */
export function legacyIdentityHash(masterKey: Buffer, kind: 'bvn' | 'nin', value: string): string {
  return createHmac('sha256', masterKey).update(`lookup:${kind}:${value}`).digest('hex');
}

/** The PDF-link signature made with HMAC(master, 'report-pdf-link:v1') as its key. */
export function legacyPdfLinkSignature(masterKey: Buffer, caseId: string, expiresUnix: number): string {
  const key = createHmac('sha256', masterKey).update('report-pdf-link:v1').digest();
  return createHmac('sha256', key).update(`${caseId}.${expiresUnix}`).digest('hex');
}
