import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { FraudAlert } from './entities/fraud-alert.entity.js';
import { FraudTransaction } from './entities/fraud-transaction.entity.js';

/** The fraud domain's counts for the usage summary (exported by FraudModule); one organization and mode at a time. */
@Injectable()
export class FraudUsageRepository {
  constructor(
    @InjectRepository(FraudTransaction) private readonly transactions: Repository<FraudTransaction>,
    @InjectRepository(FraudAlert) private readonly alerts: Repository<FraudAlert>,
  ) {}

  /** Analyses by recommended action whose transaction time is since `since`. */
  async analysesByAction(organizationId: string, livemode: boolean, since: Date): Promise<Record<string, number>> {
    const rows = await this.transactions
      .createQueryBuilder('t')
      .select('t.recommended_action', 'action')
      .addSelect('count(*)::int', 'count')
      .where('t.organization_id = :organizationId AND t.livemode = :livemode AND t.occurred_at >= :since', { organizationId, livemode, since })
      .groupBy('t.recommended_action')
      .getRawMany<{ action: string; count: number }>();
    return Object.fromEntries(rows.map((r) => [r.action, r.count]));
  }

  /** Alerts not yet resolved (open or in review). */
  openAlerts(organizationId: string, livemode: boolean): Promise<number> {
    return this.alerts.countBy({ organizationId, livemode, status: In(['open', 'in_review']) });
  }
}
