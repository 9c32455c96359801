import { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookResponseExcerpt1795616000000 implements MigrationInterface {
  name = 'WebhookResponseExcerpt1795616000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ADD "response_excerpt" character varying(1024)`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ADD "response_truncated" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ADD "response_content_type" character varying(200)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_attempts" DROP COLUMN "response_content_type"`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" DROP COLUMN "response_truncated"`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" DROP COLUMN "response_excerpt"`);
  }
}
