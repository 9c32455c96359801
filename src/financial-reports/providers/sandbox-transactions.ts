import { createHash } from 'node:crypto';
import type { ProviderAccount, ProviderTransaction, SandboxProfile } from './bank-connection.provider.js';

// Realistic Nigerian bank activity per sandbox profile, deterministic from the seed (a report is reproducible) and with balances that add up.

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
  /** A debit the bank must attempt (direct debit, GSI, standing order): refused ones are charged. */
  mandate?: boolean;
}

interface Plan {
  openingBalance: number;
  /** Whole months of history before the current month. */
  historyMonths?: number;
  account: { name: string; type: 'current' | 'savings'; overdraftLimit?: number };
  monthly(rng: Rng, month: Date, out: Event[], index: number): void;
}

/** The sandbox's test identity: every sandbox account is held by this name (use it as the case's full_name). */
export const SANDBOX_HOLDER_NAME = 'ADAEZE OKONKWO';
/** A second NUBAN of the sandbox holder's (their OPay wallet), as a BVN lookup returns it. */
export const SANDBOX_LINKED_NUBAN = '8031234567';
/** Refused mandates cost this (the usual NGN 1,000 + VAT). */
const BOUNCE_CHARGE = 1_075;

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

const SAVINGS = { name: 'Personal Savings Account', type: 'savings' as const };

const PLANS: Record<Exclude<SandboxProfile, 'provider_error'>, Plan> = {
  salaried: {
    openingBalance: 180_000,
    account: SAVINGS,
    monthly(rng, month, out) {
      out.push({ day: at(month, 25), amount: 450_000, narration: `SALARY ${label(month)} FROM DANGOTE CEMENT PLC` });
      out.push({ day: at(month, 27), amount: -45_000, narration: 'CARBON LOAN REPAYMENT', mandate: true });
      out.push({ day: at(month, 26), amount: -100_000, narration: 'NIP TRF TO LANDLORD RENT SAVINGS' });
      out.push({ day: at(month, 3), amount: -7_900, narration: 'DSTV SUBSCRIPTION COMPACT' });
      out.push({ day: at(month, 26), amount: -30_000, narration: 'PIGGYVEST SAVINGS' });
      if (rng() < 0.3) out.push({ day: at(month, 1 + Math.floor(rng() * 28)), amount: around(rng, 30_000, 0.5), narration: `NIP TRF FROM ${pick(rng, PEOPLE)}` });
      everydaySpending(rng, month, out, 1.2);
    },
  },
  informal_trader: {
    openingBalance: 95_000,
    account: { name: 'Business Current Account', type: 'current', overdraftLimit: 0 },
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
    account: SAVINGS,
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
    account: { name: 'Current Account', type: 'current', overdraftLimit: 150_000 },
    monthly(rng, month, out) {
      out.push({ day: at(month, 27), amount: 180_000, narration: `SAL ${label(month)} LAGOS STATE GOVT` });
      out.push({ day: at(month, 2), amount: around(rng, 60_000, 0.2), narration: 'LOAN DISBURSEMENT FROM PALMCREDIT' });
      out.push({ day: at(month, 28), amount: -62_000, narration: 'PALMCREDIT LOAN REPAYMENT', mandate: true });
      out.push({ day: at(month, 28), amount: -48_000, narration: 'RENMONEY LOAN REPAYMENT', mandate: true });
      out.push({ day: at(month, 28), amount: -35_000, narration: 'QUICKCHECK LOAN REPAYMENT', mandate: true });
      out.push({ day: at(month, 6), amount: -1_500, narration: 'UNAUTHORISED OVERDRAFT CHARGE', mandate: true });
      everydaySpending(rng, month, out, 1.1);
    },
  },
  // A salaried account opened three months ago: averages are over three months, not twelve.
  new_account: {
    openingBalance: 20_000,
    historyMonths: 3,
    account: SAVINGS,
    monthly(rng, month, out) {
      out.push({ day: at(month, 1), amount: -50, narration: 'SMS ALERT CHARGES' });
      out.push({ day: at(month, 25), amount: 250_000, narration: `SALARY ${label(month)} FROM ANDELA NIGERIA LTD` });
      out.push({ day: at(month, 26), amount: -60_000, narration: 'NIP TRF TO LANDLORD RENT' });
      everydaySpending(rng, month, out, 0.7);
    },
  },
  // Thirteen months (salary on the 1st, so the current month has one too): the holder's own
  // round trips, loans from several lenders, and GSI, Remita, BNPL and hire-purchase repayments.
  stacked_borrower: {
    openingBalance: 150_000,
    historyMonths: 13,
    account: SAVINGS,
    monthly(rng, month, out, index) {
      out.push({ day: at(month, 1), amount: 300_000, narration: `SALARY ${label(month)} FROM FIDSON HEALTHCARE PLC` });
      out.push({ day: at(month, 3), amount: 200_000, narration: `NIP TRF FROM ${SANDBOX_HOLDER_NAME}/KUDA` });
      out.push({ day: at(month, 5), amount: -200_000, narration: `NIP TRF TO ${SANDBOX_HOLDER_NAME}/KUDA` });
      out.push({ day: at(month, 8), amount: 50_000, narration: `NIP TRF FROM ${SANDBOX_LINKED_NUBAN}/OPAY` });
      out.push({ day: at(month, 9), amount: -45_000, narration: `NIP TRF TO ${SANDBOX_LINKED_NUBAN}/OPAY` });
      out.push({ day: at(month, 10), amount: 150_000, narration: 'NIP TRF FROM EMEKA EZE' });
      out.push({ day: at(month, 12), amount: -150_000, narration: 'NIP TRF TO EMEKA EZE' });
      const loan = [
        { amount: 100_000, narration: 'SALARY ADVANCE DISBURSED' },
        { amount: 80_000, narration: 'TRF FROM FAIRMONEY MFB' },
        { amount: 120_000, narration: 'QUICKCREDIT DISBURSEMENT GTB' },
      ][index % 3];
      out.push({ day: at(month, 11), ...loan });
      out.push({ day: at(month, 2), amount: -25_000, narration: 'REMITA DD LOAN RENMONEY', mandate: true });
      out.push({ day: at(month, 15), amount: -15_000, narration: 'GSI RECOVERY ACCESS BANK', mandate: true });
      out.push({ day: at(month, 18), amount: -12_000, narration: 'EASYBUY PHONE INSTALMENT', mandate: true });
      out.push({ day: at(month, 20), amount: -28_000, narration: 'PAYSTACK/FAIRMONEY', mandate: true });
      out.push({ day: at(month, 22), amount: -40_000, narration: 'HIRE PURCHASE INSTALMENT CFAO MOTORS', mandate: true });
      out.push({ day: at(month, 23), amount: -5_000, narration: 'BET9JA WALLET FUNDING' });
      out.push({ day: at(month, 24), amount: -3_000, narration: 'SPORTYBET NG DEPOSIT' });
      if (rng() < 0.3) out.push({ day: at(month, 26), amount: 8_000, narration: 'SPORTYBET WINNINGS PAYOUT' });
      everydaySpending(rng, month, out, 0.8);
    },
  },
};

