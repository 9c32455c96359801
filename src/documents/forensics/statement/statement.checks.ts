import { isValidNuban, nubanCheckDigit } from '../../../common/nuban.js';
import type { FindingList } from '../findings.js';
import { HOLIDAY_YEARS, nonBusinessDay } from './nigerian-holidays.js';
import type { ParsedStatement, StatementRow } from './statement.parser.js';

// The statement against itself and the calendar; each finding names the lines, amounts and dates it rests on, so an analyst can check it.

/** Naira amounts are exact to the kobo; anything beyond half a kobo is a real difference. */
const TOLERANCE = 0.005;
/** Examples quoted in a finding's description. */
const EXAMPLES = 5;
/** A column needs this many amounts before one font can be called its own. */
const MIN_COLUMN_AMOUNTS = 4;

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const naira = (n: number) => money.format(n);
export const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const quote = (row: StatementRow) => `line ${row.line} (${dmy(row.date)}${row.description ? `, "${row.description.slice(0, 40)}"` : ''})`;
const more = (n: number) => (n > EXAMPLES ? `; and ${n - EXAMPLES} more` : '');

export type CheckOutcome = 'pass' | 'fail' | 'not_checked';

export interface StatementChecks {
  running_balance: CheckOutcome;
  opening_to_closing: CheckOutcome;
  dates_in_period: CheckOutcome;
  salary_on_business_days: CheckOutcome;
  account_number: CheckOutcome;
  amount_fonts: CheckOutcome;
}

/** Running balance: each line's balance is the previous balance plus its credit less its debit. */
export function checkRunningBalance(s: ParsedStatement, findings: FindingList): CheckOutcome {
  const breaks: string[] = [];
  let previous = s.openingBalance;
  let checked = 0;
  for (const row of s.rows) {
    if (previous !== null) {
      checked++;
      const expected = previous + row.credit - row.debit;
      if (Math.abs(expected - row.balance) > TOLERANCE) {
        const movement = row.credit ? `+ ${naira(row.credit)}` : `− ${naira(row.debit)}`;
        breaks.push(`${quote(row)}: ${naira(previous)} ${movement} = ${naira(expected)}, but the statement shows ${naira(row.balance)}`);
      }
    }
    previous = row.balance;
  }
  if (!checked) return 'not_checked';
  if (!breaks.length) return 'pass';
  findings.add(
    'STATEMENT_RUNNING_BALANCE_BROKEN',
    'high',
    `The running balance does not add up on ${breaks.length} of ${checked} transaction line(s), which a bank's system cannot produce: ` +
      `${breaks.slice(0, EXAMPLES).join('; ')}${more(breaks.length)}.`,
  );
  return 'fail';
}

/** The opening balance plus all credits less all debits is the closing balance, and the last line's balance. */
export function checkOpeningToClosing(s: ParsedStatement, complete: boolean, findings: FindingList): CheckOutcome {
  if (!complete || s.openingBalance === null || s.closingBalance === null || !s.rows.length) return 'not_checked';
  const credits = s.rows.reduce((sum, r) => sum + r.credit, 0);
  const debits = s.rows.reduce((sum, r) => sum + r.debit, 0);
  const expected = s.openingBalance + credits - debits;
  const last = s.rows[s.rows.length - 1];
  const problems: string[] = [];
  if (Math.abs(expected - s.closingBalance) > TOLERANCE) {
    problems.push(`opening balance ${naira(s.openingBalance)} + credits ${naira(credits)} − debits ${naira(debits)} = ${naira(expected)}, but the closing balance shown is ${naira(s.closingBalance)}`);
  }
  if (Math.abs(last.balance - s.closingBalance) > TOLERANCE) {
    problems.push(`the last transaction (${quote(last)}) leaves ${naira(last.balance)}, but the closing balance shown is ${naira(s.closingBalance)}`);
  }
  if (!problems.length) return 'pass';
  findings.add('STATEMENT_CLOSING_BALANCE_MISMATCH', 'high', `The closing balance does not follow from the transactions: ${problems.join('; ')}.`);
  return 'fail';
}

/** Every transaction falls within the stated period, and the dates run in one direction. */
export function checkDates(s: ParsedStatement, findings: FindingList): CheckOutcome {
  if (!s.rows.length) return 'not_checked';
  const ascending = s.rows.every((r, i) => i === 0 || r.date >= s.rows[i - 1].date);
  const descending = s.rows.every((r, i) => i === 0 || r.date <= s.rows[i - 1].date);
  if (!ascending && !descending) {
    const up = s.rows.filter((r, i) => i > 0 && r.date > s.rows[i - 1].date).length;
    const order = up >= s.rows.length / 2 ? 1 : -1; // the statement's own direction: most steps go that way
    const wrong = s.rows.filter((r, i) => i > 0 && Math.sign(r.date.localeCompare(s.rows[i - 1].date)) === -order);
    findings.add(
      'STATEMENT_DATES_OUT_OF_ORDER',
      'medium',
      `${wrong.length} transaction line(s) break the statement's date order: ${wrong.slice(0, EXAMPLES).map(quote).join('; ')}${more(wrong.length)}.`,
    );
  }
  if (!s.periodStart || !s.periodEnd) return ascending || descending ? 'not_checked' : 'fail';
  const outside = s.rows.filter((r) => r.date < s.periodStart! || r.date > s.periodEnd!);
  if (!outside.length) return ascending || descending ? 'pass' : 'fail';
  findings.add(
    'STATEMENT_DATE_OUTSIDE_PERIOD',
    'high',
    `${outside.length} transaction(s) are dated outside the statement period ${dmy(s.periodStart)} to ${dmy(s.periodEnd)}: ` +
      `${outside.slice(0, EXAMPLES).map(quote).join('; ')}${more(outside.length)}.`,
  );
  return 'fail';
}

