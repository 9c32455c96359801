import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CreditReport } from './credit-report.entity.js';

export type NewCreditReport = Pick<CreditReport, 'id' | 'organizationId' | 'livemode' | 'bvnEncrypted' | 'bvnHash' | 'consentId' | 'bureau'>;

/** Credit report rows; their status changes go through the job lifecycle (credit-report.lifecycle.ts). */
@Injectable()
export class CreditReportRepository {
  constructor(@InjectRepository(CreditReport) private readonly reports: Repository<CreditReport>) {}

  async insertPending(report: NewCreditReport): Promise<void> {
    await this.reports.insert({ ...report, status: 'pending' });
  }

  findOwned(id: string, organizationId: string, livemode: boolean): Promise<CreditReport | null> {
    return this.reports.findOne({ where: { id, organizationId, livemode } });
  }
}
