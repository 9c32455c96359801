import { describe, expect, it } from '@jest/globals';
import { FindingList } from '../findings.js';
import { checkCreditDays, checkDates, checkOpeningToClosing, checkRunningBalance } from './statement.checks.js';
import type { TextLine } from './pdf-text.reader.js';
import { ParsedStatement, parseAmount, parseDate, parseStatement, StatementRow } from './statement.parser.js';

/** A line of cells at x positions (each cell 60 units wide), as pdf-text makes them. */
const line = (y: number, cells: [number, string][], font = 'f1'): TextLine => ({
  page: 1,
  y,
  cells: cells.map(([x, text]) => ({ text, x, right: x + 60, font })),
  text: cells.map(([, text]) => text).join('  '),
});

const row = (line: number, date: string, description: string, debit: number, credit: number, balance: number): StatementRow => ({
  line,
  page: 1,
  date,
  description,
  debit,
  credit,
  balance,
  amounts: [],
});

const statement = (rows: StatementRow[], extra: Partial<ParsedStatement> = {}): ParsedStatement => ({
  institution: null,
  accountNumber: null,
  accountName: null,
  periodStart: '2026-07-01',
  periodEnd: '2026-07-31',
  openingBalance: 1000,
  closingBalance: rows[rows.length - 1].balance,
  rows,
  ...extra,
});

describe('statement parsing', () => {
  it('reads day-first dates in the formats Nigerian banks print', () => {
    expect(parseDate('01/10/2026')).toBe('2026-10-01');
    expect(parseDate('01-Oct-2026')).toBe('2026-10-01');
    expect(parseDate('1 October 2026')).toBe('2026-10-01');
    expect(parseDate('2026-10-01')).toBe('2026-10-01');
    expect(parseDate('01/10/26 14:22:05')).toBe('2026-10-01');
    expect(parseDate('01-Oct-2026 09:15 AM')).toBe('2026-10-01');
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('statement')).toBeNull();
  });

  it('reads amounts with separators, currency, parentheses and DR marks', () => {
    expect(parseAmount('450,000.00')).toBe(450000);
    expect(parseAmount('NGN 1,250.50')).toBe(1250.5);
    expect(parseAmount('(1,200.00)')).toBe(-1200);
    expect(parseAmount('5,000.00 DR')).toBe(-5000);
    expect(parseAmount('+5,000.00')).toBe(5000);
    expect(parseAmount('-₦5,000.00')).toBe(-5000);
    expect(parseAmount('0803 123 4567')).toBeNull();
    expect(parseAmount('1,2.00')).toBeNull();
  });
});

describe('statement layouts', () => {
  it('a wallet layout with one signed "Debit/Credit" column and times on the dates', () => {
    const s = parseStatement([
      line(800, [[40, 'OPay Digital Services Limited']]),
      line(780, [[40, 'Account Number: 8012345678']]),
      line(760, [[40, 'Period: 01/07/2026 - 31/07/2026']]),
      line(740, [[40, 'Trans. Time'], [120, 'Description'], [300, 'Debit/Credit'], [400, 'Balance After']]),
      line(720, [[40, '01/07/2026 08:01:22'], [120, 'Transfer from ADE'], [300, '+20,000.00'], [400, '25,000.00']]),
      line(700, [[40, '02/07/2026 19:45:10'], [120, 'Airtime'], [300, '-1,000.00'], [400, '24,000.00']]),
    ]);
    expect(s.institution?.name).toBe('OPay');
    expect([s.periodStart, s.periodEnd]).toEqual(['2026-07-01', '2026-07-31']);
    expect(s.rows.map((r) => [r.date, r.credit, r.debit, r.balance])).toEqual([
      ['2026-07-01', 20000, 0, 25000],
      ['2026-07-02', 0, 1000, 24000],
    ]);
  });

  it('a bank layout with value dates and separate Debits and Credits columns', () => {
    const s = parseStatement([
      line(800, [[40, 'Guaranty Trust Bank']]),
      line(740, [[40, 'Trans. Date'], [100, 'Value Date'], [160, 'Narration'], [300, 'Debits'], [370, 'Credits'], [440, 'Balance']]),
      line(720, [[40, '03-Jul-2026'], [100, '03-Jul-2026'], [160, 'SALARY JUL'], [370, '300,000.00'], [440, '310,000.00']]),
      line(700, [[40, '04-Jul-2026'], [100, '04-Jul-2026'], [160, 'POS SPAR'], [300, '10,000.00'], [440, '300,000.00']]),
    ]);
    expect(s.rows.map((r) => [r.description, r.credit, r.debit])).toEqual([
      ['SALARY JUL', 300000, 0],
      ['POS SPAR', 0, 10000],
    ]);
  });
});

describe('statement checks', () => {
  it('a consistent running balance passes; one typed-over balance is quoted with the line and the arithmetic', () => {
    const good = statement([row(1, '2026-07-02', 'POS', 200, 0, 800), row(2, '2026-07-03', 'SALARY ACME', 0, 5000, 5800)]);
    const list = new FindingList();
    expect(checkRunningBalance(good, list)).toBe('pass');
    expect(checkOpeningToClosing(good, true, list)).toBe('pass');
    expect(list.toArray()).toEqual([]);

    const bad = statement([row(1, '2026-07-02', 'POS', 200, 0, 800), row(2, '2026-07-03', 'SALARY ACME', 0, 5000, 9800)], { closingBalance: 9800 });
    const found = new FindingList();
    expect(checkRunningBalance(bad, found)).toBe('fail');
    expect(checkOpeningToClosing(bad, true, found)).toBe('fail');
    const [closing, running] = found.toArray().sort((a, b) => a.code.localeCompare(b.code));
    expect(running.description).toContain('line 2 (03/07/2026, "SALARY ACME"): 800.00 + 5,000.00 = 5,800.00, but the statement shows 9,800.00');
    expect(closing.description).toContain('opening balance 1,000.00 + credits 5,000.00 − debits 200.00 = 5,800.00, but the closing balance shown is 9,800.00');
  });

  it('dates outside the period and salary on a Sunday are found; a Saturday transfer is only listed', () => {
    const s = statement([
      row(1, '2026-07-04', 'NIP TRF FROM KUNLE', 0, 100, 1100),
      row(2, '2026-07-26', 'SALARY ACME LTD', 0, 5000, 6100),
      row(3, '2026-08-03', 'POS SHOPRITE', 100, 0, 6000),
    ]);
    const list = new FindingList();
    expect(checkDates(s, list)).toBe('fail');
    expect(checkCreditDays(s, list)).toBe('fail');
    const byCode = Object.fromEntries(list.toArray().map((f) => [f.code, f]));
    expect(byCode.STATEMENT_DATE_OUTSIDE_PERIOD.description).toContain('line 3 (03/08/2026, "POS SHOPRITE")');
    expect(byCode.STATEMENT_SALARY_ON_NON_BUSINESS_DAY.description).toContain('line 2 (26/07/2026, "SALARY ACME LTD"), Sunday, 5,000.00');
    expect(byCode.STATEMENT_CREDITS_ON_NON_BUSINESS_DAYS.severity).toBe('info');
  });
});
