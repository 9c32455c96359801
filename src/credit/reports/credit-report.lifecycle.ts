import { JOB_ROLES, JOB_TRANSITIONS, type JobKind, type JobLifecycle } from '../../queue/job-lifecycle.js';
import type { Moved } from '../../queue/transition-table.js';
import { CREDIT_JOB_OPTIONS, CREDIT_REPORT_JOB } from '../credit.constants.js';
import { CreditReport, type CreditReportStatus } from './credit-report.entity.js';

const READ_BACK = ['id', 'organizationId', 'bvnEncrypted', 'bvnHash', 'consentId', 'bureau', 'status', 'result', 'failureReason'] as const;
type ReadBack = (typeof READ_BACK)[number];

/** A row as a claim or finish left it. */
export type MovedCreditReport = Moved<CreditReport, ReadBack>;
export type CreditReportLifecycle = JobLifecycle<CreditReport, CreditReportStatus, ReadBack>;

/** A credit report as a job: the standard job transitions; a claim stamps started_at and counts the attempt. */
export const CREDIT_REPORT_JOBS: JobKind<CreditReport, CreditReportStatus, ReadBack> = {
  entity: CreditReport,
  transitions: JOB_TRANSITIONS,
  roles: JOB_ROLES,
  stamps: { processing: 'startedAt', completed: 'completedAt', failed: 'completedAt' },
  counts: { processing: 'attempts' },
  returning: READ_BACK,
  job: { name: CREDIT_REPORT_JOB, idPrefix: 'credit-report', data: (id) => ({ reportId: id }), options: CREDIT_JOB_OPTIONS },
};
