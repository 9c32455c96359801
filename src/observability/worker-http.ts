import { createServer, Server } from 'node:http';
import { metricsRegistry } from './metrics.js';

/**
 * The worker role has no API; it still answers /health/live and /metrics (delivery counters,
 * queue depth) on its own port so it can be probed and scraped.
 */
export function startWorkerHttp(port: number, host: string): Server {
  const server = createServer((req, res) => {
    if (req.url === '/health/live') {
      res.setHeader('Content-Type', 'application/json');
      return res.end('{"status":"ok"}');
    }
    if (req.url === '/metrics') {
      metricsRegistry
        .metrics()
        .then((text) => {
          res.setHeader('Content-Type', metricsRegistry.contentType);
          res.end(text);
        })
        .catch(() => {
          res.statusCode = 500;
          res.end();
        });
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end('{"error":{"code":"NOT_FOUND","message":"No such route.","details":[],"request_id":""}}');
  });
  server.listen(port, host);
  return server;
}
