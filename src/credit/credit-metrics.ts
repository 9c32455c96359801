import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from '../observability/metrics.js';

export const bureauCalls = new Counter({
  name: 'credit_bureau_calls_total',
  help: 'Bureau file requests by bureau and outcome (ok, unavailable)',
  labelNames: ['bureau', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const bureauLatency = new Histogram({
  name: 'credit_bureau_duration_seconds',
  help: 'Time for a bureau to answer a file request',
  labelNames: ['bureau'] as const,
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const consentRefusals = new Counter({
  name: 'credit_consent_refusals_total',
  help: 'Credit calls refused for their consent, by reason',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});
