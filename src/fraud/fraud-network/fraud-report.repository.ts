import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { modifyReturning, named } from '../../database/sql.js';
import { FraudReport, type ReportStatus } from '../entities/fraud-report.entity.js';

export type NewFraudReport = Pick<FraudReport, 'organizationId' | 'livemode' | 'reporterEmail' | 'accountNumber' | 'fraudType' | 'amountLost' | 'description' | 'evidenceUrls'>;

const REPORT_COLUMNS = `id, organization_id AS "organizationId", livemode, reporter_email AS "reporterEmail", account_number AS "accountNumber", fraud_type AS "fraudType",
  amount_lost AS "amountLost", description, evidence_urls AS "evidenceUrls", status, counts_for_network AS "countsForNetwork", created_at AS "createdAt", reviewed_at AS "reviewedAt"`;

/** Fraud network reports. */
@Injectable()
export class FraudReportRepository {
  constructor(@InjectRepository(FraudReport) private readonly reports: Repository<FraudReport>) {}

  /** Reports on an account that count in `viewer`'s view: its own, and others' that count for the network; newest first. */
  visibleOnAccount(viewer: string, livemode: boolean, account: string, limit: number): Promise<FraudReport[]> {
    return this.reports.find({
      where: [
        { accountNumber: account, livemode, organizationId: viewer },
        { accountNumber: account, livemode, countsForNetwork: true },
      ],
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  /** Files a report; `countsForNetwork` is its organization's approval, read (share-locked) in the same transaction. */
  async insert(manager: EntityManager, r: NewFraudReport & Pick<FraudReport, 'countsForNetwork'>): Promise<FraudReport> {
    const q = named(
      `INSERT INTO fraud_reports (organization_id, livemode, reporter_email, account_number, fraud_type, amount_lost, description, evidence_urls, counts_for_network)
       VALUES (:organizationId, :livemode, :reporterEmail, :accountNumber, :fraudType, :amountLost, :description, :evidenceUrls, :countsForNetwork)
       RETURNING ${REPORT_COLUMNS}`,
      { ...r, evidenceUrls: JSON.stringify(r.evidenceUrls) },
    );
    return (await manager.query(q.text, q.values))[0];
  }

  /**
   * The organization's reports start counting for the network (`counts` true; each in its own mode's network), or stop (false);
   * the accounts of the reports that changed.
   */
  async setCountsForNetwork(manager: EntityManager, organizationId: string, counts: boolean): Promise<{ account_number: string; livemode: boolean }[]> {
    const q = named(`UPDATE fraud_reports SET counts_for_network = :counts WHERE organization_id = :organizationId AND counts_for_network <> :counts RETURNING account_number, livemode`, {
      organizationId,
      counts,
    });
    return modifyReturning<{ account_number: string; livemode: boolean }>(manager, q.text, q.values);
  }

  findOwn(organizationId: string, livemode: boolean, id: string): Promise<FraudReport | null> {
    return this.reports.findOneBy({ id, organizationId, livemode });
  }

  /** Every organization's reports of one mode (the reviewers' queue), newest first, with the total count. */
  findPage(livemode: boolean, status: ReportStatus | undefined, page: number, pageSize: number): Promise<[FraudReport[], number]> {
    return this.reports.findAndCount({
      where: status === undefined ? { livemode } : { status, livemode },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: pageSize,
      skip: (page - 1) * pageSize,
    });
  }

  /** A report locked for a status change in `manager`'s transaction. */
  lockOne(manager: EntityManager, livemode: boolean, id: string): Promise<FraudReport | null> {
    return manager.findOne(FraudReport, { where: { id, livemode }, lock: { mode: 'pessimistic_write' } });
  }

  async setStatus(manager: EntityManager, id: string, status: ReportStatus): Promise<FraudReport> {
    const q = named(`UPDATE fraud_reports SET status = :status, reviewed_at = now() WHERE id = :id RETURNING ${REPORT_COLUMNS}`, { id, status });
    return (await modifyReturning<FraudReport>(manager, q.text, q.values))[0];
  }
}
