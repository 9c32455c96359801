// The one maintained list of Nigerian financial institutions: commercial, merchant and non-interest
// banks, microfinance banks, mobile money operators, digital lenders, mortgage banks and
// buy-now-pay-later firms. Bureau spellings, statement letterheads, loan markers in narrations and
// NUBAN institution codes all come from here (lenders: ./lenders/nigerian-lenders.ts; check digits: ./nuban.ts).

export type InstitutionKind =
  | 'commercial_bank'
  | 'merchant_bank'
  | 'non_interest_bank'
  | 'microfinance_bank'
  | 'mobile_money'
  | 'digital_lender'
  | 'mortgage_bank'
  | 'bnpl';

export interface NigerianInstitution {
  /** Stable id, lower-case, used as the merge key. */
  id: string;
  /** The name shown to people. */
  name: string;
  kind: InstitutionKind;
  /** Other spellings bureaus and statements use (matched after normalisation). */
  aliases: readonly string[];
  /** Words that mark this lender's loan money in a narration ("QUICKCREDIT"); a bank's own name is not one. */
  loanMarkers: readonly string[];
  /** CBN/NIBSS institution code: 3 digits for deposit-money banks, 6 for microfinance banks and others. */
  code?: string;
  /** false: account numbers not checked (wallets numbered by phone; institutions whose check-digit code is unconfirmed). */
  nuban?: boolean;
  /**
   * How a statement's letterhead names it (whole words, case-insensitive). Narrower than `aliases`:
   * "Diamond Bank" is not here, since legacy Diamond accounts keep Diamond's own check digits.
   */
  letterhead?: readonly string[];
}

