// Histograms read from the app's GET /metrics (Prometheus text format), for the time between two scrapes:
// what the app itself measured (fraud_analysis_phase_seconds, http_request_duration_seconds) beside the load generator's view.

/** { [series labels without le]: { buckets: [[le, cumulative count]], sum, count } } of histogram `name` in `text`. */
export function parseHistogram(text, name) {
  const out = {};
  const series = (labels) => (out[labels] ??= { buckets: [], sum: 0, count: 0 });
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^(\w+?)(_bucket|_sum|_count)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const [, , part, labelText = '', value] = m;
    const labels = labelText.split(/,(?=\w+=")/).filter((l) => l && !l.startsWith('le='));
    const s = series(labels.join(','));
    if (part === '_bucket') {
      const le = /(?:^|,)le="([^"]+)"/.exec(labelText)[1];
      s.buckets.push([le === '+Inf' ? Infinity : Number(le), Number(value)]);
    } else s[part.slice(1)] = Number(value);
  }
  for (const s of Object.values(out)) s.buckets.sort((a, b) => a[0] - b[0]);
  return out;
}

/** The observations made between two parses of one series (a counter reset, as after a restart, gives null). */
export function histogramDelta(before, after) {
  if (!after) return null;
  if (!before) return after;
  if (after.count < before.count) return null;
  const was = new Map(before.buckets);
  return { buckets: after.buckets.map(([le, n]) => [le, n - (was.get(le) ?? 0)]), sum: after.sum - before.sum, count: after.count - before.count };
}

/**
 * The q-quantile (0-1) of a histogram, interpolated linearly within its bucket (as Prometheus' histogram_quantile);
 * the largest finite bound when it falls in the +Inf bucket (a lower limit then, not a value); null without observations.
 */
export function quantile(h, q) {
  if (!h?.count) return null;
  const rank = q * h.count;
  let lower = 0;
  let below = 0;
  for (const [le, n] of h.buckets) {
    if (n >= rank) {
      if (le === Infinity) return lower;
      return lower + ((le - lower) * (rank - below)) / Math.max(n - below, 1e-9);
    }
    [lower, below] = [le, n];
  }
  return lower;
}

/** Scrapes `${baseUrl}/metrics` and parses the histograms `names`. */
export async function scrapeHistograms(baseUrl, names) {
  const res = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  return Object.fromEntries(names.map((n) => [n, parseHistogram(text, n)]));
}
