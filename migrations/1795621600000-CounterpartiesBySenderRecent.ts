import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: the engine read's count of the payees a sender first paid in the last day (sender_new_payees) scanned every pair of
// the sender under the primary key (sender_account, organization_id, receiver_account, livemode), fetching each row to read
// first_seen_at, on every analysis: a payroll account of 3,000 staff (its pairs among 57,000 others) made the whole read
// about 850 shared buffers (test/engine-read.e2e-spec.ts). This index holds first_seen_at in its key, so the count reads only
// the last day's pairs (at most 20): 36 buffers. first_seen_at is never updated, so a pair's later payments stay HOT
// updates; a new pair adds one entry.
// Built CONCURRENTLY (outside a transaction), so analyses go on writing meanwhile; a build a failed run left invalid is
// dropped first (a valid one, built ahead by an operator, is kept). No statement timeout: a role's (README, PgBouncer) would
// fail a large table's build on every start.
export class CounterpartiesBySenderRecent1795621600000 implements MigrationInterface {
  name = 'CounterpartiesBySenderRecent1795621600000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    const [built]: { valid: boolean }[] = await queryRunner.query(
      `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'ix_fraud_cp_sender_first_seen'`,
    );
    if (built?.valid) return;
    await queryRunner.query(`SET statement_timeout = 0`);
    try {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_fraud_cp_sender_first_seen"`);
      await queryRunner.query(
        `CREATE INDEX CONCURRENTLY "ix_fraud_cp_sender_first_seen" ON "fraud_counterparties" ("sender_account", "organization_id", "livemode", "first_seen_at")`,
      );
    } finally {
      await queryRunner.query(`RESET statement_timeout`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_fraud_cp_sender_first_seen"`);
  }
}
