import { Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { Counter } from 'prom-client';
import { OrganizationsService } from '../../accounts/organizations.service.js';
import { decryptField } from '../../common/field-encryption.js';
import { BureauGateway } from '../../credit/bureaus/bureau-gateway.service.js';
import { nairaPerUnit } from '../../credit/engine/scorecard.js';
import { ConsentsService } from '../../credit/consents/consents.service.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { metricsRegistry } from '../../observability/metrics.js';
import { attemptOf, type JobOutcome } from '../../queue/job-lifecycle.js';
import { buildReport, MONTHS } from '../engine/affordability.js';
import { renderReportPdf } from '../pdf/report-pdf.js';
import { BANK_CONNECTION_PROVIDER, ProviderError } from '../providers/bank-connection.provider.js';
import { SandboxBankProvider } from '../providers/sandbox.provider.js';
import type { BankConnectionProvider } from '../providers/bank-connection.provider.js';
import type { ReportCase } from '../entities/report-case.entity.js';
import { ReportCaseLifecycle } from '../report-case.lifecycle.js';
import { ReportCaseRepository } from '../report-case.repository.js';
import { ReportPdfRepository } from '../report-pdf.repository.js';
import { GENERATE_REPORT_JOB, FINANCIAL_REPORTS_QUEUE } from '../financial-reports.constants.js';

const reportsGenerated = new Counter({
  name: 'reports_generated_total',
  help: 'Financial report generation outcomes',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** The access-log action of the worker's read of the applicant's bureau file. */
export const BUREAU_READ_ACTION = 'report.bureau.read';

/** Open bureau facilities and their instalments, or why there are none to add. */
type BureauDebt = { instalments: Array<{ lender: string; monthlyInstalment: number }> | null; unavailable: string | null };

/** Pulls, scores and stores a report; the final move is conditional (a second run lands nothing), provider errors retry until the last attempt fails the case. */
@Processor(FINANCIAL_REPORTS_QUEUE)
export class FinancialReportGenerationProcessor {
  private readonly logger = new Logger(FinancialReportGenerationProcessor.name);
  private readonly sandboxProvider: BankConnectionProvider = new SandboxBankProvider();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(BANK_CONNECTION_PROVIDER) private readonly provider: BankConnectionProvider,
    private readonly lifecycle: ReportCaseLifecycle,
    private readonly cases: ReportCaseRepository,
    private readonly pdfs: ReportPdfRepository,
    private readonly organizations: OrganizationsService,
    private readonly consents: ConsentsService,
    private readonly bureaus: BureauGateway,
  ) {
    // @Process takes its concurrency where it is declared; REPORT_WORKER_CONCURRENCY is known only now, so this instance's handler carries it.
    const generate = this.generate.bind(this);
    Process({ name: GENERATE_REPORT_JOB, concurrency: config.reports.workerConcurrency })(this, 'generate', { value: generate });
    this.generate = generate;
  }

  @Process(GENERATE_REPORT_JOB)
  async generate(job: Job<{ caseId: string }>) {
    const { caseId } = job.data;
    const attempt = attemptOf(job);
    const failure = (err: unknown) => {
      if (err instanceof ProviderError) return `provider error ${err.code} after ${job.attemptsMade + 1} attempt(s)`;
      this.logger.error({ err, case_id: caseId }, 'report generation failed for good');
      return 'report generation failed';
    };
    const moved = await this.lifecycle.jobs.run(caseId, attempt, failure, async () => {
      const c = await this.cases.getById(caseId);
      try {
        return await this.build(c, `${job.id}#${job.attemptsMade + 1}`);
      } catch (err) {
        if (err instanceof ProviderError && !err.retryable) return { failed: failure(err) };
        if (!attempt.last) this.logger.warn({ err, case_id: caseId, attempt: job.attemptsMade + 1 }, 'report generation failed; Bull retries it');
        throw err;
      }
    });
    if (moved) reportsGenerated.inc({ outcome: moved.status === 'REPORT_READY' ? 'ready' : 'failed' });
  }

  /** Pulls the connected accounts, scores them and renders the PDF (saved in the finishing transaction); `attemptId` names this job attempt in the access log. */
  private async build(c: ReportCase, attemptId: string): Promise<JobOutcome<ReportCase>> {
    const accessToken = decryptField(this.config.encryptionKey, c.providerAccessTokenEncrypted!);
    const to = new Date();
    const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - MONTHS, 1));
    // the case's mode picks the provider: test cases always pull from the sandbox bank
    const provider = c.livemode ? this.provider : this.sandboxProvider;
    const accounts = await provider.getAccounts(accessToken);
    const transactions = await provider.getTransactions(accessToken, from, to);
    const linkedNubans = (await provider.getLinkedNubans?.(accessToken)) ?? [];
    const bureau = c.creditConsentId ? await this.bureauDebt(c, c.creditConsentId, attemptId) : null;
    const { summary, details } = buildReport({
      accounts,
      transactions,
      usdNgnRate: this.config.reports.usdNgnRate,
      fx: { source: this.config.reports.usdNgnRateSource, rateDate: this.config.reports.usdNgnRateDate },
      period: { from, to },
      applicantName: c.fullName,
      linkedNubans,
      loanTerms: c.loanTenorMonths ? { tenorMonths: c.loanTenorMonths, monthlyRatePercent: Number(c.loanMonthlyRatePercent ?? 0) } : null,
      bureauInstalments: bureau?.instalments ?? null,
      bureauUnavailable: bureau?.unavailable ?? null,
    });
    const generatedAt = new Date();
    const pdf = await renderReportPdf({
      caseId: c.id,
      referenceId: c.referenceId,
      applicantName: c.fullName,
      organizationName: (await this.organizations.nameOf(c.organizationId)) ?? '',
      institutionName: c.institutionName,
      generatedAt,
      summary,
      details,
    });
    return {
      completed: { report: { ...summary, currency: 'NGN', generated_at: generatedAt.toISOString(), details } },
      reason: `report generated (score ${summary.score})`,
      within: (manager) => this.pdfs.save(manager, c.id, pdf),
    };
  }

  /** Bureau instalments under the case's consent (re-checked; each read in the access log); an outage does not hold the report back, it says so instead. */
  private async bureauDebt(c: ReportCase, consentId: string, attemptId: string): Promise<BureauDebt> {
    const read = await this.consents.openForWorker(consentId, { actor: 'worker:financial-report', action: BUREAU_READ_ACTION, resourceId: c.id, requestId: attemptId });
    if (read.refusal) return { instalments: null, unavailable: `consent_${read.refusal}` };
    try {
      const { file } = await this.bureaus.fetch(read.bvn, 'all', c.livemode);
      const open = file.facilities.filter((f) => f.status === 'open' && (f.instalment_amount ?? 0) > 0);
      // an instalment in a currency with no known naira rate is not guessed at face value
      if (open.some((f) => nairaPerUnit(f) === undefined)) return { instalments: null, unavailable: 'currency_rate_unknown' };
      return { instalments: open.map((f) => ({ lender: f.lender, monthlyInstalment: f.instalment_amount! * nairaPerUnit(f)! })), unavailable: null };
    } catch (err) {
      this.logger.warn({ err }, 'bureau file unavailable for a financial report; instalments left out');
      return { instalments: null, unavailable: 'bureau_unavailable' };
    }
  }
}
