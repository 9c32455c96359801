import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { modifyReturning } from '../../database/sql.js';
import type { FraudReportDetailDto, FraudReportDto, NetworkReportDto } from '../dto/report.dto.js';
import type { ReportStatus } from '../entities/fraud-report.entity.js';
import { FraudScoreService } from '../fraud-score.service.js';
import { NetworkRoles } from './network-roles.service.js';
import { ReportRateLimit } from './report-rate-limit.service.js';

interface ReportRow {
  id: string;
  organization_id: string;
  reporter_email: string;
  account_number: string;
  fraud_type: string;
  amount_lost: string | null;
  description: string | null;
  evidence_urls: string[];
  status: ReportStatus;
  counts_for_network: boolean;
  created_at: Date;
  reviewed_at: Date | null;
}

export interface NetworkApproval {
  organization_id: string;
  name: string;
  network_approved: true;
  /** the organization's reports that count for others from now on */
  reports_now_counted: number;
  accounts_rescored: number;
}

const NEXT: Record<ReportStatus, ReportStatus | null> = { received: 'under_review', under_review: 'verified', verified: null };

/** The shared fraud network: reports, their review workflow, and their effect on every organization's scores. */
@Injectable()
export class FraudReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scores: FraudScoreService,
    private readonly roles: NetworkRoles,
    private readonly rateLimit: ReportRateLimit,
  ) {}

  async submit(principal: Principal, dto: FraudReportDto) {
    await this.rateLimit.consume(principal.organizationId);
    return this.db.transaction(async (m) => {
      // The organization row is share-locked so that an approval running now cannot miss this report.
      const [row] = (await m.query(
        `INSERT INTO fraud_reports (organization_id, reporter_email, account_number, fraud_type, amount_lost, description, evidence_urls, counts_for_network)
         SELECT o.id, $2, $3, $4, $5, $6, $7, o.network_approved FROM organizations o WHERE o.id = $1 FOR SHARE
         RETURNING id, status, created_at, counts_for_network`,
        [principal.organizationId, dto.reporter_email.toLowerCase(), dto.account_number, dto.fraud_type, dto.amount_lost ?? null, dto.description ?? null, JSON.stringify(dto.evidence_urls ?? [])],
      )) as ReportRow[];
      // The reporting organization is now linked to the account; everyone linked sees the new report
      // if it counts for them.
      await this.scores.recomputeForOrganization(m, principal.organizationId, dto.account_number);
      if (row.counts_for_network) await this.scores.recomputeForAllOrganizations(m, dto.account_number);
      return { report_id: row.id, status: row.status, created_at: new Date(row.created_at).toISOString() };
    });
  }

  /**
   * The operator approves a (self-signed-up) organization for the network: its reports, past and
   * future, count for other organizations, whose scores on the accounts concerned are recomputed.
   */
  async approveOrganization(organizationId: string): Promise<NetworkApproval> {
    if (!isUUID(organizationId)) throw ApiError.notFound('Organization');
    return this.db.transaction(async (m) => {
      const [org] = await modifyReturning<{ id: string; name: string }>(m, `UPDATE organizations SET network_approved = true WHERE id = $1 RETURNING id, name`, [organizationId]);
      if (!org) throw ApiError.notFound('Organization');
      const reports = await modifyReturning<{ account_number: string }>(
        m,
        `UPDATE fraud_reports SET counts_for_network = true WHERE organization_id = $1 AND NOT counts_for_network RETURNING account_number`,
        [organizationId],
      );
      const accounts = [...new Set(reports.map((r) => r.account_number))].sort();
      for (const account of accounts) await this.scores.recomputeForAllOrganizations(m, account);
      return { organization_id: org.id, name: org.name, network_approved: true, reports_now_counted: reports.length, accounts_rescored: accounts.length };
    });
  }

  /** The reporting organization's own report; any other organization gets 404. */
  async get(principal: Principal, id: string): Promise<FraudReportDetailDto> {
    const [row] = (await this.db.query(`SELECT * FROM fraud_reports WHERE id = $1 AND organization_id = $2`, [id, principal.organizationId])) as ReportRow[];
    if (!row) throw ApiError.notFound('Fraud report');
    return {
      ...networkView(row),
      reporter_email: row.reporter_email,
      description: row.description,
    };
  }

  async listForReview(principal: Principal, status: ReportStatus | undefined, page: number, pageSize: number) {
    await this.assertReviewer(principal);
    const [{ count }] = (await this.db.query(`SELECT count(*)::int AS count FROM fraud_reports WHERE $1::text IS NULL OR status = $1`, [status ?? null])) as { count: number }[];
    const rows = (await this.db.query(`SELECT * FROM fraud_reports WHERE $1::text IS NULL OR status = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
      status ?? null,
      pageSize,
      (page - 1) * pageSize,
    ])) as ReportRow[];
    return { count, page, page_size: pageSize, results: rows.map(networkView) };
  }

  /** received -> under_review -> verified, one step at a time, by the network's reviewers. */
  async move(principal: Principal, id: string, to: ReportStatus): Promise<NetworkReportDto> {
    await this.assertReviewer(principal);
    return this.db.transaction(async (m) => {
      const [current] = (await m.query(`SELECT * FROM fraud_reports WHERE id = $1 FOR UPDATE`, [id])) as ReportRow[];
      if (!current) throw ApiError.notFound('Fraud report');
      if (NEXT[current.status] !== to) throw ApiError.conflict(`A ${current.status} report cannot move to ${to}; reports move received -> under_review -> verified.`);
      const [row] = await modifyReturning<ReportRow>(m, `UPDATE fraud_reports SET status = $2, reviewed_at = now() WHERE id = $1 RETURNING *`, [id, to]);
      await this.scores.recomputeForAllOrganizations(m, row.account_number);
      return networkView(row);
    });
  }

  private async assertReviewer(principal: Principal) {
    if (!(await this.roles.isNetworkReviewer(principal))) throw ApiError.forbidden('Only the fraud network operator’s administrators review reports.');
  }
}

function networkView(r: ReportRow): NetworkReportDto {
  return {
    report_id: r.id,
    account_number: r.account_number,
    fraud_type: r.fraud_type,
    status: r.status,
    amount_lost: r.amount_lost === null ? null : Number(r.amount_lost),
    evidence_urls: r.evidence_urls ?? [],
    created_at: new Date(r.created_at).toISOString(),
    reviewed_at: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
  };
}
