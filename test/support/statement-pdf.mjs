// Bank-statement PDFs made in code (pdfkit), genuine or forged in chosen ways, for the document
// e2e tests and `npm run eval:lending` (plain JavaScript so that the eval script can import it).
// A statement is a spec (letterhead, opening balance, transactions) rendered the way a core
// banking system prints it: Date | Description | Debit | Credit | Balance, running balance per line.
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';

/** Seeded random numbers (mulberry32): the same seed makes the same statements. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

export const BANKS = [
  { name: 'Zenith Bank', code: '057' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Access Bank', code: '044' },
  { name: 'United Bank for Africa', code: '033' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'Kuda Microfinance Bank', code: '090267' },
  { name: 'Moniepoint Microfinance Bank', code: '090405' },
];

/** CBN NUBAN check digit (written here independently of the service's own, as a cross-check). */
export function nuban(code, serial) {
  const digits = (code.padStart(6, '0') + serial).split('').map(Number);
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const sum = digits.reduce((s, d, i) => s + d * weights[i], 0);
  return serial + ((10 - (sum % 10)) % 10);
}

// Holidays a genuine payroll avoids (2025-2026, as declared or expected), independent of the service's table.
const HOLIDAYS = new Set([
  '2025-01-01', '2025-04-18', '2025-04-21', '2025-03-31', '2025-04-01', '2025-05-01', '2025-06-06', '2025-06-09', '2025-06-12', '2025-09-05',
  '2025-10-01', '2025-12-25', '2025-12-26', '2026-01-01', '2026-03-20', '2026-03-23', '2026-04-03', '2026-04-06', '2026-05-01', '2026-05-27',
  '2026-05-28', '2026-06-12', '2026-08-26', '2026-10-01', '2026-12-25', '2026-12-26', '2026-12-28',
]);
const iso = (d) => d.toISOString().slice(0, 10);
const day = (s) => new Date(`${s}T00:00:00Z`);
const addDays = (s, n) => iso(new Date(day(s).getTime() + n * 86_400_000));
const weekday = (s) => day(s).getUTCDay();
export const isBusinessDay = (s) => weekday(s) !== 0 && weekday(s) !== 6 && !HOLIDAYS.has(s);
const dmy = (s) => `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)}`;
const money = (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const NAMES = ['ADAEZE OKONKWO', 'TUNDE BAKARE', 'AMINA BELLO', 'CHINEDU EZE', 'FUNMILAYO ADEYEMI', 'IBRAHIM MUSA', 'NGOZI OBI', 'SEUN ADEBAYO'];
const EMPLOYERS = ['ACME FOODS LTD', 'LAGOS STATE GOVT', 'DANGOTE CEMENT PLC', 'MTN NIGERIA', 'NESTLE NIGERIA', 'INTERSWITCH LTD'];
const DEBITS = ['POS PURCHASE SHOPRITE IKEJA', 'AIRTIME MTN 0803', 'DSTV SUBSCRIPTION', 'NIP TRF TO EMEKA STORES', 'ATM WDL GTB LEKKI', 'IKEDC PREPAID TOKEN', 'USSD TRF TO MAMA NKECHI', 'SMS ALERT CHARGES', 'POS PURCHASE SPAR VI'];
const CREDITS = ['NIP TRF FROM KUNLE ADE', 'TRF FROM BOLA OKAFOR', 'REVERSAL POS', 'INWARD TRF FROM CHIOMA'];

/**
 * A genuine statement: salary on a business day near the 24th of each month, everyday debits
 * and some transfers in (any day of the week), balances that follow line by line.
 */
export function genuineStatement(r, { months = 3, start = '2026-07-01', bank = r.pick(BANKS), layout = 'classic' } = {}) {
  const [y, m] = start.split('-').map(Number);
  const end = iso(new Date(Date.UTC(y, m - 1 + months, 0)));
  const salary = r.int(8, 60) * 10_000;
  const employer = r.pick(EMPLOYERS);
  const tx = [];
  for (let k = 0; k < months; k++) {
    const monthStart = iso(new Date(Date.UTC(y, m - 1 + k, 1)));
    let payday = addDays(monthStart, 23);
    while (!isBusinessDay(payday)) payday = addDays(payday, -1);
    tx.push({ date: payday, description: `SALARY ${employer}`, credit: salary });
    for (let i = r.int(5, 10); i > 0; i--) tx.push({ date: addDays(monthStart, r.int(0, 27)), description: r.pick(DEBITS), debit: r.int(5, 900) * 50 + r.int(0, 99) / 100 });
    for (let i = r.int(0, 3); i > 0; i--) tx.push({ date: addDays(monthStart, r.int(0, 27)), description: r.pick(CREDITS), credit: r.int(2, 300) * 100 });
  }
  tx.sort((a, b) => a.date.localeCompare(b.date));
  return {
    bank,
    accountName: r.pick(NAMES),
    accountNumber: nuban(bank.code, String(r.int(100_000_000, 999_999_999))),
    periodStart: start,
    periodEnd: end,
    openingBalance: r.int(1, 500) * 1000 + r.int(0, 99) / 100,
    transactions: tx,
    layout: layout === 'random' ? r.pick(Object.keys(LAYOUTS)) : layout,
    issued: `${addDays(end, 2)}T08:00:00Z`,
    producer: 'Oracle FLEXCUBE Universal Banking 14.5',
    creator: `${bank.name} e-Statement Service`,
  };
}

/** The balances a bank prints: opening plus credits less debits, line by line (kobo-exact). */
export function withBalances(spec) {
  let balance = Math.round(spec.openingBalance * 100);
  const rows = spec.transactions.map((t) => {
    balance += Math.round((t.credit ?? 0) * 100) - Math.round((t.debit ?? 0) * 100);
    return { ...t, balance: balance / 100 };
  });
  return { ...spec, rows, closingBalance: balance / 100 };
}

/**
 * Renders a statement. `tamper` bends what is printed, not what the spec says:
 *  shownBalances: { [lineIndex]: printed balance } (a figure typed over)
 *  fonts: { [lineIndex]: font for that line's amounts } (e.g. 'Courier': a figure pasted in)
 *  shownCredits: { [lineIndex]: printed credit } (an amount edited, balances left as they were)
 *  closingBalance: printed closing balance
 */
/** How banks differ in print: column words and order, date format, bold balances, font size. */
export const LAYOUTS = {
  classic: { words: ['Debit', 'Credit'], creditFirst: false, date: 'dmy', balanceFont: 'Helvetica', size: 9, dateHeader: 'Date' },
  lodgements: { words: ['Withdrawals', 'Lodgements'], creditFirst: false, date: 'dMonY', balanceFont: 'Helvetica-Bold', size: 8, dateHeader: 'Trans. Date' },
  moneyIn: { words: ['Money Out', 'Money In'], creditFirst: true, date: 'dmy', balanceFont: 'Helvetica', size: 9, dateHeader: 'Date' },
  posted: { words: ['Debits', 'Credits'], creditFirst: false, date: 'dMonY', balanceFont: 'Helvetica', size: 8.5, dateHeader: 'Posted Date' },
};
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMonY = (s) => `${s.slice(8, 10)}-${MON[Number(s.slice(5, 7)) - 1]}-${s.slice(0, 4)}`;

export function renderStatement(spec, tamper = {}) {
  const s = spec.rows ? spec : withBalances(spec);
  const L = LAYOUTS[s.layout ?? 'classic'];
  const printDate = L.date === 'dMonY' ? dMonY : dmy;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Producer: s.producer, Creator: s.creator, Title: 'Account Statement', CreationDate: new Date(s.issued) },
    });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const COLS = L.creditFirst ? { date: 40, description: 110, credit: 320, debit: 400, balance: 480 } : { date: 40, description: 110, debit: 320, credit: 400, balance: 480 };
    const W = 75;
    const header = (yy) => {
      doc.font('Helvetica-Bold').fontSize(9);
      doc.text(L.dateHeader, COLS.date, yy, { lineBreak: false });
      doc.text('Description', COLS.description, yy, { lineBreak: false });
      for (const [k, label] of [['debit', L.words[0]], ['credit', L.words[1]], ['balance', 'Balance']]) doc.text(label, COLS[k], yy, { width: W, align: 'right', lineBreak: false });
      return yy + 16;
    };
    doc.font('Helvetica-Bold').fontSize(16).text(s.bank.name, 40, 40, { lineBreak: false });
    doc.font('Helvetica').fontSize(10);
    const letter = [
      'Statement of Account',
      `Account Name: ${s.accountName}`,
      `Account Number: ${s.accountNumber}`,
      `Statement Period: ${dmy(s.periodStart)} to ${dmy(s.periodEnd)}`,
      `Opening Balance: ${money(s.openingBalance)}`,
      `Closing Balance: ${money(tamper.closingBalance ?? s.closingBalance)}`,
    ];
    letter.forEach((line, i) => doc.text(line, 40, 70 + i * 14, { lineBreak: false }));
    let yy = header(170);
    s.rows.forEach((row, i) => {
      if (yy > 780) {
        doc.addPage();
        yy = header(50);
      }
      doc.font('Helvetica').fontSize(L.size);
      doc.text(printDate(row.date), COLS.date, yy, { lineBreak: false });
      doc.text(row.description, COLS.description, yy, { lineBreak: false });
      doc.font(tamper.fonts?.[i] ?? 'Helvetica');
      if (row.debit) doc.text(money(row.debit), COLS.debit, yy, { width: W, align: 'right', lineBreak: false });
      const credit = tamper.shownCredits?.[i] ?? row.credit;
      if (credit) doc.text(money(credit), COLS.credit, yy, { width: W, align: 'right', lineBreak: false });
      if (!tamper.fonts?.[i]) doc.font(L.balanceFont);
      doc.text(money(tamper.shownBalances?.[i] ?? row.balance), COLS.balance, yy, { width: W, align: 'right', lineBreak: false });
      yy += 14;
    });
    doc.end();
  });
}

