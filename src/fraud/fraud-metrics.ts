import { Counter } from 'prom-client';
import { metricsRegistry } from '../observability/metrics.js';

/** Analyses by decision, and signals by code: what the engine is deciding, at a glance. */
export const analysesTotal = new Counter({
  name: 'fraud_analyses_total',
  help: 'Transactions analysed, by risk level and recommended action',
  labelNames: ['risk_level', 'action'] as const,
  registers: [metricsRegistry],
});

export const signalsTotal = new Counter({
  name: 'fraud_signals_total',
  help: 'Signals that contributed to an analysis, by code',
  labelNames: ['code'] as const,
  registers: [metricsRegistry],
});
