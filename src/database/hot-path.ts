import type pg from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The pg pool under TypeORM, for the few reads on every request's path (a named, prepared
 * statement without the ORM's per-query bookkeeping). Everything else goes through TypeORM.
 */
export function hotPathPool(db: DataSource): pg.Pool {
  return (db.driver as unknown as { master: pg.Pool }).master;
}
