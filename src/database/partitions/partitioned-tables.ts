import type { AppConfig } from '../../config/config.js';

/**
 * The tables partitioned by month of their insertion time, and how many days each keeps (README, Partitions and
 * retention). A row is kept at least its table's retention and at most a month longer: a month is dropped whole,
 * once its last instant is past the retention.
 */
export interface PartitionedTable {
  table: string;
  retentionDays: (config: AppConfig) => number;
}

export const PARTITIONED_TABLES: PartitionedTable[] = [{ table: 'fraud_transactions', retentionDays: (c) => c.fraud.transactionRetentionDays }];

/** Months made ahead of the current one: inserts never meet a month without a partition while the job runs at least monthly. */
export const MONTHS_AHEAD = 2;

/** `<table>_pYYYYMM`: the name the migrations give the month's partition too, so a month is made once. */
export function monthPartitionName(table: string, monthStart: Date): string {
  return `${table}_p${monthStart.getUTCFullYear()}${String(monthStart.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first instant (UTC) of the month `offset` months after the one holding `at`. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}
