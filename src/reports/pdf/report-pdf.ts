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
}

const ngn = (n: number) => `NGN ${Math.round(n).toLocaleString('en-NG')}`;

/** The affordability report as a one-to-two page A4 PDF (pdfkit, built-in Helvetica). */
export function renderReportPdf(input: PdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Financial report ${input.referenceId}`, Author: 'Naija Risk API' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { summary, details } = input;
    doc.fontSize(18).text('Financial affordability report');
    doc.moveDown(0.3).fontSize(9).fillColor('#555')
      .text(`Prepared for ${input.organizationName} · reference ${input.referenceId} · case ${input.caseId}`)
      .text(`Applicant: ${input.applicantName}${input.institutionName ? ` · bank: ${input.institutionName}` : ''}`)
      .text(`Generated ${input.generatedAt.toISOString()} · period ${details.period?.from} to ${details.period?.to} (${details.period?.months} months)`);
    doc.fillColor('#000').moveDown();

    doc.fontSize(13).text('Summary');
    doc.fontSize(10)
      .text(`Score: ${summary.score} / 100`)
      .text(`Monthly income: ${ngn(summary.income_monthly_local)} (USD ${summary.income_monthly_usd.toFixed(2)} at NGN ${details.fx?.usd_ngn_rate} per USD)`)
      .text(`Affordability ceiling (new monthly repayment): ${ngn(summary.affordability_ceiling_local)}`)
      .text(`Debt-to-income ratio: ${(summary.dti_ratio * 100).toFixed(1)}%`);
    doc.moveDown();

    doc.fontSize(13).text('Income');
    const inc = details.income ?? {};
    doc.fontSize(10)
      .text(`Salary: ${ngn(inc.salary_monthly ?? 0)} / month · recurring: ${ngn(inc.recurring_monthly ?? 0)} · irregular: ${ngn(inc.irregular_monthly ?? 0)} (weighted ${inc.irregular_weight})`)
      .text(`Months with income: ${inc.months_with_income} · loan disbursements excluded: ${ngn(inc.loan_disbursements_excluded ?? 0)}`);
    for (const s of inc.sources ?? []) doc.text(`  · ${s.name} (${s.class}): ${ngn(s.monthly_average)} / month, ${s.occurrences} credits`);
    doc.moveDown();

    doc.fontSize(13).text('Debt repayments');
    doc.fontSize(10).text(`${ngn(details.debt?.repayments_monthly ?? 0)} / month`);
    for (const l of details.debt?.lenders ?? []) doc.text(`  · ${l.name}: ${ngn(l.monthly_average)} / month, ${l.occurrences} payments`);
    doc.moveDown();

    doc.fontSize(13).text('Spending (monthly average)');
    doc.fontSize(10);
    for (const [k, v] of Object.entries(details.spending?.by_category ?? {})) doc.text(`  · ${k.replace(/_/g, ' ')}: ${ngn(v as number)}`);
    doc.moveDown();

    doc.fontSize(13).text('Balances and cash flow');
    doc.fontSize(10)
      .text(`Average balance ${ngn(details.balances?.average ?? 0)}, minimum ${ngn(details.balances?.minimum ?? 0)}, ${details.balances?.days_overdrawn ?? 0} overdrawn day(s)`)
      .text(`Inflow ${ngn(details.cash_flow?.inflow_monthly ?? 0)} / month, outflow ${ngn(details.cash_flow?.outflow_monthly ?? 0)} / month`);
    doc.moveDown();

    doc.fontSize(13).text('Score factors');
    doc.fontSize(10);
    for (const f of details.score_factors ?? []) doc.text(`  · ${f.factor.replace(/_/g, ' ')}: ${f.points} / ${f.max_points} (${f.note})`);
    doc.end();
  });
}
