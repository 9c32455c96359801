import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from '../observability/metrics.js';

export const detectionsTotal = new Counter({
  name: 'document_detections_total',
  help: 'Document detections by file type, cache outcome and tamper risk',
  labelNames: ['file_type', 'cached', 'tamper_risk'] as const,
  registers: [metricsRegistry],
});

export const analysisDuration = new Histogram({
  name: 'document_analysis_duration_seconds',
  help: 'Time to analyse one uncached document (with any wait for a worker thread), by file type',
  labelNames: ['file_type'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const uploadBuffersPooledBytes = new Gauge({
  name: 'document_upload_buffers_pooled_bytes',
  help: 'Bytes held in free upload buffers for reuse (this process)',
  registers: [metricsRegistry],
});