/** Applies events in date order within the account's floor: refused debits are dropped, refused mandates are charged. */
function post(events: Event[], plan: Plan, accountId: string): ProviderTransaction[] {
  const floor = plan.account.type === 'savings' ? 0 : -(plan.account.overdraftLimit ?? 0);
  let balance = plan.openingBalance;
  const out: ProviderTransaction[] = [];
  const push = (date: string, amount: number, narration: string) => {
    balance += amount;
    out.push({ transaction_id: `${accountId}_t${out.length}`, account_id: accountId, date, amount, narration, balance_after: balance });
  };
  for (const e of events) {
    if (e.amount < 0 && balance + e.amount < floor) {
      if (e.mandate && balance - BOUNCE_CHARGE >= floor) push(iso(e.day), -BOUNCE_CHARGE, 'INSUFFICIENT FUNDS CHARGE');
      continue;
    }
    push(iso(e.day), e.amount, e.narration);
  }
  return out;
}

/** The connected bank's account and its history up to `to` (whole months plus the current month so far), for one profile. */
export function sandboxStatement(profile: Exclude<SandboxProfile, 'provider_error'>, institution: string, seed: string, to: Date) {
  const rng = rngFrom(`${profile}:${seed}`);
  const plan = PLANS[profile];
  const accountId = `acc_${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`;
  const events: Event[] = [];
  const history = plan.historyMonths ?? 12;
  const toIso = iso(to);
  for (let m = history; m >= 0; m--) {
    const month = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - m, 1));
    const planned: Event[] = [];
    plan.monthly(rng, month, planned, history - m);
    events.push(...planned.filter((e) => iso(e.day) <= toIso));
  }
  events.sort((a, b) => a.day.getTime() - b.day.getTime() || b.amount - a.amount);
  const transactions = post(events, plan, accountId);
  const nuban = String(Math.floor(1_000_000_000 + rng() * 8_999_999_999));
  const account: ProviderAccount = {
    account_id: accountId,
    name: plan.account.name,
    type: plan.account.type,
    mask: nuban.slice(-4),
    institution,
    currency: 'NGN',
    current_balance: transactions.at(-1)?.balance_after ?? plan.openingBalance,
    holder_name: SANDBOX_HOLDER_NAME,
    nuban,
  };
  return { accounts: [account], transactions, linkedNubans: profile === 'stacked_borrower' ? [SANDBOX_LINKED_NUBAN] : [] };
}
