// The income part of `npm run eval:lending`: a labelled set of generated statements (salaried,
// traders, gig workers; 3 to 13 whole months plus a partial current month; with own-account round
// trips, transfers from the holder's other accounts, lender disbursements, bonuses, betting wins
// and everyday spending) whose true monthly income is known by construction, read by the built
// engine (dist/, so run after `npm run -s build`). Truth: salaried = net pay (bonuses excluded);
// traders = sales less supplier payments; gig workers = platform payouts less fuel.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const name = 'income';

const STATEMENTS_PER_TYPE = 120;
const TARGET_MEDIAN = 0.05;

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['ADAEZE', 'CHIOMA', 'IBRAHIM', 'NGOZI', 'TUNDE', 'AISHA', 'EMEKA', 'FUNMI', 'YUSUF', 'BLESSING', 'SEGUN', 'HALIMA', 'OBINNA', 'KEMI', 'MUSA'];
const LAST = ['OKONKWO', 'NWOSU', 'MUSA', 'OKAFOR', 'BAKARE', 'BELLO', 'EZE', 'ADEYEMI', 'ABDULLAHI', 'ETIM', 'ADEBAYO', 'GARBA', 'OKOYE', 'OLAWALE', 'DANJUMA'];
const EMPLOYERS = ['DANGOTE CEMENT PLC', 'FIDSON HEALTHCARE PLC', 'MTN NIGERIA COMMUNICATIONS', 'LAGOS STATE GOVT', 'ANDELA NIGERIA LTD', 'NESTLE NIGERIA PLC', 'FEDERAL MINISTRY OF HEALTH', 'FLOUR MILLS OF NIGERIA'];
const LOANS = ['SALARY ADVANCE DISBURSED', 'TRF FROM FAIRMONEY MFB', 'QUICKCREDIT DISBURSEMENT GTB', 'CARBON LOAN DISBURSEMENT', 'PALMCREDIT LOAN', 'RENMONEY LOAN DISB', 'BRANCH INTL DISBURSEMENT', 'FIRSTADVANCE CREDIT'];
const BANKS = ['KUDA', 'OPAY', 'GTB', 'ACCESS', 'MONIEPOINT', 'PALMPAY'];
const SHOPS = ['SHOPRITE LEKKI', 'SPAR IKEJA', 'CHICKEN REPUBLIC', 'MEDPLUS PHARMACY', 'HUBMART VI'];
const PLATFORMS = ['BOLT DRIVER PAYOUT', 'UBER BV PAYOUT', 'CHOWDECK RIDER EARNINGS', 'INDRIVE PAYOUT', 'GLOVO RIDER EARNINGS'];
// Unlisted lenders: their money reads like any transfer, so some error is expected from them.
const UNLISTED_LENDERS = ['TRF FROM GOLDMAN MFB', 'NIP TRF FROM LENDHUB CAPITAL', 'TRF FROM ROSABON FINANCIAL'];
// How banks print a salary: with and without the word.
const SALARY_NARRATIONS = [
  (e, mon) => `SALARY ${mon} FROM ${e}`,
  (e, mon) => `NIP/${e}/${mon} PAYROLL`,
  (e) => `${e} STAFF PAY`,
  (e, mon) => `SAL ${mon} ${e}`,
  (e) => `TRF FROM ${e}`,
];

const TO = new Date(Date.UTC(2026, 10, 20));

