import { MigrationInterface, QueryRunner } from 'typeorm';
import { buildIndexConcurrently } from './support/concurrent-index.js';

// Issue 19: the engine read's two ranges of fraud_account_devices that were walked past their limits.
// - An account's trusted devices (counted up to 50) were read under (organization_id, livemode, account_number), each row
//   fetched for trusted_since: an account whose every attempt from a new device was linked (untrusted) had all of them read.
//   ix_fraud_acc_dev_trusted adds trusted_since to the key (null, untrusted, sorts after every trusted one) and takes the old
//   index's place: its every query names the three columns first.
// - A terminal's other accounts, established (first seen 6 days or more before) and fresh, each counted up to a limit, were
//   read under the primary key (device_id, organization_id, livemode, account_number): at an agent's terminal of 2,000
//   customers, the fresh count walked all of them. ix_fraud_acc_dev_device_seen holds first_seen_at in the key.
// first_seen_at is never updated, so a link's uses stay HOT updates (where the page has room) until the device is trusted:
// setting trusted_since (an approved transfer, or an analyst's legitimate verdict moving it earlier) is an update of an
// indexed column, written to the table's three indexes; a new link adds one more index entry than before. Built concurrently
// (support/concurrent-index.ts), the old index dropped after.
export class DeviceLinksByTime1795621700000 implements MigrationInterface {
  name = 'DeviceLinksByTime1795621700000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await buildIndexConcurrently(queryRunner, 'ix_fraud_acc_dev_trusted', `"fraud_account_devices" ("organization_id", "livemode", "account_number", "trusted_since")`);
    await buildIndexConcurrently(queryRunner, 'ix_fraud_acc_dev_device_seen', `"fraud_account_devices" ("device_id", "organization_id", "livemode", "first_seen_at")`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_fraud_acc_dev_account"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await buildIndexConcurrently(queryRunner, 'ix_fraud_acc_dev_account', `"fraud_account_devices" ("organization_id", "livemode", "account_number")`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_fraud_acc_dev_device_seen"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "ix_fraud_acc_dev_trusted"`);
  }
}
