import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Counter } from 'prom-client';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { metricsRegistry } from '../observability/metrics.js';
import { NewRequestLog, RequestLogRepository } from './request-log.repository.js';

const dropped = new Counter({
  name: 'request_log_dropped_total',
  help: 'Request log entries dropped (buffer full or a failed batch insert)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

/**
 * Buffers request log entries in process and writes them in multi-row INSERTs every flushMs (or as soon as a
 * batch is full), off the request's path. The buffer is bounded: past it an entry is dropped and counted.
 */
@Injectable()
export class RequestLogService implements OnModuleDestroy {
  private readonly logger = new Logger(RequestLogService.name);
  private buffer: NewRequestLog[] = [];
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly repository: RequestLogRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.timer = setInterval(() => void this.flush(), config.requestLog.flushMs);
    this.timer.unref();
  }

  /** Never throws and never waits: the caller is a response's finish event. */
  record(entry: NewRequestLog) {
    if (this.buffer.length >= this.config.requestLog.bufferMax) {
      dropped.inc({ reason: 'buffer_full' });
      return;
    }
    this.buffer.push(entry);
    if (this.buffer.length >= this.config.requestLog.batchSize && !this.flushing) setImmediate(() => void this.flush());
  }

  /** Writes everything buffered so far (tests and shutdown call it directly). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.buffer.length) return;
    this.flushing = this.drain().finally(() => (this.flushing = null));
    await this.flushing;
  }

  private async drain() {
    while (this.buffer.length) {
      const batch = this.buffer.splice(0, this.config.requestLog.batchSize);
      try {
        await this.repository.insertMany(batch);
      } catch (err) {
        dropped.inc({ reason: 'insert_failed' }, batch.length);
        this.logger.warn(`request log batch of ${batch.length} dropped: ${(err as Error).message}`);
      }
    }
  }

  async onModuleDestroy() {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  get buffered() {
    return this.buffer.length;
  }
}