/**
 * What iLovePDF or Smallpdf does to unlock or compress an e-statement: the whole file rewritten
 * (compressed object streams), the producer replaced, the modification date set to the re-save.
 */
export async function resaveLikeILovePdf(bytes, { days = 3, producer = 'iLovePDF' } = {}) {
  const doc = await PdfLibDocument.load(bytes, { updateMetadata: false });
  const created = doc.getCreationDate() ?? new Date();
  doc.setProducer(producer);
  doc.setModificationDate(new Date(created.getTime() + days * 86_400_000));
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

// ---- forgeries, each as a forger makes it ----

/** One printed balance typed over (the lines after it still follow the true balance). */
export function brokenRunningBalance(r, spec) {
  const s = withBalances(spec);
  const i = r.int(1, s.rows.length - 2);
  return renderStatement(s, { shownBalances: { [i]: s.rows[i].balance + r.int(1, 50) * 10_000 } });
}

/** Salary moved to a Sunday and to Christmas Day, and one salary figure pasted in another font. */
export function weekendSalaryForeignFont(r, spec, { font = 'Courier' } = {}) {
  const tx = spec.transactions.map((t) => ({ ...t }));
  const salaries = tx.filter((t) => /SALARY/.test(t.description));
  for (const t of salaries) {
    let d = t.date;
    while (weekday(d) !== 0) d = addDays(d, 1);
    t.date = d;
  }
  tx.push({ date: `${spec.periodEnd.slice(0, 4)}-12-25`, description: salaries[0].description, credit: salaries[0].credit });
  tx.sort((a, b) => a.date.localeCompare(b.date));
  const year = spec.periodEnd.slice(0, 4);
  const s = withBalances({ ...spec, transactions: tx, periodEnd: `${year}-12-31` > spec.periodEnd ? `${year}-12-31` : spec.periodEnd });
  const first = s.rows.findIndex((row) => /SALARY/.test(row.description));
  return renderStatement(s, { fonts: { [first]: font } });
}

/** Transactions dated after the statement period (a month added to an old statement), balances kept consistent. */
export function datesOutsidePeriod(r, spec) {
  const tx = spec.transactions.map((t) => ({ ...t }));
  const extra = tx.filter((t) => /SALARY/.test(t.description)).slice(-1)[0];
  tx.push({ date: addDays(spec.periodEnd, r.int(3, 20)), description: extra.description, credit: extra.credit });
  tx.push({ date: addDays(spec.periodEnd, r.int(21, 27)), description: 'POS PURCHASE SHOPRITE IKEJA', debit: r.int(10, 200) * 100 });
  tx.sort((a, b) => a.date.localeCompare(b.date));
  return withBalances({ ...spec, transactions: tx });
}

/** A statement "from" the bank whose account number fails the NUBAN check digit. */
export function invalidAccountNumber(spec) {
  const last = Number(spec.accountNumber[9]);
  return { ...spec, accountNumber: spec.accountNumber.slice(0, 9) + ((last + 1 + (spec.accountNumber.length % 9)) % 10) };
}

/** One salary figure raised (the balances not recomputed), typed in `font`. */
export function editedSalary(r, spec, { font = 'Helvetica' } = {}) {
  const s = withBalances(spec);
  const i = s.rows.findIndex((row) => /SALARY/.test(row.description));
  return renderStatement(s, { shownCredits: { [i]: s.rows[i].credit + r.int(1, 20) * 50_000 }, fonts: { [i]: font } });
}

/** An old statement extended by a few weeks: lines dated after the period, added in another font. */
export function extendedPeriod(r, spec, { font = 'Times-Roman' } = {}) {
  const s = withBalances(datesOutsidePeriod(r, spec));
  const fonts = {};
  s.rows.forEach((row, i) => {
    if (row.date > spec.periodEnd) fonts[i] = font;
  });
  return renderStatement(s, { fonts });
}

/**
 * A statement made from scratch in a template: balances computed, but salary on the 25th
 * whatever the weekday and an account number made up without its check digit.
 */
export function fabricatedStatement(r, opts = {}) {
  const spec = genuineStatement(r, opts);
  const tx = spec.transactions.map((t) => (/SALARY/.test(t.description) ? { ...t, date: `${t.date.slice(0, 8)}25` } : t));
  tx.sort((a, b) => a.date.localeCompare(b.date));
  return { ...spec, transactions: tx, accountNumber: String(r.int(1_000_000_000, 9_999_999_999)), producer: 'Microsoft Word for Microsoft 365', creator: 'Microsoft Word' };
}
