import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  BankConnectionProvider,
  Institution,
  LinkTokenRequest,
  ProviderAccount,
  ProviderError,
  ProviderTransaction,
  SANDBOX_PROFILES,
  SandboxLogin,
  SandboxProfile,
} from './bank-connection.provider.js';
import { sandboxStatement } from './sandbox-transactions.js';

export const SANDBOX_INSTITUTIONS: readonly Institution[] = [
  { id: 'access', name: 'Access Bank' },
  { id: 'gtbank', name: 'GTBank' },
  { id: 'zenith', name: 'Zenith Bank' },
  { id: 'firstbank', name: 'First Bank' },
  { id: 'uba', name: 'UBA' },
  { id: 'kuda', name: 'Kuda' },
  { id: 'opay', name: 'OPay' },
  { id: 'moniepoint', name: 'Moniepoint' },
];

const LINK_TOKEN_TTL_MS = 30 * 60 * 1000;
// Sandbox tokens carry their profile and bank, like Plaid's sandbox: nothing to store provider-side.
const TOKEN = /^(public|access)-sandbox-([a-z_]+)-([a-z]+)-([A-Za-z0-9_-]{16,})$/;

/** The built-in test provider: any test bank, five behaviour profiles, generated statements. */
@Injectable()
export class SandboxBankProvider implements BankConnectionProvider, SandboxLogin {
  readonly name = 'sandbox';
  readonly sandbox: SandboxLogin = this;
  readonly institutions = SANDBOX_INSTITUTIONS;

  async createLinkToken(_req: LinkTokenRequest) {
    return { linkToken: `link-sandbox-${randomBytes(18).toString('base64url')}`, expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS) };
  }

  createPublicToken(institutionId: string, profile: SandboxProfile): string {
    if (!SANDBOX_INSTITUTIONS.some((i) => i.id === institutionId)) throw new ProviderError('INVALID_INSTITUTION', 'Unknown sandbox institution.', false);
    if (!SANDBOX_PROFILES.includes(profile)) throw new ProviderError('INVALID_PROFILE', 'Unknown sandbox profile.', false);
    return `public-sandbox-${profile}-${institutionId}-${randomBytes(18).toString('base64url')}`;
  }

  async exchangePublicToken(publicToken: string) {
    const m = TOKEN.exec(publicToken);
    if (!m || m[1] !== 'public') throw new ProviderError('INVALID_PUBLIC_TOKEN', 'The public token is not valid.', false);
    const institution = SANDBOX_INSTITUTIONS.find((i) => i.id === m[3]);
    if (!institution || !SANDBOX_PROFILES.includes(m[2] as SandboxProfile)) throw new ProviderError('INVALID_PUBLIC_TOKEN', 'The public token is not valid.', false);
    return { accessToken: `access-sandbox-${m[2]}-${m[3]}-${randomBytes(18).toString('base64url')}`, institutionName: institution.name };
  }

  async getAccounts(accessToken: string): Promise<ProviderAccount[]> {
    return this.statement(accessToken, new Date()).accounts;
  }

  async getTransactions(accessToken: string, from: Date, to: Date): Promise<ProviderTransaction[]> {
    const { profile } = this.parse(accessToken);
    if (profile === 'provider_error') throw new ProviderError('INSTITUTION_DOWN', 'The bank is not responding (sandbox provider_error profile).');
    const fromIso = from.toISOString().slice(0, 10);
    const toIso = to.toISOString().slice(0, 10);
    return this.statement(accessToken, to).transactions.filter((t) => t.date >= fromIso && t.date <= toIso);
  }

  async getLinkedNubans(accessToken: string): Promise<string[]> {
    return this.statement(accessToken, new Date()).linkedNubans;
  }

  private parse(accessToken: string) {
    const m = TOKEN.exec(accessToken);
    if (!m || m[1] !== 'access') throw new ProviderError('INVALID_ACCESS_TOKEN', 'The access token is not valid.', false);
    return { profile: m[2] as SandboxProfile, institution: m[3], seed: m[4] };
  }

  private statement(accessToken: string, to: Date) {
    const { profile, institution, seed } = this.parse(accessToken);
    const name = SANDBOX_INSTITUTIONS.find((i) => i.id === institution)?.name ?? institution;
    if (profile === 'provider_error') return { ...sandboxStatement('salaried', name, seed, to), transactions: [] };
    return sandboxStatement(profile, name, seed, to);
  }
}
