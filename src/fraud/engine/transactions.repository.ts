import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FraudTransaction } from '../entities/fraud-transaction.entity.js';

/** Reads of analysed transactions outside the engine's hot path. */
@Injectable()
export class TransactionsRepository {
  constructor(@InjectRepository(FraudTransaction) private readonly transactions: Repository<FraudTransaction>) {}

  /** The organization's latest analyses (in one mode) with the account as sender or receiver. */
  recentOfAccount(organizationId: string, livemode: boolean, account: string, limit: number): Promise<FraudTransaction[]> {
    return this.transactions.find({
      where: [
        { organizationId, livemode, senderAccount: account },
        { organizationId, livemode, receiverAccount: account },
      ],
      order: { occurredAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** One analysis of the organization (in one mode) by its row id. */
  findOne(organizationId: string, livemode: boolean, id: string): Promise<FraudTransaction | null> {
    return this.transactions.findOneBy({ id, organizationId, livemode });
  }
}
