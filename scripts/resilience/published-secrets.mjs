// Attack values, never configuration: the development secrets that the source held before issue 11
// (used whenever NODE_ENV was not production), so anyone could sign JWTs and PDF links with them,
// and the first values an attacker guesses. The forged-token check and an e2e test sign with them.
export const PUBLISHED_DEV_JWT_SECRET = 'dev-only-insecure-jwt-secret-change-me-0123456789';
/** The published development ENCRYPTION_KEY: 32 bytes of 0x07. */
export const PUBLISHED_DEV_ENCRYPTION_KEY = Buffer.alloc(32, 7);
export const GUESSED_JWT_SECRETS = ['secret', 'changeme', 'change-me', 'jwt-secret', 'password', 'development', 'test-secret', ''];
