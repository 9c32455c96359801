import { Counter, Histogram } from 'prom-client';
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

/**
 * Where an analysis waits, by step: `read` (the engine's read statement, with the Idempotency-Key's claim when one is
 * sent), `velocity` (the Redis windows' script) and `write` (queued for and inside the group-committed write, to its
 * commit). The rest of a request's time is the HTTP stack, the engine itself and the event loop.
 */
export const analysisPhaseSeconds = new Histogram({
  name: 'fraud_analysis_phase_seconds',
  help: 'Time an analysis spends in each step (read: the engine read with the key claim; velocity: the Redis windows; write: queued for and in the group-committed write, to its commit)',
  labelNames: ['phase'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

/** The steps' series, bound once: an observation is then a bucket search and two adds. */
const PHASES = {
  read: analysisPhaseSeconds.labels({ phase: 'read' }),
  velocity: analysisPhaseSeconds.labels({ phase: 'velocity' }),
  write: analysisPhaseSeconds.labels({ phase: 'write' }),
};

/** Runs `work` and observes its time in `phase` once it settles (a failure is timed too, and passed on as it was). */
export async function timedPhase<T>(phase: keyof typeof PHASES, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    PHASES[phase].observe((performance.now() - started) / 1000);
  }
}

/** Analyses per write statement that committed: how far group commit gathers them (1 when each commits alone). */
export const analysisWriteBatchRows = new Histogram({
  name: 'fraud_analysis_write_batch_rows',
  help: 'Analyses written per group-committed statement that committed',
  buckets: [1, 2, 4, 8, 16, 32, 64],
  registers: [metricsRegistry],
});
