import { type JobLifecycle, standardJobKind } from '../../queue/job-lifecycle.js';
import type { Moved } from '../../queue/transition-table.js';
import { CREDIT_JOB_OPTIONS, VERIFICATION_JOB } from '../credit.constants.js';
import { IdentityVerification, type VerificationStatus } from './entities/identity-verification.entity.js';

const READ_BACK = ['id', 'organizationId', 'livemode', 'idType', 'subjectEncrypted', 'consentId', 'status', 'outcome', 'failureReason'] as const;

/** An identity verification as a job: a claim counts the attempt. */
export const VERIFICATION_JOBS = standardJobKind({
  entity: IdentityVerification,
  stamps: { completed: 'completedAt', failed: 'completedAt' },
  counts: { processing: 'attempts' },
  returning: READ_BACK,
  job: { name: VERIFICATION_JOB, idPrefix: 'verification', data: (id) => ({ verificationId: id }), options: CREDIT_JOB_OPTIONS },
});

/** A row as a claim or finish left it. */
export type MovedVerification = Moved<IdentityVerification, (typeof READ_BACK)[number]>;
export type VerificationLifecycle = JobLifecycle<IdentityVerification, VerificationStatus, (typeof READ_BACK)[number]>;
