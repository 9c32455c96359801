import { institutionNamedIn, NubanInstitution } from '../../../common/nuban.js';
import type { TextCell, TextLine } from './pdf-text.reader.js';

// Layouts differ by bank: columns come from the table's header when there is one, else from how the balance moves.

export interface AmountCell {
  value: number;
  text: string;
  font: string;
  column: 'debit' | 'credit' | 'balance';
}

export interface StatementRow {
  /** The row's place in the table, 1-based, as a reviewer counts transaction lines. */
  line: number;
  page: number;
  date: string;
  description: string;
  debit: number;
  credit: number;
  balance: number;
  amounts: AmountCell[];
}

export interface ParsedStatement {
  institution: NubanInstitution | null;
  accountNumber: string | null;
  accountName: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  rows: StatementRow[];
}

const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 };
const DATE_RE = /\b(\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[ -](?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*[ ,-]+\d{2,4})\b/gi;
const AMOUNT_RE = /^(?:NGN|₦|N)?\s*(\(|-|\+)?\s*(?:NGN|₦|N)?\s*(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})\)?\s*(CR|DR)?$/i;

/** A Nigerian statement date (day first) as YYYY-MM-DD, or null. */
export function parseDate(text: string): string | null {
  // "01/10/2026 14:22:05" or "01-Oct-2026 09:15 AM": the time of day does not matter here
  const t = text.trim().toLowerCase().replace(/[ t]+\d{1,2}:\d{2}(:\d{2})?(\s*[ap]m)?$/, '');
  let y: number, m: number, d: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t))) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(t))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[ -]([a-z]{3,9})[ ,-]+(\d{2,4})$/.exec(t)) && MONTHS[match[2].slice(0, 3)]) [d, m, y] = [Number(match[1]), MONTHS[match[2].slice(0, 3)], Number(match[3])];
  else return null;
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1990 || y > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/** An amount cell's value (negative in parentheses, with a minus or marked DR), or null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const m = AMOUNT_RE.exec(text.trim());
  if (!m) return null;
  const value = Number(`${m[2].replace(/,/g, '')}.${m[3]}`);
  return m[1] === '(' || m[1] === '-' || m[4]?.toUpperCase() === 'DR' ? -value : value;
}

/** The amount a "label: amount" line ends with ("Opening Balance: 120,000.00", "Balance B/F  NGN 5,000.00 CR"). */
function trailingAmount(text: string): number | null {
  const m = /(?:NGN|₦|N)?\s*\(?-?\s*(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}\)?\s*(?:CR|DR)?\s*$/i.exec(text);
  return m ? parseAmount(m[0]) : null;
}

const DEBIT_WORDS = /\b(debit|debits|withdrawals?|money out|paid out|dr)\b/i;
const CREDIT_WORDS = /\b(credit|credits|deposits?|lodgements?|money in|paid in|cr)\b/i;
const BALANCE_WORDS = /\bbalance\b/i;
const OPENING = /opening balance|balance b\/?f|brought forward|balance at (the )?start/i;
const CLOSING = /closing balance|balance c\/?f|carried forward|balance at (the )?end/i;

interface Columns {
  debit?: number;
  credit?: number;
  balance?: number;
  /** One column for both directions ("Debit/Credit", "Amount"): the sign or a DR/CR mark decides. */
  signed?: number;
}

/** A table header: a date column plus balance, and debit/credit words; their centres place the amounts. */
function headerColumns(line: TextLine): Columns | null {
  if (!/\b(date|time|posted)\b/i.test(line.text) || !BALANCE_WORDS.test(line.text)) return null;
  const centre = (c: TextCell) => (c.x + c.right) / 2;
  const cols: Columns = {};
  for (const cell of line.cells) {
    if (BALANCE_WORDS.test(cell.text) && !OPENING.test(cell.text)) cols.balance = centre(cell);
    else if ((DEBIT_WORDS.test(cell.text) && CREDIT_WORDS.test(cell.text)) || /^\s*(amount|amount \(ngn\)|transaction amount)\s*$/i.test(cell.text)) cols.signed = centre(cell);
    else if (DEBIT_WORDS.test(cell.text)) cols.debit = centre(cell);
    else if (CREDIT_WORDS.test(cell.text)) cols.credit = centre(cell);
  }
  return cols.balance !== undefined ? cols : null;
}

function nearestColumn(cell: TextCell, cols: Columns): 'debit' | 'credit' | 'balance' | 'signed' | null {
  const centre = (cell.x + cell.right) / 2;
  let best: ['debit' | 'credit' | 'balance' | 'signed', number] | null = null;
  for (const key of ['debit', 'credit', 'balance', 'signed'] as const) {
    const at = cols[key];
    if (at === undefined) continue;
    // amounts are right-aligned under a header that may be centred or left-aligned: compare both edges
    const distance = Math.min(Math.abs(at - centre), Math.abs(at - cell.right), Math.abs(at - cell.x));
    if (!best || distance < best[1]) best = [key, distance];
  }
  return best?.[0] ?? null;
}

