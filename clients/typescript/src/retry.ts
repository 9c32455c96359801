export interface RetryOptions {
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** Wait when a 429/503 carries no usable Retry-After, doubled per retry (default 1000 ms). */
  fallbackDelayMs?: number;
  /** Longest wait honoured; a longer Retry-After gives up and returns the response (default 60 s). */
  maxDelayMs?: number;
}

const RETRY_STATUSES = new Set([429, 503]);

/** Milliseconds a Retry-After value asks for (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A fetch that retries 429 and 503 after the wait the server asks for; the request is re-sent byte for byte (same Idempotency-Key). */
export function fetchWithRetry(base: (input: Request) => Promise<Response> = (r) => fetch(r), options: RetryOptions = {}) {
  const maxRetries = options.maxRetries ?? 3;
  const fallback = options.fallbackDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  return async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      const response = await base(attempt < maxRetries ? request.clone() : request);
      if (!RETRY_STATUSES.has(response.status) || attempt >= maxRetries) return response;
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? fallback * 2 ** attempt;
      if (wait > maxDelay) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}
