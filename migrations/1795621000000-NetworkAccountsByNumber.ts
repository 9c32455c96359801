import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: the network's primary key led by the account number (then the mode), so that a NUBAN given without its bank
// reads every bank code's rows of it in one probe (network-account.ts, sameAccountRows). The key's columns and name are
// unchanged; only their order is. The new key's index is built CONCURRENTLY (outside a transaction), so analyses go on
// writing meanwhile, and then takes the key's place (a brief lock, no build, waited for at most 5 s); a build a failed run
// left is dropped first.
const KEY = 'PK_2d1a77d9d1ee1df2e192c2662b8';
const BUILDING = 'ix_fraud_network_accounts_key_building';

async function rekey(queryRunner: QueryRunner, columns: string): Promise<void> {
  await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "${BUILDING}"`);
  await queryRunner.query(`CREATE UNIQUE INDEX CONCURRENTLY "${BUILDING}" ON "fraud_network_accounts" (${columns})`);
  // the swap waits for the table's lock: behind a long transaction it would queue every analysis behind it, so it gives up
  // after a few seconds instead (the migration fails, and the next start builds again and retries)
  await queryRunner.query(`SET lock_timeout = '5s'`);
  try {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP CONSTRAINT "${KEY}", ADD CONSTRAINT "${KEY}" PRIMARY KEY USING INDEX "${BUILDING}"`);
  } finally {
    await queryRunner.query(`RESET lock_timeout`);
  }
}

export class NetworkAccountsByNumber1795621000000 implements MigrationInterface {
  name = 'NetworkAccountsByNumber1795621000000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await rekey(queryRunner, '"account_number", "livemode", "bank_code", "organization_id"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await rekey(queryRunner, '"bank_code", "account_number", "livemode", "organization_id"');
  }
}
