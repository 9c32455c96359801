import { REDACT_PATHS, redactUrl } from '../observability/logging.js';

// The request log keeps bodies for the dashboard, with what the logs never hold taken out: the
// field names the log redaction hides (wherever they nest), and any bare 11-digit value (a BVN/NIN).

const FROM_LOGGING = REDACT_PATHS.filter((p) => !p.startsWith('req.') && !p.startsWith('res.')).map((p) => p.split('.').pop()!.toLowerCase());
const SENSITIVE_KEYS = new Set([...FROM_LOGGING, 'authorization', 'cookie', 'secret', 'public_token', 'link_token', 'api_key', 'bvn', 'nin', 'new_password', 'otp', 'pin']);
const SENSITIVE_KEY_PATTERN = /(password|secret|token|bvn|nin)$/i;
const IDENTITY_NUMBER = /\b\d{11}\b/g;
// What any of the replacements below needs to find (a query value, a hosted-link path, 11 digits): most strings have none.
const MAY_HOLD_SECRET = /=|\/c\/|\d{11}/i;
const MAX_DEPTH = 20;

export const BODY_LIMIT_BYTES = 4096;

function scrub(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return '[Truncated]';
  if (typeof value === 'string') return MAY_HOLD_SECRET.test(value) ? redactUrl(value).replace(IDENTITY_NUMBER, '[Redacted]') : value;
  if (typeof value === 'number') return /^\d{11}$/.test(String(value)) ? '[Redacted]' : value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = SENSITIVE_KEYS.has(k.toLowerCase()) || SENSITIVE_KEY_PATTERN.test(k) ? '[Redacted]' : scrub(v, depth + 1);
    }
    return out;
  }
  return value;
}

/** The body as redacted JSON text, cut to a few KB; null when there is none. */
export function redactBody(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  let value = body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const text = body.toString();
    try {
      value = JSON.parse(text);
    } catch {
      return truncate(redactUrl(text).replace(IDENTITY_NUMBER, '[Redacted]'));
    }
  }
  return truncate(JSON.stringify(scrub(value, 0)));
}

function truncate(text: string): string {
  if (Buffer.byteLength(text) <= BODY_LIMIT_BYTES) return text;
  return Buffer.from(text).subarray(0, BODY_LIMIT_BYTES).toString().replace(/\uFFFD$/, '') + '…[truncated]';
}

export const redactPath = (url: string) => redactUrl(url).replace(IDENTITY_NUMBER, '[Redacted]').slice(0, 2000);
