import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type ReportProviderName } from '../../config/config.js';
import { BANK_CONNECTION_PROVIDER, type BankConnectionProvider } from './bank-connection.provider.js';
import { SandboxBankProvider } from './sandbox.provider.js';

/** One factory per REPORT_PROVIDER value; the config's list and this table must name the same providers. */
const FACTORIES: Record<ReportProviderName, (config: AppConfig) => BankConnectionProvider> = {
  sandbox: () => new SandboxBankProvider(),
};

/** BANK_CONNECTION_PROVIDER as REPORT_PROVIDER names it (the config refuses the sandbox in production unless allowed). */
export const bankConnectionProvider: FactoryProvider<BankConnectionProvider> = {
  provide: BANK_CONNECTION_PROVIDER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => FACTORIES[config.reports.provider](config),
};
