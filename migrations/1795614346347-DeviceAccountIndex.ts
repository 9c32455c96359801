import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeviceAccountIndex1795614346347 implements MigrationInterface {
  name = 'DeviceAccountIndex1795614346347';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_fraud_acc_dev_account" ON "fraud_account_devices"  ("organization_id", "livemode", "account_number") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_acc_dev_account"`);
  }
}
