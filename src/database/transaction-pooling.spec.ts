import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/config.js';
import { generateSecrets } from '../config/secrets.js';
import { dataSourceOptions } from './data-source.js';
import { UnnamedStatementClient } from './transaction-pooling.js';

const extraOf = (env: Record<string, string>) => {
  const config = loadConfig({ ...generateSecrets(), ...env });
  return (dataSourceOptions(config, config.database.url!) as { extra: Record<string, unknown> }).extra;
};

describe('the data source behind a transaction-pooling PgBouncer', () => {
  it('sends statements unnamed and no statement_timeout at connect; PostgreSQL itself keeps both', () => {
    const pooled = extraOf({ DATABASE_URL: 'postgres://risk@pgbouncer:6432/risk', DATABASE_DIRECT_URL: 'postgres://risk@db:5432/risk' });
    expect(pooled.Client).toBe(UnnamedStatementClient);
    expect(pooled).not.toHaveProperty('statement_timeout');
    const direct = extraOf({ DATABASE_URL: 'postgres://risk@db:5432/risk' });
    expect(direct).not.toHaveProperty('Client');
    expect(direct.statement_timeout).toBe(15000);
  });
});
