import { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalystWorkspace1795608190051 implements MigrationInterface {
  name = 'AnalystWorkspace1795608190051';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "fraud_alert_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "livemode" boolean NOT NULL DEFAULT true, "alert_id" uuid NOT NULL, "action" character varying(16) NOT NULL, "actor_user_id" integer NOT NULL, "from_state" jsonb NOT NULL, "to_state" jsonb NOT NULL, "note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_2a706b5e4a6968a040b1904dc1f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_alert_events_alert" ON "fraud_alert_events"  ("organization_id", "alert_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "source" character varying(16) NOT NULL DEFAULT 'analysis'`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "analysis_id" uuid`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "amount" numeric(20,2)`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "status" character varying(12) NOT NULL DEFAULT 'open'`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "assignee_id" integer`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "outcome" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "resolution_note" text`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "resolved_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" ADD "accepted_amount_log" double precision`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" ADD "vouched_inbound" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" ADD "fraud_inbound" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "fraud_settings" ADD "report_confirmed_fraud" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions" ADD "label" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions" ADD "labelled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_alerts_org_status" ON "fraud_alerts"  ("organization_id", "status", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_alerts_org_status"`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions" DROP COLUMN "labelled_at"`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions" DROP COLUMN "label"`);
    await queryRunner.query(`ALTER TABLE "fraud_settings" DROP COLUMN "report_confirmed_fraud"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" DROP COLUMN "fraud_inbound"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" DROP COLUMN "vouched_inbound"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" DROP COLUMN "accepted_amount_log"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "resolved_at"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "resolution_note"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "outcome"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "assignee_id"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "amount"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "analysis_id"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "source"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_alert_events_alert"`);
    await queryRunner.query(`DROP TABLE "fraud_alert_events"`);
  }
}
