// Load generation with autocannon, in this process (the machine's cores are shared with the app).
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { BenchError } from './environment.mjs';

/** autocannon options for a scenario's request description ({ method, path, … } or { requests }). */
export function loadOptions(baseUrl, request) {
  const { path, ...rest } = request;
  return { url: path ? `${baseUrl}${path}` : baseUrl, ...rest };
}

export function runLoad(options, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, connections, duration, timeout: 10 }, (err, result) => {
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/** The numbers the report shows, from an autocannon result. */
export function summarize(name, result, connections) {
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return {
    name,
    connections,
    duration_s: result.duration,
    requests_total: result.requests.total,
    rps: result.requests.average,
    latency_ms: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    status_codes: statusCodes,
  };
}

/** One request with fetch before any load: a broken scenario fails here with its response. */
export async function preflight(baseUrl, name, request) {
  // for a sequence, the first request (later ones may depend on its response)
  const first = request.requests ? { ...request.requests[0] } : request;
  const res = await fetch(`${baseUrl}${first.path ?? ''}`, {
    method: first.method ?? 'GET',
    headers: { ...(request.headers ?? {}), ...(first.headers ?? {}) },
    body: first.body,
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299) {
    throw new BenchError(`pre-flight ${first.method ?? 'GET'} ${first.path} for ${name} answered ${res.status}: ${text.slice(0, 500)}`);
  }
}

/**
 * An open loop at a fixed offered rate for `duration` seconds: next() gives each request
 * ({method, path, headers, body}); resolves with the figures of summarize() (latency_ms, rps…).
 * Requests go out on schedule (paced every 2 ms, keep-alive sockets opened as needed) whether or
 * not earlier ones have answered, and each latency counts from the moment the request was due, so
 * a stalled app or load generator counts against it (no coordinated omission). autocannon's
 * overallRate is not that: it sends each second's quota as a closed-loop burst.
 */
export function openLoop(baseUrl, next, { name, rate, duration }) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  let timeouts = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let sent = 0;
  const total = Math.floor(rate * duration);
  // more than a quarter second of requests waiting: the app cannot take this rate; stop there
  // rather than pile up a backlog that ends in timeouts
  const backlogLimit = Math.max(64, Math.ceil(rate / 4));
  let saturatedAfter = null;
  const start = performance.now();
  const fire = (due) =>
    new Promise((resolve) => {
      const { method, path, headers, body } = next();
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = () => {
        inFlight--;
        resolve();
      };
      const req = httpRequest({ host: hostname, port, method, path, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - due);
          done();
        });
      });
      req.on('timeout', () => {
        timeouts++;
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => {
        errors++;
        done();
      });
      req.end(body);
    });
  return new Promise((resolve) => {
    const pending = [];
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) pending.push(fire(start + (sent++ * 1000) / rate));
      if (inFlight > backlogLimit && saturatedAfter === null) saturatedAfter = (performance.now() - start) / 1000;
      if (sent >= total || saturatedAfter !== null) {
        clearInterval(timer);
        Promise.all(pending).then(() => {
          agent.destroy();
          const elapsed = (performance.now() - start) / 1000;
          const sorted = latencies.sort((a, b) => a - b);
          const pct = (p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10 : null);
          const non2xx = Object.entries(statusCodes).reduce((n, [code, c]) => n + (code >= 200 && code < 300 ? 0 : c), 0);
          resolve({
            name: `${name} at ${rate}/s offered (open loop)`,
            connections: `≤${agent.maxSockets}`,
            duration_s: elapsed,
            requests_total: sent,
            rps: sorted.length / elapsed,
            latency_ms: { p50: pct(50), p90: pct(90), p99: pct(99), max: pct(100), mean: sorted.length ? Math.round((sorted.reduce((a, b) => a + b, 0) / sorted.length) * 10) / 10 : null },
            max_in_flight: maxInFlight,
            saturated_after_s: saturatedAfter,
            non2xx,
            errors,
            timeouts,
            status_codes: statusCodes,
          });
        });
      }
    }, 2);
  });
}
