import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter } from 'prom-client';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { hotPathPool } from '../database/hot-path.js';
import { modifyReturning } from '../database/sql.js';
import { metricsRegistry } from '../observability/metrics.js';
import { WebhookEmitter } from '../webhooks/webhook-emitter.service.js';
import { sourcesOf, TIMESTAMP_COLUMN } from './case-transitions.js';
import type { CaseStatus } from './entities/report-case.entity.js';
import { signedPdfUrl } from './pdf/pdf-link.js';
import { summaryOf } from './reports.mapper.js';

const transitionsTotal = new Counter({
  name: 'report_case_transitions_total',
  help: 'Financial report case status changes applied, by target status',
  labelNames: ['to'] as const,
  registers: [metricsRegistry],
});

/** Columns a transition may write beside the status (whitelisted: never built from input). */
export interface TransitionChanges {
  report?: Record<string, unknown>;
  failureReason?: string;
  providerAccessTokenEncrypted?: string;
  institutionName?: string;
}

const CHANGE_COLUMNS: Record<keyof TransitionChanges, { column: string; cast: string }> = {
  report: { column: 'report', cast: 'jsonb' },
  failureReason: { column: 'failure_reason', cast: 'varchar' },
  providerAccessTokenEncrypted: { column: 'provider_access_token_encrypted', cast: 'text' },
  institutionName: { column: 'institution_name', cast: 'varchar' },
};

export interface AppliedTransition {
  id: string;
  organization_id: string;
  reference_id: string;
  from_status: CaseStatus;
  status: CaseStatus;
  report: Record<string, unknown> | null;
}

export interface NewCase {
  organizationId: string;
  referenceId: string;
  fullName: string;
  contactPhone: string | null;
  contactEmail: string | null;
  countryCodes: string[];
  linkTokenHash: string;
  linkExpiresAt: Date;
  provider: string;
  loanTenorMonths?: number | null;
  loanMonthlyRatePercent?: number | null;
  creditConsentId?: string | null;
}

/**
 * The only way a financial report case changes status. Each move is one conditional UPDATE
 * (WHERE status = ANY(allowed sources)), so of two workers racing only one moves the case; the
 * history row and the webhook event commit in the same transaction as the move.
 */
@Injectable()
export class CaseStateMachine {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly emitter: WebhookEmitter,
  ) {}

  /**
   * (none) -> PENDING_CONNECTION: the case and its first history row, in one statement.
   * Null when the organization already has a case with this reference_id.
   */
  async open(c: NewCase): Promise<{ id: string; created_at: Date } | null> {
    // The creation hot path: one named prepared statement on the pool under TypeORM.
    const { rows } = await hotPathPool(this.db).query<{ id: string; created_at: Date }>({
      name: 'report_case_open',
      text: `WITH c AS (
         INSERT INTO report_cases (id, organization_id, reference_id, subject_id, full_name, contact_phone, contact_email,
                                   country_codes, status, link_token_hash, link_expires_at, provider,
                                   loan_tenor_months, loan_monthly_rate_percent, credit_consent_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING_CONNECTION', $9, $10, $11, $12, $13, $14)
         ON CONFLICT (organization_id, reference_id) DO NOTHING
         RETURNING id, created_at)
       INSERT INTO report_case_transitions (case_id, from_status, to_status, reason, created_at)
       SELECT id, NULL, 'PENDING_CONNECTION', 'case created; consent link issued', created_at FROM c
       RETURNING case_id AS id, created_at`,
      values: [
        randomUUID(),
        c.organizationId,
        c.referenceId,
        randomUUID(),
        c.fullName,
        c.contactPhone,
        c.contactEmail,
        c.countryCodes,
        c.linkTokenHash,
        c.linkExpiresAt,
        c.provider,
        c.loanTenorMonths ?? null,
        c.loanMonthlyRatePercent ?? null,
        c.creditConsentId ?? null,
      ],
    });
    if (!rows.length) return null;
    transitionsTotal.inc({ to: 'PENDING_CONNECTION' });
    return rows[0];
  }

  /**
   * Moves the case to `to` if its current status allows it; returns null (and changes nothing)
   * otherwise, e.g. for a late event on a terminal case. `within` runs in the same transaction.
   */
  async transition(
    caseId: string,
    to: CaseStatus,
    reason: string,
    changes: TransitionChanges = {},
    within?: (manager: EntityManager, applied: AppliedTransition) => Promise<void>,
  ): Promise<AppliedTransition | null> {
    const sources = sourcesOf(to);
    if (!sources.length) return null;
    const applied = await this.db.transaction(async (manager) => {
      const params: unknown[] = [caseId, to, sources];
      const sets = [`status = $2`, `updated_at = now()`];
      const stamp = TIMESTAMP_COLUMN[to];
      if (stamp) sets.push(`${stamp} = now()`);
      for (const [key, value] of Object.entries(changes) as Array<[keyof TransitionChanges, unknown]>) {
        if (value === undefined) continue;
        const { column, cast } = CHANGE_COLUMNS[key];
        params.push(cast === 'jsonb' ? JSON.stringify(value) : value);
        sets.push(`${column} = $${params.length}::${cast}`);
      }
      // The sub-select locks the row and reads its status as it is at the lock (the from state of
      // the history row); the WHERE re-checks the allowed sources on that same latest version.
      const [row] = await modifyReturning<AppliedTransition>(
        manager,
        `UPDATE report_cases c SET ${sets.join(', ')}
           FROM (SELECT id, status FROM report_cases WHERE id = $1 FOR UPDATE) prev
          WHERE c.id = prev.id AND c.status = ANY ($3::text[])
          RETURNING c.id, c.organization_id, c.reference_id, prev.status AS from_status, c.status, c.report`,
        params,
      );
      if (!row) return null;
      await manager.query(
        `INSERT INTO report_case_transitions (case_id, from_status, to_status, reason) VALUES ($1, $2, $3, $4)`,
        [caseId, row.from_status, to, reason.slice(0, 300)],
      );
      if (within) await within(manager, row);
      await this.emitFor(manager, row);
      return row;
    });
    if (applied) transitionsTotal.inc({ to });
    return applied;
  }

  /** report.ready / report.failed exactly as the contract shapes them (EXPIRED sends report.failed). */
  private async emitFor(manager: EntityManager, row: AppliedTransition) {
    const base = { case_id: row.id, reference_id: row.reference_id };
    if (row.status === 'REPORT_READY') {
      await this.emitter.emit(manager, row.organization_id, 'report.ready', {
        ...base,
        status: 'REPORT_READY',
        report: summaryOf(row.report),
        report_pdf_url: signedPdfUrl(this.config.publicBaseUrl, this.config.encryptionKey, row.id, this.config.reports.pdfLinkTtlSeconds),
      });
    } else if (row.status === 'FAILED' || row.status === 'EXPIRED') {
      // The contract types report.failed's status as FAILED; an expired link sends FAILED too
      // (receivers switch on one value), and the poll shows the case as EXPIRED.
      await this.emitter.emit(manager, row.organization_id, 'report.failed', { ...base, status: 'FAILED' });
    }
  }
}
