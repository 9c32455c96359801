import type { JobKind, JobLifecycle } from '../../queue/job-lifecycle.js';
import { EmailOutbox, type EmailStatus } from '../entities/email-outbox.entity.js';
import { SEND_EMAIL_JOB, SEND_EMAIL_OPTIONS } from './email.constants.js';

const READ_BACK = ['id', 'toAddress', 'subject', 'bodyText', 'status'] as const;
type ReadBack = (typeof READ_BACK)[number];

/** An outbox email as a job: a claim counts the attempt, sending stamps sent_at; one left pending a minute never reached Redis. */
export const EMAIL_JOBS: JobKind<EmailOutbox, EmailStatus, ReadBack> = {
  entity: EmailOutbox,
  transitions: { pending: ['processing'], processing: ['pending', 'sent', 'failed'], sent: [], failed: [] },
  roles: { pending: 'pending', processing: 'processing', completed: 'sent', failed: 'failed' },
  stamps: { sent: 'sentAt' },
  counts: { processing: 'attempts' },
  returning: READ_BACK,
  lostSeconds: 60,
  job: { name: SEND_EMAIL_JOB, idPrefix: 'email', data: (outboxId) => ({ outboxId }), options: SEND_EMAIL_OPTIONS },
};

export type EmailLifecycle = JobLifecycle<EmailOutbox, EmailStatus, ReadBack>;