function generate(r, type) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const round = (n) => Math.round(n / 50) * 50;
  const holder = `${pick(FIRST)} ${pick(LAST)}`;
  const person = () => {
    let p;
    do p = `${pick(FIRST)} ${pick(LAST)}`;
    while (p === holder);
    return p;
  };
  const months = 3 + Math.floor(r() * 11); // 3..13 whole months
  const linked = String(Math.floor(1e9 + r() * 8.9e9));
  const events = [];
  const day = (y, m, d) => new Date(Date.UTC(y, m, Math.min(d, 28))).toISOString().slice(0, 10);
  const out = (date, amount, narration) => events.push({ date, amount, narration });
  const base = type === 'salaried' ? round(80_000 + r() * 900_000) : 0;
  const raiseAt = r() < 0.3 ? 1 + Math.floor(r() * (months - 1)) : -1;
  const salaryDay = 20 + Math.floor(r() * 9);
  const employer = pick(EMPLOYERS);
  const salaryText = pick(SALARY_NARRATIONS);
  // Some holders' own transfers carry their name in another order or with a middle name; a few only an initial.
  const [first, last] = holder.split(' ');
  const ownName = pick([holder, holder, `${last} ${first}`, `${first} ${pick(FIRST)} ${last}`, `${first[0]} ${last}`]);
  const truthByMonth = [];
  // months: m = months..1 whole, then 0 = the current partial month
  for (let k = months; k >= 0; k--) {
    const y = TO.getUTCFullYear();
    const m = TO.getUTCMonth() - k;
    const whole = k > 0;
    const at = (d) => day(y, m, whole ? d : Math.min(d, TO.getUTCDate()));
    let truth = 0;
    if (type === 'salaried') {
      const pay = raiseAt >= 0 && months - k >= raiseAt ? round(base * 1.15) : base;
      const mon = new Date(Date.UTC(y, m, 1)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' }).toUpperCase();
      if (whole || salaryDay <= TO.getUTCDate()) out(at(salaryDay), pay, salaryText(employer, mon));
      truth = pay;
      if (r() < 0.08) out(at(salaryDay), round(pay * (0.5 + r())), `BONUS FROM ${employer}`);
      if (r() < 0.3) out(at(1 + Math.floor(r() * 27)), round(5_000 + r() * 40_000), `NIP TRF FROM ${person()}`); // gifts: not income
    } else if (type === 'trader') {
      let sales = 0;
      const n = 10 + Math.floor(r() * 20);
      for (let i = 0; i < n; i++) {
        const a = round(10_000 + r() * 60_000);
        sales += a;
        out(at(1 + Math.floor(r() * 28)), a, r() < 0.7 ? `NIP TRF FROM ${person()} GOODS` : `${pick(BANKS)} POS SETTLEMENT`);
      }
      let supplies = 0;
      const s = 2 + Math.floor(r() * 4);
      const share = 0.45 + r() * 0.25;
      for (let i = 0; i < s; i++) {
        const a = round((sales * share) / s);
        supplies += a;
        // most supplier payments say so; some go to a person's name only
        out(at(1 + Math.floor(r() * 28)), -a, r() < 0.85 ? `NIP TRF TO ${pick(['ALABA INTL MKT', 'ONITSHA MAIN MKT', 'KANTIN KWARI', 'IDUMOTA'])} SUPPLIER` : `NIP TRF TO ${person()}`);
      }
      truth = sales - supplies;
    } else {
      let payouts = 0;
      for (const d of [4, 11, 18, 25]) {
        const a = round(20_000 + r() * 60_000);
        payouts += a;
        out(at(d), a, pick(PLATFORMS));
      }
      let fuel = 0;
      for (let i = 0; i < 6; i++) {
        const a = round(5_000 + r() * 12_000);
        fuel += a;
        out(at(1 + Math.floor(r() * 28)), -a, r() < 0.8 ? `POS PURCHASE ${pick(['TOTAL', 'MRS', 'CONOIL', 'ARDOVA'])} FILLING STN FUEL` : `POS PURCHASE ${pick(['TOTAL', 'MRS', 'CONOIL', 'ARDOVA'])} FILLING STN`);
      }
      truth = payouts - fuel;
    }
    if (whole) truthByMonth.push(truth);
    // Money that is not income.
    if (r() < 0.6) {
      const a = round(20_000 + r() * 300_000);
      const bank = pick(BANKS);
      out(at(2 + Math.floor(r() * 10)), a, `NIP TRF FROM ${ownName}/${bank}`);
      out(at(14 + Math.floor(r() * 5)), -a, `NIP TRF TO ${ownName}/${bank}`);
    }
    if (r() < 0.3) out(at(1 + Math.floor(r() * 27)), round(10_000 + r() * 100_000), `NIP TRF FROM ${linked}/${pick(BANKS)}`);
    if (r() < 0.25) {
      const p = person();
      const a = round(50_000 + r() * 200_000);
      out(at(8), a, `NIP TRF FROM ${p}`);
      out(at(11), -a, `NIP TRF TO ${p}`);
    }
    if (r() < 0.3) out(at(1 + Math.floor(r() * 27)), round(30_000 + r() * 150_000), pick(LOANS));
    if (r() < 0.04) out(at(1 + Math.floor(r() * 27)), round(30_000 + r() * 150_000), pick(UNLISTED_LENDERS));
    if (r() < 0.1) out(at(1 + Math.floor(r() * 27)), round(2_000 + r() * 30_000), 'SPORTYBET WINNINGS PAYOUT');
    // Everyday spending.
    for (let i = 0; i < 8; i++) out(at(1 + Math.floor(r() * 28)), -round(2_000 + r() * 15_000), `POS PURCHASE ${pick(SHOPS)}`);
    out(at(5), -round(5_000 + r() * 20_000), 'IKEDC PREPAID TOKEN');
    out(at(28), -50, 'SMS ALERT CHARGES');
    if (r() < 0.5) out(at(1 + Math.floor(r() * 27)), -round(5_000 + r() * 30_000), `NIP TRF TO ${person()}`);
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || b.amount - a.amount);
  let balance = 50_000;
  const transactions = events.map((e, i) => {
    balance += e.amount;
    return { transaction_id: `t${i}`, account_id: 'acc', date: e.date, amount: e.amount, narration: e.narration, balance_after: balance };
  });
  const from = new Date(Date.UTC(TO.getUTCFullYear(), TO.getUTCMonth() - months, 1));
  const account = { account_id: 'acc', name: 'Savings', type: 'savings', mask: '0000', institution: 'GTBank', currency: 'NGN', current_balance: balance, holder_name: holder, nuban: '0000000000' };
  const trueIncome = truthByMonth.reduce((a, b) => a + b, 0) / truthByMonth.length;
  return { type, months, holder, linked, account, transactions, from, trueIncome };
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))];
};
const pct = (x) => `${(x * 100).toFixed(1)}%`;

