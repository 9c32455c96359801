import { type JobLifecycle, standardJobKind } from '../../queue/job-lifecycle.js';
import type { Moved } from '../../queue/transition-table.js';
import { CREDIT_JOB_OPTIONS, CREDIT_REPORT_JOB } from '../credit.constants.js';
import { CreditReport, type CreditReportStatus } from './credit-report.entity.js';

const READ_BACK = ['id', 'organizationId', 'livemode', 'bvnEncrypted', 'bvnHash', 'consentId', 'bureau', 'status', 'result', 'failureReason'] as const;

/** A credit report as a job: a claim stamps started_at and counts the attempt. */
export const CREDIT_REPORT_JOBS = standardJobKind({
  entity: CreditReport,
  stamps: { processing: 'startedAt', completed: 'completedAt', failed: 'completedAt' },
  counts: { processing: 'attempts' },
  returning: READ_BACK,
  job: { name: CREDIT_REPORT_JOB, idPrefix: 'credit-report', data: (id) => ({ reportId: id }), options: CREDIT_JOB_OPTIONS },
});

/** A row as a claim or finish left it. */
export type MovedCreditReport = Moved<CreditReport, (typeof READ_BACK)[number]>;
export type CreditReportLifecycle = JobLifecycle<CreditReport, CreditReportStatus, (typeof READ_BACK)[number]>;
