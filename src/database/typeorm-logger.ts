import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's messages through the application logger (pino: JSON, levels, redaction). Query
 * parameters are never logged: they carry emails, password hashes and BVNs.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery() {}

  logQueryError(error: string | Error, query: string) {
    this.logger.warn({ query: query.slice(0, 500), error: typeof error === 'string' ? error : error.message }, 'query failed');
  }

  logQuerySlow(time: number, query: string) {
    this.logger.warn({ query: query.slice(0, 500), ms: time }, 'slow query');
  }

  // Schema and migration chatter is left out: start-up logs the migrations it applied, and the
  // CLI's stdout carries only its result.
  logSchemaBuild() {}

  logMigration() {}

  log(level: 'log' | 'info' | 'warn', message: unknown) {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
