import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/** The pg pool under TypeORM, for repositories' hot-path statements: named and prepared (unnamed behind PgBouncer: UnnamedStatementClient), without the ORM's per-query bookkeeping. */
export function hotPathPool(db: DataSource): pg.Pool {
  return (db.driver as unknown as { master: pg.Pool }).master;
}

/** The pg client of a transaction's EntityManager, for a named hot-path statement inside that transaction. */
export function hotPathClient(manager: EntityManager): pg.ClientBase {
  return (manager.queryRunner as unknown as { databaseConnection: pg.ClientBase }).databaseConnection;
}
