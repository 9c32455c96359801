import type { QueryRunner } from 'typeorm';

/**
 * An index built CONCURRENTLY (outside a transaction: the migration has `transaction = false`), so analyses go on writing
 * meanwhile. A valid index of that name on the search path (built ahead by an operator, whose definition is not compared) is
 * kept; an invalid one a failed run left is dropped and built again. No statement timeout for the build: a role's (README,
 * PgBouncer) would fail a large table's on every start.
 * (This folder holds no migrations: only the folder's own files are loaded as migrations, data-source.ts.)
 */
export async function buildIndexConcurrently(queryRunner: QueryRunner, name: string, definition: string): Promise<void> {
  const [built]: { valid: boolean }[] = await queryRunner.query(
    `SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass(quote_ident($1))`,
    [name],
  );
  if (built?.valid) return;
  await queryRunner.query(`SET statement_timeout = 0`);
  try {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`);
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "${name}" ON ${definition}`);
  } catch (err) {
    // the build's own error, not the RESET's (in a transaction a failed statement aborts every one after it)
    await queryRunner.query(`RESET statement_timeout`).catch(() => undefined);
    throw err;
  }
  await queryRunner.query(`RESET statement_timeout`);
}
