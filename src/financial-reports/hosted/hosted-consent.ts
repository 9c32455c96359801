// The applicant's consent on the hosted page: a new text gets a new version, and a consent given to an older one no longer counts.
export const HOSTED_CONSENT_VERSION = '2026-11-01';

/** The text the applicant agrees to, naming the lender. */
export function hostedConsentText(lender: string): string {
  return `I agree that ${lender} may receive my bank account statements (transactions and balances for up to 12 months) from the bank I connect, to assess the affordability of my application.`;
}

export const REDIRECT_URL_MAX_LENGTH = 2000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a redirect_url is refused, or null: https only; http to loopback only in test mode; no credentials. */
export function redirectUrlIssue(value: string, livemode: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute https URL';
  }
  if (url.username || url.password) return 'must not contain credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return livemode ? 'must use https (http://localhost is allowed in test mode only)' : null;
  return 'must be an absolute https URL';
}

/** Where the page sends the applicant back: the lender's URL with case_id and status appended. */
export function returnUrl(redirectUrl: string, caseId: string, status: 'success' | 'exit'): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('case_id', caseId);
  url.searchParams.set('status', status);
  return url.toString();
}
