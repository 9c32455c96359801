import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReceiverIntelligence1795598635785 implements MigrationInterface {
  name = 'ReceiverIntelligence1795598635785';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "fraud_network_accounts" ("account_number" character varying(10) NOT NULL, "bank_code" character varying(6) NOT NULL DEFAULT '', "first_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "payments_1d" double precision NOT NULL DEFAULT '0', "new_payers_1d" double precision NOT NULL DEFAULT '0', "new_payers_7d" double precision NOT NULL DEFAULT '0', "inflow_6h" double precision NOT NULL DEFAULT '0', "outflow_6h" double precision NOT NULL DEFAULT '0', "inbound_count" integer NOT NULL DEFAULT '0', "outbound_count" integer NOT NULL DEFAULT '0', "in_log_mean" double precision NOT NULL DEFAULT '0', "in_log_m2" double precision NOT NULL DEFAULT '0', "payer_orgs" uuid array NOT NULL DEFAULT '{}', CONSTRAINT "PK_a8f23e0274490af3a8a4d21c350" PRIMARY KEY ("account_number", "bank_code"))`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_network_accounts_first_seen" ON "fraud_network_accounts"  ("first_seen_at") `);
    await queryRunner.query(`ALTER TABLE "fraud_account_devices" ADD "trusted_since" TIMESTAMP WITH TIME ZONE`);
    // Before this migration every analysed transfer taught the profiles, so every linked device was trusted from its first use.
    await queryRunner.query(`UPDATE "fraud_account_devices" SET "trusted_since" = "first_seen_at"`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" ADD "blocked_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" ADD "last_blocked_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" ADD "last_blocked_score" smallint`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" ADD "last_blocked_action" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" ADD "last_blocked_amount" numeric(20,2)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" DROP COLUMN "last_blocked_amount"`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" DROP COLUMN "last_blocked_action"`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" DROP COLUMN "last_blocked_score"`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" DROP COLUMN "last_blocked_at"`);
    await queryRunner.query(`ALTER TABLE "fraud_counterparties" DROP COLUMN "blocked_count"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_devices" DROP COLUMN "trusted_since"`);
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_network_accounts_first_seen"`);
    await queryRunner.query(`DROP TABLE "fraud_network_accounts"`);
  }
}
