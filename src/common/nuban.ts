// NUBAN check digit (CBN 2020 standard) from the institution code (3-digit bank codes zero-padded to 6) and the nine-digit serial.

import { NIGERIAN_INSTITUTIONS } from './institutions.js';

export interface NubanInstitution {
  code: string;
  name: string;
  /** Names and short forms as they appear on statements (matched case-insensitively, whole words). */
  aliases: string[];
  /** false: not checked (wallets numbered by phone number; institutions whose check-digit code is unconfirmed). */
  nuban: boolean;
}

/** Institutions whose statements lenders see most, with their codes (from the one list in ./institutions.ts). */
export const NUBAN_INSTITUTIONS: readonly NubanInstitution[] = NIGERIAN_INSTITUTIONS.flatMap((i) =>
  i.code && i.letterhead ? [{ code: i.code, name: i.letterhead[0], aliases: [...i.letterhead], nuban: i.nuban ?? true }] : [],
);

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/** The check digit for a 3- or 6-digit institution code and a 9-digit serial. */
export function nubanCheckDigit(institutionCode: string, serial: string): number {
  if (!/^(\d{3}|\d{6})$/.test(institutionCode) || !/^\d{9}$/.test(serial)) throw new RangeError('institution code of 3 or 6 digits and a 9-digit serial expected');
  const digits = (institutionCode.padStart(6, '0') + serial).split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * WEIGHTS[i], 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether a 10-digit account number carries the right check digit for the institution. */
export function isValidNuban(institutionCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(institutionCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** A valid account number for the institution from a 9-digit serial (test data and sandboxes). */
export function nubanFor(institutionCode: string, serial: string): string {
  return serial + nubanCheckDigit(institutionCode, serial);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BY_ALIAS = NUBAN_INSTITUTIONS.flatMap((inst) => inst.aliases.map((alias) => ({ inst, re: new RegExp(`\\b${escape(alias)}\\b`, 'i'), length: alias.length })))
  // the longest alias first: "Kuda Microfinance Bank" before "Kuda", "Union Bank of Nigeria" before "Union Bank"
  .sort((a, b) => b.length - a.length);

/** The institution a piece of text names (a statement's letterhead), or null. */
export function institutionNamedIn(text: string): NubanInstitution | null {
  return BY_ALIAS.find((a) => a.re.test(text))?.inst ?? null;
}
