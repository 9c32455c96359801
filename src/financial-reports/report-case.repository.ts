import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { hotPathPool } from '../database/hot-path.js';
import { modifyCount, modifyReturning, named } from '../database/sql.js';
import { ReportCaseTransition } from './entities/report-case-transition.entity.js';
import { type CaseStatus, ReportCase } from './entities/report-case.entity.js';

/** What a case is opened with; everything else is defaulted or written by later moves. */
export type NewReportCase = Pick<
  ReportCase,
  'organizationId' | 'livemode' | 'referenceId' | 'fullName' | 'contactPhone' | 'contactEmail' | 'countryCodes' | 'linkTokenHash' | 'linkExpiresAt' | 'provider' | 'loanTenorMonths' | 'creditConsentId' | 'redirectUrl'
> & { loanMonthlyRatePercent: number | null };

const OPEN_CASE = `WITH c AS (
   INSERT INTO report_cases (id, organization_id, livemode, reference_id, subject_id, full_name, contact_phone, contact_email,
                             country_codes, status, link_token_hash, link_expires_at, provider,
                             loan_tenor_months, loan_monthly_rate_percent, credit_consent_id, redirect_url)
   VALUES (:id, :organizationId, :livemode, :referenceId, :subjectId, :fullName, :contactPhone, :contactEmail, :countryCodes, 'PENDING_CONNECTION',
           :linkTokenHash, :linkExpiresAt, :provider, :loanTenorMonths, :loanMonthlyRatePercent, :creditConsentId, :redirectUrl)
   ON CONFLICT (organization_id, livemode, reference_id) DO NOTHING
   RETURNING id, created_at)
 INSERT INTO report_case_transitions (case_id, from_status, to_status, reason, created_at)
 SELECT id, NULL, 'PENDING_CONNECTION', 'case created; consent link issued', created_at FROM c
 RETURNING case_id AS id, created_at AS "createdAt"`;

/** A row of the case list. */
export type CaseListRow = Pick<ReportCase, 'id' | 'referenceId' | 'status' | 'createdAt' | 'reportCompletedAt' | 'webhookDeliveredAt'> & { score: number | null };

