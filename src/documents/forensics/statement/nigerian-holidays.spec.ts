import { describe, expect, it } from '@jest/globals';
import { holidaysOf, nonBusinessDay } from './nigerian-holidays.js';

describe('Nigerian public holidays', () => {
  it('computes Good Friday and Easter Monday and keeps the fixed days', () => {
    const y2026 = holidaysOf(2026);
    expect(y2026.get('2026-04-03')).toBe('Good Friday');
    expect(y2026.get('2026-04-06')).toBe('Easter Monday');
    expect(y2026.get('2026-06-12')).toBe('Democracy Day');
    expect(y2026.get('2026-10-01')).toBe('Independence Day');
    expect(y2026.get('2026-05-01')).toBe("Workers' Day");
    expect(holidaysOf(2025).get('2025-04-18')).toBe('Good Friday');
  });

  it('moves a weekend holiday to the next free weekday (Christmas 2027 on a Saturday: Monday and Tuesday)', () => {
    const y2027 = holidaysOf(2027);
    expect(y2027.get('2027-12-27')).toBe('Christmas Day (observed)');
    expect(y2027.get('2027-12-28')).toBe('Boxing Day (observed)');
  });

  it('says why a day is not a business day, and null for a working day', () => {
    expect(nonBusinessDay('2026-12-25')).toBe('Christmas Day');
    expect(nonBusinessDay('2026-10-25')).toBe('Sunday');
    expect(nonBusinessDay('2026-10-24')).toBe('Saturday');
    expect(nonBusinessDay('2026-08-26')).toBe('Eid-el-Maulud');
    expect(nonBusinessDay('2026-10-02')).toBeNull();
  });
});
