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

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * An open loop: sends bodies[i % n] at `rate` per second for `seconds` on a fixed schedule, whatever
 * the answers do, over keep-alive connections opened as needed; each latency runs from the request's
 * scheduled time (a stalled app or load generator counts against it; no coordinated omission).
 * autocannon's overallRate is not that: it sends each connection's quota for the second back to
 * back and then pauses, a closed-loop burst every second.
 */
export async function openLoop(baseUrl, { name, method = 'POST', path, headers, bodies }, rate, seconds) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const inFlight = new Set();
  const send = (i, due) =>
    new Promise((resolve) => {
      const body = bodies[i % bodies.length];
      const req = httpRequest(
        { host: url.hostname, port: url.port, method, path, agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, timeout: 10_000 },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1;
            if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  while (sent < total) {
    const now = performance.now();
    // everything due by now goes out (a late timer sends the backlog at once, on its schedule)
    while (sent < total && start + sent * interval <= now) {
      const p = send(sent, start + sent * interval);
      inFlight.add(p);
      p.then(() => inFlight.delete(p));
      sent++;
    }
    const next = start + sent * interval - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(0, next)));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const r1 = (n) => Math.round(n * 10) / 10;
  return {
    name: `${name} at ${rate}/s offered (open loop)`,
    connections: `≤${agent.maxSockets}`,
    duration_s: seconds,
    requests_total: latencies.length + errors,
    rps: latencies.length / elapsed,
    latency_ms: {
      p50: r1(pct(latencies, 50)),
      p90: r1(pct(latencies, 90)),
      p99: r1(pct(latencies, 99)),
      max: r1(latencies[latencies.length - 1] ?? NaN),
      mean: r1(latencies.reduce((s, x) => s + x, 0) / Math.max(latencies.length, 1)),
    },
    non2xx,
    errors,
    timeouts: 0,
    status_codes: statusCodes,
  };
}
