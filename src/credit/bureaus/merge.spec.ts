import { describe, expect, it } from '@jest/globals';
import type { BureauFacility } from './bureau.types.js';
import { mergeFiles, sameFacility } from './merge.js';

const loan: BureauFacility = {
  account_ref: '****1234', lender: 'GTBank', lender_type: 'commercial_bank', facility_type: 'term_loan', currency: 'NGN',
  credit_limit: 2_000_000, outstanding_balance: 900_000, opened_on: '2025-05-10', closed_on: null, status: 'open', days_past_due: 0,
  payment_history: [{ month: '2026-10', days_past_due: 0 }, { month: '2026-09', days_past_due: 0 }],
};
const atFc = { ...loan, lender: 'Guaranty Trust Bank Plc', account_ref: 'XXXXXX1234', opened_on: '2025-05-12' };
const files = (a: BureauFacility[], b: BureauFacility[]) => mergeFiles([{ source: 'crc', facilities: a, inquiries: [] }, { source: 'first_central', facilities: b, inquiries: [] }]);

describe('merging bureau files', () => {
  it('matches on lender (any spelling), type, opening date and amount, not on the masked reference', () => {
    expect(sameFacility(loan, atFc)).toBe(true);
    expect(sameFacility(loan, { ...atFc, lender: 'Zenith Bank' })).toBe(false);
    expect(sameFacility(loan, { ...atFc, facility_type: 'auto_loan' })).toBe(false);
    expect(sameFacility(loan, { ...atFc, opened_on: '2025-07-10' })).toBe(false);
    expect(sameFacility(loan, { ...atFc, credit_limit: 2_200_000 })).toBe(false);
    expect(sameFacility(loan, { ...atFc, credit_limit: 2_050_000 })).toBe(true);
    const m = files([loan], [atFc]);
    expect(m.facilities).toHaveLength(1);
    expect(m.facilities[0].lender).toBe('Guaranty Trust Bank');
  });

  it('never merges two alike loans of one bureau', () => {
    expect(files([loan, { ...loan, account_ref: '****9999' }], []).facilities).toHaveLength(2);
    expect(files([loan, { ...loan, account_ref: '****9999' }], [atFc]).facilities).toHaveLength(2);
  });

  it('keeps the worst month and a write-off from either bureau; a repayment the fresher bureau reports stands', () => {
    const late = { ...atFc, days_past_due: 120, classification: 'substandard' as const, payment_history: [{ month: '2026-10', days_past_due: 120 }, { month: '2026-09', days_past_due: 90 }] };
    const m = files([loan], [late]).facilities[0];
    expect(m.payment_history[0].days_past_due).toBe(120);
    expect(m.classification).toBe('substandard');
    const writtenOff = { ...atFc, status: 'written_off' as const, closed_on: '2026-08-01', outstanding_balance: 1_500_000, payment_history: [{ month: '2026-08', days_past_due: 180 }] };
    expect(files([loan], [writtenOff]).facilities[0]).toMatchObject({ status: 'written_off', outstanding_balance: 1_500_000, closed_on: '2026-08-01' });
    const repaid = { ...atFc, status: 'closed' as const, outstanding_balance: 0, closed_on: '2026-11-02', payment_history: [{ month: '2026-11', days_past_due: 0 }, ...late.payment_history] };
    expect(files([late], [repaid]).facilities[0]).toMatchObject({ status: 'closed', outstanding_balance: 0, days_past_due: 0 });
  });
});
