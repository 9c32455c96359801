import type { QueryRunner } from 'typeorm';

/**
 * A primary key's columns reordered, its name kept, in a migration with `transaction = false`: the new key's index is built
 * CONCURRENTLY (outside a transaction), so analyses go on writing meanwhile, and then takes the key's place (a brief lock,
 * no build). The swap waits for the table's lock at most 5 s: behind a long transaction it would queue every analysis behind
 * it, so the migration fails instead and the next start builds again (dropping a build a failed run left) and retries.
 * (This folder holds no migrations: only the folder's own files are loaded as migrations, data-source.ts.)
 */
export async function rekeyConcurrently(queryRunner: QueryRunner, table: string, key: string, columns: string): Promise<void> {
  const building = `ix_${table}_key_building`;
  // no statement timeout for the build: a role's (README, PgBouncer) would fail a large table's on every start
  await queryRunner.query(`SET statement_timeout = 0`);
  try {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "${building}"`);
    await queryRunner.query(`CREATE UNIQUE INDEX CONCURRENTLY "${building}" ON "${table}" (${columns})`);
  } finally {
    await queryRunner.query(`RESET statement_timeout`);
  }
  await queryRunner.query(`SET lock_timeout = '5s'`);
  try {
    await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${key}", ADD CONSTRAINT "${key}" PRIMARY KEY USING INDEX "${building}"`);
  } finally {
    await queryRunner.query(`RESET lock_timeout`);
  }
}
