import type { StatementChecks } from './statement.checks.js';

/** How far the document's content could be verified. */
export const VERIFICATIONS = ['consistent', 'inconsistent', 'not_a_statement', 'unverifiable'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

/** What was read from a statement's text, for the reviewer beside the findings. */
export interface StatementSummary {
  bank: string | null;
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  period_start: string | null;
  period_end: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  transaction_count: number;
  total_credits: number;
  total_debits: number;
  pages_read: number;
  checks: StatementChecks;
}
