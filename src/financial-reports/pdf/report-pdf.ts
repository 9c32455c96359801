import PDFDocument from 'pdfkit';
import type { ReportSummary } from '../engine/affordability.js';

export interface PdfInput {
  caseId: string;
  referenceId: string;
  applicantName: string;
  organizationName: string;
  institutionName: string | null;
  generatedAt: Date;
  summary: ReportSummary;
  details: Record<string, any>;
  /** Tests read the text back; production compresses. */
  compress?: boolean;
}

const ngn = (n: number) => `NGN ${Math.round(n).toLocaleString('en-NG')}`;
const IDENTITY: Record<string, string> = { match: 'matches', partial: 'partly matches', mismatch: 'does NOT match', unavailable: 'could not be checked against' };

/** The month-by-month table: fixed columns, one row per calendar month, partial months marked. */
function monthTable(doc: PDFKit.PDFDocument, rows: any[]) {
  const cols: Array<[string, number, (r: any) => string]> = [
    ['Month', 48, (r) => `${r.month}${r.whole_month ? '' : '*'}`],
    ['Inflow', 58, (r) => Math.round(r.inflow).toLocaleString('en-NG')],
    ['Outflow', 58, (r) => Math.round(r.outflow).toLocaleString('en-NG')],
    ['Salary', 54, (r) => Math.round(r.salary).toLocaleString('en-NG')],
    ['Own trf in', 52, (r) => Math.round(r.own_transfers_in).toLocaleString('en-NG')],
    ['Loans in', 50, (r) => Math.round(r.loan_disbursements).toLocaleString('en-NG')],
    ['Debt paid', 50, (r) => Math.round(r.debt_repayments).toLocaleString('en-NG')],
    ['Betting', 40, (r) => Math.round(r.gambling).toLocaleString('en-NG')],
    ['NSF', 22, (r) => String(r.insufficient_funds_charges)],
    ['Closing bal.', 0, (r) => (r.closing_balance === null ? '-' : Math.round(r.closing_balance).toLocaleString('en-NG'))],
  ];
  const line = (cells: string[]) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    let x = doc.page.margins.left;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: cols[i][1] || 60, lineBreak: false });
      x += cols[i][1];
    });
    doc.x = doc.page.margins.left;
    doc.y = y + 11;
  };
  doc.fontSize(7.5);
  line(cols.map((c) => c[0]));
  for (const r of rows) line(cols.map((c) => c[2](r)));
  doc.fontSize(8).fillColor('#555').text('* partial month: shown, not used in monthly averages. NSF = insufficient-funds charges.').fillColor('#000');
}