/** Financial report cases: every read and write of report_cases. */
@Injectable()
export class ReportCaseRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(ReportCase) private readonly cases: Repository<ReportCase>,
  ) {}

  /**
   * The case and its first history row in one statement; null when the organization already has
   * a case with this reference_id. The creation hot path: a named prepared statement on the pool.
   */
  async open(c: NewReportCase): Promise<Pick<ReportCase, 'id' | 'createdAt'> | null> {
    const s = named(OPEN_CASE, { ...c, id: randomUUID(), subjectId: randomUUID() });
    const { rows } = await hotPathPool(this.db).query<Pick<ReportCase, 'id' | 'createdAt'>>({ name: 'report_case_open', text: s.text, values: s.values });
    return rows[0] ?? null;
  }

  /** The organization's cases in one mode whose credit consent is one of `consentIds`, newest first. */
  findByConsents(organizationId: string, livemode: boolean, consentIds: string[], limit: number): Promise<ReportCase[]> {
    if (!consentIds.length) return Promise.resolve([]);
    return this.cases.find({ where: { organizationId, livemode, creditConsentId: In(consentIds) }, order: { createdAt: 'DESC' }, take: limit });
  }

  /** The dashboard's list: one mode's cases of the organization, newest first, with the score once ready (not the whole report). */
  async findPage(organizationId: string, livemode: boolean, status: CaseStatus | undefined, page: number, pageSize: number): Promise<[CaseListRow[], number]> {
    const params = { organizationId, livemode, status: status ?? null, limit: pageSize, offset: (page - 1) * pageSize };
    const where = `organization_id = :organizationId AND livemode = :livemode AND (:status::varchar IS NULL OR status = :status::varchar)`;
    const list = named(
      `SELECT id, reference_id AS "referenceId", status, created_at AS "createdAt", report_completed_at AS "reportCompletedAt", webhook_delivered_at AS "webhookDeliveredAt",
              CASE WHEN status = 'REPORT_READY' THEN (report->>'score')::float8 END AS score
         FROM report_cases WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
      params,
    );
    const total = named(`SELECT count(*)::int AS n FROM report_cases WHERE ${where}`, params);
    const [rows, [{ n }]] = await Promise.all([this.db.query(list.text, list.values) as Promise<CaseListRow[]>, this.db.query(total.text, total.values) as Promise<Array<{ n: number }>>]);
    return [rows, n];
  }

  /** The case's status changes, oldest first, if the case is the organization's in this mode (null otherwise). */
  async transitionsInOrganization(id: string, organizationId: string, livemode: boolean): Promise<ReportCaseTransition[] | null> {
    if (!(await this.cases.existsBy({ id, organizationId, livemode }))) return null;
    const s = named(
      `SELECT id, case_id AS "caseId", from_status AS "fromStatus", to_status AS "toStatus", reason, created_at AS "createdAt"
         FROM report_case_transitions WHERE case_id = :id ORDER BY id LIMIT 100`,
      { id },
    );
    return this.db.query(s.text, s.values);
  }

  findInOrganization(id: string, organizationId: string, livemode: boolean): Promise<ReportCase | null> {
    return this.cases.findOneBy({ id, organizationId, livemode });
  }

  findByLinkTokenHash(linkTokenHash: string): Promise<ReportCase | null> {
    return this.cases.findOneBy({ linkTokenHash });
  }

  findById(id: string): Promise<ReportCase | null> {
    return this.cases.findOneBy({ id });
  }

  getById(id: string): Promise<ReportCase> {
    return this.cases.findOneByOrFail({ id });
  }

  /** PENDING_CONNECTION cases whose link has lapsed, oldest first. */
  async findExpiredLinks(limit: number): Promise<string[]> {
    const s = named(`SELECT id FROM report_cases WHERE status = 'PENDING_CONNECTION' AND link_expires_at <= now() ORDER BY link_expires_at LIMIT :limit`, { limit });
    const rows: Array<Pick<ReportCase, 'id'>> = await this.db.query(s.text, s.values);
    return rows.map((r) => r.id);
  }

  /** The first successful delivery of the case's report.ready / report.failed. */
  async markWebhookDelivered(id: string, at: Date): Promise<void> {
    const s = named(`UPDATE report_cases SET webhook_delivered_at = COALESCE(webhook_delivered_at, :at) WHERE id = :id`, { id, at });
    await this.db.query(s.text, s.values);
  }

  /** Keeps the provider's widget token for reloads, while the case still waits for a connection. */
  async saveWidgetToken(id: string, widgetTokenEncrypted: string, widgetTokenExpiresAt: Date): Promise<void> {
    const s = named(
      `UPDATE report_cases SET widget_token_encrypted = :widgetTokenEncrypted, widget_token_expires_at = :widgetTokenExpiresAt, updated_at = now()
        WHERE id = :id AND status = 'PENDING_CONNECTION'`,
      { id, widgetTokenEncrypted, widgetTokenExpiresAt },
    );
    await this.db.query(s.text, s.values);
  }

  /** Records the applicant's consent while the case waits for a connection; the first time of a version is kept. Null if no longer pending. */
  async recordConsent(id: string, version: string): Promise<Pick<ReportCase, 'consentVersion' | 'consentGivenAt'> | null> {
    const s = named(
      `UPDATE report_cases SET consent_version = :version,
              consent_given_at = CASE WHEN consent_version IS NOT DISTINCT FROM :version::varchar THEN consent_given_at ELSE now() END, updated_at = now()
        WHERE id = :id AND status = 'PENDING_CONNECTION'
        RETURNING consent_version AS "consentVersion", consent_given_at AS "consentGivenAt"`,
      { id, version },
    );
    const [row] = await modifyReturning<Pick<ReportCase, 'consentVersion' | 'consentGivenAt'>>(this.db, s.text, s.values);
    return row ?? null;
  }

  /** Replaces the case's public token (its hash) while it waits for a connection; false if it no longer does. */
  async issuePublicToken(id: string, publicTokenHash: string, ttlSeconds: number): Promise<boolean> {
    const s = named(
      `UPDATE report_cases SET public_token_hash = :publicTokenHash, public_token_expires_at = now() + make_interval(secs => :ttlSeconds), updated_at = now()
        WHERE id = :id AND status = 'PENDING_CONNECTION'`,
      { id, publicTokenHash, ttlSeconds },
    );
    return (await modifyCount(this.db, s.text, s.values)) > 0;
  }

  /** Clears the public token if it is still this one and unexpired (usable once); false otherwise. */
  async burnPublicToken(manager: EntityManager, id: string, publicTokenHash: string): Promise<boolean> {
    const s = named(
      `UPDATE report_cases SET public_token_hash = NULL, public_token_expires_at = NULL
        WHERE id = :id AND public_token_hash = :publicTokenHash AND public_token_expires_at > now()`,
      { id, publicTokenHash },
    );
    return (await modifyCount(manager, s.text, s.values)) > 0;
  }
}
