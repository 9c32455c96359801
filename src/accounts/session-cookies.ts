import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

// Dashboard session cookies. CSRF defence: the signed double-submit cookie (OWASP): `nr_csrf` is
// HMAC(JWT secret, refresh family), readable by the page, which echoes it in X-CSRF-Token; a forged
// cross-site request can neither read the cookie nor mint a value bound to the victim's family.

export const REFRESH_COOKIE = 'nr_refresh';
export const CSRF_COOKIE = 'nr_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_PATH = '/v1/accounts/session/';

export function csrfTokenFor(secret: string, familyId: string): string {
  return createHmac('sha256', secret).update(`dashboard-csrf:${familyId}`).digest('base64url');
}

export function csrfMatches(secret: string, familyId: string, header: string | undefined, cookie: string | null): boolean {
  if (!header || !cookie) return false;
  const expected = Buffer.from(csrfTokenFor(secret, familyId));
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === expected.length && b.length === expected.length && timingSafeEqual(a, expected) && timingSafeEqual(b, expected);
}

export function readCookie(req: Request, name: string): string | null {
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(req.headers.cookie ?? '');
  if (!m || !m[1]) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}

export function setSessionCookies(res: Response, refresh: string, csrf: string, maxAgeSeconds: number, secure: boolean) {
  const base = { sameSite: 'strict' as const, secure, maxAge: maxAgeSeconds * 1000 };
  res.cookie(REFRESH_COOKIE, refresh, { ...base, httpOnly: true, path: SESSION_PATH });
  // Path / so the page under /dashboard can read it.
  res.cookie(CSRF_COOKIE, csrf, { ...base, httpOnly: false, path: '/' });
}

export function clearSessionCookies(res: Response, secure: boolean) {
  res.clearCookie(REFRESH_COOKIE, { sameSite: 'strict', secure, httpOnly: true, path: SESSION_PATH });
  res.clearCookie(CSRF_COOKIE, { sameSite: 'strict', secure, path: '/' });
}