/** The affordability report as an A4 PDF (pdfkit, built-in Helvetica): summary, signals and the month table. */
export function renderReportPdf(input: PdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: input.compress ?? true, info: { Title: `Financial report ${input.referenceId}`, Author: 'Naija Risk API' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { summary, details } = input;
    const section = (title: string) => doc.moveDown(0.6).fontSize(13).text(title).fontSize(10);
    doc.fontSize(18).text('Financial affordability report');
    doc.moveDown(0.3).fontSize(9).fillColor('#555')
      .text(`Prepared for ${input.organizationName} · reference ${input.referenceId} · case ${input.caseId}`)
      .text(`Applicant: ${input.applicantName}${input.institutionName ? ` · bank: ${input.institutionName}` : ''}`)
      .text(`Generated ${input.generatedAt.toISOString()} · period ${details.period?.from} to ${details.period?.to} (${details.period?.months} whole months averaged, ${details.period?.calendar_months} calendar months in the statement)`);
    doc.fillColor('#000');

    const id = details.identity ?? {};
    section('Identity');
    doc.text(`Account holder ${id.account_holder_name ?? '(not given by the bank)'} ${IDENTITY[id.result] ?? 'could not be checked against'} the applicant's name ${id.applicant_name ?? ''} (${id.result ?? 'unavailable'}).`);

    section('Summary');
    const fx = details.fx ?? {};
    doc
      .text(`Score: ${summary.score} / 100 · applicant type: ${String(details.applicant_type ?? '').replace(/_/g, ' ')}`)
      .text(`Monthly income: ${ngn(summary.income_monthly_local)} (USD ${summary.income_monthly_usd.toFixed(2)} at NGN ${fx.usd_ngn_rate} per USD; source ${fx.source}${fx.rate_date ? `, rate of ${fx.rate_date}` : ''})`)
      .text(`Affordability ceiling (new monthly repayment): ${ngn(summary.affordability_ceiling_local)}`)
      .text(`Debt-to-income ratio: ${(summary.dti_ratio * 100).toFixed(1)}%`);
    const maxLoan = details.affordability?.max_loan;
    if (maxLoan) doc.text(`Largest loan for ${maxLoan.tenor_months} months at ${maxLoan.monthly_rate_percent}% a month: ${ngn(maxLoan.max_principal)} (instalment ${ngn(maxLoan.monthly_instalment)})`);
    doc.fontSize(8).fillColor('#555').text(`Rule: ${details.affordability?.rule ?? ''}`).fillColor('#000').fontSize(10);

    section('Income');
    const inc = details.income ?? {};
    doc
      .text(`Salary: ${ngn(inc.salary_monthly ?? 0)} / month · recurring: ${ngn(inc.recurring_monthly ?? 0)} · irregular: ${ngn(inc.irregular_monthly ?? 0)} · supplier and operating payments: ${ngn(inc.supplier_and_operating_monthly ?? 0)}`)
      .text(`Counted as income: ${inc.counted_as_income ?? ''}`)
      .text(`Not income (totals): own-account transfers ${ngn(inc.own_transfers_excluded ?? 0)}, loan disbursements ${ngn(inc.loan_disbursements_excluded ?? 0)}, bonuses ${ngn(inc.bonuses_excluded ?? 0)}, betting wins ${ngn(inc.gambling_winnings_excluded ?? 0)}, reversals ${ngn(inc.reversals_excluded ?? 0)}`);
    for (const s of inc.sources ?? []) doc.text(`  · ${s.name} (${s.class}): ${ngn(s.monthly_average)} / month, ${s.occurrences} credits`);
    const sal = details.salary ?? {};
    if (sal.detected) {
      doc.text(`Salary: employer ${sal.employer ?? 'unknown'}, paid around day ${sal.day_of_month} of the month, latest ${ngn(sal.latest_amount ?? 0)}`);
      for (const c of sal.changes ?? []) doc.text(`  · ${c.month}: ${ngn(c.previous)} -> ${ngn(c.amount)} (${c.change_pct > 0 ? '+' : ''}${c.change_pct}%)`);
      if (sal.months_missed?.length) doc.text(`  · no salary in ${sal.months_missed.join(', ')}`);
    }

    section('Existing debt');
    const debt = details.debt ?? {};
    const byType = debt.by_type ?? {};
    doc.text(`${ngn(debt.repayments_monthly ?? 0)} / month: loans ${ngn(byType.loan ?? 0)}, BNPL ${ngn(byType.bnpl ?? 0)}, hire purchase ${ngn(byType.hire_purchase ?? 0)}, GSI ${ngn(byType.gsi ?? 0)}, direct debits ${ngn(byType.direct_debit ?? 0)}`);
    for (const l of debt.lenders ?? []) doc.text(`  · ${l.name}: ${ngn(l.monthly_average)} / month, ${l.occurrences} payments`);
    const lending = details.lending ?? {};
    doc.text(`Lenders seen: ${lending.lenders_total ?? 0} (${lending.digital_lenders ?? 0} digital lenders) · borrow-then-repay cycles: ${lending.borrow_repay_cycles ?? 0}`);

    section('Conduct');
    const g = details.gambling ?? {};
    const nsf = details.insufficient_funds ?? {};
    doc
      .text(`Betting: ${ngn(g.monthly_spend ?? 0)} / month (${((g.share_of_income ?? 0) * 100).toFixed(1)}% of income), ${g.transactions ?? 0} transactions${g.operators?.length ? ` with ${g.operators.join(', ')}` : ''}`)
      .text(`Insufficient-funds charges: ${nsf.count ?? 0} (${ngn(nsf.total_charges ?? 0)})`)
      .text(`Balances: average ${ngn(details.balances?.average ?? 0)}, minimum ${ngn(details.balances?.minimum ?? 0)}, ${details.balances?.days_overdrawn ?? 0} overdrawn day(s)`);

    section('Spending (monthly average)');
    for (const [k, v] of Object.entries(details.spending?.by_category ?? {})) doc.text(`  · ${k.replace(/_/g, ' ')}: ${ngn(v as number)}`);

    section('Month by month (NGN)');
    monthTable(doc, details.monthly ?? []);

    section('Score factors');
    for (const f of details.score_factors ?? []) doc.text(`  · ${f.factor.replace(/_/g, ' ')}: ${f.points} / ${f.max_points} (${f.note})`);
    doc.end();
  });
}
