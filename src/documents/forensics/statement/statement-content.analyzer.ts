import { createHash } from 'node:crypto';
import { Analysis, Budget, Finding, FindingList } from '../findings.js';
import { classifyTool, resaveToolOf } from '../known-tools.js';
import { readPdfText } from './pdf-text.reader.js';
import {
  checkAccountNumber,
  checkAmountFonts,
  checkCreditDays,
  checkDates,
  checkOpeningToClosing,
  checkRunningBalance,
  dmy,
  StatementChecks,
} from './statement.checks.js';
import { hasTransactionTable, ParsedStatement, parseStatement } from './statement.parser.js';
import type { StatementSummary, Verification } from './statement-summary.js';
import { streamsWithinLimits } from './stream-guard.js';

/** Fewer transaction lines than this is not a statement table (a payslip, a letter, a summary page). */
const MIN_ROWS = 3;
/** Structural findings after which the file's content is not read at all. */
const UNREADABLE = ['PDF_MALFORMED', 'PDF_MALFORMED_OBJECTS', 'PDF_TRUNCATED', 'PDF_DECOMPRESSION_BOMB', 'PDF_ENCRYPTED'];

export interface ContentAnalysis {
  findings: Finding[];
  verification: Verification;
  statement: StatementSummary | null;
  /** SHA-256 of the statement's normalised content: the same statement re-saved gives the same value. */
  content_fingerprint: string | null;
}

/** Weighs structural findings with the content: a re-save by an unlock/compress service is not forgery when the statement adds up. */
export async function analyzeStatementContent(bytes: Buffer, structural: Analysis, budget: Budget): Promise<ContentAnalysis> {
  const findings = new FindingList();
  const unverifiable = (code: string, severity: Finding['severity'], description: string): ContentAnalysis => {
    findings.add(code, severity, description);
    return { findings: merge(structural.findings, findings), verification: 'unverifiable', statement: null, content_fingerprint: null };
  };
  if (structural.findings.some((f) => UNREADABLE.includes(f.code))) {
    return { findings: structural.findings, verification: 'unverifiable', statement: null, content_fingerprint: null };
  }
  if (!streamsWithinLimits(bytes, budget)) {
    return unverifiable('PDF_DECOMPRESSION_BOMB', 'high', 'A compressed stream expands beyond safe limits (a decompression bomb); the text was not read.');
  }
  const text = await readPdfText(bytes, budget, hasTransactionTable);
  if (!text) return unverifiable('PDF_TEXT_UNREADABLE', 'medium', 'The text of the document could not be read, so its figures cannot be checked.');
  try {
    if (!text.lines.length && budget.exceeded) {
      return unverifiable('ANALYSIS_INCOMPLETE', 'low', 'The analysis stopped at its time limit before the text was read; the content was not checked.');
    }
    if (!text.lines.length) {
      return unverifiable(
        'PDF_CONTENT_UNVERIFIABLE',
        'medium',
        'No text could be read from the document (a scan or a picture of a statement): its figures cannot be checked against each other. Ask for the e-statement as issued by the bank.',
      );
    }
    const parsed = parseStatement(text.lines);
    if (parsed.rows.length < MIN_ROWS) {
      return { findings: structural.findings, verification: 'not_a_statement', statement: null, content_fingerprint: null };
    }
    const complete = !text.truncated;
    const checks: StatementChecks = {
      running_balance: checkRunningBalance(parsed, findings),
      opening_to_closing: checkOpeningToClosing(parsed, complete, findings),
      dates_in_period: checkDates(parsed, findings),
      salary_on_business_days: checkCreditDays(parsed, findings),
      account_number: checkAccountNumber(parsed, findings),
      amount_fonts: await checkAmountFonts(parsed, (pages) => text.fontNames(pages), findings),
    };
    if (!complete) findings.add('STATEMENT_PARTLY_READ', 'low', `Only ${text.pagesRead} of ${text.pageCount} page(s) were read within the time limit; checks cover those pages.`);
    const inconsistent = findings.toArray().some((f) => f.severity === 'high' || f.severity === 'medium');
    const verification: Verification = inconsistent ? 'inconsistent' : 'consistent';
    const summary = summarize(parsed, checks, text.pagesRead);
    return {
      findings: merge(weighResave(structural, summary, verification), findings),
      verification,
      statement: summary,
      content_fingerprint: fingerprint(parsed),
    };
  } finally {
    await text.close().catch(() => undefined);
  }
}

