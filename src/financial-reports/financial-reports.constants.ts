export const FINANCIAL_REPORTS_QUEUE = 'reports';
export const GENERATE_REPORT_JOB = 'generate';
export const SWEEP_CASES_JOB = 'sweep-cases';

/** How long a public token from a connect step stays usable (Plaid's last 30 minutes). */
export const PUBLIC_TOKEN_TTL_SECONDS = 30 * 60;
