import type { JobOptions } from 'bull';

export const BUREAU_CODES = ['crc', 'first_central'] as const;
export type BureauCode = (typeof BUREAU_CODES)[number];
/** The `bureau` field of a request: one bureau, or both merged. */
export const BUREAU_CHOICES = ['crc', 'first_central', 'all'] as const;
export type BureauChoice = (typeof BUREAU_CHOICES)[number];

export const CONSENT_PURPOSES = ['loan_application', 'account_opening', 'periodic_review'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** Purposes a hard inquiry may carry: a credit decision. periodic_review (an account already held) is soft only. */
export const LENDING_PURPOSES = ['loan_application', 'account_opening'] as const;

export const INQUIRY_TYPES = ['soft', 'hard'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const RATINGS = ['excellent', 'good', 'fair', 'poor', 'very_poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** One Bull queue for the domain's asynchronous work: credit reports and identity verifications. */
export const CREDIT_QUEUE = 'credit';
export const CREDIT_REPORT_JOB = 'report';
export const VERIFICATION_JOB = 'verification';
export const CREDIT_SWEEP_JOB = 'sweep';
export const CREDIT_SWEEP_EVERY_MS = 30_000;

/** A bureau outage is worth a few retries before the report is marked failed. */
export const CREDIT_JOB_OPTIONS: JobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: 1000,
};
