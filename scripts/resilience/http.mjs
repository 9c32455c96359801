// HTTP helpers of the resilience suite: one request with its timing, a bounded pool, the error
// envelope check, and a webhook receiver that verifies every signature on the raw bytes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * One request. `body` is sent as JSON unless `raw` (a string or Buffer sent as is) is given.
 * Never throws for an HTTP status; `status` 0 means no answer (refused, reset, timed out).
 */
export async function call(baseUrl, method, path, { body, raw, token, headers = {}, timeoutMs = 15_000 } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload;
  if (raw !== undefined) payload = raw;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    h['content-type'] ??= 'application/json';
  }
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, { method, headers: h, body: payload, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text, headers: res.headers, ms: performance.now() - started };
  } catch (err) {
    const timedOut = err?.name === 'TimeoutError';
    return { status: 0, json: null, text: '', headers: new Headers(), ms: performance.now() - started, error: timedOut ? 'timeout' : String(err?.cause?.code ?? err?.message ?? err) };
  }
}

/** Runs fn over items with at most `concurrency` at once. */
export async function pool(items, concurrency, fn) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  });
  await Promise.all(lanes);
}

/** The service's error envelope: {"error": {"code", "message", "details": [...], "request_id"}}. */
export function isEnvelope(json) {
  const e = json?.error;
  return !!e && typeof e.code === 'string' && /^[A-Za-z_]+$/.test(e.code) && typeof e.message === 'string' && Array.isArray(e.details) && typeof e.request_id === 'string';
}

export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A webhook receiver on loopback. Each endpoint gets a path; the receiver checks X-Signature
 * against that endpoint's secret itself (HMAC-SHA256 over the raw bytes, constant-time compare).
 */
export async function startReceiver() {
  const secrets = new Map();
  const received = new Map(); // event_id -> { type, count }
  const stats = { requests: 0, badSignatures: 0, duplicates: 0 };
  let failNext = 0;
  let delayMs = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      stats.requests++;
      if (failNext > 0) {
        failNext--;
        res.statusCode = 503;
        return res.end();
      }
      const raw = Buffer.concat(chunks);
      const secret = secrets.get(req.url);
      const expected = secret ? Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`) : null;
      const given = Buffer.from(String(req.headers['x-signature'] ?? ''));
      if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        stats.badSignatures++;
        res.statusCode = 401;
        return res.end();
      }
      let body = {};
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        /* counted below as an event without id */
      }
      const id = String(req.headers['x-event-id'] ?? body.event_id ?? '');
      const answer = () => {
        const seen = received.get(id);
        if (seen) {
          seen.count++;
          stats.duplicates++;
        } else received.set(id, { type: body.event, count: 1, body });
        res.statusCode = 200;
        res.end('ok');
      };
      if (delayMs) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    /** The URL for an endpoint; call register() with the secret the service returns for it. */
    url: (name) => `${base}/hook/${name}`,
    register: (name, secret) => secrets.set(`/hook/${name}`, secret),
    received,
    stats,
    failNext: (n) => (failNext = n),
    /** Answer every delivery this much later (a slow receiver keeps a batch in flight). */
    slow: (ms) => (delayMs = ms),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
