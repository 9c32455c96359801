import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795423562988 implements MigrationInterface {
  name = 'Init1795423562988';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "user_id" integer NOT NULL, "name" character varying(100) NOT NULL, "prefix" character varying(24) NOT NULL, "token_hash" character(64) NOT NULL, "role" character(1) NOT NULL DEFAULT 'B', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_api_tokens_organization" ON "api_tokens"  ("organization_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_tokens_hash" ON "api_tokens"  ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL, "family_id" uuid NOT NULL, "user_id" integer NOT NULL, "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_refresh_tokens_family" ON "refresh_tokens"  ("family_id") `);
    await queryRunner.query(`CREATE INDEX "ix_refresh_tokens_user" ON "refresh_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "email_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "to_address" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "body_text" text NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "last_error" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_b6fbfc201f705fbf1ac87bd7197" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_email_outbox_pending" ON "email_outbox"  ("status", "created_at") `);
    await queryRunner.query(`CREATE TABLE "email_verifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c1ea2921e767f83cd44c0af203f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_email_verifications_user" ON "email_verifications"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_email_verifications_token" ON "email_verifications"  ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "organizations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "tier" smallint NOT NULL DEFAULT '1', "is_operator" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b031fcd0863e3f6b44230163f9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "users" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "organization_id" uuid NOT NULL, "username" character varying(150) NOT NULL, "email" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "first_name" character varying(150) NOT NULL DEFAULT '', "last_name" character varying(150) NOT NULL DEFAULT '', "phone" character varying(200), "gender" character varying(6), "role" character(1) NOT NULL DEFAULT 'B', "status" character varying(32) NOT NULL DEFAULT 'pending_verification', "email_verified_at" TIMESTAMP WITH TIME ZONE, "date_joined" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_login_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_users_organization" ON "users"  ("organization_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_username" ON "users"  ("username") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_email" ON "users"  ("email") `);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "FK_21a659804ed7bf61eb91688dea7" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_21a659804ed7bf61eb91688dea7"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_email"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_username"`);
    await queryRunner.query(`DROP INDEX "public"."ix_users_organization"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "organizations"`);
    await queryRunner.query(`DROP INDEX "public"."uq_email_verifications_token"`);
    await queryRunner.query(`DROP INDEX "public"."ix_email_verifications_user"`);
    await queryRunner.query(`DROP TABLE "email_verifications"`);
    await queryRunner.query(`DROP INDEX "public"."ix_email_outbox_pending"`);
    await queryRunner.query(`DROP TABLE "email_outbox"`);
    await queryRunner.query(`DROP INDEX "public"."ix_refresh_tokens_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_refresh_tokens_family"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."uq_api_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_api_tokens_organization"`);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
  }
}
