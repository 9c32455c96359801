import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import { WEBHOOK_QUEUE } from './webhook.constants.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import { setQueueDepthSource } from './webhook-metrics.js';

/** The queue-depth gauge's figures: Bull counts by state, plus deliveries due in PostgreSQL. */
@Injectable()
export class WebhookQueueMetrics implements OnModuleInit {
  constructor(
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue,
    private readonly deliveries: WebhookDeliveryRepository,
  ) {}

  onModuleInit() {
    setQueueDepthSource(() => this.depth());
  }

  async depth(): Promise<Record<string, number>> {
    const [counts, due] = await Promise.all([this.queue.getJobCounts(), this.deliveries.countDue()]);
    return { ...counts, due_in_postgres: due };
  }
}