export async function run({ seed, root }) {
  const { buildReport } = await import(pathToFileURL(join(root, 'dist', 'financial-reports', 'engine', 'affordability.js')).href);
  const r = rng(seed * 7919 + 17);
  const errors = { salaried: [], trader: [], gig_worker: [] };
  for (const type of Object.keys(errors)) {
    for (let i = 0; i < STATEMENTS_PER_TYPE; i++) {
      const s = generate(r, type);
      const { summary } = buildReport({
        accounts: [s.account],
        transactions: s.transactions,
        usdNgnRate: 1550,
        period: { from: s.from, to: TO },
        applicantName: s.holder,
        linkedNubans: [s.linked],
      });
      errors[type].push(Math.abs(summary.income_monthly_local - s.trueIncome) / s.trueIncome);
    }
  }
  const all = Object.values(errors).flat();
  const median = quantile(all, 0.5);
  return [
    { metric: `median abs income error (${all.length} statements, 3-13 months)`, value: pct(median), target: `<= ${pct(TARGET_MEDIAN)}`, pass: median <= TARGET_MEDIAN },
    { metric: 'p90 abs income error (context)', value: pct(quantile(all, 0.9)), target: '-', pass: true },
    ...Object.entries(errors).map(([type, xs]) => ({ metric: `median abs income error: ${type} (context)`, value: pct(quantile(xs, 0.5)), target: '-', pass: true })),
  ];
}
