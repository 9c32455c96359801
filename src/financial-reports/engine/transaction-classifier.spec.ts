import { describe, expect, it } from '@jest/globals';
import type { ProviderTransaction } from '../providers/bank-connection.provider.js';
import { classify, recurringDebits } from './transaction-classifier.js';

let seq = 0;
const tx = (narration: string, amount: number, date = '2026-01-05'): ProviderTransaction => ({ transaction_id: `t${++seq}`, account_id: 'a', date, amount, narration, balance_after: 0 });
const holder = { names: ['ADAEZE OKONKWO', 'Adaeze Chioma Okonkwo'], nubans: ['8031234567'] };
const kindsOf = (txs: ProviderTransaction[]) => classify(txs, holder).map((c) => c.kind);

describe('transaction classifier', () => {
  it('own transfers are not income: the holder by name (any order, either direction), by a BVN-linked NUBAN, and round trips', () => {
    const items = classify(
      [
        tx('NIP TRF FROM ADAEZE OKONKWO', 200_000, '2026-01-03'),
        tx('NIP TRF TO OKONKWO ADAEZE/KUDA', -200_000, '2026-01-05'),
        tx('TRF FRM 8031234567 OPAY', 50_000),
        tx('NIP TRF TO A OKONKWO/OPAY', -20_000),
        tx('NIP TRF FROM EMEKA EZE', 150_000, '2026-01-10'),
        tx('NIP TRF TO EMEKA EZE', -150_000, '2026-01-12'),
        // a stranger paying in, and one who pays the holder by name after FROM someone else, are not own transfers
        tx('NIP TRF FROM TUNDE BAKARE', 20_000, '2026-01-14'),
        tx('TRF FROM JOHN DOE TO ADAEZE OKONKWO', 30_000, '2026-01-15'),
      ],
      holder,
    );
    expect(items.map((c) => [c.kind, c.ownBy ?? null])).toEqual([
      ['own_transfer', 'name'],
      ['own_transfer', 'name'],
      ['own_transfer', 'nuban'],
      ['own_transfer', 'name'],
      ['own_transfer', 'round_trip'],
      ['own_transfer', 'round_trip'],
      ['irregular', null],
      ['irregular', null],
    ]);
  });

  it('a round trip needs the same party, the same amount within 1% and a month at most', () => {
    expect(kindsOf([tx('NIP TRF FROM EMEKA EZE', 150_000, '2026-01-01'), tx('NIP TRF TO EMEKA EZE', -149_000, '2026-01-25')])).toEqual(['own_transfer', 'own_transfer']);
    expect(kindsOf([tx('NIP TRF FROM EMEKA EZE', 150_000, '2026-01-01'), tx('NIP TRF TO EMEKA EZE', -150_000, '2026-02-10')])).toEqual(['irregular', 'transfers_out']);
    expect(kindsOf([tx('NIP TRF FROM EMEKA EZE', 150_000, '2026-01-01'), tx('NIP TRF TO EMEKA EZE', -90_000, '2026-01-02')])).toEqual(['irregular', 'transfers_out']);
    expect(kindsOf([tx('NIP TRF FROM EMEKA EZE', 150_000, '2026-01-01'), tx('NIP TRF TO BLESSING ETIM', -150_000, '2026-01-02')])).toEqual(['irregular', 'transfers_out']);
  });

  it('lender money is not salary: the one list of Nigerian lenders and generic loan words', () => {
    const items = classify([tx('SALARY ADVANCE DISBURSED', 100_000), tx('TRF FROM FAIRMONEY MFB', 80_000), tx('QUICKCREDIT DISBURSEMENT GTB', 120_000), tx('SALARY JAN 2026 FROM DANGOTE CEMENT PLC', 450_000)], holder);
    expect(items.map((c) => c.kind)).toEqual(['loan_disbursement', 'loan_disbursement', 'loan_disbursement', 'salary']);
    expect(items.map((c) => c.lender?.id ?? null)).toEqual([null, 'fairmoney', 'gtbank', null]);
  });

  it('a transfer from or to a person who banks at a deposit-taking lender is not lender money', () => {
    const items = classify([tx('NIP TRF FROM FAIRMONEY MFB/CHIDI NWOSU', 60_000), tx('TRF TO CARBON MFB/TUNDE BAKARE', -20_000), tx('TRF FROM CARBON', 50_000), tx('TRF FROM BRANCH INTL/REF 22', 40_000)], holder);
    expect(items.map((c) => c.kind)).toEqual(['irregular', 'transfers_out', 'loan_disbursement', 'loan_disbursement']);
  });

  it('repayments of every kind are debt: GSI, Remita direct debits, lender debits, BNPL and hire purchase', () => {
    const items = classify(
      [
        tx('GSI RECOVERY ACCESS BANK', -15_000),
        tx('REMITA DD LOAN RENMONEY', -25_000),
        tx('PAYSTACK/FAIRMONEY', -28_000),
        tx('EASYBUY PHONE INSTALMENT 3/6', -12_000),
        tx('HIRE PURCHASE INSTALMENT CFAO MOTORS', -40_000),
        tx('CARBON LOAN REPAYMENT', -45_000),
        tx('NIBSS DIRECT DEBIT MANDATE', -9_000),
      ],
      holder,
    );
    expect(items.map((c) => [c.kind, c.debtType])).toEqual([
      ['debt_repayment', 'gsi'],
      ['debt_repayment', 'direct_debit'],
      ['debt_repayment', 'loan'],
      ['debt_repayment', 'bnpl'],
      ['debt_repayment', 'hire_purchase'],
      ['debt_repayment', 'loan'],
      ['debt_repayment', 'direct_debit'],
    ]);
  });

  it('betting, bonuses, insufficient-funds charges and spending categories', () => {
    expect(
      kindsOf([
        tx('BET9JA WALLET FUNDING', -5_000),
        tx('SPORTYBET NG DEPOSIT', -3_000),
        tx('1XBET PAYMENT', -2_000),
        tx('SPORTYBET WINNINGS PAYOUT', 8_000),
        tx('DEC 2025 BONUS FROM DANGOTE CEMENT PLC', 300_000),
        tx('INSUFFICIENT FUNDS CHARGE', -1_075),
        tx('NIP TRF TO ALABA INTL MKT SUPPLIER', -90_000),
        tx('POS PURCHASE TOTAL FILLING STN', -12_000),
        tx('AIRTIME MTN 08031234567', -1_000),
        tx('IKEDC PREPAID TOKEN 1234', -15_000),
        tx('POS PURCHASE SHOPRITE LEKKI', -9_000),
        tx('SMS ALERT CHARGES', -50),
        tx('REVERSAL NIP TRF', 5_000),
      ]),
    ).toEqual(['gambling', 'gambling', 'gambling', 'gambling_winnings', 'bonus', 'bank_charges', 'supplier_and_operating', 'fuel_and_transport', 'airtime_and_data', 'utilities_and_subscriptions', 'pos_purchases', 'bank_charges', 'reversal']);
  });

  it('recurring credits and debits are found over the months the statement covers', () => {
    const months = ['2026-01', '2026-02', '2026-03'];
    const txs = months.flatMap((m) => [tx('DANGOTE PAYROLL SERVICES', 100_000, `${m}-25`), tx('NIP TRF TO MAMA TAILORING', -20_000, `${m}-10`), tx('NIP TRF FROM RANDOM BUYER ' + m.slice(5), 5_000 * Number(m.slice(5)), `${m}-11`)]);
    const items = classify(txs, holder, 3);
    expect(items.find((c) => c.tx.narration === 'DANGOTE PAYROLL SERVICES')?.kind).toBe('salary');
    const debits = recurringDebits(items, 3);
    expect(debits).toEqual([expect.objectContaining({ name: 'NIP TRF TO MAMA TAILORING', months: 3, average_amount: 20_000 })]);
  });

  it('a salary credit that prints the holder\'s own account number, or comes through an employer\'s MFB, is salary', () => {
    const own = holder.nubans[0];
    expect(kindsOf([tx(`NIP CR SALARY OCT ACME LTD TO ${own}`, 300_000), tx('NIP FROM ACME LTD/ACCION MFB SALARY OCT', 300_000), tx(`NIP TRF FROM ${own}`, 50_000)])).toEqual([
      'salary',
      'salary',
      'own_transfer',
    ]);
  });
});
