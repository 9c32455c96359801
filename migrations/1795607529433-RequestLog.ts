import { MigrationInterface, QueryRunner } from 'typeorm';

export class RequestLog1795607529433 implements MigrationInterface {
  name = 'RequestLog1795607529433';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "request_logs" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "organization_id" uuid NOT NULL, "livemode" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "method" character varying(10) NOT NULL, "path_template" character varying(300), "path" character varying(2000) NOT NULL, "status" smallint NOT NULL, "latency_ms" integer NOT NULL, "request_id" character varying(128) NOT NULL, "idempotency_key" character varying(255), "error_code" character varying(64), "principal_kind" character varying(16) NOT NULL, "user_id" integer NOT NULL, "token_id" uuid, "request_body" text, "response_body" text, CONSTRAINT "PK_1edd3815ae37a9b9511f5a26dca" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_request_logs_created" ON "request_logs"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_request_logs_org_request" ON "request_logs"  ("organization_id", "request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_request_logs_org_created" ON "request_logs"  ("organization_id", "livemode", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_request_logs_org_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_request_logs_org_request"`);
    await queryRunner.query(`DROP INDEX "public"."ix_request_logs_created"`);
    await queryRunner.query(`DROP TABLE "request_logs"`);
  }
}
