import type { JobOptions } from 'bull';
import type { AppConfig } from '../config/config.js';

export const FINANCIAL_REPORTS_QUEUE = 'reports';
export const GENERATE_REPORT_JOB = 'generate';
export const SWEEP_CASES_JOB = 'sweep-cases';

/** One job per case (deterministic id dedupes); provider errors retry with backoff, then FAILED. */
export const generateJobOptions = (config: AppConfig, caseId: string): JobOptions => ({
  jobId: `report:${caseId}`,
  attempts: config.reports.providerAttempts,
  backoff: { type: 'exponential', delay: config.reports.providerRetryDelayMs },
  removeOnComplete: true,
  removeOnFail: true,
});

/** A CONNECTED or PROCESSING case untouched this long lost its job (Redis flushed): queue it again. */
export const STALE_CASE_SECONDS = 120;

/** How long a public token from a connect step stays usable (Plaid's last 30 minutes). */
export const PUBLIC_TOKEN_TTL_SECONDS = 30 * 60;
