import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job, Queue } from 'bull';
import { Counter } from 'prom-client';
import { DataSource } from 'typeorm';
import { decryptField } from '../../common/field-encryption.js';
import { BureauGateway } from '../../credit/bureaus/bureau-gateway.service.js';
import { ConsentsService } from '../../credit/consents/consents.service.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { metricsRegistry } from '../../observability/metrics.js';
import { CaseStateMachine } from '../case-state-machine.service.js';
import { isTerminal } from '../case-transitions.js';
import { buildReport, MONTHS } from '../engine/affordability.js';
import type { CaseStatus } from '../entities/report-case.entity.js';
import { renderReportPdf } from '../pdf/report-pdf.js';
import { BANK_CONNECTION_PROVIDER, ProviderError } from '../providers/bank-connection.provider.js';
import type { BankConnectionProvider } from '../providers/bank-connection.provider.js';
import { GENERATE_REPORT_JOB, REPORTS_QUEUE } from '../reports.constants.js';

const reportsGenerated = new Counter({
  name: 'reports_generated_total',
  help: 'Financial report generation outcomes',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

interface CaseRow {
  id: string;
  status: CaseStatus;
  reference_id: string;
  full_name: string;
  institution_name: string | null;
  provider_access_token_encrypted: string | null;
  organization_name: string;
  loan_tenor_months: number | null;
  loan_monthly_rate_percent: string | null;
  credit_consent_id: string | null;
}

/** Open bureau facilities and their instalments, or why there are none to add. */
type BureauDebt = { instalments: Array<{ lender: string; monthlyInstalment: number }> | null; unavailable: string | null };

/**
 * Pulls the connected bank's accounts and MONTHS whole months of transactions (plus the current
 * month so far), scores them and stores the
 * report and its PDF (worker role). Safe to run twice: the final move is a conditional transition,
 * so only one run's report lands. Provider errors are thrown so Bull retries them with backoff;
 * the last attempt moves the case to FAILED instead.
 */
@Injectable()
export class ReportGenerationProcessor implements OnModuleInit {
  private readonly logger = new Logger(ReportGenerationProcessor.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(BANK_CONNECTION_PROVIDER) private readonly provider: BankConnectionProvider,
    private readonly machine: CaseStateMachine,
    @InjectQueue(REPORTS_QUEUE) private readonly queue: Queue,
    private readonly consents: ConsentsService,
    private readonly bureaus: BureauGateway,
  ) {}

  onModuleInit() {
    // Registered here rather than with @Process so REPORT_WORKER_CONCURRENCY (config) applies.
    void this.queue.process(GENERATE_REPORT_JOB, this.config.reports.workerConcurrency, (job: Job<{ caseId: string }>) => this.generate(job));
  }

  async generate(job: Job<{ caseId: string }>) {
    const { caseId } = job.data;
    const [c]: CaseRow[] = await this.db.query(
      `SELECT c.id, c.status, c.reference_id, c.full_name, c.institution_name, c.provider_access_token_encrypted, o.name AS organization_name,
              c.loan_tenor_months, c.loan_monthly_rate_percent, c.credit_consent_id
         FROM report_cases c JOIN organizations o ON o.id = c.organization_id WHERE c.id = $1`,
      [caseId],
    );
    if (!c || isTerminal(c.status) || c.status === 'PENDING_CONNECTION' || !c.provider_access_token_encrypted) return;
    if (c.status === 'CONNECTED' && !(await this.machine.transition(caseId, 'PROCESSING', 'worker started pulling and scoring'))) {
      return; // another worker moved it first
    }

    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    try {
      const accessToken = decryptField(this.config.encryptionKey, c.provider_access_token_encrypted);
      const to = new Date();
      const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - MONTHS, 1));
      const accounts = await this.provider.getAccounts(accessToken);
      const transactions = await this.provider.getTransactions(accessToken, from, to);
      const linkedNubans = (await this.provider.getLinkedNubans?.(accessToken)) ?? [];
      const bureau = c.credit_consent_id ? await this.bureauDebt(c.credit_consent_id) : null;
      const { summary, details } = buildReport({
        accounts,
        transactions,
        usdNgnRate: this.config.reports.usdNgnRate,
        fx: { source: this.config.reports.usdNgnRateSource, rateDate: this.config.reports.usdNgnRateDate },
        period: { from, to },
        applicantName: c.full_name,
        linkedNubans,
        loanTerms: c.loan_tenor_months ? { tenorMonths: c.loan_tenor_months, monthlyRatePercent: Number(c.loan_monthly_rate_percent ?? 0) } : null,
        bureauInstalments: bureau?.instalments ?? null,
        bureauUnavailable: bureau?.unavailable ?? null,
      });
      const generatedAt = new Date();
      const pdf = await renderReportPdf({
        caseId,
        referenceId: c.reference_id,
        applicantName: c.full_name,
        organizationName: c.organization_name,
        institutionName: c.institution_name,
        generatedAt,
        summary,
        details,
      });
      const done = await this.machine.transition(
        caseId,
        'REPORT_READY',
        `report generated (score ${summary.score})`,
        { report: { ...summary, currency: 'NGN', generated_at: generatedAt.toISOString(), details } },
        async (manager) => {
          await manager.query(
            `INSERT INTO report_pdfs (case_id, content) VALUES ($1, $2) ON CONFLICT (case_id) DO UPDATE SET content = EXCLUDED.content, created_at = now()`,
            [caseId, pdf],
          );
        },
      );
      if (done) reportsGenerated.inc({ outcome: 'ready' });
    } catch (err) {
      const provider = err instanceof ProviderError;
      const retryable = !provider || err.retryable;
      if (retryable && !lastAttempt) {
        this.logger.warn({ err, case_id: caseId, attempt: job.attemptsMade + 1 }, 'report generation failed; Bull retries it');
        throw err;
      }
      const reason = provider ? `provider error ${err.code} after ${job.attemptsMade + 1} attempt(s)` : 'report generation failed';
      if (!provider) this.logger.error({ err, case_id: caseId }, 'report generation failed for good');
      const failed = await this.machine.transition(caseId, 'FAILED', reason, { failureReason: reason });
      if (failed) reportsGenerated.inc({ outcome: 'failed' });
    }
  }

  /**
   * The applicant's open bureau facilities with a reported instalment (in naira), under the consent
   * the case was created with (re-checked: a revoked or expired consent reads nothing). A bureau
   * outage does not hold the report back: it says the instalments could not be read.
   */
  private async bureauDebt(consentId: string): Promise<BureauDebt> {
    const refusal = await this.consents.stillValid(consentId);
    if (refusal) return { instalments: null, unavailable: `consent_${refusal}` };
    const bvn = await this.consents.bvnOf(consentId);
    if (!bvn) return { instalments: null, unavailable: 'consent_not_found' };
    try {
      const { file } = await this.bureaus.fetch(bvn, 'all');
      const open = file.facilities.filter((f) => f.status === 'open' && (f.instalment_amount ?? 0) > 0);
      return { instalments: open.map((f) => ({ lender: f.lender, monthlyInstalment: f.instalment_amount! * (f.ngn_rate ?? 1) })), unavailable: null };
    } catch (err) {
      this.logger.warn({ err }, 'bureau file unavailable for a financial report; instalments left out');
      return { instalments: null, unavailable: 'bureau_unavailable' };
    }
  }
}