export const NIGERIAN_INSTITUTIONS: readonly NigerianInstitution[] = [
  // Deposit-money banks (their own loan products are the markers).
  { id: 'access', name: 'Access Bank', kind: 'commercial_bank', aliases: ['Access Bank Plc', 'Access', 'Diamond Bank', 'Access (Diamond)'], loanMarkers: ['PAYDAY LOAN', 'ACCESS SALARY ADVANCE', 'QUICKBUCKS', 'QUICK BUCKS'], code: '044', letterhead: ['Access Bank', 'Access Bank Plc'] },
  { id: 'gtbank', name: 'Guaranty Trust Bank', kind: 'commercial_bank', aliases: ['GTBank', 'GTB', 'Guaranty Trust Bank Plc', 'GTCO', 'Guaranty Trust'], loanMarkers: ['QUICKCREDIT', 'QUICK CREDIT', 'GTB SALARY ADVANCE'], code: '058', letterhead: ['Guaranty Trust Bank', 'GTBank', 'GTCO', 'Guaranty Trust'] },
  { id: 'zenith', name: 'Zenith Bank', kind: 'commercial_bank', aliases: ['Zenith Bank Plc', 'Zenith'], loanMarkers: ['ZENITH SALARY ADVANCE', 'ZENITH PERSONAL LOAN'], code: '057', letterhead: ['Zenith Bank', 'Zenith Bank Plc'] },
  { id: 'firstbank', name: 'First Bank of Nigeria', kind: 'commercial_bank', aliases: ['First Bank', 'FirstBank', 'FBN', 'First Bank of Nigeria Ltd', 'First Bank Nigeria'], loanMarkers: ['FIRSTADVANCE', 'FIRST ADVANCE', 'FIRSTCREDIT'], code: '011', letterhead: ['First Bank of Nigeria', 'First Bank', 'FirstBank', 'FBN'] },
  { id: 'uba', name: 'United Bank for Africa', kind: 'commercial_bank', aliases: ['UBA', 'UBA Plc', 'United Bank For Africa Plc'], loanMarkers: ['CLICKCREDIT', 'CLICK CREDIT', 'UBA SALARY ADVANCE'], code: '033', letterhead: ['United Bank for Africa', 'UBA'] },
  { id: 'fidelity', name: 'Fidelity Bank', kind: 'commercial_bank', aliases: ['Fidelity Bank Plc', 'Fidelity'], loanMarkers: ['FAST LOAN', 'FIDELITY SALARY ADVANCE'], code: '070', letterhead: ['Fidelity Bank'] },
  { id: 'stanbic', name: 'Stanbic IBTC Bank', kind: 'commercial_bank', aliases: ['Stanbic IBTC', 'Stanbic', 'Stanbic IBTC Bank Plc'], loanMarkers: ['STANBIC SALARY ADVANCE', 'STANBIC PERSONAL LOAN'], code: '221', letterhead: ['Stanbic IBTC Bank', 'Stanbic IBTC', 'Stanbic'] },
  { id: 'sterling', name: 'Sterling Bank', kind: 'commercial_bank', aliases: ['Sterling Bank Plc', 'Sterling'], loanMarkers: ['STERLING SALARY ADVANCE'], code: '232', letterhead: ['Sterling Bank'] },
  { id: 'fcmb', name: 'First City Monument Bank', kind: 'commercial_bank', aliases: ['FCMB', 'FCMB Ltd', 'First City Monument Bank Ltd'], loanMarkers: ['FASTCASH', 'FAST CASH', 'FCMB PREMIUM LOAN'], code: '214', letterhead: ['First City Monument Bank', 'FCMB'] },
  { id: 'union', name: 'Union Bank of Nigeria', kind: 'commercial_bank', aliases: ['Union Bank', 'Union Bank Plc', 'UBN'], loanMarkers: ['UNION SALARY ADVANCE', 'UNIONBANK QUICKLOAN'], code: '032', letterhead: ['Union Bank of Nigeria', 'Union Bank'] },
  { id: 'wema', name: 'Wema Bank', kind: 'commercial_bank', aliases: ['Wema Bank Plc', 'Wema', 'ALAT by Wema', 'ALAT'], loanMarkers: ['ALAT LOAN', 'ALAT SALARY LOAN'], code: '035', letterhead: ['Wema Bank', 'ALAT by Wema', 'ALAT'] },
  { id: 'ecobank', name: 'Ecobank Nigeria', kind: 'commercial_bank', aliases: ['Ecobank', 'Ecobank Nigeria Ltd', 'Ecobank Nigeria Plc'], loanMarkers: ['ECOBANK XPRESS LOAN', 'XPRESS LOAN'], code: '050', letterhead: ['Ecobank Nigeria', 'Ecobank'] },
  { id: 'polaris', name: 'Polaris Bank', kind: 'commercial_bank', aliases: ['Polaris Bank Ltd', 'Polaris', 'Skye Bank'], loanMarkers: ['POLARIS SALARY ADVANCE', 'VULTE LOAN'], code: '076', letterhead: ['Polaris Bank', 'Skye Bank'] },
  { id: 'keystone', name: 'Keystone Bank', kind: 'commercial_bank', aliases: ['Keystone Bank Ltd', 'Keystone'], loanMarkers: ['KEYSTONE SALARY ADVANCE'], code: '082', letterhead: ['Keystone Bank'] },
  { id: 'heritage', name: 'Heritage Bank', kind: 'commercial_bank', aliases: ['Heritage Bank Plc', 'Heritage'], loanMarkers: [], code: '030', letterhead: ['Heritage Bank'] },
  { id: 'unity', name: 'Unity Bank', kind: 'commercial_bank', aliases: ['Unity Bank Plc', 'Unity'], loanMarkers: [], code: '215', letterhead: ['Unity Bank'] },
  { id: 'providus', name: 'Providus Bank', kind: 'commercial_bank', aliases: ['Providus Bank Ltd', 'Providus'], loanMarkers: [], code: '101', letterhead: ['Providus Bank'] },
  { id: 'titan', name: 'Titan Trust Bank', kind: 'commercial_bank', aliases: ['Titan Trust', 'Titan Trust Bank Ltd'], loanMarkers: [], code: '102', letterhead: ['Titan Trust Bank'] },
  { id: 'globus', name: 'Globus Bank', kind: 'commercial_bank', aliases: ['Globus Bank Ltd', 'Globus'], loanMarkers: [], code: '103', letterhead: ['Globus Bank'] },
  { id: 'suntrust', name: 'SunTrust Bank Nigeria', kind: 'commercial_bank', aliases: ['SunTrust Bank', 'SunTrust'], loanMarkers: [], code: '100', letterhead: ['SunTrust Bank'] },
  { id: 'standard-chartered', name: 'Standard Chartered Bank Nigeria', kind: 'commercial_bank', aliases: ['Standard Chartered', 'StanChart', 'SCB Nigeria'], loanMarkers: [], code: '068', letterhead: ['Standard Chartered Bank', 'Standard Chartered'] },
  { id: 'citibank', name: 'Citibank Nigeria', kind: 'commercial_bank', aliases: ['Citibank', 'Citi Nigeria'], loanMarkers: [], code: '023', letterhead: ['Citibank Nigeria', 'Citibank'] },
  { id: 'jaiz', name: 'Jaiz Bank', kind: 'non_interest_bank', aliases: ['Jaiz Bank Plc', 'Jaiz'], loanMarkers: [], code: '301', letterhead: ['Jaiz Bank'] },
  { id: 'taj', name: 'TAJBank', kind: 'non_interest_bank', aliases: ['Taj Bank', 'TAJ Bank Ltd'], loanMarkers: [], code: '302', letterhead: ['TAJBank', 'TAJ Bank'] },
  { id: 'lotus', name: 'Lotus Bank', kind: 'non_interest_bank', aliases: ['Lotus Bank Ltd', 'Lotus'], loanMarkers: [], code: '303' },
  { id: 'fsdh', name: 'FSDH Merchant Bank', kind: 'merchant_bank', aliases: ['FSDH', 'FSDH Merchant Bank Ltd'], loanMarkers: [] },
  { id: 'coronation', name: 'Coronation Merchant Bank', kind: 'merchant_bank', aliases: ['Coronation', 'Coronation Merchant Bank Ltd'], loanMarkers: [] },

  // Microfinance banks.
  { id: 'lapo', name: 'LAPO Microfinance Bank', kind: 'microfinance_bank', aliases: ['LAPO MFB', 'LAPO', 'Lift Above Poverty Organisation MFB'], loanMarkers: ['LAPO'] },
  { id: 'ab-mfb', name: 'AB Microfinance Bank', kind: 'microfinance_bank', aliases: ['AB MFB', 'AB Microfinance Bank Nigeria'], loanMarkers: ['AB MFB', 'AB MICROFINANCE'] },
  { id: 'accion', name: 'Accion Microfinance Bank', kind: 'microfinance_bank', aliases: ['Accion MFB', 'Accion'], loanMarkers: ['ACCION'] },
  { id: 'baobab', name: 'Baobab Microfinance Bank', kind: 'microfinance_bank', aliases: ['Baobab MFB', 'Baobab', 'Microcred'], loanMarkers: ['BAOBAB'] },
  { id: 'renmoney', name: 'Renmoney Microfinance Bank', kind: 'microfinance_bank', aliases: ['Renmoney', 'Renmoney MFB', 'RenMoney Microfinance Bank Ltd'], loanMarkers: ['RENMONEY'] },
  { id: 'moniepoint', name: 'Moniepoint Microfinance Bank', kind: 'microfinance_bank', aliases: ['Moniepoint', 'Moniepoint MFB', 'TeamApt'], loanMarkers: ['MONIEPOINT LOAN', 'MONIEPOINT CREDIT'], code: '090405', nuban: false, letterhead: ['Moniepoint Microfinance Bank', 'Moniepoint MFB', 'Moniepoint'] },
  { id: 'fairmoney', name: 'FairMoney Microfinance Bank', kind: 'digital_lender', aliases: ['FairMoney', 'FairMoney MFB', 'Fair Money', 'FairMoney Microfinance Bank Ltd'], loanMarkers: ['FAIRMONEY', 'FAIR MONEY'], code: '090551', nuban: false, letterhead: ['FairMoney Microfinance Bank', 'FairMoney MFB', 'FairMoney'] },
  { id: 'kuda', name: 'Kuda Microfinance Bank', kind: 'microfinance_bank', aliases: ['Kuda', 'Kuda MFB', 'Kuda Bank'], loanMarkers: ['KUDA OVERDRAFT', 'KUDA LOAN'], code: '090267', nuban: false, letterhead: ['Kuda Microfinance Bank', 'Kuda MFB', 'Kuda Bank', 'Kuda'] },
  { id: 'vfd', name: 'VFD Microfinance Bank', kind: 'microfinance_bank', aliases: ['VFD MFB', 'VFD', 'V Bank'], loanMarkers: ['VFD LOAN'], code: '090110', nuban: false, letterhead: ['VFD Microfinance Bank', 'VFD MFB', 'VBank'] },
  { id: 'opay', name: 'OPay', kind: 'microfinance_bank', aliases: ['OPay Digital Services', 'Paycom', 'OPay MFB'], loanMarkers: ['OPAY LOAN', 'OWEALTH LOAN'], code: '100004', nuban: false, letterhead: ['OPay', 'OPay Digital Services', 'Paycom'] },
  { id: 'palmpay', name: 'PalmPay', kind: 'microfinance_bank', aliases: ['PalmPay Ltd', 'Palm Pay'], loanMarkers: ['PALMPAY FLEXI', 'PALMPAY LOAN'], code: '100033', nuban: false, letterhead: ['PalmPay'] },
  { id: 'page', name: 'Page Financials', kind: 'digital_lender', aliases: ['PageFinancials', 'Page MFB', 'Page Microfinance Bank'], loanMarkers: ['PAGE FINANCIALS', 'PAGEFINANCIALS'] },

  { id: 'rubies', name: 'Rubies Microfinance Bank', kind: 'microfinance_bank', aliases: ['Rubies MFB', 'Rubies'], loanMarkers: [], code: '090175', nuban: false, letterhead: ['Rubies Microfinance Bank', 'Rubies MFB'] },
  { id: 'sparkle', name: 'Sparkle Microfinance Bank', kind: 'microfinance_bank', aliases: ['Sparkle MFB', 'Sparkle'], loanMarkers: [], code: '090325', nuban: false, letterhead: ['Sparkle Microfinance Bank', 'Sparkle MFB', 'Sparkle'] },

  // Mobile money operators (accounts numbered by phone number, not NUBAN serials; they do not lend).
  { id: 'paga', name: 'Paga', kind: 'mobile_money', aliases: ['Pagatech'], loanMarkers: [], code: '100002', nuban: false, letterhead: ['Paga'] },

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
