// Lenders out of the one list of Nigerian institutions (../institutions.ts). Bureaus spell a lender's
// name in several ways and statements show it in narrations; both are resolved here, so credit-file
// merging and statement reading agree on who a lender is.
import { NIGERIAN_INSTITUTIONS, type InstitutionKind, type NigerianInstitution } from '../institutions.js';

export type LenderKind = Exclude<InstitutionKind, 'mobile_money'>;
export type Lender = NigerianInstitution & { kind: LenderKind };

export const NIGERIAN_LENDERS: readonly Lender[] = NIGERIAN_INSTITUTIONS.filter((i): i is Lender => i.kind !== 'mobile_money');

/** Banks, and lenders with a microfinance licence (FairMoney MFB, Carbon MFB): people hold ordinary accounts there. */
export function takesDeposits(lender: Lender): boolean {
  return lender.kind.endsWith('_bank') || [lender.name, ...lender.aliases].some((n) => /\b(MFB|Microfinance)\b/i.test(n));
}

/** Upper case, "&" as "and", punctuation and the words every lender carries dropped. */
export function normaliseLenderText(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\b(PLC|LTD|LIMITED|NIGERIA|NIG|THE)\b/g, ' ')
    .replace(/\bMICRO ?FINANCE BANK\b/g, 'MFB')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_NAME = new Map<string, Lender>();
for (const lender of NIGERIAN_LENDERS) {
  for (const name of [lender.name, ...lender.aliases]) BY_NAME.set(normaliseLenderText(name), lender);
}

/** The lender a bureau or statement names, whatever the spelling; undefined when not on the list. */
export function findLender(name: string): Lender | undefined {
  const key = normaliseLenderText(name);
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/\b(BANK|MFB)\b/g, ' ').replace(/\s+/g, ' ').trim());
}

/** A stable key for matching one lender across bureaus: the list's id, else the normalised name. */
export function lenderKey(name: string): string {
  return findLender(name)?.id ?? normaliseLenderText(name);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARKERS: Array<[RegExp, Lender]> = NIGERIAN_LENDERS.flatMap((lender) =>
  lender.loanMarkers.map((marker): [RegExp, Lender] => [new RegExp(`\\b${escape(marker).replace(/ /g, '\\s*')}\\b`), lender]),
);

/** The lender whose loan product a narration names ("TRF FROM FAIRMONEY MFB", "GTB QUICKCREDIT"). */
export function lenderInNarration(narration: string): Lender | undefined {
  const text = narration.toUpperCase();
  return MARKERS.find(([re]) => re.test(text))?.[1];
}