const SALARY = /\b(salary|salaries|sal|payroll|wages?|stipend)\b/i;
const NOT_PAYROLL = /\b(advance|loan|disburse\w*|refund|reversal)\b/i;

/** Salary credits on weekends or public holidays (payroll runs on business days); other such credits are listed, not weighed. */
export function checkCreditDays(s: ParsedStatement, findings: FindingList): CheckOutcome {
  const credits = s.rows.filter((r) => r.credit > 0);
  const offDay = credits.map((r) => ({ row: r, why: nonBusinessDay(r.date) })).filter((c): c is { row: StatementRow; why: string } => c.why !== null);
  const salaries = offDay.filter((c) => SALARY.test(c.row.description) && !NOT_PAYROLL.test(c.row.description));
  const others = offDay.filter((c) => !salaries.includes(c));
  const say = ({ row, why }: { row: StatementRow; why: string }) => `${quote(row)}, ${why}, ${naira(row.credit)}`;
  const years = [...new Set(s.rows.map((r) => Number(r.date.slice(0, 4))))].filter((y) => !HOLIDAY_YEARS.includes(y));
  const caveat = years.length ? ` (Eid and Maulud dates are not known for ${years.join(', ')}; weekends and fixed holidays still count)` : '';
  if (others.length) {
    findings.add(
      'STATEMENT_CREDITS_ON_NON_BUSINESS_DAYS',
      'info',
      `${others.length} credit(s) fall on a weekend or public holiday (transfers run every day; listed for review): ${others.slice(0, EXAMPLES).map(say).join('; ')}${more(others.length)}.`,
    );
  }
  const salaryCount = credits.filter((r) => SALARY.test(r.description) && !NOT_PAYROLL.test(r.description)).length;
  if (!salaryCount) return 'not_checked';
  if (!salaries.length) return 'pass';
  findings.add(
    'STATEMENT_SALARY_ON_NON_BUSINESS_DAY',
    'medium',
    `${salaries.length} salary credit(s) are dated on a weekend or public holiday, when payroll is not run${caveat}: ${salaries.slice(0, EXAMPLES).map(say).join('; ')}${more(salaries.length)}.`,
  );
  return 'fail';
}

/** The account number's check digit against the bank named on the letterhead (CBN NUBAN). */
export function checkAccountNumber(s: ParsedStatement, findings: FindingList): CheckOutcome {
  const inst = s.institution;
  if (!inst || !s.accountNumber || !inst.nuban) return 'not_checked';
  if (isValidNuban(inst.code, s.accountNumber)) return 'pass';
  const right = nubanCheckDigit(inst.code, s.accountNumber.slice(0, 9));
  findings.add(
    'STATEMENT_ACCOUNT_NUMBER_INVALID',
    'high',
    `Account number ${s.accountNumber} fails the NUBAN check digit for ${inst.name} (CBN code ${inst.code}): the last digit would be ${right}. ` +
      'A statement issued by the bank always carries a valid account number.',
  );
  return 'fail';
}

/** An amount in a font its column does not otherwise use was typed over; fonts compare by name, so two objects of one face are one font. */
export async function checkAmountFonts(
  s: ParsedStatement,
  fontNames: (pages: number[]) => Promise<Map<string, string>>,
  findings: FindingList,
): Promise<CheckOutcome> {
  const columns = new Map<string, { row: StatementRow; text: string; font: string }[]>();
  for (const row of s.rows) for (const a of row.amounts) columns.set(a.column, [...(columns.get(a.column) ?? []), { row, text: a.text, font: a.font }]);
  const suspects: { column: string; row: StatementRow; text: string; font: string; usual: string; count: number }[] = [];
  for (const [column, cells] of columns) {
    if (cells.length < MIN_COLUMN_AMOUNTS) continue;
    const counts = new Map<string, number>();
    for (const c of cells) counts.set(c.font, (counts.get(c.font) ?? 0) + 1);
    const [usual, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    for (const c of cells) if (c.font !== usual && counts.get(c.font)! * 3 < cells.length) suspects.push({ column, ...c, usual, count });
  }
  if (!columns.size || [...columns.values()].every((c) => c.length < MIN_COLUMN_AMOUNTS)) return 'not_checked';
  if (!suspects.length) return 'pass';
  const pages = [...new Set(suspects.flatMap((x) => [x.row.page, s.rows.find((r) => r.amounts.some((a) => a.font === x.usual))!.page]))];
  const names = await fontNames(pages).catch(() => new Map<string, string>());
  const nameOf = (font: string) => names.get(font) ?? 'another font';
  const differing = suspects.filter((x) => !names.has(x.font) || !names.has(x.usual) || names.get(x.font) !== names.get(x.usual));
  if (!differing.length) return 'pass';
  const say = (x: (typeof differing)[number]) => `${quote(x.row)} ${x.column} ${x.text} in ${nameOf(x.font)} (the other ${x.count} ${x.column} amounts use ${nameOf(x.usual)})`;
  findings.add(
    'STATEMENT_AMOUNT_FONT_MISMATCH',
    'high',
    `${differing.length} amount(s) are set in a different font from the rest of their column, as when a figure is typed over: ${differing.slice(0, EXAMPLES).map(say).join('; ')}${more(differing.length)}.`,
  );
  return 'fail';
}
