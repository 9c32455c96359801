import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter } from 'prom-client';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { metricsRegistry } from '../observability/metrics.js';
import { WebhookEmitter } from '../webhooks/webhook-emitter.service.js';
import { sourcesOf, TIMESTAMP_COLUMN } from './case-transitions.js';
import type { CaseStatus } from './entities/report-case.entity.js';
import { signedPdfUrl } from './pdf/pdf-link.js';
import { ReportCaseTransitionRepository } from './report-case-transition.repository.js';
import { ReportCaseRepository } from './report-case.repository.js';
import type { AppliedTransition, NewReportCase, TransitionChanges } from './report-case.repository.js';
import { summaryOf } from './financial-reports.mapper.js';

const transitionsTotal = new Counter({
  name: 'report_case_transitions_total',
  help: 'Financial report case status changes applied, by target status',
  labelNames: ['to'] as const,
  registers: [metricsRegistry],
});

/** The only way a case changes status: one conditional update (of two racing workers one wins), with its history row and webhook event in its transaction. */
@Injectable()
export class CaseStateMachine {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly emitter: WebhookEmitter,
    private readonly cases: ReportCaseRepository,
    private readonly history: ReportCaseTransitionRepository,
  ) {}

  /** (none) -> PENDING_CONNECTION with its first history row; null when the organization already has a case with this reference_id. */
  async open(c: NewReportCase): Promise<{ id: string } | null> {
    const opened = await this.cases.open(c);
    if (opened) transitionsTotal.inc({ to: 'PENDING_CONNECTION' });
    return opened;
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
      const row = await this.cases.applyTransition(manager, { caseId, to, sources, stampColumn: TIMESTAMP_COLUMN[to] }, changes);
      if (!row) return null;
      await this.history.record(manager, { caseId, fromStatus: row.fromStatus, toStatus: to, reason });
      if (within) await within(manager, row);
      await this.emitFor(manager, row);
      return row;
    });
    if (applied) transitionsTotal.inc({ to });
    return applied;
  }

  /** report.ready / report.failed exactly as the contract shapes them (EXPIRED sends report.failed). */
  private async emitFor(manager: EntityManager, row: AppliedTransition) {
    const base = { case_id: row.id, reference_id: row.referenceId };
    if (row.status === 'REPORT_READY') {
      await this.emitter.emit(manager, row, 'report.ready', {
        ...base,
        status: 'REPORT_READY',
        report: summaryOf(row.report),
        report_pdf_url: signedPdfUrl(this.config.publicBaseUrl, this.config.encryptionKey, row.id, this.config.reports.pdfLinkTtlSeconds),
      });
    } else if (row.status === 'FAILED' || row.status === 'EXPIRED') {
      // The contract types report.failed's status as FAILED; an expired link sends FAILED too
      // (receivers switch on one value), and the poll shows the case as EXPIRED.
      await this.emitter.emit(manager, row, 'report.failed', { ...base, status: 'FAILED' });
    }
  }
}
