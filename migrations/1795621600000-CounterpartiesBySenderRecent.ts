import { MigrationInterface, QueryRunner } from 'typeorm';
import { buildIndexConcurrently } from './support/concurrent-index.js';

// Issue 19: the engine read's count of the payees a sender first paid in the last day (sender_new_payees) scanned every pair of
// the sender under the primary key (sender_account, organization_id, receiver_account, livemode), fetching each row to read
// first_seen_at, on every analysis: a payroll account of 3,000 staff (its pairs among 57,000 others) made the whole read
// about 850 shared buffers (docs/engine-read-2026-12-07.txt). This index holds first_seen_at in its key, so the count reads
// only the last day's pairs (at most 20): about 33 buffers. first_seen_at is never updated, so a pair's later payments stay HOT
// updates; a new pair adds one entry.
// Built concurrently (support/concurrent-index.ts).
export class CounterpartiesBySenderRecent1795621600000 implements MigrationInterface {
  name = 'CounterpartiesBySenderRecent1795621600000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await buildIndexConcurrently(queryRunner, 'ix_fraud_cp_sender_first_seen', `"fraud_counterparties" ("sender_account", "organization_id", "livemode", "first_seen_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_fraud_cp_sender_first_seen"`);
  }
}
