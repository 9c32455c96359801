import { MigrationInterface, QueryRunner } from 'typeorm';

export class Invitations1795607140090 implements MigrationInterface {
  name = 'Invitations1795607140090';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "invitations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "role" character(1) NOT NULL, "invited_by" integer NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5dec98cfdfd562e4ad3648bbb07" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_invitations_token" ON "invitations"  ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "ix_invitations_organization" ON "invitations"  ("organization_id", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_invitations_organization"`);
    await queryRunner.query(`DROP INDEX "public"."uq_invitations_token"`);
    await queryRunner.query(`DROP TABLE "invitations"`);
  }
}
