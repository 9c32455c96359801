import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: fewer index entries and random index pages written per analysis.
// - ix_fraud_acc_dev_device (organization_id, device_id) served no query the primary key (device_id, organization_id,
//   account_number, livemode) does not: every query by device names both.
// - idempotency_keys gets time-ordered keys (uuidv7(), from FraudTransactionPartitions), as webhook deliveries did: a
//   claim adds to the right edge of the primary key's index, not a random page of it; existing ids are left as they are.
// Each statement waits at most 5 s for its table's lock (both take an exclusive one): behind a long transaction it would
// queue every analysis behind it; the migration fails instead, and the next start retries it.
// (fillfactor 90 on the tables every analysis updates was tried and not kept: README, Measured, 2026-12-06.)
export class HotPathStorage1795621300000 implements MigrationInterface {
  name = 'HotPathStorage1795621300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL lock_timeout = '5s'`);
    await queryRunner.query(`DROP INDEX IF EXISTS "ix_fraud_acc_dev_device"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "id" SET DEFAULT uuidv7()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "id" SET DEFAULT gen_random_uuid()`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_acc_dev_device" ON "fraud_account_devices" ("organization_id", "device_id")`);
  }
}
