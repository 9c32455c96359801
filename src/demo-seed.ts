import { randomBytes } from 'node:crypto';
import type pino from 'pino';
import type { AccountsService } from './accounts/accounts.service.js';
import type { AppConfig } from './config/config.js';
import { ApiError } from './common/errors.js';

/**
 * First start of an empty database outside production: a demo organization, its administrator
 * and an API token, printed once so a newcomer can call the API straight away.
 */
export async function seedDemo(accounts: AccountsService, config: AppConfig, log: pino.Logger) {
  if (!(await accounts.isEmpty())) return;
  const email = 'admin@demo-bank.test';
  const password = `Demo-${randomBytes(9).toString('base64url')}`;
  try {
    const result = await accounts.bootstrap('Demo Bank', email, password);
    const base = `http://localhost:${config.port}`;
    process.stdout.write(
      [
        '',
        '  Demo organization created (first start of an empty database; shown only this once):',
        `    organization  Demo Bank (${result.organization_id})`,
        `    administrator ${email} / ${password}`,
        `    API token     ${result.api_token}`,
        `    Test API key  ${result.test_api_token}   (test mode: sandbox providers, test data; see docs/test-mode.md)`,
        '',
        `  Try it:  curl -H "Authorization: Bearer ${result.api_token}" ${base}/v1/accounts/me/`,
        `  Docs:    ${base}/docs`,
        '',
      ].join('\n') + '\n',
    );
  } catch (err) {
    // Another replica seeded first.
    if (err instanceof ApiError && err.code === 'CONFLICT') return;
    log.warn({ err }, 'demo seed skipped');
  }
}
