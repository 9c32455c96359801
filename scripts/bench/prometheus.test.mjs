import assert from 'node:assert/strict';
import { test } from 'node:test';
import { histogramDelta, parseHistogram, quantile } from './prometheus.mjs';

const scrape = (read, write) => `# HELP fraud_analysis_phase_seconds Time
# TYPE fraud_analysis_phase_seconds histogram
fraud_analysis_phase_seconds_bucket{le="0.001",phase="read"} ${read[0]}
fraud_analysis_phase_seconds_bucket{le="0.005",phase="read"} ${read[1]}
fraud_analysis_phase_seconds_bucket{le="+Inf",phase="read"} ${read[2]}
fraud_analysis_phase_seconds_sum{phase="read"} ${read[3]}
fraud_analysis_phase_seconds_count{phase="read"} ${read[2]}
fraud_analysis_phase_seconds_bucket{le="0.001",phase="write"} ${write[0]}
fraud_analysis_phase_seconds_bucket{le="0.005",phase="write"} ${write[1]}
fraud_analysis_phase_seconds_bucket{le="+Inf",phase="write"} ${write[2]}
fraud_analysis_phase_seconds_sum{phase="write"} ${write[3]}
fraud_analysis_phase_seconds_count{phase="write"} ${write[2]}
fraud_analysis_phase_seconds_other_bucket{le="1"} 5
`;

test('a histogram is parsed per series, its buckets in order, le dropped from the series', () => {
  const h = parseHistogram(scrape([1, 2, 3, 0.5], [0, 4, 4, 0.01]), 'fraud_analysis_phase_seconds');
  assert.deepEqual(Object.keys(h).sort(), ['phase="read"', 'phase="write"']);
  assert.deepEqual(h['phase="read"'], { buckets: [[0.001, 1], [0.005, 2], [Infinity, 3]], sum: 0.5, count: 3 });
});

test('the delta is what was observed between two scrapes; quantiles interpolate within a bucket', () => {
  const before = parseHistogram(scrape([10, 10, 10, 0.005], [0, 0, 0, 0]), 'fraud_analysis_phase_seconds');
  const after = parseHistogram(scrape([10, 110, 110, 0.3], [0, 0, 0, 0]), 'fraud_analysis_phase_seconds');
  const d = histogramDelta(before['phase="read"'], after['phase="read"']);
  assert.equal(d.count, 100);
  assert.ok(Math.abs(d.sum - 0.295) < 1e-9);
  // all 100 fell in (0.001, 0.005]: the median is midway, the 99th percentile near the top
  assert.ok(Math.abs(quantile(d, 0.5) - 0.003) < 1e-9);
  assert.ok(Math.abs(quantile(d, 0.99) - 0.00496) < 1e-9);
  // nothing observed: no quantile; a counter that went back (a restart): no delta
  assert.equal(quantile(histogramDelta(before['phase="write"'], after['phase="write"']), 0.5), null);
  assert.equal(histogramDelta(after['phase="read"'], before['phase="read"']), null);
});

test('a quantile in the +Inf bucket is the largest finite bound', () => {
  const h = { buckets: [[0.001, 0], [0.005, 1], [Infinity, 10]], sum: 1, count: 10 };
  assert.equal(quantile(h, 0.99), 0.005);
  assert.equal(quantile(h, 0.05), 0.003);
});
