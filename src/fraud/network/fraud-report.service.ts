import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { modifyReturning } from '../../database/sql.js';
import type { FraudReportDetailDto, FraudReportDto, NetworkReportDto } from '../dto/report.dto.js';
import type { ReportStatus } from '../entities/fraud-report.entity.js';
import { FraudScoreService } from '../fraud-score.service.js';
import { NetworkRoles } from './network-roles.service.js';

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
  created_at: Date;
  reviewed_at: Date | null;
}

const NEXT: Record<ReportStatus, ReportStatus | null> = { received: 'under_review', under_review: 'verified', verified: null };

/** The shared fraud network: reports, their review workflow, and their effect on every organization's scores. */
@Injectable()
export class FraudReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scores: FraudScoreService,
    private readonly roles: NetworkRoles,
  ) {}

  async submit(principal: Principal, dto: FraudReportDto) {
    return this.db.transaction(async (m) => {
      const [row] = (await m.query(
        `INSERT INTO fraud_reports (organization_id, reporter_email, account_number, fraud_type, amount_lost, description, evidence_urls)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, status, created_at`,
        [principal.organizationId, dto.reporter_email.toLowerCase(), dto.account_number, dto.fraud_type, dto.amount_lost ?? null, dto.description ?? null, JSON.stringify(dto.evidence_urls ?? [])],
      )) as ReportRow[];
      // The reporting organization is now linked to the account; everyone linked sees the new report.
      await this.scores.recomputeForOrganization(m, principal.organizationId, dto.account_number);
      await this.scores.recomputeForAllOrganizations(m, dto.account_number);
      return { report_id: row.id, status: row.status, created_at: new Date(row.created_at).toISOString() };
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
