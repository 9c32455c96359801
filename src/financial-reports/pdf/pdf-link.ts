import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '../../common/keys.js';

// report_pdf_url is an expiring signed link (HMAC-SHA256 over case id and expiry), so it can be
// handed to a browser or a receiver without a bearer token and stops working after its lifetime.

// The key before derived keys: links it signed (at most REPORT_PDF_LINK_TTL_SECONDS old) still open.
const legacyKeyOf = (encryptionKey: Buffer) => createHmac('sha256', encryptionKey).update('report-pdf-link:v1').digest();

const sign = (key: Buffer, caseId: string, expiresUnix: number) => createHmac('sha256', key).update(`${caseId}.${expiresUnix}`).digest();

export function pdfLinkSignature(encryptionKey: Buffer, caseId: string, expiresUnix: number): string {
  return sign(purposeKey(encryptionKey, 'report-pdf-link'), caseId, expiresUnix).toString('hex');
}

export function signedPdfUrl(baseUrl: string, encryptionKey: Buffer, caseId: string, ttlSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${baseUrl}/api/v1/report/${caseId}/pdf?expires=${expires}&sig=${pdfLinkSignature(encryptionKey, caseId, expires)}`;
}

/** True when the signature is ours for this case and the link has not expired. */
export function verifyPdfLink(encryptionKey: Buffer, caseId: string, expires: string | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expiresUnix = Number(expires);
  if (expiresUnix * 1000 < now) return false;
  const given = Buffer.from(sig, 'hex');
  return [purposeKey(encryptionKey, 'report-pdf-link'), legacyKeyOf(encryptionKey)].some((key) => timingSafeEqual(sign(key, caseId, expiresUnix), given));
}
