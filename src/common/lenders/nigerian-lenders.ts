// The one maintained list of Nigerian lenders: commercial, merchant and non-interest banks,
// microfinance banks, digital lenders, mortgage banks and buy-now-pay-later / hire-purchase firms.
// Bureaus spell a lender's name in several ways and statements show it in narrations; both are
// resolved here, so credit-file merging and statement reading agree on who a lender is.

export type LenderKind =
  | 'commercial_bank'
  | 'merchant_bank'
  | 'non_interest_bank'
  | 'microfinance_bank'
  | 'digital_lender'
  | 'mortgage_bank'
  | 'bnpl';

export interface Lender {
  /** Stable id, lower-case, used as the merge key. */
  id: string;
  /** The name shown to people. */
  name: string;
  kind: LenderKind;
  /** Other spellings bureaus and statements use (matched after normalisation). */
  aliases: readonly string[];
  /**
   * Words that mark this lender's loan money in a narration ("QUICKCREDIT", "FAIRMONEY"). A bank's
   * own name is not one: "TRF FROM GTB" is any transfer, "GTB QUICKCREDIT" is a loan.
   */
  loanMarkers: readonly string[];
  /** The CBN/NIBSS institution code where the lender is a deposit-money bank. */
  cbnCode?: string;
}

export const NIGERIAN_LENDERS: readonly Lender[] = [
  // Deposit-money banks (their own loan products are the markers).
  { id: 'access', name: 'Access Bank', kind: 'commercial_bank', cbnCode: '044', aliases: ['Access Bank Plc', 'Access', 'Diamond Bank', 'Access (Diamond)'], loanMarkers: ['PAYDAY LOAN', 'ACCESS SALARY ADVANCE', 'QUICKBUCKS', 'QUICK BUCKS'] },
  { id: 'gtbank', name: 'Guaranty Trust Bank', kind: 'commercial_bank', cbnCode: '058', aliases: ['GTBank', 'GTB', 'Guaranty Trust Bank Plc', 'GTCO', 'Guaranty Trust'], loanMarkers: ['QUICKCREDIT', 'QUICK CREDIT', 'GTB SALARY ADVANCE'] },
  { id: 'zenith', name: 'Zenith Bank', kind: 'commercial_bank', cbnCode: '057', aliases: ['Zenith Bank Plc', 'Zenith'], loanMarkers: ['ZENITH SALARY ADVANCE', 'ZENITH PERSONAL LOAN'] },
  { id: 'firstbank', name: 'First Bank of Nigeria', kind: 'commercial_bank', cbnCode: '011', aliases: ['First Bank', 'FirstBank', 'FBN', 'First Bank of Nigeria Ltd', 'First Bank Nigeria'], loanMarkers: ['FIRSTADVANCE', 'FIRST ADVANCE', 'FIRSTCREDIT'] },
  { id: 'uba', name: 'United Bank for Africa', kind: 'commercial_bank', cbnCode: '033', aliases: ['UBA', 'UBA Plc', 'United Bank For Africa Plc'], loanMarkers: ['CLICKCREDIT', 'CLICK CREDIT', 'UBA SALARY ADVANCE'] },
  { id: 'fidelity', name: 'Fidelity Bank', kind: 'commercial_bank', cbnCode: '070', aliases: ['Fidelity Bank Plc', 'Fidelity'], loanMarkers: ['FAST LOAN', 'FIDELITY SALARY ADVANCE'] },
  { id: 'stanbic', name: 'Stanbic IBTC Bank', kind: 'commercial_bank', cbnCode: '221', aliases: ['Stanbic IBTC', 'Stanbic', 'Stanbic IBTC Bank Plc'], loanMarkers: ['STANBIC SALARY ADVANCE', 'STANBIC PERSONAL LOAN'] },
  { id: 'sterling', name: 'Sterling Bank', kind: 'commercial_bank', cbnCode: '232', aliases: ['Sterling Bank Plc', 'Sterling'], loanMarkers: ['STERLING SALARY ADVANCE'] },
  { id: 'fcmb', name: 'First City Monument Bank', kind: 'commercial_bank', cbnCode: '214', aliases: ['FCMB', 'FCMB Ltd', 'First City Monument Bank Ltd'], loanMarkers: ['FASTCASH', 'FAST CASH', 'FCMB PREMIUM LOAN'] },
  { id: 'union', name: 'Union Bank of Nigeria', kind: 'commercial_bank', cbnCode: '032', aliases: ['Union Bank', 'Union Bank Plc', 'UBN'], loanMarkers: ['UNION SALARY ADVANCE', 'UNIONBANK QUICKLOAN'] },
  { id: 'wema', name: 'Wema Bank', kind: 'commercial_bank', cbnCode: '035', aliases: ['Wema Bank Plc', 'Wema', 'ALAT by Wema', 'ALAT'], loanMarkers: ['ALAT LOAN', 'ALAT SALARY LOAN'] },
  { id: 'ecobank', name: 'Ecobank Nigeria', kind: 'commercial_bank', cbnCode: '050', aliases: ['Ecobank', 'Ecobank Nigeria Ltd', 'Ecobank Nigeria Plc'], loanMarkers: ['ECOBANK XPRESS LOAN', 'XPRESS LOAN'] },
  { id: 'polaris', name: 'Polaris Bank', kind: 'commercial_bank', cbnCode: '076', aliases: ['Polaris Bank Ltd', 'Polaris', 'Skye Bank'], loanMarkers: ['POLARIS SALARY ADVANCE', 'VULTE LOAN'] },
  { id: 'keystone', name: 'Keystone Bank', kind: 'commercial_bank', cbnCode: '082', aliases: ['Keystone Bank Ltd', 'Keystone'], loanMarkers: ['KEYSTONE SALARY ADVANCE'] },
  { id: 'heritage', name: 'Heritage Bank', kind: 'commercial_bank', cbnCode: '030', aliases: ['Heritage Bank Plc', 'Heritage'], loanMarkers: [] },
  { id: 'unity', name: 'Unity Bank', kind: 'commercial_bank', cbnCode: '215', aliases: ['Unity Bank Plc', 'Unity'], loanMarkers: [] },
  { id: 'providus', name: 'Providus Bank', kind: 'commercial_bank', cbnCode: '101', aliases: ['Providus Bank Ltd', 'Providus'], loanMarkers: [] },
  { id: 'titan', name: 'Titan Trust Bank', kind: 'commercial_bank', cbnCode: '102', aliases: ['Titan Trust', 'Titan Trust Bank Ltd'], loanMarkers: [] },
  { id: 'globus', name: 'Globus Bank', kind: 'commercial_bank', cbnCode: '103', aliases: ['Globus Bank Ltd', 'Globus'], loanMarkers: [] },
  { id: 'suntrust', name: 'SunTrust Bank Nigeria', kind: 'commercial_bank', cbnCode: '100', aliases: ['SunTrust Bank', 'SunTrust'], loanMarkers: [] },
  { id: 'standard-chartered', name: 'Standard Chartered Bank Nigeria', kind: 'commercial_bank', cbnCode: '068', aliases: ['Standard Chartered', 'StanChart', 'SCB Nigeria'], loanMarkers: [] },
  { id: 'citibank', name: 'Citibank Nigeria', kind: 'commercial_bank', cbnCode: '023', aliases: ['Citibank', 'Citi Nigeria'], loanMarkers: [] },
  { id: 'jaiz', name: 'Jaiz Bank', kind: 'non_interest_bank', cbnCode: '301', aliases: ['Jaiz Bank Plc', 'Jaiz'], loanMarkers: [] },
  { id: 'taj', name: 'TAJBank', kind: 'non_interest_bank', cbnCode: '302', aliases: ['Taj Bank', 'TAJ Bank Ltd'], loanMarkers: [] },
  { id: 'lotus', name: 'Lotus Bank', kind: 'non_interest_bank', cbnCode: '303', aliases: ['Lotus Bank Ltd', 'Lotus'], loanMarkers: [] },
  { id: 'fsdh', name: 'FSDH Merchant Bank', kind: 'merchant_bank', aliases: ['FSDH', 'FSDH Merchant Bank Ltd'], loanMarkers: [] },
  { id: 'coronation', name: 'Coronation Merchant Bank', kind: 'merchant_bank', aliases: ['Coronation', 'Coronation Merchant Bank Ltd'], loanMarkers: [] },

  // Microfinance banks.
  { id: 'lapo', name: 'LAPO Microfinance Bank', kind: 'microfinance_bank', aliases: ['LAPO MFB', 'LAPO', 'Lift Above Poverty Organisation MFB'], loanMarkers: ['LAPO'] },
  { id: 'ab-mfb', name: 'AB Microfinance Bank', kind: 'microfinance_bank', aliases: ['AB MFB', 'AB Microfinance Bank Nigeria'], loanMarkers: ['AB MFB', 'AB MICROFINANCE'] },
  { id: 'accion', name: 'Accion Microfinance Bank', kind: 'microfinance_bank', aliases: ['Accion MFB', 'Accion'], loanMarkers: ['ACCION'] },
  { id: 'baobab', name: 'Baobab Microfinance Bank', kind: 'microfinance_bank', aliases: ['Baobab MFB', 'Baobab', 'Microcred'], loanMarkers: ['BAOBAB'] },
  { id: 'renmoney', name: 'Renmoney Microfinance Bank', kind: 'microfinance_bank', aliases: ['Renmoney', 'Renmoney MFB', 'RenMoney Microfinance Bank Ltd'], loanMarkers: ['RENMONEY'] },
  { id: 'moniepoint', name: 'Moniepoint Microfinance Bank', kind: 'microfinance_bank', aliases: ['Moniepoint', 'Moniepoint MFB', 'TeamApt'], loanMarkers: ['MONIEPOINT LOAN', 'MONIEPOINT CREDIT'] },
  { id: 'fairmoney', name: 'FairMoney Microfinance Bank', kind: 'digital_lender', aliases: ['FairMoney', 'FairMoney MFB', 'Fair Money', 'FairMoney Microfinance Bank Ltd'], loanMarkers: ['FAIRMONEY', 'FAIR MONEY'] },
  { id: 'kuda', name: 'Kuda Microfinance Bank', kind: 'microfinance_bank', aliases: ['Kuda', 'Kuda MFB', 'Kuda Bank'], loanMarkers: ['KUDA OVERDRAFT', 'KUDA LOAN'] },
  { id: 'vfd', name: 'VFD Microfinance Bank', kind: 'microfinance_bank', aliases: ['VFD MFB', 'VFD', 'V Bank'], loanMarkers: ['VFD LOAN'] },
  { id: 'opay', name: 'OPay', kind: 'microfinance_bank', aliases: ['OPay Digital Services', 'Paycom', 'OPay MFB'], loanMarkers: ['OPAY LOAN', 'OWEALTH LOAN'] },
  { id: 'palmpay', name: 'PalmPay', kind: 'microfinance_bank', aliases: ['PalmPay Ltd', 'Palm Pay'], loanMarkers: ['PALMPAY FLEXI', 'PALMPAY LOAN'] },
  { id: 'page', name: 'Page Financials', kind: 'digital_lender', aliases: ['PageFinancials', 'Page MFB', 'Page Microfinance Bank'], loanMarkers: ['PAGE FINANCIALS', 'PAGEFINANCIALS'] },

  // Digital lenders.
  { id: 'carbon', name: 'Carbon', kind: 'digital_lender', aliases: ['Carbon MFB', 'Carbon Microfinance Bank', 'Paylater', 'OneFi'], loanMarkers: ['CARBON', 'PAYLATER'] },
  { id: 'branch', name: 'Branch International', kind: 'digital_lender', aliases: ['Branch', 'Branch Nigeria', 'Branch International Financial Services'], loanMarkers: ['BRANCH INTL', 'BRANCH INTERNATIONAL', 'BRANCH LOAN'] },
  { id: 'palmcredit', name: 'Palmcredit', kind: 'digital_lender', aliases: ['Palm Credit', 'Newedge Finance'], loanMarkers: ['PALMCREDIT', 'PALM CREDIT'] },
  { id: 'quickcheck', name: 'QuickCheck', kind: 'digital_lender', aliases: ['Quick Check', 'QuickCheck Nigeria'], loanMarkers: ['QUICKCHECK', 'QUICK CHECK'] },
  { id: 'aella', name: 'Aella Credit', kind: 'digital_lender', aliases: ['Aella', 'Aella MFB'], loanMarkers: ['AELLA'] },
  { id: 'migo', name: 'Migo', kind: 'digital_lender', aliases: ['Migo Money', 'Kwikcash', 'KwikMoney'], loanMarkers: ['MIGO', 'KWIKCASH', 'KWIK CASH'] },
  { id: 'kiakia', name: 'KiaKia', kind: 'digital_lender', aliases: ['Kia Kia', 'KiaKia Loans'], loanMarkers: ['KIAKIA', 'KIA KIA'] },
  { id: 'okash', name: 'Okash', kind: 'digital_lender', aliases: ['OKash', 'Blue Ridge Microfinance Bank'], loanMarkers: ['OKASH'] },
  { id: 'easemoni', name: 'EaseMoni', kind: 'digital_lender', aliases: ['Ease Moni'], loanMarkers: ['EASEMONI', 'EASE MONI'] },
  { id: 'lcredit', name: 'LCredit', kind: 'digital_lender', aliases: ['L Credit'], loanMarkers: ['LCREDIT'] },
  { id: 'newcredit', name: 'NewCredit', kind: 'digital_lender', aliases: ['New Credit'], loanMarkers: ['NEWCREDIT', 'NEW CREDIT LOAN'] },
  { id: 'sokoloan', name: 'Sokoloan', kind: 'digital_lender', aliases: ['Soko Loan'], loanMarkers: ['SOKOLOAN', 'SOKO LOAN'] },
  { id: 'xcredit', name: 'XCredit', kind: 'digital_lender', aliases: ['X Credit'], loanMarkers: ['XCREDIT'] },
  { id: 'creditville', name: 'Creditville', kind: 'digital_lender', aliases: ['CreditVille'], loanMarkers: ['CREDITVILLE'] },
  { id: 'lendigo', name: 'Lendigo', kind: 'digital_lender', aliases: ['Lendigo Nigeria'], loanMarkers: ['LENDIGO'] },
  { id: 'zedvance', name: 'Zedvance', kind: 'digital_lender', aliases: ['Zedvance Finance'], loanMarkers: ['ZEDVANCE'] },
  { id: 'c24', name: 'C24', kind: 'digital_lender', aliases: ['C24 Ltd', 'Credit24'], loanMarkers: ['C24 LTD', 'CREDIT24'] },
  { id: 'specta', name: 'Specta', kind: 'digital_lender', aliases: ['Specta by Sterling'], loanMarkers: ['SPECTA'] },
  { id: 'fint', name: 'FINT', kind: 'digital_lender', aliases: ['Fint Nigeria'], loanMarkers: ['FINT LOAN'] },

  // Buy now, pay later and hire purchase (phones, appliances, cars).
  { id: 'easybuy', name: 'Easybuy', kind: 'bnpl', aliases: ['EasyBuy', 'Easy Buy'], loanMarkers: ['EASYBUY', 'EASY BUY'] },
  { id: 'cdcare', name: 'CDcare', kind: 'bnpl', aliases: ['CD Care'], loanMarkers: ['CDCARE', 'CD CARE'] },
  { id: 'credpal', name: 'CredPal', kind: 'bnpl', aliases: ['Cred Pal'], loanMarkers: ['CREDPAL'] },
  { id: 'payflex', name: 'Payflex', kind: 'bnpl', aliases: ['PayFlex'], loanMarkers: ['PAYFLEX'] },
  { id: 'carrot', name: 'Carrot Credit', kind: 'bnpl', aliases: ['Carrot'], loanMarkers: ['CARROT CREDIT'] },
  { id: 'autochek', name: 'Autochek', kind: 'bnpl', aliases: ['Autochek Africa'], loanMarkers: ['AUTOCHEK'] },

  // Mortgage banks.
  { id: 'abbey', name: 'Abbey Mortgage Bank', kind: 'mortgage_bank', aliases: ['Abbey Mortgage', 'Abbey Mortgage Bank Plc'], loanMarkers: ['ABBEY MORTGAGE'] },
  { id: 'infinity-trust', name: 'Infinity Trust Mortgage Bank', kind: 'mortgage_bank', aliases: ['Infinity Trust', 'Infinity Trust Mortgage Bank Plc'], loanMarkers: ['INFINITY TRUST'] },
  { id: 'haggai', name: 'Haggai Mortgage Bank', kind: 'mortgage_bank', aliases: ['Haggai Mortgage', 'Haggai'], loanMarkers: ['HAGGAI MORTGAGE'] },
];

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
