import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource, Repository } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { modifyReturning } from '../../database/sql.js';
import { WebhookEmitter } from '../../webhooks/webhook-emitter.service.js';
import { AccessLogService } from '../access-log/access-log.service.js';
import { ConsentsService } from '../consents/consents.service.js';
import { BureauChoice, CREDIT_JOB_OPTIONS, CREDIT_QUEUE, CREDIT_REPORT_JOB } from '../credit.constants.js';
import { CreditFileService } from '../credit-file.service.js';
import { toBureauFields, toHistoryFields, toScoreFields } from '../credit.mapper.js';
import { scoreOptionsOf } from '../credit.service.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import type { ScoreOptions } from '../engine/scorecard.js';
import type { CreditReportAcceptedDto, CreditReportBodyDto, CreditReportDto, CreditReportRequestDto } from '../dto/credit-report.dto.js';
import { summarizeHistory } from '../engine/repayment-history.js';
import { computeScore } from '../engine/scorecard.js';
import { IdentityVault } from '../../common/identity-vault.js';
import { CreditReport } from './credit-report.entity.js';

const REPORT_HISTORY_MONTHS = 24;
/** A report left in processing this long by a worker that died is taken over. */
const STALE_PROCESSING_SECONDS = 120;

/**
 * Asynchronous credit reports: the API records a pending report and queues it; a worker generates
 * it (score, factors, 24-month history) and emits credit.report.ready in the transaction that
 * completes it. Every step is a conditional update, so a job run twice does the work once.
 */
@Injectable()
export class CreditReportsService {
  private readonly logger = new Logger(CreditReportsService.name);
  private readonly scoreOptions: ScoreOptions;

  constructor(
    @InjectConfig() config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(CreditReport) private readonly reports: Repository<CreditReport>,
    @InjectQueue(CREDIT_QUEUE) private readonly queue: Queue,
    private readonly consents: ConsentsService,
    private readonly files: CreditFileService,
    private readonly vault: IdentityVault,
    private readonly accessLog: AccessLogService,
    private readonly emitter: WebhookEmitter,
  ) {
    this.scoreOptions = scoreOptionsOf(config);
  }

  async create(principal: Principal, dto: CreditReportRequestDto, requestId: string): Promise<CreditReportAcceptedDto> {
    const id = randomUUID();
    const consent = await this.consents.authorize(principal, {
      action: 'credit.report.create',
      kind: 'bvn',
      subject: dto.bvn,
      consentReference: dto.consent_reference,
      matchBvn: true,
      resourceId: id,
      requestId,
    });
    await this.reports.insert({
      id,
      organizationId: principal.organizationId,
      bvnEncrypted: this.vault.encrypt(dto.bvn),
      bvnHash: this.vault.hash('bvn', dto.bvn),
      consentId: consent.id,
      bureau: dto.bureau ?? 'all',
      status: 'pending',
    });
    await this.dispatch(id);
    return { report_id: id, status: 'pending', request_id: requestId };
  }

  async get(principal: Principal, id: string, requestId: string): Promise<CreditReportDto> {
    const r = await this.reports.findOne({ where: { id, organizationId: principal.organizationId } });
    if (!r) throw ApiError.notFound('Credit report');
    const bvn = this.vault.decrypt(r.bvnEncrypted);
    const consentReference = await this.consents.referenceOf(r.consentId);
    await this.accessLog.record(principal, { action: 'credit.report.read', kind: 'bvn', subject: bvn, consentReference, resourceId: id, outcome: 'allowed', requestId });
    return {
      report_id: r.id,
      status: r.status,
      bvn,
      bureau: r.bureau,
      consent_reference: consentReference,
      report: r.status === 'completed' ? (r.result as unknown as CreditReportBodyDto) : null,
      failure_reason: r.failureReason,
      created_at: r.createdAt.toISOString(),
      completed_at: r.completedAt ? r.completedAt.toISOString() : null,
      request_id: requestId,
    };
  }

