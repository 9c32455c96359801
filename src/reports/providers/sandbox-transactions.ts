import { createHash } from 'node:crypto';
import type { ProviderAccount, ProviderTransaction, SandboxProfile } from './bank-connection.provider.js';

// Twelve months of realistic Nigerian bank activity per sandbox profile: salary credits, NIP
// transfers, POS purchases, airtime, DStv/electricity, digital-lender repayments, bank charges.
// Deterministic from the seed, so a case's report is reproducible.

type Rng = () => number;

function rngFrom(seed: string): Rng {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
const around = (rng: Rng, value: number, spread: number) => Math.round((value * (1 + (rng() * 2 - 1) * spread)) / 50) * 50;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const phone = (rng: Rng) => `080${Math.floor(10_000_000 + rng() * 89_999_999)}`;

const PEOPLE = ['ADEBAYO OLUWASEUN', 'CHIOMA NWOSU', 'IBRAHIM MUSA', 'NGOZI OKAFOR', 'TUNDE BAKARE', 'AISHA BELLO', 'EMEKA EZE', 'FUNMI ADEYEMI', 'YUSUF ABDULLAHI', 'BLESSING ETIM'];
const SHOPS = ['SHOPRITE LEKKI', 'SPAR IKEJA', 'CHICKEN REPUBLIC', 'JUMIA FOOD', 'TOTAL FILLING STN', 'MRS FILLING STN', 'MEDPLUS PHARMACY', 'HUBMART VI', 'KILIMANJARO', 'BUKKA HUT'];
const NETWORKS = ['MTN', 'AIRTEL', 'GLO', '9MOBILE'];

interface Event {
  day: Date;
  amount: number;
  narration: string;
}

interface Plan {
  openingBalance: number;
  monthly(rng: Rng, month: Date, out: Event[]): void;
}

const at = (month: Date, day: number) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), Math.min(day, 28)));
const label = (month: Date) => month.toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).toUpperCase();

function everydaySpending(rng: Rng, month: Date, out: Event[], scale: number) {
  const pos = 6 + Math.floor(rng() * 8);
  for (let i = 0; i < pos; i++) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: -around(rng, 9000 * scale, 0.7), narration: `POS PURCHASE ${pick(rng, SHOPS)}` });
  const airtime = 2 + Math.floor(rng() * 3);
  for (let i = 0; i < airtime; i++) {
    const net = pick(rng, NETWORKS);
    out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: -around(rng, 2500 * scale, 0.5), narration: `AIRTIME ${net} ${phone(rng)}` });
  }
  out.push({ day: at(month, 2 + Math.floor(rng() * 10)), amount: -around(rng, 6000 * scale, 0.3), narration: `DATA BUNDLE ${pick(rng, NETWORKS)} ${phone(rng)}` });
  out.push({ day: at(month, 5 + Math.floor(rng() * 5)), amount: -around(rng, 15000 * scale, 0.4), narration: `IKEDC PREPAID TOKEN ${Math.floor(rng() * 1e11)}` });
  const transfers = 2 + Math.floor(rng() * 4);
  for (let i = 0; i < transfers; i++) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: -around(rng, 20000 * scale, 0.8), narration: `NIP TRF TO ${pick(rng, PEOPLE)}` });
  if (rng() < 0.5) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: -around(rng, 20000 * scale, 0.5), narration: 'ATM WDL CASH' });
  out.push({ day: at(month, 28), amount: -50, narration: 'SMS ALERT CHARGES' });
  out.push({ day: at(month, 28), amount: -around(rng, 250, 0.5), narration: 'VAT ON TRANSFER CHARGES' });
  out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: -50, narration: 'ELECTRONIC MONEY TRANSFER LEVY / STAMP DUTY' });
}

