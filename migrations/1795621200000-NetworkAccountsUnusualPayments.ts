import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: payments to an account that were a payer's first to it and well above the payer's habit (as a victim told to pay
// is), not declined, counted 1 each and decayed over 6 hours in the writing organization's row of the account, as the holds
// are. A young account passing such money straight on to a payee it never paid is an APP scam's account forwarding its
// victim's payment. A constant default: no table rewrite.
export class NetworkAccountsUnusualPayments1795621200000 implements MigrationInterface {
  name = 'NetworkAccountsUnusualPayments1795621200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD "payments_unusual_6h" double precision NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP COLUMN "payments_unusual_6h"`);
  }
}
