import type { AppConfig } from '../../config/config.js';

/** A partition covers a UTC calendar month or day. */
export type PartitionUnit = 'month' | 'day';

/**
 * A table partitioned by its insertion time (created_at, the server's clock; webhook_attempts by their delivery's), how
 * far ahead its partitions are made and how many days it keeps. A row is kept at least its table's retention and at most one partition longer: a
 * partition is dropped whole, once its last instant is past the retention (README, Partitions and retention).
 */
export interface PartitionedTable {
  table: string;
  unit: PartitionUnit;
  /** Partitions made ahead of the current one: inserts never meet a period without one while the job runs. */
  ahead: number;
  retentionDays: (config: AppConfig) => number;
  /** A partition past retention is kept while it holds a row matching this predicate (SQL on the table's columns). */
  keepWhile?: string;
  /** The table this one's rows refer to: a partition is dropped only once that table's partition of the same period is gone. */
  after?: string;
}

export const PARTITIONED_TABLES: PartitionedTable[] = [
  { table: 'fraud_transactions', unit: 'month', ahead: 2, retentionDays: (c) => c.fraud.transactionRetentionDays },
  { table: 'credit_access_log', unit: 'month', ahead: 2, retentionDays: (c) => c.credit.accessLogRetentionDays },
  // days: a week's retention in months would keep five weeks; a month of days ahead, so a worker away for weeks still
  // leaves no request without its day
  { table: 'request_logs', unit: 'day', ahead: 31, retentionDays: (c) => c.requestLog.retentionDays },
  // a delivery still pending or retrying keeps its month (a redelivery of an old one, a worker away for long); its
  // attempts, partitioned on the delivery's created_at, follow their deliveries' month, never go before it
  {
    table: 'webhook_deliveries',
    unit: 'month',
    ahead: 2,
    retentionDays: (c) => c.webhooks.deliveryRetentionDays,
    keepWhile: `status IN ('pending', 'queued', 'delivering')`,
  },
  { table: 'webhook_attempts', unit: 'month', ahead: 2, retentionDays: (c) => c.webhooks.deliveryRetentionDays, after: 'webhook_deliveries' },
];

/** The first instant (UTC) of the period `offset` periods after the one holding `at`. */
export function periodStart(unit: PartitionUnit, at: Date, offset = 0): Date {
  return unit === 'month'
    ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1))
    : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + offset));
}

/** `<table>_pYYYYMM` or `<table>_pYYYYMMDD`: the name the migrations give the period's partition too, so a period is made once. */
export function partitionName(table: string, unit: PartitionUnit, start: Date): string {
  const month = `${start.getUTCFullYear()}${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${table}_p${month}${unit === 'day' ? String(start.getUTCDate()).padStart(2, '0') : ''}`;
}

export const monthStart = (at: Date, offset = 0) => periodStart('month', at, offset);
export const monthPartitionName = (table: string, start: Date) => partitionName(table, 'month', start);

/** The first instant of the period a partition's name (partitionName) stands for, or null for another name. */
export function periodOfName(table: string, unit: PartitionUnit, name: string): Date | null {
  const m = new RegExp(`^${table}_p(\\d{4})(\\d{2})${unit === 'day' ? '(\\d{2})' : ''}$`).exec(name);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, unit === 'day' ? Number(m[3]) : 1)) : null;
}
