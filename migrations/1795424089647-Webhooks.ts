import { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795424089647 implements MigrationInterface {
  name = 'Webhooks1795424089647';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "webhook_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "attempt_no" integer NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" smallint, "error" character varying(300), "latency_ms" integer NOT NULL, "success" boolean NOT NULL, CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_no" ON "webhook_attempts"  ("delivery_id", "attempt_no") `);
    await queryRunner.query(`CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "event_type" character varying(64) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempt_count" integer NOT NULL DEFAULT '0', "max_attempts" integer NOT NULL, "next_attempt_at" TIMESTAMP WITH TIME ZONE, "locked_until" TIMESTAMP WITH TIME ZONE, "last_status_code" smallint, "last_error" character varying(300), "last_latency_ms" integer, "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_endpoint" ON "webhook_deliveries"  ("endpoint_id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_org_created" ON "webhook_deliveries"  ("organization_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_due" ON "webhook_deliveries"  ("status", "next_attempt_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_webhook_deliveries_event_endpoint" ON "webhook_deliveries"  ("event_id", "endpoint_id") `);
    await queryRunner.query(`CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "url" character varying(2048) NOT NULL, "description" character varying(500) NOT NULL DEFAULT '', "events" text array, "enabled" boolean NOT NULL DEFAULT true, "disabled_reason" character varying(200), "secret_encrypted" text NOT NULL, "previous_secret_encrypted" text, "previous_secret_expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_endpoints_organization" ON "webhook_endpoints"  ("organization_id") `);
    await queryRunner.query(`CREATE TABLE "webhook_events" ("id" uuid NOT NULL, "organization_id" uuid NOT NULL, "type" character varying(64) NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_events_org_created" ON "webhook_events"  ("organization_id", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_events_org_created"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_endpoints_organization"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_deliveries_event_endpoint"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_org_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_attempts_delivery_no"`);
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
  }
}
