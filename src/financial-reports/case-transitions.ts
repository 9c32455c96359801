import type { CaseStatus } from './entities/report-case.entity.js';

/**
 * The case lifecycle: the contract's table plus DESIGN.md (CONNECTED -> PROCESSING when a worker
 * starts; CONNECTED and PROCESSING may end in REPORT_READY or FAILED). Terminal states never move.
 */
export const CASE_TRANSITIONS: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  PENDING_CONNECTION: ['CONNECTED', 'EXPIRED'],
  CONNECTED: ['PROCESSING', 'REPORT_READY', 'FAILED'],
  PROCESSING: ['REPORT_READY', 'FAILED'],
  REPORT_READY: [],
  FAILED: [],
  EXPIRED: [],
};

export const TERMINAL_STATUSES: readonly CaseStatus[] = ['REPORT_READY', 'FAILED', 'EXPIRED'];

export const isTerminal = (status: CaseStatus) => TERMINAL_STATUSES.includes(status);

export const canTransition = (from: CaseStatus, to: CaseStatus) => CASE_TRANSITIONS[from].includes(to);

/** The states a case may be in to move to `to` (the WHERE of the conditional update). */
export function sourcesOf(to: CaseStatus): CaseStatus[] {
  return (Object.keys(CASE_TRANSITIONS) as CaseStatus[]).filter((from) => CASE_TRANSITIONS[from].includes(to));
}

/** The timestamp column a transition into `to` sets. */
export const TIMESTAMP_COLUMN: Partial<Record<CaseStatus, string>> = {
  CONNECTED: 'connection_completed_at',
  PROCESSING: 'processing_started_at',
  REPORT_READY: 'report_completed_at',
  FAILED: 'closed_at',
  EXPIRED: 'closed_at',
};
