import { MigrationInterface, QueryRunner } from 'typeorm';

export class Fraud1795425049458 implements MigrationInterface {
  name = 'Fraud1795425049458';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "fraud_account_devices" ("organization_id" uuid NOT NULL, "account_number" character varying(10) NOT NULL, "device_id" character varying(200) NOT NULL, "first_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_b92aafd0b46bab807e7b22c0a79" PRIMARY KEY ("organization_id", "account_number", "device_id"))`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_acc_dev_device" ON "fraud_account_devices"  ("organization_id", "device_id") `);
    await queryRunner.query(`CREATE TABLE "fraud_account_profiles" ("organization_id" uuid NOT NULL, "account_number" character varying(10) NOT NULL, "txn_count" integer NOT NULL DEFAULT '0', "amount_log_mean" double precision NOT NULL DEFAULT '0', "amount_log_m2" double precision NOT NULL DEFAULT '0', "hours" integer array NOT NULL DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}', "channels" jsonb NOT NULL DEFAULT '{}', "countries" text array NOT NULL DEFAULT '{}', "inbound_count" integer NOT NULL DEFAULT '0', "last_txn_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_65fd2d2823b9ac6de6a551552e0" PRIMARY KEY ("organization_id", "account_number"))`);
    await queryRunner.query(`CREATE TABLE "fraud_account_scores" ("organization_id" uuid NOT NULL, "account_number" character varying(10) NOT NULL, "activity" real NOT NULL DEFAULT '0', "score" real NOT NULL DEFAULT '0', "risk_level" character varying(10) NOT NULL DEFAULT 'low', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_0fdd48f3385b40886512f2be2e9" PRIMARY KEY ("organization_id", "account_number"))`);
    await queryRunner.query(`CREATE TABLE "fraud_counterparties" ("organization_id" uuid NOT NULL, "sender_account" character varying(10) NOT NULL, "receiver_account" character varying(10) NOT NULL, "txn_count" integer NOT NULL DEFAULT '1', "first_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_617c7d0ef4bf24109dcc579c7e9" PRIMARY KEY ("organization_id", "sender_account", "receiver_account"))`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_cp_receiver" ON "fraud_counterparties"  ("organization_id", "receiver_account", "first_seen_at") `);
    await queryRunner.query(`CREATE TABLE "fraud_devices" ("organization_id" uuid NOT NULL, "device_id" character varying(200) NOT NULL, "risk_score" smallint NOT NULL, "flags" text array NOT NULL DEFAULT '{}', "user_agent" character varying(500), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e9a124d19cb858691e62bc986f4" PRIMARY KEY ("organization_id", "device_id"))`);
    await queryRunner.query(`CREATE TABLE "fraud_alerts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "account_number" character varying(10) NOT NULL, "receiver_account" character varying(10), "transaction_id" character varying(200), "severity" character varying(10) NOT NULL, "risk_score" smallint NOT NULL, "recommended_action" character varying(16) NOT NULL, "signal_codes" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_d1e5b58078239461d43d906f08e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_alerts_org_account" ON "fraud_alerts"  ("organization_id", "account_number", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_fraud_alerts_org_created" ON "fraud_alerts"  ("organization_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "fraud_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "reporter_email" character varying(254) NOT NULL, "account_number" character varying(10) NOT NULL, "fraud_type" character varying(20) NOT NULL, "amount_lost" numeric(20,2), "description" text, "evidence_urls" jsonb NOT NULL DEFAULT '[]', "status" character varying(12) NOT NULL DEFAULT 'received', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reviewed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6577bdf0d3a126b7560b36f2a80" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_reports_org_created" ON "fraud_reports"  ("organization_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_fraud_reports_account" ON "fraud_reports"  ("account_number", "status") `);
    await queryRunner.query(`CREATE TABLE "fraud_settings" ("organization_id" uuid NOT NULL, "weights" jsonb NOT NULL, "thresholds" jsonb NOT NULL, "shadow" jsonb, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_219b4f4b9b2ceb1d1c419710222" PRIMARY KEY ("organization_id"))`);
    await queryRunner.query(`CREATE TABLE "fraud_transactions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "transaction_id" character varying(200) NOT NULL, "sender_account" character varying(10) NOT NULL, "receiver_account" character varying(10) NOT NULL, "amount" numeric(20,2) NOT NULL, "currency" character varying(3) NOT NULL, "channel" character varying(8) NOT NULL, "ip_address" character varying(64), "ip_country" character varying(2), "device_id" character varying(200), "risk_score" smallint NOT NULL, "risk_level" character varying(10) NOT NULL, "recommended_action" character varying(16) NOT NULL, "signals" jsonb NOT NULL, "shadow" jsonb, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_b2e7825c0760cbf8dd7fb83a6da" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_tx_org_receiver" ON "fraud_transactions"  ("organization_id", "receiver_account", "occurred_at") `);
    await queryRunner.query(`CREATE INDEX "ix_fraud_tx_org_sender" ON "fraud_transactions"  ("organization_id", "sender_account", "occurred_at") `);
    await queryRunner.query(`CREATE TABLE "fraud_watchlist_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid, "list" character varying(20) NOT NULL, "subject_type" character varying(10) NOT NULL, "identifier" character varying(254), "full_name" character varying(200), "name_keys" text array NOT NULL DEFAULT '{}', "reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_18c381ab32199c6536f083fe100" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_wl_identifier" ON "fraud_watchlist_entries"  ("subject_type", "identifier") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_wl_identifier"`);
    await queryRunner.query(`DROP TABLE "fraud_watchlist_entries"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_tx_org_sender"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_tx_org_receiver"`);
    await queryRunner.query(`DROP TABLE "fraud_transactions"`);
    await queryRunner.query(`DROP TABLE "fraud_settings"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_reports_account"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_reports_org_created"`);
    await queryRunner.query(`DROP TABLE "fraud_reports"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_alerts_org_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_alerts_org_account"`);
    await queryRunner.query(`DROP TABLE "fraud_alerts"`);
    await queryRunner.query(`DROP TABLE "fraud_devices"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_cp_receiver"`);
    await queryRunner.query(`DROP TABLE "fraud_counterparties"`);
    await queryRunner.query(`DROP TABLE "fraud_account_scores"`);
    await queryRunner.query(`DROP TABLE "fraud_account_profiles"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_acc_dev_device"`);
    await queryRunner.query(`DROP TABLE "fraud_account_devices"`);
  }
}
