import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { Counter } from 'prom-client';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { metricsRegistry } from '../observability/metrics.js';
import { type JobKind, JobLifecycle } from '../queue/job-lifecycle.js';
import type { TransitionOptions } from '../queue/state-machine.js';
import type { Moved, TransitionTable } from '../queue/transition-table.js';
import { WebhookEmitter } from '../webhooks/webhook-emitter.service.js';
import { ReportCaseTransition } from './entities/report-case-transition.entity.js';
import { type CaseStatus, ReportCase } from './entities/report-case.entity.js';
import { FINANCIAL_REPORTS_QUEUE, GENERATE_REPORT_JOB } from './financial-reports.constants.js';
import { summaryOf } from './financial-reports.mapper.js';
import { signedPdfUrl } from './pdf/pdf-link.js';
import { type NewReportCase, ReportCaseRepository } from './report-case.repository.js';

/** The contract's table plus DESIGN.md: CONNECTED -> PROCESSING when a worker starts; CONNECTED and PROCESSING may end in REPORT_READY or FAILED. */
export const CASE_TRANSITIONS: TransitionTable<CaseStatus> = {
  PENDING_CONNECTION: ['CONNECTED', 'EXPIRED'],
  CONNECTED: ['PROCESSING', 'REPORT_READY', 'FAILED'],
  PROCESSING: ['REPORT_READY', 'FAILED'],
  REPORT_READY: [],
  FAILED: [],
  EXPIRED: [],
};

const READ_BACK = ['id', 'organizationId', 'livemode', 'referenceId', 'status', 'report', 'failureReason'] as const;
type ReadBack = (typeof READ_BACK)[number];
export type MovedReportCase = Moved<ReportCase, ReadBack>;

const transitionsTotal = new Counter({
  name: 'report_case_transitions_total',
  help: 'Financial report case status changes applied, by target status',
  labelNames: ['to'] as const,
  registers: [metricsRegistry],
});

/** A case as a job: CONNECTED waits for a worker, PROCESSING is claimed; a retry stays PROCESSING (a case's status never goes back). */
export const reportCaseJobs = (config: AppConfig): JobKind<ReportCase, CaseStatus, ReadBack> => ({
  entity: ReportCase,
  transitions: CASE_TRANSITIONS,
  roles: { pending: 'CONNECTED', processing: 'PROCESSING', completed: 'REPORT_READY', failed: 'FAILED' },
  stamps: { CONNECTED: 'connectionCompletedAt', PROCESSING: 'processingStartedAt', REPORT_READY: 'reportCompletedAt', FAILED: 'closedAt', EXPIRED: 'closedAt' },
  returning: READ_BACK,
  history: { entity: ReportCaseTransition, key: 'caseId' },
  counter: transitionsTotal,
  releaseForRetry: false,
  job: {
    name: GENERATE_REPORT_JOB,
    idPrefix: 'report',
    data: (caseId) => ({ caseId }),
    options: { attempts: config.reports.providerAttempts, backoff: { type: 'exponential', delay: config.reports.providerRetryDelayMs }, removeOnComplete: true, removeOnFail: true },
  },
});

/** Report cases on the one job lifecycle; every status change (also the hosted page's and the expiry's) goes through its machine, with report.ready / report.failed in the move's transaction. */
@Injectable()
export class ReportCaseLifecycle {
  /** dispatch, run (claim, work, finish) and sweep of generation jobs. */
  readonly jobs: JobLifecycle<ReportCase, CaseStatus, ReadBack>;

  constructor(
    @InjectDataSource() db: DataSource,
    @InjectQueue(FINANCIAL_REPORTS_QUEUE) queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
    private readonly emitter: WebhookEmitter,
    private readonly cases: ReportCaseRepository,
  ) {
    const emit = (m: EntityManager, moved: MovedReportCase) => this.emitFor(m, moved);
    this.jobs = new JobLifecycle(db, queue, reportCaseJobs(config), { REPORT_READY: emit, FAILED: emit, EXPIRED: emit });
  }

  /** (none) -> PENDING_CONNECTION with its first history row; null when the organization already has a case with this reference_id. */
  async open(c: NewReportCase): Promise<{ id: string } | null> {
    const opened = await this.cases.open(c);
    if (opened) transitionsTotal.inc({ to: 'PENDING_CONNECTION' });
    return opened;
  }

  /** A move no job makes (connection, expiry); null, changing nothing, when the case's status does not allow it. */
  transition(caseId: string, to: CaseStatus, reason: string, options: Omit<TransitionOptions<ReportCase, ReadBack>, 'reason'> = {}): Promise<MovedReportCase | null> {
    return this.jobs.machine.transition(caseId, to, { ...options, reason });
  }

  /** report.ready / report.failed exactly as the contract shapes them; an expired link sends FAILED too (receivers switch on one value), the poll shows EXPIRED. */
  private async emitFor(manager: EntityManager, moved: MovedReportCase) {
    const base = { case_id: moved.id, reference_id: moved.referenceId };
    if (moved.status === 'REPORT_READY') {
      await this.emitter.emit(manager, moved, 'report.ready', {
        ...base,
        status: 'REPORT_READY',
        report: summaryOf(moved.report),
        report_pdf_url: signedPdfUrl(this.config.publicBaseUrl, this.config.encryptionKey, moved.id, this.config.reports.pdfLinkTtlSeconds),
      });
    } else {
      await this.emitter.emit(manager, moved, 'report.failed', { ...base, status: 'FAILED' });
    }
  }
}
