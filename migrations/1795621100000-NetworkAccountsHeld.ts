import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: what an organization's engine held of an account's traffic, as counters decayed over 6 hours in that
// organization's row of the account: its outgoing transfers held as a mule's forwarding (MULE_FORWARDING), and payments to it
// held as payments into a mule or a scam (MULE_RECEIVER, SCAM_PAYEE). A payment into an account whose forwards were just held
// is a payment into a mule; a transfer out of fresh money whose payments in were just held is a mule's forward. Constant
// defaults: no table rewrite.
export class NetworkAccountsHeld1795621100000 implements MigrationInterface {
  name = 'NetworkAccountsHeld1795621100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "fraud_network_accounts" ADD "forwards_held_6h" double precision NOT NULL DEFAULT 0, ADD "payments_held_6h" double precision NOT NULL DEFAULT 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP COLUMN "payments_held_6h", DROP COLUMN "forwards_held_6h"`);
  }
}
