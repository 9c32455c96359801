import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 17: webhook deliveries and attempts get time-ordered keys (uuidv7(), from FraudTransactionPartitions) for new
// rows, so inserts stay at the right edge of their primary keys' indexes; existing ids are left as they are.
export class WebhookUuidv71795620300000 implements MigrationInterface {
  name = 'WebhookUuidv71795620300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "id" SET DEFAULT uuidv7()`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ALTER COLUMN "id" SET DEFAULT uuidv7()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ALTER COLUMN "id" SET DEFAULT gen_random_uuid()`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "id" SET DEFAULT gen_random_uuid()`);
  }
}
