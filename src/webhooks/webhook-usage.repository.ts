import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';

/** The webhooks domain's counts for the usage summary (exported by WebhooksModule). */
@Injectable()
export class WebhookUsageRepository {
  constructor(@InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>) {}

  /** Deliveries created since `since`, by status. */
  async deliveriesByStatus(organizationId: string, livemode: boolean, since: Date): Promise<Record<string, number>> {
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .select('d.status', 'status')
      .addSelect('count(*)::int', 'count')
      .where('d.organization_id = :organizationId AND d.livemode = :livemode AND d.created_at >= :since', { organizationId, livemode, since })
      .groupBy('d.status')
      .getRawMany<{ status: string; count: number }>();
    return Object.fromEntries(rows.map((r) => [r.status, r.count]));
  }
}
