import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** The pg pool under TypeORM, for repositories' hot-path statements: named and prepared (unnamed behind PgBouncer: UnnamedStatementClient), without the ORM's per-query bookkeeping. */
export function hotPathPool(db: DataSource): pg.Pool {
  return (db.driver as unknown as { master: pg.Pool }).master;
}