const PLANS: Record<Exclude<SandboxProfile, 'provider_error'>, Plan> = {
  salaried: {
    openingBalance: 180_000,
    monthly(rng, month, out) {
      out.push({ day: at(month, 25), amount: 450_000, narration: `SALARY ${label(month)} FROM DANGOTE CEMENT PLC` });
      out.push({ day: at(month, 27), amount: -45_000, narration: 'CARBON LOAN REPAYMENT' });
      out.push({ day: at(month, 26), amount: -100_000, narration: 'NIP TRF TO LANDLORD RENT SAVINGS' });
      out.push({ day: at(month, 3), amount: -7_900, narration: 'DSTV SUBSCRIPTION COMPACT' });
      out.push({ day: at(month, 26), amount: -30_000, narration: 'PIGGYVEST SAVINGS' });
      if (rng() < 0.3) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: around(rng, 30_000, 0.5), narration: `NIP TRF FROM ${pick(rng, PEOPLE)}` });
      everydaySpending(rng, month, out, 1.2);
    },
  },
  informal_trader: {
    openingBalance: 95_000,
    monthly(rng, month, out) {
      const sales = 14 + Math.floor(rng() * 12);
      for (let i = 0; i < sales; i++) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: around(rng, 32_000, 0.8), narration: `NIP TRF FROM ${pick(rng, PEOPLE)} GOODS` });
      const settle = 3 + Math.floor(rng() * 3);
      for (let i = 0; i < settle; i++) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: around(rng, 55_000, 0.6), narration: 'MONIEPOINT POS SETTLEMENT' });
      const suppliers = 3 + Math.floor(rng() * 3);
      for (let i = 0; i < suppliers; i++) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: -around(rng, 90_000, 0.5), narration: 'NIP TRF TO ALABA INTL MKT SUPPLIER' });
      out.push({ day: at(month, 5), amount: -40_000, narration: 'AJO CONTRIBUTION ESUSU GROUP' });
      if (month.getUTCMonth() % 3 === 0) out.push({ day: at(month, 12), amount: -35_000, narration: 'LAPO MFB LOAN REPAYMENT' });
      everydaySpending(rng, month, out, 0.8);
    },
  },
  gig_worker: {
    openingBalance: 40_000,
    monthly(rng, month, out) {
      for (const day of [4, 11, 18, 25]) out.push({ day: at(month, day), amount: around(rng, 52_000, 0.35), narration: 'BOLT DRIVER PAYOUT' });
      if (rng() < 0.7) out.push({ day: at(month, 15), amount: around(rng, 35_000, 0.5), narration: 'CHOWDECK RIDER EARNINGS' });
      for (let i = 0; i < 6; i++) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: -around(rng, 12_000, 0.3), narration: `POS PURCHASE ${pick(rng, ['TOTAL FILLING STN', 'MRS FILLING STN', 'CONOIL'])} FUEL` });
      out.push({ day: at(month, 20), amount: -28_000, narration: 'FAIRMONEY LOAN REPAYMENT' });
      out.push({ day: at(month, 1), amount: -20_000, narration: 'NIP TRF TO VEHICLE HIRE PURCHASE OWNER' });
      everydaySpending(rng, month, out, 0.5);
    },
  },
  overdrawn: {
    openingBalance: 12_000,
    monthly(rng, month, out) {
      out.push({ day: at(month, 27), amount: 180_000, narration: `SAL ${label(month)} LAGOS STATE GOVT` });
      out.push({ day: at(month, 2), amount: around(rng, 60_000, 0.2), narration: 'LOAN DISBURSEMENT FROM PALMCREDIT' });
      out.push({ day: at(month, 28), amount: -62_000, narration: 'PALMCREDIT LOAN REPAYMENT' });
      out.push({ day: at(month, 28), amount: -48_000, narration: 'RENMONEY LOAN REPAYMENT' });
      out.push({ day: at(month, 28), amount: -35_000, narration: 'QUICKCHECK LOAN REPAYMENT' });
      out.push({ day: at(month, 6), amount: -1_500, narration: 'UNAUTHORISED OVERDRAFT CHARGE' });
      if (rng() < 0.5) out.push({ day: at(month, 10), amount: -1_075, narration: 'INSUFFICIENT FUNDS CHARGE' });
      everydaySpending(rng, month, out, 1.1);
    },
  },
};

/** The connected bank's accounts and 12 months of transactions up to `to`, for one profile. */
export function sandboxStatement(profile: Exclude<SandboxProfile, 'provider_error'>, institution: string, seed: string, to: Date) {
  const rng = rngFrom(`${profile}:${seed}`);
  const plan = PLANS[profile];
  const accountId = `acc_${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`;
  const events: Event[] = [];
  const end = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1));
  for (let m = 12; m >= 1; m--) plan.monthly(rng, new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - m, 1)), events);
  events.sort((a, b) => a.day.getTime() - b.day.getTime() || b.amount - a.amount);
  let balance = plan.openingBalance;
  const transactions: ProviderTransaction[] = events.map((e, i) => {
    balance += e.amount;
    return { transaction_id: `${accountId}_t${i}`, account_id: accountId, date: iso(e.day), amount: e.amount, narration: e.narration, balance_after: balance };
  });
  const account: ProviderAccount = {
    account_id: accountId,
    name: profile === 'informal_trader' ? 'Business Current Account' : 'Personal Savings Account',
    type: profile === 'informal_trader' ? 'current' : 'savings',
    mask: String(Math.floor(1000 + rng() * 8999)),
    institution,
    currency: 'NGN',
    current_balance: balance,
  };
  return { accounts: [account], transactions };
}
