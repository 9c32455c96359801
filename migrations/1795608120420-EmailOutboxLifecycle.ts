import { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailOutboxLifecycle1795608120420 implements MigrationInterface {
  name = 'EmailOutboxLifecycle1795608120420';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD "failure_reason" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP COLUMN "failure_reason"`);
  }
}
