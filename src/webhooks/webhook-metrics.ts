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

export const queueDepth = new Gauge({
  name: 'webhook_queue_depth',
  help: 'Webhook jobs in Bull by state, and deliveries due in PostgreSQL',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});
