// NUBAN check digit (CBN 2020 standard) from the institution code (3-digit bank codes zero-padded to 6) and the nine-digit serial.

export interface NubanInstitution {
  code: string;
  name: string;
  /** Names and short forms as they appear on statements (matched case-insensitively, whole words). */
  aliases: string[];
  /** false: not checked (wallets numbered by phone number; institutions whose check-digit code is unconfirmed). */
  nuban: boolean;
}

const bank = (code: string, name: string, aliases: string[], nuban = true): NubanInstitution => ({ code, name, aliases: [name, ...aliases], nuban });

/** CBN institution codes of the banks whose statements lenders see most; extend as needed. */
export const NUBAN_INSTITUTIONS: readonly NubanInstitution[] = [
  // legacy Diamond Bank accounts kept the check digits of Diamond's own code (063), so they are not named here
  bank('044', 'Access Bank', ['Access Bank Plc']),
  bank('023', 'Citibank Nigeria', ['Citibank']),
  bank('050', 'Ecobank Nigeria', ['Ecobank']),
  bank('070', 'Fidelity Bank', []),
  bank('011', 'First Bank of Nigeria', ['First Bank', 'FirstBank', 'FBN']),
  bank('214', 'First City Monument Bank', ['FCMB']),
  bank('103', 'Globus Bank', []),
  bank('058', 'Guaranty Trust Bank', ['GTBank', 'GTCO', 'Guaranty Trust']),
  bank('030', 'Heritage Bank', []),
  bank('301', 'Jaiz Bank', []),
  bank('082', 'Keystone Bank', []),
  bank('076', 'Polaris Bank', ['Skye Bank']),
  bank('101', 'Providus Bank', []),
  bank('221', 'Stanbic IBTC Bank', ['Stanbic IBTC', 'Stanbic']),
  bank('068', 'Standard Chartered Bank', ['Standard Chartered']),
  bank('232', 'Sterling Bank', []),
  bank('100', 'SunTrust Bank', []),
  bank('302', 'TAJBank', ['TAJ Bank']),
  bank('102', 'Titan Trust Bank', []),
  bank('032', 'Union Bank of Nigeria', ['Union Bank']),
  bank('033', 'United Bank for Africa', ['UBA']),
  bank('215', 'Unity Bank', []),
  bank('035', 'Wema Bank', ['ALAT by Wema', 'ALAT']),
  bank('057', 'Zenith Bank', ['Zenith Bank Plc']),
  // Microfinance banks: which institution code feeds their check digit (NIP code or the CBN code
  // with a 9 prefix) is not settled in public sources, so their numbers are not checked yet.
  bank('090267', 'Kuda Microfinance Bank', ['Kuda MFB', 'Kuda Bank', 'Kuda'], false),
  bank('090405', 'Moniepoint Microfinance Bank', ['Moniepoint MFB', 'Moniepoint'], false),
  bank('090110', 'VFD Microfinance Bank', ['VFD MFB', 'VBank'], false),
  bank('090551', 'FairMoney Microfinance Bank', ['FairMoney MFB', 'FairMoney'], false),
  bank('090175', 'Rubies Microfinance Bank', ['Rubies MFB'], false),
  bank('090325', 'Sparkle Microfinance Bank', ['Sparkle MFB', 'Sparkle'], false),
  bank('100004', 'OPay', ['OPay Digital Services', 'Paycom'], false),
  bank('100033', 'PalmPay', [], false),
  bank('100002', 'Paga', [], false),
];

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
