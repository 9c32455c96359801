import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: the network remembers how many payees an account paid for the first time (decayed over a day), so every
// organization sees whether an account splits what it receives over new payees (a mule) or pays the payee it always
// pays (a POS agent's settlement). A constant default: no table rewrite.
export class NetworkNewPayees1795620700000 implements MigrationInterface {
  name = 'NetworkNewPayees1795620700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD "new_payees_1d" double precision NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP COLUMN "new_payees_1d"`);
  }
}
