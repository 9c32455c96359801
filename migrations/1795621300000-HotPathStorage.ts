import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: fewer index entries and pages written per analysis.
// - The tables every analysis updates keep a tenth of each page free (fillfactor 90), so an update can put the row's new
//   version on its own page: a HOT update, which adds no entry to any index (none of their indexed columns is updated).
//   At the default 100 a full page sends the new version elsewhere, and every index of the table gets an entry for it.
//   Only pages written from now on are filled so; existing pages get the space as rows are vacuumed, or at once with a
//   rewrite (VACUUM FULL or pg_repack, see README: Operating it).
// - ix_fraud_acc_dev_device (organization_id, device_id) served no query the primary key (device_id, organization_id,
//   account_number, livemode) does not: every query by device names both.
// - idempotency_keys gets time-ordered keys (uuidv7(), from FraudTransactionPartitions), as webhook deliveries did: a
//   claim adds to the right edge of the primary key's index; existing ids are left as they are.
const UPDATED_PER_ANALYSIS = ['fraud_account_profiles', 'fraud_account_scores', 'fraud_counterparties', 'fraud_account_devices', 'fraud_network_accounts'];

export class HotPathStorage1795621300000 implements MigrationInterface {
  name = 'HotPathStorage1795621300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of UPDATED_PER_ANALYSIS) await queryRunner.query(`ALTER TABLE "${table}" SET (fillfactor = 90)`);
    await queryRunner.query(`DROP INDEX IF EXISTS "ix_fraud_acc_dev_device"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "id" SET DEFAULT uuidv7()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "id" SET DEFAULT gen_random_uuid()`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_acc_dev_device" ON "fraud_account_devices" ("organization_id", "device_id")`);
    for (const table of UPDATED_PER_ANALYSIS) await queryRunner.query(`ALTER TABLE "${table}" RESET (fillfactor)`);
  }
}
