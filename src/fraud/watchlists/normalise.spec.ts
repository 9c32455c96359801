import { describe, expect, it } from '@jest/globals';
import { parseCsv } from './csv.js';
import { NAME_MATCH_THRESHOLD, nameKeys, nameSimilarity, normaliseIdentifier } from './normalise.js';

describe('normaliseIdentifier', () => {
  it('puts Nigerian phone numbers in E.164', () => {
    for (const raw of ['08031234567', '0803 123 4567', '+2348031234567', '2348031234567', '+234 (803) 123-4567', '002348031234567', '8031234567']) {
      expect(normaliseIdentifier('phone', raw)).toEqual({ ok: true, value: '+2348031234567' });
    }
    expect(normaliseIdentifier('phone', '0123').ok).toBe(false);
    expect(normaliseIdentifier('phone', '+4479111222333').ok).toBe(false);
  });
  it('checks NUBAN, BVN and NIN digits and lower-cases email', () => {
    expect(normaliseIdentifier('account', ' 0123 456 789 ')).toEqual({ ok: true, value: '0123456789' });
    expect(normaliseIdentifier('account', '012345678').ok).toBe(false);
    expect(normaliseIdentifier('bvn', '222-1234-5678')).toEqual({ ok: true, value: '22212345678' });
    expect(normaliseIdentifier('nin', '1234567890').ok).toBe(false);
    expect(normaliseIdentifier('email', ' Ada.Obi@Bank.NG ')).toEqual({ ok: true, value: 'ada.obi@bank.ng' });
    expect(normaliseIdentifier('email', 'nope').ok).toBe(false);
  });
});

describe('nameSimilarity', () => {
  const match = (a: string, b: string) => nameSimilarity(a, b) >= NAME_MATCH_THRESHOLD;
  it('ignores token order, case, accents and titles', () => {
    expect(nameSimilarity('Adebayo Ogunlesi', 'OGUNLESI adebayo')).toBe(1);
    expect(match('Adébáyọ̀ Ògúnlésì', 'Adebayo Ogunlesi')).toBe(true);
    expect(match('Chief Adebayo Ogunlesi', 'Adebayo Ogunlesi')).toBe(true);
  });
  it('survives transliteration and small misspellings', () => {
    expect(match('Mohammed Abubakar', 'Muhammad Abubakar')).toBe(true);
    expect(match('Oluwaseun Johnson', 'Oluseun Jonson')).toBe(true);
    expect(match('Chukwuemeka Obi', 'Chukwuemeka Obi Nnamdi')).toBe(true);
  });
  it('does not match different people', () => {
    expect(match('Adebayo Ogunlesi', 'Chioma Nwosu')).toBe(false);
    expect(match('Ibrahim Musa', 'Ibrahim Bello')).toBe(false);
  });
  it('gives candidates a shared phonetic key', () => {
    const a = nameKeys('Mohammed Abubakar');
    const b = nameKeys('Muhammad Abubakar');
    expect(a.some((k) => b.includes(k))).toBe(true);
  });
});

describe('parseCsv', () => {
  it('reads quotes, commas in quotes and CRLF', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n1,')).toEqual([['a', 'b'], ['x, y', 'say "hi"'], ['1', '']]);
  });
});
