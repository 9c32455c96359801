import { describe, expect, it } from '@jest/globals';
import { monthRange, statementMonths } from './statement-months.js';

const d = (s: string) => new Date(`${s}T12:00:00Z`);

describe('statement months', () => {
  it('a 13-calendar-month statement that runs into the current month covers 12 whole months', () => {
    const dates = monthRange('2025-11', '2026-11').map((m) => `${m}-01`);
    const covered = statementMonths(dates, { from: d('2025-11-01'), to: d('2026-11-20') });
    expect(covered.months).toHaveLength(12);
    expect(covered.months[0]).toBe('2025-11');
    expect(covered.months.at(-1)).toBe('2026-10');
    expect(covered.calendar_months).toHaveLength(13);
    expect(covered.partial_months).toEqual(['2026-11']);
  });

  it('a period that ends on the last day of a month counts that month', () => {
    const dates = monthRange('2025-01', '2026-01').map((m) => `${m}-15`);
    const covered = statementMonths(dates, { from: d('2025-01-01'), to: d('2026-01-31') });
    expect(covered.months).toEqual(monthRange('2025-01', '2026-01'));
    expect(covered.months).toHaveLength(13);
  });

  it('a 3-month-old account is 3 months, not 12; a history that starts late in a month leaves that month out', () => {
    const period = { from: d('2025-11-01'), to: d('2026-11-20') };
    expect(statementMonths(['2026-08-02', '2026-09-25', '2026-10-25', '2026-11-03'], period).months).toEqual(['2026-08', '2026-09', '2026-10']);
    const late = statementMonths(['2026-08-20', '2026-09-25', '2026-10-25'], period);
    expect(late.months).toEqual(['2026-09', '2026-10']);
    expect(late.partial_months).toEqual(['2026-08', '2026-11']);
  });

  it('a statement younger than a month is flagged, and leap years and year ends are handled', () => {
    const young = statementMonths(['2026-11-10', '2026-11-12'], { from: d('2025-11-01'), to: d('2026-11-20') });
    expect(young).toMatchObject({ months: [], calendar_months: ['2026-11'], insufficient_history: true });
    expect(statementMonths(['2024-02-01'], { from: d('2024-02-01'), to: d('2024-02-29') }).months).toEqual(['2024-02']);
    expect(monthRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
