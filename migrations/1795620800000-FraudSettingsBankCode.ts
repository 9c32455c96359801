import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: an organization's own bank code (its NIP institution code), used for its customers' side of the network when a
// transfer's metadata has no `sender_bank_code`, so their outflow and the inflow other banks record under the code meet.
export class FraudSettingsBankCode1795620800000 implements MigrationInterface {
  name = 'FraudSettingsBankCode1795620800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_settings" ADD "bank_code" character varying(6)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_settings" DROP COLUMN "bank_code"`);
  }
}