/** The first "label: value" on the letterhead lines, e.g. "Account Number: 0123456789". */
function labelled(lines: TextLine[], label: RegExp, value: RegExp): string | null {
  for (const line of lines) {
    const at = line.text.search(label);
    if (at === -1) continue;
    const m = value.exec(line.text.slice(at));
    if (m) return m[1];
  }
  return null;
}

function period(lines: TextLine[]): [string | null, string | null] {
  for (const line of lines) {
    if (!/period|from\b|statement (date|for)/i.test(line.text)) continue;
    const dates = [...line.text.matchAll(DATE_RE)].map((m) => parseDate(m[1].replace(/,/g, ' ').replace(/\s+/g, ' '))).filter((d): d is string => !!d);
    if (dates.length >= 2) return [dates[0], dates[1]];
  }
  return [null, null];
}

/** Whether the lines hold a transaction table's header (date, balance and amount columns). */
export function hasTransactionTable(lines: TextLine[]): boolean {
  return lines.some((l) => headerColumns(l) !== null);
}

/** Parses what it can; `rows` is empty when no transaction table was recognised. */
export function parseStatement(lines: TextLine[]): ParsedStatement {
  const headerAt = lines.findIndex((l) => headerColumns(l) !== null);
  const letterhead = lines.slice(0, headerAt === -1 ? Math.min(lines.length, 25) : headerAt);
  const [periodStart, periodEnd] = period(letterhead);
  const out: ParsedStatement = {
    institution: institutionNamedIn(letterhead.map((l) => l.text).join('\n')),
    accountNumber: labelled(letterhead, /account\s*(number|no\.?)|a\/c\s*(no\.?|number)|nuban/i, /(\d{10})\b/),
    accountName: labelled(letterhead, /account\s*name|customer\s*name/i, /name\s*:?\s+([A-Za-z][A-Za-z .,'-]{2,80}?)(?:\s{2,}|$)/i),
    periodStart,
    periodEnd,
    openingBalance: null,
    closingBalance: null,
    rows: [],
  };

  let cols: Columns | null = null;
  let previous: number | null = null;
  for (const line of lines) {
    cols = headerColumns(line) ?? cols;
    const amounts = line.cells.map((c) => ({ cell: c, value: parseAmount(c.text) })).filter((a): a is { cell: TextCell; value: number } => a.value !== null);
    const stated = OPENING.test(line.text) || CLOSING.test(line.text) ? trailingAmount(line.text) : null;
    if (stated !== null && OPENING.test(line.text)) {
      if (out.openingBalance === null && out.rows.length === 0) out.openingBalance = stated;
      continue;
    }
    if (stated !== null) {
      out.closingBalance = stated;
      continue;
    }
    const first = line.cells[0] ? parseDate(line.cells[0].text) : null;
    if (!first || amounts.length < 2 || !cols) continue;

    const row = toRow(line, first, amounts, cols, previous ?? out.openingBalance);
    if (!row) continue;
    row.line = out.rows.length + 1;
    out.rows.push(row);
    previous = row.balance;
  }
  return out;
}

function toRow(line: TextLine, date: string, amounts: { cell: TextCell; value: number }[], cols: Columns, previous: number | null): StatementRow | null {
  const balanceCell = amounts[amounts.length - 1];
  const movements = amounts.slice(0, -1);
  const cells: AmountCell[] = [{ value: balanceCell.value, text: balanceCell.cell.text, font: balanceCell.cell.font, column: 'balance' }];
  let debit = 0;
  let credit = 0;
  for (const { cell, value } of movements) {
    let column = cols.debit !== undefined || cols.credit !== undefined || cols.signed !== undefined ? nearestColumn(cell, cols) : null;
    if (column === 'signed') column = value < 0 ? 'debit' : 'credit';
    if (column === 'balance' || column === null) {
      // no header column to go by: the direction of the balance's movement, or the sign
      column = value < 0 || (previous !== null && balanceCell.value < previous) ? 'debit' : 'credit';
    }
    if (column === 'debit') debit += Math.abs(value);
    else credit += Math.abs(value);
    cells.push({ value: Math.abs(value), text: cell.text, font: cell.font, column });
  }
  const description = line.cells
    .slice(1)
    .filter((c) => parseAmount(c.text) === null && !parseDate(c.text))
    .map((c) => c.text)
    .join(' ');
  return { line: 0, page: line.page, date, description, debit: round(debit), credit: round(credit), balance: balanceCell.value, amounts: cells };
}

const round = (n: number) => Math.round(n * 100) / 100;
