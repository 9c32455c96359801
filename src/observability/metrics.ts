import cluster from 'node:cluster';
import type { NextFunction, Request, Response } from 'express';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** One registry per process; other modules add their metrics to it. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
if (cluster.isWorker) {
  // an api process under API_PROCESSES: answers the primary's requests for this registry (API_PROCESSES_METRICS_PORT)
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry(); // adds the listener for the primary's requests
}

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

const latency = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** Labels by route template (never the raw URL, which would carry ids and explode cardinality). */
export function metricsMiddleware(req: Request, res: Response, next: NextFunction) {
  const end = latency.startTimer();
  res.on('finish', () => {
    const route = req.route?.path ? `${req.baseUrl}${req.route.path}` : 'unmatched';
    const labels = { method: req.method, route, status: String(res.statusCode) };
    requests.inc(labels);
    end(labels);
  });
  next();
}
