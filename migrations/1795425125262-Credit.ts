import { MigrationInterface, QueryRunner } from 'typeorm';

export class Credit1795425125262 implements MigrationInterface {
  name = 'Credit1795425125262';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "credit_access_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "actor" character varying(80) NOT NULL, "action" character varying(40) NOT NULL, "subject_hash" character(64) NOT NULL, "subject_masked" character varying(16) NOT NULL, "consent_reference" character varying(80), "resource_id" character varying(64), "outcome" character varying(16) NOT NULL, "reason" character varying(40), "request_id" character varying(128) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3461aa95a6879208c0da5fcb6c5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_credit_access_log_org_subject_time" ON "credit_access_log"  ("organization_id", "subject_hash", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_credit_access_log_org_time" ON "credit_access_log"  ("organization_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "credit_consents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "reference" character varying(40) NOT NULL, "organization_id" uuid NOT NULL, "bvn_encrypted" text NOT NULL, "bvn_hash" character(64) NOT NULL, "purposes" text array NOT NULL, "subject_name" character varying(200), "evidence_url" character varying(2048), "granted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_by" character varying(80) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_73e925b86c28e5766dbf0767c11" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "ux_credit_consents_reference" ON "credit_consents"  ("reference") `);
    await queryRunner.query(`CREATE INDEX "ix_credit_consents_org_bvn" ON "credit_consents"  ("organization_id", "bvn_hash") `);
    await queryRunner.query(`CREATE TABLE "credit_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "bvn_encrypted" text NOT NULL, "bvn_hash" character(64) NOT NULL, "consent_id" uuid NOT NULL, "bureau" character varying(16) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "result" jsonb, "failure_reason" character varying(200), "started_at" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fecec983c79b4d87392cb00d06c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_credit_reports_status_time" ON "credit_reports"  ("status", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_credit_reports_org_time" ON "credit_reports"  ("organization_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "credit_inquiries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "bvn_hash" character(64) NOT NULL, "consent_id" uuid NOT NULL, "inquiry_type" character varying(8) NOT NULL, "purpose" character varying(32) NOT NULL, "bureaus" text array NOT NULL, "recorded_on_bureau" boolean NOT NULL, "score_at_inquiry" smallint NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2de943be0ce74adf48d493d484a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_credit_inquiries_organization" ON "credit_inquiries"  ("organization_id") `);
    await queryRunner.query(`CREATE INDEX "ix_credit_inquiries_bvn_time" ON "credit_inquiries"  ("bvn_hash", "created_at") `);
    await queryRunner.query(`CREATE TABLE "identity_verifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "id_type" character varying(3) NOT NULL, "id_hash" character(64) NOT NULL, "subject_encrypted" text NOT NULL, "consent_id" uuid NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "outcome" jsonb, "failure_reason" character varying(200), "completed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_42a93e679bc1d9568b6e80ea080" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_identity_verifications_status_time" ON "identity_verifications"  ("status", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_identity_verifications_org_time" ON "identity_verifications"  ("organization_id", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_identity_verifications_org_time"`);
    await queryRunner.query(`DROP INDEX "public"."ix_identity_verifications_status_time"`);
    await queryRunner.query(`DROP TABLE "identity_verifications"`);
    await queryRunner.query(`DROP INDEX "public"."ix_credit_inquiries_bvn_time"`);
    await queryRunner.query(`DROP INDEX "public"."ix_credit_inquiries_organization"`);
    await queryRunner.query(`DROP TABLE "credit_inquiries"`);
    await queryRunner.query(`DROP INDEX "public"."ix_credit_reports_org_time"`);
    await queryRunner.query(`DROP INDEX "public"."ix_credit_reports_status_time"`);
    await queryRunner.query(`DROP TABLE "credit_reports"`);
    await queryRunner.query(`DROP INDEX "public"."ix_credit_consents_org_bvn"`);
    await queryRunner.query(`DROP INDEX "public"."ux_credit_consents_reference"`);
    await queryRunner.query(`DROP TABLE "credit_consents"`);
    await queryRunner.query(`DROP INDEX "public"."ix_credit_access_log_org_time"`);
    await queryRunner.query(`DROP INDEX "public"."ix_credit_access_log_org_subject_time"`);
    await queryRunner.query(`DROP TABLE "credit_access_log"`);
  }
}
