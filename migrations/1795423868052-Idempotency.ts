import { MigrationInterface, QueryRunner } from 'typeorm';

export class Idempotency1795423868052 implements MigrationInterface {
  name = 'Idempotency1795423868052';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "idempotency_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "scope" character varying(80) NOT NULL, "method" character varying(8) NOT NULL, "route" character varying(200) NOT NULL, "key" character varying(255) NOT NULL, "request_hash" character(64) NOT NULL, "state" character varying(16) NOT NULL DEFAULT 'in_progress', "response_status" smallint, "response_body" jsonb, "locked_until" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_8ad20779ad0411107a56e53d0f6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_idempotency_expires" ON "idempotency_keys"  ("expires_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_idempotency_scope_key" ON "idempotency_keys"  ("scope", "method", "route", "key") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_idempotency_scope_key"`);
    await queryRunner.query(`DROP INDEX "public"."ix_idempotency_expires"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
