import { createHash, randomBytes } from 'node:crypto';

export const API_TOKEN_PREFIX = 'sk_live_';
export const TEST_API_TOKEN_PREFIX = 'sk_test_';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** `sk_live_` (or `sk_test_` for test mode) + 32 random bytes, base64url. */
export function newApiToken(livemode = true): string {
  return (livemode ? API_TOKEN_PREFIX : TEST_API_TOKEN_PREFIX) + randomBytes(32).toString('base64url');
}

export const looksLikeApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX) || token.startsWith(TEST_API_TOKEN_PREFIX);

/** A random one-time secret (email verification and the like). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
