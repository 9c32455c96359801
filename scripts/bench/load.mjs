// Load generation with autocannon, in this process (the machine's cores are shared with the app).
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
