import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { FraudAlert } from '../entities/fraud-alert.entity.js';

/** The alert an analysis opens. */
export type NewAlert = Omit<FraudAlert, 'id'>;

/** Fraud alerts, always within one organization. */
@Injectable()
export class AlertRepository {
  constructor(@InjectRepository(FraudAlert) private readonly alerts: Repository<FraudAlert>) {}

  /** A page of the organization's alerts, newest first, with the total count. */
  findPage(organizationId: string, livemode: boolean, filter: { account?: string; severity?: string }, page: number, pageSize: number): Promise<[FraudAlert[], number]> {
    return this.alerts.findAndCount({
      where: {
        organizationId,
        livemode,
        ...(filter.account !== undefined && { accountNumber: filter.account }),
        ...(filter.severity !== undefined && { severity: filter.severity }),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: pageSize,
      skip: (page - 1) * pageSize,
    });
  }

  findOne(organizationId: string, livemode: boolean, id: string): Promise<FraudAlert | null> {
    return this.alerts.findOneBy({ id, organizationId, livemode });
  }

  /** Opens an alert in the caller's transaction (with its outbox event); returns its id. */
  async insert(manager: EntityManager, alert: NewAlert): Promise<string> {
    const { identifiers } = await manager.insert(FraudAlert, alert);
    return identifiers[0].id as string;
  }
}