  /** Hands a report to the worker; if Redis is away, the sweep finds it later. */
  async dispatch(id: string) {
    await this.queue.add(CREDIT_REPORT_JOB, { reportId: id }, { ...CREDIT_JOB_OPTIONS, jobId: `credit-report:${id}` }).catch((err) => {
      this.logger.warn(`credit report ${id} left for the sweep: ${err.message}`);
    });
  }

  /**
   * Generates one report. Throws to let Bull retry (bureau outage); on the last attempt the report
   * fails instead, and credit.report.ready says so, so no integrator waits forever.
   */
  async generate(id: string, lastAttempt: boolean): Promise<void> {
    const [claimed] = await modifyReturning<{ id: string; organization_id: string; bvn_encrypted: string; bvn_hash: string; consent_id: string; bureau: string }>(
      this.db,
      `UPDATE credit_reports SET status = 'processing', started_at = now(), attempts = attempts + 1, updated_at = now()
        WHERE id = $1 AND (status = 'pending' OR (status = 'processing' AND started_at < now() - make_interval(secs => $2)))
        RETURNING id, organization_id, bvn_encrypted, bvn_hash, consent_id, bureau`,
      [id, STALE_PROCESSING_SECONDS],
    );
    if (!claimed) return; // done already, or another worker has it

    const refusal = await this.consents.stillValid(claimed.consent_id);
    if (refusal) return this.finish(claimed.id, claimed.organization_id, { failure: `consent_${refusal}` });

    let body: CreditReportBodyDto;
    try {
      const bvn = this.vault.decrypt(claimed.bvn_encrypted);
      const choice = claimed.bureau as BureauChoice;
      const own = CreditFileService.asInquiries(await this.files.recordedRows(claimed.bvn_hash, choice), claimed.organization_id);
      const fetched = await this.files.load(bvn, choice, own);
      const card = computeScore(fetched.file, new Date(), this.scoreOptions);
      body = {
        ...toBureauFields(fetched),
        ...toScoreFields(card),
        ...toHistoryFields(summarizeHistory(fetched.file, REPORT_HISTORY_MONTHS)),
        generated_at: new Date().toISOString(),
      };
    } catch (err) {
      if (lastAttempt) return this.finish(claimed.id, claimed.organization_id, { failure: 'bureau_unavailable' });
      await this.db.query(`UPDATE credit_reports SET status = 'pending', updated_at = now() WHERE id = $1 AND status = 'processing'`, [id]);
      throw err;
    }
    await this.finish(claimed.id, claimed.organization_id, { body });
  }

  private async finish(id: string, organizationId: string, outcome: { body?: CreditReportBodyDto; failure?: string }) {
    await this.db.transaction(async (m) => {
      const [done] = await modifyReturning<{ id: string; status: string }>(
        m,
        `UPDATE credit_reports SET status = $2, result = $3, failure_reason = $4, completed_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'processing' RETURNING id, status`,
        [id, outcome.body ? 'completed' : 'failed', outcome.body ? JSON.stringify(outcome.body) : null, outcome.failure ?? null],
      );
      if (!done) return;
      await this.emitter.emit(m, organizationId, 'credit.report.ready', {
        report_id: id,
        status: done.status,
        score: outcome.body?.score ?? null,
        rating: outcome.body?.rating ?? null,
        bureau_source: outcome.body?.bureau_source ?? null,
        failure_reason: outcome.failure ?? null,
      });
    });
  }

  /** Re-queues reports whose job never reached Redis, or whose worker died mid-way. */
  async sweep(): Promise<void> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM credit_reports
        WHERE (status = 'pending' AND updated_at < now() - interval '30 seconds')
           OR (status = 'processing' AND started_at < now() - make_interval(secs => $1))
        ORDER BY created_at LIMIT 500`,
      [STALE_PROCESSING_SECONDS],
    );
    for (const { id } of rows) await this.dispatch(id);
  }
}
