import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from '../observability/metrics.js';

export const deliveriesTotal = new Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook delivery attempts by outcome (success, retry, failed, disabled)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const deliveryLatency = new Histogram({
  name: 'webhook_delivery_duration_seconds',
  help: 'Time for the receiver to answer one attempt',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

type DepthSource = () => Promise<Record<string, number>>;
let depthSource: DepthSource | undefined;
const DEPTH_READ_TIMEOUT_MS = 1000;

/** Where webhook_queue_depth is read from at scrape time (set once the queue and the database exist). */
export function setQueueDepthSource(source: DepthSource) {
  depthSource = source;
}

/** Read when /metrics is scraped, so every replica reports current figures without a timer. */
export const queueDepth = new Gauge({
  name: 'webhook_queue_depth',
  help: 'Webhook jobs in Bull by state, and deliveries due in PostgreSQL',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  async collect() {
    if (!depthSource) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), DEPTH_READ_TIMEOUT_MS)));
    // Redis or PostgreSQL away: readiness reports it; the scrape still answers, with the last values.
    const depth = await Promise.race([depthSource().catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
    for (const [state, n] of Object.entries(depth ?? {})) this.set({ state }, n);
  },
});
