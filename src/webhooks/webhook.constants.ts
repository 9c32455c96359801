import type { JobOptions } from 'bull';

export const WEBHOOK_QUEUE = 'webhooks';
export const DELIVER_JOB = 'deliver';
/** PostgreSQL channel notified (at commit) when deliveries become due. */
export const DUE_CHANNEL = 'webhook_deliveries_due';

/** One Bull job per attempt; retries are scheduled in PostgreSQL, not by Bull. */
export const DELIVER_JOB_OPTIONS: JobOptions = { attempts: 1, removeOnComplete: true, removeOnFail: true };
/** createdAt: the delivery's partition key, to the microsecond (absent from jobs queued before the partitioning). */
export type DeliverJobData = { deliveryId: string; createdAt?: string; attempt: number };
export const deliverJobId = (deliveryId: string, attempt: number) => `${deliveryId}:${attempt}`;
