import { describe, expect, it } from '@jest/globals';
import { findLender, lenderInNarration, lenderKey, NIGERIAN_LENDERS } from './nigerian-lenders.js';

describe('Nigerian lenders', () => {
  it('resolves the spellings bureaus use to one lender', () => {
    for (const name of ['GTBank', 'Guaranty Trust Bank Plc', 'GUARANTY TRUST BANK', 'GTB']) expect(lenderKey(name)).toBe('gtbank');
    for (const name of ['FairMoney MFB', 'FAIRMONEY MICROFINANCE BANK LTD', 'Fair Money']) expect(lenderKey(name)).toBe('fairmoney');
    expect(findLender('First Bank of Nigeria Ltd')?.id).toBe('firstbank');
    expect(findLender('Zenith')?.kind).toBe('commercial_bank');
  });

  it('keeps an unknown lender apart under its normalised name', () => {
    expect(findLender('Ogbomoso Community Microfinance Bank Ltd')).toBeUndefined();
    expect(lenderKey('Ogbomoso Community Microfinance Bank Ltd')).toBe('OGBOMOSO COMMUNITY MFB');
  });

  it('finds loan products in narrations, not plain transfers from a bank', () => {
    expect(lenderInNarration('TRF FROM FAIRMONEY MFB/REF 8823')?.id).toBe('fairmoney');
    expect(lenderInNarration('QUICKCREDIT DISBURSEMENT GTB')?.id).toBe('gtbank');
    expect(lenderInNarration('EASYBUY PHONE INSTALMENT 3/6')?.kind).toBe('bnpl');
    expect(lenderInNarration('NIP TRF FROM GTB/ADAEZE OKONKWO')).toBeUndefined();
    expect(lenderInNarration('POS PURCHASE SHOPRITE LEKKI')).toBeUndefined();
  });

  it('has unique ids and markers that name one lender each', () => {
    const ids = NIGERIAN_LENDERS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    const markers = NIGERIAN_LENDERS.flatMap((l) => l.loanMarkers);
    expect(new Set(markers).size).toBe(markers.length);
  });
});
