import { describe, expect, it } from '@jest/globals';
import { institutionNamedIn, isValidNuban, nubanCheckDigit, nubanFor } from './nuban.js';

describe('NUBAN check digit', () => {
  it("follows the CBN standard's worked example (First Bank 011, serial 000001457: check digit 9)", () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('011', '0000014579')).toBe(true);
    expect(isValidNuban('011', '0000014578')).toBe(false);
  });

  it('a 3-digit bank code gives the same digit as its 6-digit zero-padded form; MFB codes use all six', () => {
    for (const serial of ['123456789', '000000001', '987654321']) expect(nubanCheckDigit('058', serial)).toBe(nubanCheckDigit('000058', serial));
    const kuda = nubanFor('090267', '202212345');
    expect(isValidNuban('090267', kuda)).toBe(true);
    expect(isValidNuban('057', 'abc4567890')).toBe(false);
    expect(() => nubanCheckDigit('57', '123456789')).toThrow(RangeError);
  });

  it('names the institution on a letterhead, the longest alias first', () => {
    expect(institutionNamedIn('KUDA MICROFINANCE BANK\nStatement of account')?.code).toBe('090267');
    expect(institutionNamedIn('Union Bank of Nigeria Plc')?.code).toBe('032');
    expect(institutionNamedIn('GTBank e-statement')?.code).toBe('058');
    expect(institutionNamedIn('Acme Bank statement')).toBeNull();
  });
});
