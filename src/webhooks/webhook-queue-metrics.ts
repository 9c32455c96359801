import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { WEBHOOK_QUEUE } from './webhook.constants.js';
import { queueDepth } from './webhook-metrics.js';

/** Refreshes the queue-depth gauge every few seconds (Bull counts, plus deliveries due in PostgreSQL). */
@Injectable()
export class WebhookQueueMetrics implements OnModuleInit {
  constructor(
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit() {
    setInterval(() => void this.refresh(), 5000).unref();
  }

  async refresh() {
    try {
      const counts = await this.queue.getJobCounts();
      for (const [state, n] of Object.entries(counts)) queueDepth.set({ state }, n);
      const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()`);
      queueDepth.set({ state: 'due_in_postgres' }, n);
    } catch {
      // Redis or PostgreSQL away: readiness reports it; the gauge keeps its last value.
    }
  }
}
