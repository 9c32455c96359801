import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 17: the webhook retention job's reads by age. Without them each batch scanned and sorted the whole deliveries
// table, and the events' sweep the whole events table: on tables grown without retention until now, past the statement
// timeout. Built CONCURRENTLY (outside a transaction), so the relay's inserts go on meanwhile; a build a failed run left
// invalid is dropped first.
export class WebhookRetentionIndexes1795620400000 implements MigrationInterface {
  name = 'WebhookRetentionIndexes1795620400000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_webhook_deliveries_finished_created"`);
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "ix_webhook_deliveries_finished_created" ON "webhook_deliveries" ("created_at") WHERE status IN ('succeeded', 'failed')`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_webhook_events_created"`);
    await queryRunner.query(`CREATE INDEX CONCURRENTLY "ix_webhook_events_created" ON "webhook_events" ("created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_webhook_events_created"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_webhook_deliveries_finished_created"`);
  }
}
