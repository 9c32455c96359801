import { MigrationInterface, QueryRunner } from 'typeorm';

// A replay answers the stored bytes, so the body becomes text (jsonb reorders keys). Stored
// responses are converted, not dropped: a dropped one would let a retry run its work again.
// Their bytes are jsonb's rendering (the original order is already lost); new ones are exact.
export class IdempotentResponseBytes1795592056591 implements MigrationInterface {
  name = 'IdempotentResponseBytes1795592056591';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD "response_content_type" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" TYPE text USING "response_body"::text`);
    await queryRunner.query(`UPDATE "idempotency_keys" SET "response_content_type" = 'application/json; charset=utf-8' WHERE "state" = 'completed'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" TYPE jsonb USING "response_body"::jsonb`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "response_content_type"`);
  }
}
