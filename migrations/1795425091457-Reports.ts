import { MigrationInterface, QueryRunner } from 'typeorm';

export class Reports1795425091457 implements MigrationInterface {
  name = 'Reports1795425091457';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "report_cases" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "reference_id" character varying(128) NOT NULL, "subject_id" uuid NOT NULL, "full_name" character varying(200) NOT NULL, "contact_phone" character varying(32), "contact_email" character varying(254), "country_codes" text array NOT NULL, "status" character varying(24) NOT NULL, "link_token_hash" character(64) NOT NULL, "link_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "widget_token_encrypted" text, "widget_token_expires_at" TIMESTAMP WITH TIME ZONE, "provider" character varying(32) NOT NULL, "provider_access_token_encrypted" text, "institution_name" character varying(120), "report" jsonb, "failure_reason" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "connection_completed_at" TIMESTAMP WITH TIME ZONE, "processing_started_at" TIMESTAMP WITH TIME ZONE, "report_completed_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "webhook_delivered_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_d201cf2222a32a640cb48ad4823" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_report_cases_link_token_hash" ON "report_cases"  ("link_token_hash") `);
    await queryRunner.query(`CREATE INDEX "ix_report_cases_in_progress" ON "report_cases"  ("updated_at") WHERE status IN ('CONNECTED', 'PROCESSING')`);
    await queryRunner.query(`CREATE INDEX "ix_report_cases_pending_expiry" ON "report_cases"  ("link_expires_at") WHERE status = 'PENDING_CONNECTION'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_report_cases_org_reference" ON "report_cases"  ("organization_id", "reference_id") `);
    await queryRunner.query(`CREATE TABLE "report_case_transitions" ("id" BIGSERIAL NOT NULL, "case_id" uuid NOT NULL, "from_status" character varying(24), "to_status" character varying(24) NOT NULL, "reason" character varying(300) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5e1e287c72ec71bae91656611bd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_report_case_transitions_case" ON "report_case_transitions"  ("case_id", "id") `);
    await queryRunner.query(`CREATE TABLE "report_pdfs" ("case_id" uuid NOT NULL, "content" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b02a59e06535202bed4732b1188" PRIMARY KEY ("case_id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "report_pdfs"`);
    await queryRunner.query(`DROP INDEX "public"."ix_report_case_transitions_case"`);
    await queryRunner.query(`DROP TABLE "report_case_transitions"`);
    await queryRunner.query(`DROP INDEX "public"."uq_report_cases_org_reference"`);
    await queryRunner.query(`DROP INDEX "public"."ix_report_cases_pending_expiry"`);
    await queryRunner.query(`DROP INDEX "public"."ix_report_cases_in_progress"`);
    await queryRunner.query(`DROP INDEX "public"."uq_report_cases_link_token_hash"`);
    await queryRunner.query(`DROP TABLE "report_cases"`);
  }
}
