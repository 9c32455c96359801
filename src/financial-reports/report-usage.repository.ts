import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ReportCase } from './entities/report-case.entity.js';

/** The financial reports domain's counts for the usage summary (exported by FinancialReportsModule). */
@Injectable()
export class ReportUsageRepository {
  constructor(@InjectRepository(ReportCase) private readonly cases: Repository<ReportCase>) {}

  /** Cases created since `since`, by their current state. */
  async casesByState(organizationId: string, livemode: boolean, since: Date): Promise<Record<string, number>> {
    const rows = await this.cases
      .createQueryBuilder('c')
      .select('c.status', 'status')
      .addSelect('count(*)::int', 'count')
      .where('c.organization_id = :organizationId AND c.livemode = :livemode AND c.created_at >= :since', { organizationId, livemode, since })
      .groupBy('c.status')
      .getRawMany<{ status: string; count: number }>();
    return Object.fromEntries(rows.map((r) => [r.status, r.count]));
  }
}
