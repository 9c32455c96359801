import { describe, expect, it } from '@jest/globals';
import { partitionName, periodStart } from './partitioned-tables.js';

describe('partition periods (UTC)', () => {
  it('a month starts on the 1st at 00:00 UTC and the next one follows across a year end', () => {
    const at = new Date('2026-12-31T23:59:59.999Z');
    expect(periodStart('month', at).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(periodStart('month', at, 1).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodStart('month', at, 2).toISOString()).toBe('2027-02-01T00:00:00.000Z');
    expect(periodStart('month', at, -12).toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });

  it('a day starts at 00:00 UTC whatever the hour in Lagos, and the next one follows across a month end', () => {
    // 00:30 in Lagos (UTC+1) on 1 March is still 28 February in UTC: the row belongs to the UTC day
    const at = new Date('2026-02-28T23:30:00Z');
    expect(periodStart('day', at).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(periodStart('day', at, 1).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodStart('day', new Date('2028-02-28T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('names a partition after its first day, as the migrations do', () => {
    expect(partitionName('fraud_transactions', 'month', new Date('2027-01-01T00:00:00Z'))).toBe('fraud_transactions_p202701');
    expect(partitionName('request_logs', 'day', new Date('2026-03-05T00:00:00Z'))).toBe('request_logs_p20260305');
  });
});
