import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { hotPathPool } from '../../database/hot-path.js';
import { named } from '../../database/sql.js';
import { CreditAccessLog } from './credit-access-log.entity.js';

export type NewAccessLine = Omit<CreditAccessLog, 'id' | 'createdAt'>;

/** Lines of one organization; each hash list matches a line holding any of its hashes (current or legacy). */
export interface AccessLogFilter {
  organizationId: string;
  livemode: boolean;
  subjectHashes: string[][];
  action?: string;
}

const INSERT = `INSERT INTO credit_access_log (organization_id, livemode, actor, action, subject_hash, subject_masked, consent_reference, resource_id, outcome, reason, request_id)
  VALUES (:organizationId, :livemode, :actor, :action, :subjectHash, :subjectMasked, :consentReference, :resourceId, :outcome, :reason, :requestId)`;

/** The append-only access log of BVN/NIN data. */
@Injectable()
export class CreditAccessLogRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(CreditAccessLog) private readonly lines: Repository<CreditAccessLog>,
  ) {}

  /** On every credit read: a named prepared statement on the pool. */
  async append(line: NewAccessLine): Promise<void> {
    await hotPathPool(this.db).query({ name: 'credit_access_log_insert', ...named(INSERT, line) });
  }

  /** Newest first, and the total matching. */
  page(filter: AccessLogFilter, page: number, pageSize: number): Promise<[CreditAccessLog[], number]> {
    const q = this.lines.createQueryBuilder('l').where('l.organizationId = :organizationId AND l.livemode = :livemode', { organizationId: filter.organizationId, livemode: filter.livemode });
    filter.subjectHashes.forEach((hashes, i) => q.andWhere(`l.subjectHash IN (:...hashes${i})`, { [`hashes${i}`]: hashes }));
    if (filter.action) q.andWhere('l.action = :action', { action: filter.action });
    return q
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
  }
}