function merge(structural: Finding[], content: FindingList): Finding[] {
  const list = new FindingList();
  for (const f of [...structural, ...content.toArray()]) list.add(f.code, f.severity, f.description);
  return list.toArray();
}

/**
 * An editor finding caused only by an unlock/compress service (iLovePDF, Smallpdf), on a
 * statement whose content checks all pass, becomes a low finding that says what was done.
 */
function weighResave(structural: Analysis, s: StatementSummary, verification: Verification): Finding[] {
  const editor = structural.findings.find((f) => f.code === 'PDF_EDITOR_SOFTWARE');
  if (!editor || verification !== 'consistent') return structural.findings;
  const values = [structural.metadata.producer, structural.metadata.creator].filter((v): v is string => typeof v === 'string');
  const tool = values.map(resaveToolOf).find((t) => t !== null);
  // any other editor named beside the unlock/compress service keeps its full weight
  if (!tool || values.some((v) => classifyTool(v)?.kind === 'editor' && !resaveToolOf(v))) return structural.findings;
  const created = typeof structural.metadata.creation_date === 'string' ? structural.metadata.creation_date.slice(0, 10) : null;
  const modified = typeof structural.metadata.modification_date === 'string' ? structural.metadata.modification_date.slice(0, 10) : null;
  const when = modified && created && modified !== created ? ` on ${dmy(modified)} (the document was created on ${dmy(created)})` : '';
  const period = s.period_start && s.period_end ? ` for ${dmy(s.period_start)} to ${dmy(s.period_end)}` : '';
  const resaved: Finding = {
    code: 'PDF_RESAVED_BY_TOOL',
    severity: 'low',
    description:
      `The file was re-saved by ${tool}${when}, a service used to unlock or compress e-statements; it did not come straight from the bank. ` +
      `Its text was read and checked: ${s.transaction_count} transactions${period}, the running balance and the opening-to-closing balance reconcile, ` +
      'so the re-save alone is not taken as forgery.',
  };
  return structural.findings.map((f) => (f === editor ? resaved : f));
}

function summarize(p: ParsedStatement, checks: StatementChecks, pagesRead: number): StatementSummary {
  const sum = (pick: (r: ParsedStatement['rows'][number]) => number) => Math.round(p.rows.reduce((s, r) => s + pick(r), 0) * 100) / 100;
  return {
    bank: p.institution?.name ?? null,
    bank_code: p.institution?.code ?? null,
    account_number: p.accountNumber,
    account_name: p.accountName,
    period_start: p.periodStart,
    period_end: p.periodEnd,
    opening_balance: p.openingBalance,
    closing_balance: p.closingBalance,
    transaction_count: p.rows.length,
    total_credits: sum((r) => r.credit),
    total_debits: sum((r) => r.debit),
    pages_read: pagesRead,
    checks,
  };
}

/** Account, period, balances and every line's date, amounts and narration, normalised: layout, fonts and bytes do not count. */
export function fingerprint(p: ParsedStatement): string {
  const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim();
  const content = {
    account: p.accountNumber,
    period: [p.periodStart, p.periodEnd],
    balances: [p.openingBalance, p.closingBalance],
    rows: p.rows.map((r) => [r.date, r.debit.toFixed(2), r.credit.toFixed(2), r.balance.toFixed(2), norm(r.description)]),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
