// eval:lending, documents part: a labelled set of generated bank statements (seeded), half
// genuine and half forged in the ways issue 18 names, analysed by the built engine
// (dist/documents/forensics, the same function the upload endpoint runs). Statements come in four
// print layouts (column words and order, date format, bold balances, font size). A statement is
// flagged when its tamper_risk is "high". Rows: recall on the forged, false alarms on the genuine,
// and the share flagged per kind (for reading, no target).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const name = 'documents';

const PER_CLASS = 100;
const BUDGET_MS = 3000;

export async function run({ seed, root }) {
  const { analyzeDocument } = await import(pathToFileURL(join(root, 'dist/documents/forensics/document-forensics.js')).href);
  const S = await import(pathToFileURL(join(root, 'test/support/statement-pdf.mjs')).href);
  const r = S.rng(seed * 7919 + 18);
  // statements of 1 to 12 months, ending by October 2026 so that no issue date lies in the future
  const options = () => {
    const months = r.int(1, 12);
    const end = r.int(0, 15); // months before October 2026 in which the period ends
    const startIndex = 2026 * 12 + 9 - end - months + 1;
    const start = `${Math.floor(startIndex / 12)}-${String((startIndex % 12) + 1).padStart(2, '0')}-01`;
    return { months, start, layout: 'random' };
  };

  const genuine = {
    'as issued': async () => S.renderStatement(S.genuineStatement(r, options())),
    'unlocked or compressed (iLovePDF, Smallpdf)': async () =>
      S.resaveLikeILovePdf(await S.renderStatement(S.genuineStatement(r, options())), { days: r.int(0, 30), producer: r.pick(['iLovePDF', 'Smallpdf.com']) }),
  };
  const forged = {
    'a balance typed over': async () => S.brokenRunningBalance(r, S.genuineStatement(r, options())),
    'salary raised, balances left': async () => S.editedSalary(r, S.genuineStatement(r, options()), { font: r.pick(['Helvetica', 'Courier', 'Times-Roman']) }),
    'salary on Sundays and Christmas, foreign font': async () => S.weekendSalaryForeignFont(r, S.genuineStatement(r, { months: r.int(1, 4), start: `2026-0${r.int(6, 9)}-01`, layout: 'random' })),
    'period extended in another font': async () => S.extendedPeriod(r, S.genuineStatement(r, options())),
    'made from scratch in a template': async () => S.renderStatement(S.fabricatedStatement(r, options())),
  };

  const results = [];
  const kinds = async (set, label, share) => {
    const names = Object.keys(set);
    for (let i = 0; i < PER_CLASS; i++) {
      const kind = share ? share(i) : names[i % names.length];
      const bytes = await set[kind]();
      const d = await analyzeDocument('pdf', 'application/pdf', bytes, BUDGET_MS);
      results.push({ label, kind, flagged: d.tamper_risk === 'high', risk: d.tamper_risk });
    }
  };
  const genuineNames = Object.keys(genuine);
  await kinds(genuine, 'genuine', (i) => genuineNames[i % 10 < 7 ? 0 : 1]); // 70 as issued, 30 re-saved
  await kinds(forged, 'forged');

  const of = (label) => results.filter((x) => x.label === label);
  const share = (list) => (list.length ? list.filter((x) => x.flagged).length / list.length : 0);
  const recall = share(of('forged'));
  const falseAlarms = share(of('genuine'));
  const rows = [
    { metric: `forged statements flagged high (recall, n=${of('forged').length})`, value: recall.toFixed(2), target: '>= 0.90', pass: recall >= 0.9 },
    { metric: `genuine statements flagged high (false alarms, n=${of('genuine').length})`, value: `${(falseAlarms * 100).toFixed(1)}%`, target: '<= 5%', pass: falseAlarms <= 0.05 },
  ];
  const reviewed = of('genuine').filter((x) => x.risk !== 'low').length / of('genuine').length;
  rows.push({ metric: '  genuine: medium or high (sent to review)', value: reviewed.toFixed(2), target: 'info', pass: true });
  for (const [label, set] of [['genuine', genuine], ['forged', forged]]) {
    for (const kind of Object.keys(set)) {
      const list = results.filter((x) => x.label === label && x.kind === kind);
      rows.push({ metric: `  ${label}: ${kind} (n=${list.length}) flagged high`, value: share(list).toFixed(2), target: 'info', pass: true });
    }
  }
  return rows;
}
