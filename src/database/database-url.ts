import type { AppConfig } from '../config/config.js';
import { ensureEmbeddedPostgres } from './embedded-postgres.js';

/** DATABASE_URL, or the embedded PostgreSQL started on demand when it is unset. */
export async function resolveDatabaseUrl(config: AppConfig, log: (line: string) => void): Promise<string> {
  return config.database.url ?? ensureEmbeddedPostgres(config, log);
}
