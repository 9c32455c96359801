import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: the network's primary key led by the account number (then the mode), so that a NUBAN given without its bank
// reads every bank code's rows of it in one probe (network-account.ts, sameAccountRows), as one with a code reads its
// code's rows and those written without one. The key's columns and name are unchanged; only their order is.
export class NetworkAccountsByNumber1795621000000 implements MigrationInterface {
  name = 'NetworkAccountsByNumber1795621000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "fraud_network_accounts" DROP CONSTRAINT "PK_2d1a77d9d1ee1df2e192c2662b8",
        ADD CONSTRAINT "PK_2d1a77d9d1ee1df2e192c2662b8" PRIMARY KEY ("account_number", "livemode", "bank_code", "organization_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "fraud_network_accounts" DROP CONSTRAINT "PK_2d1a77d9d1ee1df2e192c2662b8",
        ADD CONSTRAINT "PK_2d1a77d9d1ee1df2e192c2662b8" PRIMARY KEY ("bank_code", "account_number", "livemode", "organization_id")`,
    );
  }
}
