import { JOB_ROLES, JOB_TRANSITIONS, type JobKind, type JobLifecycle } from '../../queue/job-lifecycle.js';
import type { Moved } from '../../queue/transition-table.js';
import { CREDIT_JOB_OPTIONS, VERIFICATION_JOB } from '../credit.constants.js';
import { IdentityVerification, type VerificationStatus } from './entities/identity-verification.entity.js';

const READ_BACK = ['id', 'organizationId', 'idType', 'subjectEncrypted', 'consentId', 'status', 'outcome', 'failureReason'] as const;
type ReadBack = (typeof READ_BACK)[number];

/** A row as a claim or finish left it. */
export type MovedVerification = Moved<IdentityVerification, ReadBack>;
export type VerificationLifecycle = JobLifecycle<IdentityVerification, VerificationStatus, ReadBack>;

/** An identity verification as a job: the standard job transitions; a claim counts the attempt. */
export const VERIFICATION_JOBS: JobKind<IdentityVerification, VerificationStatus, ReadBack> = {
  entity: IdentityVerification,
  transitions: JOB_TRANSITIONS,
  roles: JOB_ROLES,
  stamps: { completed: 'completedAt', failed: 'completedAt' },
  counts: { processing: 'attempts' },
  returning: READ_BACK,
  job: { name: VERIFICATION_JOB, idPrefix: 'verification', data: (id) => ({ verificationId: id }), options: CREDIT_JOB_OPTIONS },
};
