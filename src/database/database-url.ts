import type { AppConfig } from '../config/config.js';
import { ensureEmbeddedPostgres } from './embedded-postgres.js';

/** DATABASE_URL, or the embedded PostgreSQL started on demand when it is unset. */
export async function resolveDatabaseUrl(config: AppConfig, log: (line: string) => void): Promise<string> {
  return config.database.url ?? ensureEmbeddedPostgres(config, log);
}

/** PostgreSQL itself, for session work (migrations' advisory lock, LISTEN): DATABASE_DIRECT_URL when DATABASE_URL is a PgBouncer, else `url`. */
export function directUrlOf(config: AppConfig, url: string): string {
  return config.database.directUrl ?? url;
}
