// Types for statement-pdf.mjs (kept in JavaScript so that scripts/eval-lending/documents.mjs can import it).
export interface Rng {
  (): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
}
export interface Transaction {
  date: string;
  description: string;
  debit?: number;
  credit?: number;
}
export interface StatementSpec {
  bank: { name: string; code: string };
  accountName: string;
  accountNumber: string;
  periodStart: string;
  periodEnd: string;
  openingBalance: number;
  transactions: Transaction[];
  issued: string;
  /** A key of LAYOUTS. */
  layout?: string;
  producer: string;
  creator: string;
  rows?: (Transaction & { balance: number })[];
  closingBalance?: number;
}
export interface Tamper {
  shownBalances?: Record<number, number>;
  fonts?: Record<number, string>;
  shownCredits?: Record<number, number>;
  closingBalance?: number;
}
export const BANKS: { name: string; code: string }[];
export function rng(seed: number): Rng;
export function nuban(code: string, serial: string): string;
export function isBusinessDay(iso: string): boolean;
export function genuineStatement(r: Rng, opts?: { months?: number; start?: string; bank?: { name: string; code: string }; layout?: string }): StatementSpec;
export function withBalances(spec: StatementSpec): StatementSpec & { rows: (Transaction & { balance: number })[]; closingBalance: number };
export function renderStatement(spec: StatementSpec, tamper?: Tamper): Promise<Buffer>;
export function resaveLikeILovePdf(bytes: Buffer, opts?: { days?: number; producer?: string }): Promise<Buffer>;
export function brokenRunningBalance(r: Rng, spec: StatementSpec): Promise<Buffer>;
export function weekendSalaryForeignFont(r: Rng, spec: StatementSpec, opts?: { font?: string }): Promise<Buffer>;
export function datesOutsidePeriod(r: Rng, spec: StatementSpec): StatementSpec;
export function invalidAccountNumber(spec: StatementSpec): StatementSpec;
export function editedSalary(r: Rng, spec: StatementSpec, opts?: { font?: string }): Promise<Buffer>;
export function extendedPeriod(r: Rng, spec: StatementSpec, opts?: { font?: string }): Promise<Buffer>;
export function fabricatedStatement(r: Rng, opts?: { months?: number; start?: string; bank?: { name: string; code: string }; layout?: string }): StatementSpec;
export const LAYOUTS: Record<string, { words: [string, string]; creditFirst: boolean; date: string; balanceFont: string; size: number; dateHeader: string }>;
