// Plaid / Mono / Okra style link-token flows plug in here: widget token -> public token (issued per case) -> access token for the report job.

export const SANDBOX_PROFILES = ['salaried', 'informal_trader', 'gig_worker', 'overdrawn', 'new_account', 'stacked_borrower', 'provider_error'] as const;
export type SandboxProfile = (typeof SANDBOX_PROFILES)[number];

export interface ProviderAccount {
  account_id: string;
  name: string;
  type: 'current' | 'savings';
  /** last four digits of the NUBAN */
  mask: string;
  institution: string;
  currency: 'NGN';
  current_balance: number;
  /** The account holder's name as the bank has it (matched against the case's full_name). */
  holder_name?: string;
  /** The full 10-digit NUBAN, when the provider gives it (transfers to and from it are own transfers). */
  nuban?: string;
}

export interface ProviderTransaction {
  transaction_id: string;
  account_id: string;
  /** YYYY-MM-DD */
  date: string;
  /** NGN; credits positive, debits negative */
  amount: number;
  narration: string;
  balance_after: number;
}

export interface LinkTokenRequest {
  caseId: string;
  clientName: string;
  countryCodes: string[];
}

export interface Institution {
  id: string;
  name: string;
}

/** The sandbox's test-bank log-in: the hosted page shows these banks and profiles only when a provider has it. */
export interface SandboxLogin {
  readonly institutions: readonly Institution[];
  /** What the sandbox widget does when the applicant "logs in" to a test bank. */
  createPublicToken(institutionId: string, profile: SandboxProfile): string;
}

export interface BankConnectionProvider {
  readonly name: string;
  /** Present only on test providers; a real provider's widget connects the applicant itself. */
  readonly sandbox?: SandboxLogin;
  createLinkToken(req: LinkTokenRequest): Promise<{ linkToken: string; expiresAt: Date }>;
  exchangePublicToken(publicToken: string): Promise<{ accessToken: string; institutionName: string }>;
  getAccounts(accessToken: string): Promise<ProviderAccount[]>;
  getTransactions(accessToken: string, from: Date, to: Date): Promise<ProviderTransaction[]>;
  /** Other NUBANs linked to the account holder's BVN, where the provider has identity data (Mono/Okra-style BVN lookup). */
  getLinkedNubans?(accessToken: string): Promise<string[]>;
}

/** A provider failure. Retryable ones (outages, timeouts) are retried by the report job, then FAILED. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable = true,
  ) {
    super(message);
  }
}

export const BANK_CONNECTION_PROVIDER = Symbol('BANK_CONNECTION_PROVIDER');
