import { MigrationInterface, QueryRunner } from 'typeorm';

export class TestMode1795607315052 implements MigrationInterface {
  name = 'TestMode1795607315052';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_report_cases_org_reference"`);
    await queryRunner.query(`DROP INDEX "public"."uq_document_detections_org_hash"`);
    await queryRunner.query(`ALTER TABLE "api_tokens" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "credit_access_log" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "credit_inquiries" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "credit_consents" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "credit_reports" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "identity_verifications" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_account_devices" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_account_devices" DROP CONSTRAINT "PK_b92aafd0b46bab807e7b22c0a79"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_devices" ADD CONSTRAINT "PK_865aa08a5c1dcc989cd8a0d5444" PRIMARY KEY ("device_id", "organization_id", "account_number", "livemode")`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" DROP CONSTRAINT "PK_65fd2d2823b9ac6de6a551552e0"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" ADD CONSTRAINT "PK_bc5334e270759d9f25cbcce3eee" PRIMARY KEY ("organization_id", "account_number", "livemode")`);
    await queryRunner.query(`ALTER TABLE "fraud_account_scores" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_account_scores" DROP CONSTRAINT "PK_0fdd48f3385b40886512f2be2e9"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_scores" ADD CONSTRAINT "PK_535a44695927c8d6caf39fff349" PRIMARY KEY ("account_number", "organization_id", "livemode")`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" DROP CONSTRAINT "PK_617c7d0ef4bf24109dcc579c7e9"`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" ADD CONSTRAINT "PK_e5487809c354b5eb50de773d734" PRIMARY KEY ("sender_account", "organization_id", "receiver_account", "livemode")`);
    await queryRunner.query(`ALTER TABLE "fraud_devices" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_devices" DROP CONSTRAINT "PK_e9a124d19cb858691e62bc986f4"`);
    await queryRunner.query(`ALTER TABLE "fraud_devices" ADD CONSTRAINT "PK_7dad37af33b1f1f7d05af783cd5" PRIMARY KEY ("device_id", "organization_id", "livemode")`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_reports" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP CONSTRAINT "PK_a8f23e0274490af3a8a4d21c350"`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD CONSTRAINT "PK_1cbe8452d98d024cd9aff97203f" PRIMARY KEY ("bank_code", "account_number", "livemode")`);
    await queryRunner.query(`ALTER TABLE "fraud_watchlist_entries" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "document_detections" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "webhook_events" ADD "livemode" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_report_cases_org_reference" ON "report_cases"  ("organization_id", "livemode", "reference_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_document_detections_org_hash" ON "document_detections"  ("organization_id", "livemode", "sha256") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_document_detections_org_hash"`);
    await queryRunner.query(`DROP INDEX "public"."uq_report_cases_org_reference"`);
    await queryRunner.query(`ALTER TABLE "webhook_events" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "document_detections" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_watchlist_entries" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP CONSTRAINT "PK_1cbe8452d98d024cd9aff97203f"`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD CONSTRAINT "PK_a8f23e0274490af3a8a4d21c350" PRIMARY KEY ("bank_code", "account_number")`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_reports" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_alerts" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_devices" DROP CONSTRAINT "PK_7dad37af33b1f1f7d05af783cd5"`);
    await queryRunner.query(`ALTER TABLE "fraud_devices" ADD CONSTRAINT "PK_e9a124d19cb858691e62bc986f4" PRIMARY KEY ("device_id", "organization_id")`);
    await queryRunner.query(`ALTER TABLE "fraud_devices" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" DROP CONSTRAINT "PK_e5487809c354b5eb50de773d734"`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" ADD CONSTRAINT "PK_617c7d0ef4bf24109dcc579c7e9" PRIMARY KEY ("sender_account", "organization_id", "receiver_account")`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_scores" DROP CONSTRAINT "PK_535a44695927c8d6caf39fff349"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_scores" ADD CONSTRAINT "PK_0fdd48f3385b40886512f2be2e9" PRIMARY KEY ("account_number", "organization_id")`);
    await queryRunner.query(`ALTER TABLE "fraud_account_scores" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" DROP CONSTRAINT "PK_bc5334e270759d9f25cbcce3eee"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" ADD CONSTRAINT "PK_65fd2d2823b9ac6de6a551552e0" PRIMARY KEY ("organization_id", "account_number")`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_devices" DROP CONSTRAINT "PK_865aa08a5c1dcc989cd8a0d5444"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_devices" ADD CONSTRAINT "PK_b92aafd0b46bab807e7b22c0a79" PRIMARY KEY ("device_id", "organization_id", "account_number")`);
    await queryRunner.query(`ALTER TABLE "fraud_account_devices" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "identity_verifications" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "credit_reports" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "credit_consents" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "credit_inquiries" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "credit_access_log" DROP COLUMN "livemode"`);
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP COLUMN "livemode"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_document_detections_org_hash" ON "document_detections" USING btree ("organization_id", "sha256") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_report_cases_org_reference" ON "report_cases" USING btree ("organization_id", "reference_id") `);
  }
}
