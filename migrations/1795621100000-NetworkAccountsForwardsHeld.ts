import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: an account's outgoing transfers that an organization's engine held as a mule's forwarding (MULE_FORWARDING), a
// counter decayed over 6 hours in that organization's row of the account: a payment to an account whose own forwards were
// just held is a payment into a mule. A constant default: no table rewrite.
export class NetworkAccountsForwardsHeld1795621100000 implements MigrationInterface {
  name = 'NetworkAccountsForwardsHeld1795621100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD "forwards_held_6h" double precision NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP COLUMN "forwards_held_6h"`);
  }
}
