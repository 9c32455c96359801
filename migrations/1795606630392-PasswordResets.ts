import { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordResets1795606630392 implements MigrationInterface {
  name = 'PasswordResets1795606630392';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "password_resets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_password_resets_user" ON "password_resets"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_password_resets_token" ON "password_resets"  ("token_hash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_password_resets_token"`);
    await queryRunner.query(`DROP INDEX "public"."ix_password_resets_user"`);
    await queryRunner.query(`DROP TABLE "password_resets"`);
  }
}
