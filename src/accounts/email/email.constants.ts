import type { JobOptions } from 'bull';

export const EMAIL_QUEUE = 'email';
export const SEND_EMAIL_JOB = 'send';
export const SWEEP_EMAIL_JOB = 'sweep';
export const SWEEP_EMAIL_EVERY_MS = 60_000;

export const SEND_EMAIL_OPTIONS: JobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: true,
  removeOnFail: 1000,
};
