import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, EntityManager } from 'typeorm';
import { OrganizationRepository } from '../../accounts/organization.repository.js';
import type { OrgScope, Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import type { FraudReportDetailDto, FraudReportDto, NetworkReportDto } from '../dto/fraud-report.dto.js';
import type { FraudReport, ReportStatus } from '../entities/fraud-report.entity.js';
import { FraudScoreService } from '../fraud-score.service.js';
import { FraudReportRepository, type NewFraudReport } from './fraud-report.repository.js';
import { FraudNetworkRoles } from './fraud-network-roles.service.js';
import { FraudReportRateLimit } from './fraud-report-rate-limit.service.js';

export interface NetworkApproval {
  organization_id: string;
  name: string;
  network_approved: true;
  /** the organization's reports that count for other organizations from now on */
  reports_now_counted: number;
  accounts_rescored: number;
}

export interface NetworkRevocation {
  organization_id: string;
  name: string;
  network_approved: false;
  /** the organization's reports that no longer count for other organizations (they still count for itself) */
  reports_no_longer_counted: number;
  accounts_rescored: number;
}

const NEXT: Record<ReportStatus, ReportStatus | null> = { received: 'under_review', under_review: 'verified', verified: null };

/** The shared fraud network: reports, their review workflow, and their effect on every organization's scores. */
@Injectable()
export class FraudReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reports: FraudReportRepository,
    private readonly organizations: OrganizationRepository,
    private readonly scores: FraudScoreService,
    private readonly roles: FraudNetworkRoles,
    private readonly rateLimit: FraudReportRateLimit,
  ) {}

  async submit(principal: Principal, dto: FraudReportDto) {
    await this.rateLimit.consume(principal.organizationId);
    return this.db.transaction(async (m) => {
      const row = await this.file(m, principal, {
        reporterEmail: dto.reporter_email,
        accountNumber: dto.account_number,
        fraudType: dto.fraud_type,
        amountLost: dto.amount_lost == null ? null : String(dto.amount_lost),
        description: dto.description ?? null,
        evidenceUrls: dto.evidence_urls ?? [],
      });
      return { report_id: row.id, status: row.status, created_at: new Date(row.createdAt).toISOString() };
    });
  }

  /**
   * An analyst confirmed fraud on a transfer and the organization opted in: its report on the receiving
   * account, filed in the caller's transaction, enters the network's review like any other.
   */
  async fileConfirmedFraud(m: EntityManager, scope: OrgScope, report: { account: string; amountLost: string | null; reporterEmail: string; transactionId: string | null }) {
    const row = await this.file(m, scope, {
      reporterEmail: report.reporterEmail,
      accountNumber: report.account,
      fraudType: 'other',
      amountLost: report.amountLost,
      description: `Confirmed by an analyst on fraud alert review${report.transactionId ? ` (transaction ${report.transactionId})` : ''}.`,
      evidenceUrls: [],
    });
    return row.id;
  }

  /** Files a report in `m`; it counts for the network when its organization is approved, and everyone linked to the account is rescored. */
  private async file(m: EntityManager, scope: OrgScope, r: Omit<NewFraudReport, 'organizationId' | 'livemode'>): Promise<FraudReport> {
    // share-locked: an approval running now cannot miss this report
    const approved = await this.organizations.lockNetworkApproval(m, scope.organizationId);
    const row = await this.reports.insert(m, { ...r, reporterEmail: r.reporterEmail.toLowerCase(), organizationId: scope.organizationId, livemode: scope.livemode, countsForNetwork: approved === true });
    await this.scores.recomputeForOrganization(m, scope, r.accountNumber);
    if (row.countsForNetwork) await this.scores.recomputeForAllOrganizations(m, scope.livemode, r.accountNumber, { source: 'network_report', except: scope.organizationId });
    return row;
  }

  /**
   * The operator approves a (self-signed-up) organization for the network: its reports, past and
   * future, count for other organizations, whose scores on the accounts concerned are recomputed.
   */
  async approveOrganization(organizationId: string): Promise<NetworkApproval> {
    const { org, reports, accounts } = await this.setMembership(organizationId, true);
    return { organization_id: org.id, name: org.name, network_approved: true, reports_now_counted: reports, accounts_rescored: accounts };
  }

  /**
   * The operator removes an organization from the network (a member found feeding it made-up reports or traffic, say): from
   * this transaction on, its reports (verified ones too, as before an approval), network rows and document uploads count for
   * no other organization, whose scores on the accounts its reports concern are recomputed, and it reads no other member's
   * document counts. Its own view keeps its own. The operator's own organization runs the network and cannot leave it.
   */
  async revokeOrganization(organizationId: string): Promise<NetworkRevocation> {
    const { org, reports, accounts } = await this.setMembership(organizationId, false);
    return { organization_id: org.id, name: org.name, network_approved: false, reports_no_longer_counted: reports, accounts_rescored: accounts };
  }

  /** Sets the organization's network approval and its reports' with it, in one transaction; rescores every organization's view of the accounts concerned. */
  private async setMembership(organizationId: string, approved: boolean) {
    if (!isUUID(organizationId)) throw ApiError.notFound('Organization');
    return this.db.transaction(async (m) => {
      const org = await this.organizations.setNetworkApproval(m, organizationId, approved);
      if (!org) throw ApiError.notFound('Organization');
      if (!approved && org.isOperator) throw ApiError.conflict('The operator’s organization runs the fraud network and cannot leave it.');
      const reports = await this.reports.setCountsForNetwork(m, organizationId, approved);
      const accounts = [...new Set(reports.map((r) => `${r.livemode ? 1 : 0}:${r.account_number}`))].sort();
      for (const key of accounts) await this.scores.recomputeForAllOrganizations(m, key.startsWith('1:'), key.slice(2));
      return { org, reports: reports.length, accounts: accounts.length };
    });
  }

  /** The reporting organization's own report; any other organization gets 404. */
  async get(principal: Principal, id: string): Promise<FraudReportDetailDto> {
    const row = await this.reports.findOwn(principal.organizationId, principal.livemode, id);
    if (!row) throw ApiError.notFound('Fraud report');
    return {
      ...networkView(row),
      reporter_email: row.reporterEmail,
      description: row.description,
    };
  }

  async listForReview(principal: Principal, status: ReportStatus | undefined, page: number, pageSize: number) {
    await this.assertReviewer(principal);
    const [rows, count] = await this.reports.findPage(principal.livemode, status, page, pageSize);
    return { count, page, page_size: pageSize, results: rows.map(networkView) };
  }

  /** received -> under_review -> verified, one step at a time, by the network's reviewers. */
  async move(principal: Principal, id: string, to: ReportStatus): Promise<NetworkReportDto> {
    await this.assertReviewer(principal);
    return this.db.transaction(async (m) => {
      const current = await this.reports.lockOne(m, principal.livemode, id);
      if (!current) throw ApiError.notFound('Fraud report');
      if (NEXT[current.status] !== to) throw ApiError.conflict(`A ${current.status} report cannot move to ${to}; reports move received -> under_review -> verified.`);
      const row = await this.reports.setStatus(m, id, to);
      // a verified report alerts the other organizations linked to the account only where it counts for them: not a report of
      // an organization outside the network (a sign-up not yet approved, or a member the operator removed)
      const alertOthers = to === 'verified' && row.countsForNetwork;
      await this.scores.recomputeForAllOrganizations(m, row.livemode, row.accountNumber, alertOthers ? { source: 'network_report', except: row.organizationId } : undefined);
      return networkView(row);
    });
  }

  private async assertReviewer(principal: Principal) {
    if (!(await this.roles.isNetworkReviewer(principal))) throw ApiError.forbidden('Only the fraud network operator’s administrators review reports.');
  }
}

function networkView(r: FraudReport): NetworkReportDto {
  return {
    report_id: r.id,
    account_number: r.accountNumber,
    fraud_type: r.fraudType,
    status: r.status,
    amount_lost: r.amountLost === null ? null : Number(r.amountLost),
    evidence_urls: r.evidenceUrls ?? [],
    created_at: new Date(r.createdAt).toISOString(),
    reviewed_at: r.reviewedAt ? new Date(r.reviewedAt).toISOString() : null,
  };
}
