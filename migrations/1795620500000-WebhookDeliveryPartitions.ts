import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 17: webhook_deliveries partitioned by month of created_at, and webhook_attempts by month of their delivery's
// created_at (a column they now carry), on the same bounds: a month of deliveries and its attempts are dropped
// together, and the relay and the processor, which carry created_at, read one partition per statement. Keys hold the
// partition key, as a partitioned table requires: deliveries (id, created_at); attempts (delivery_id,
// delivery_created_at, attempt_no), which is also what a duplicate job's attempt conflicts on.
//
// Runnable on a database with data, nothing copied: each old table becomes the partition FROM (MINVALUE) TO (past its
// newest row). Old attempts get delivery_created_at = '-infinity' (a column default kept in the catalog, no rewrite):
// they sort into the legacy partition, and a delivery's attempts are read with `delivery_created_at IN (its
// created_at, '-infinity')`, which finds both kinds and reads at most two partitions. Cost under the tables' lock:
// one scan of each table to check its bound (and to find the newest delivery), one index build for each new key and
// one for the deliveries' unique (event_id, endpoint_id, created_at); the other indexes are attached, not rebuilt.
export class WebhookDeliveryPartitions1795620500000 implements MigrationInterface {
  name = 'WebhookDeliveryPartitions1795620500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // bounds are UTC calendar months: timestamptz arithmetic follows the session's zone, so this migration's is UTC
    await queryRunner.query(`SET LOCAL TimeZone = 'UTC'`);

    await queryRunner.query(`ALTER TABLE "webhook_deliveries" RENAME TO "webhook_deliveries_legacy"`);
    await queryRunner.query(`ALTER INDEX "ix_webhook_deliveries_endpoint" RENAME TO "webhook_deliveries_legacy_endpoint"`);
    await queryRunner.query(`ALTER INDEX "ix_webhook_deliveries_org_created" RENAME TO "webhook_deliveries_legacy_org_created"`);
    await queryRunner.query(`ALTER INDEX "ix_webhook_deliveries_due" RENAME TO "webhook_deliveries_legacy_due"`);
    // the row-by-row retention's index: partitions are dropped whole now
    await queryRunner.query(`DROP INDEX IF EXISTS "ix_webhook_deliveries_finished_created"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries_legacy" DROP CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries_legacy" ADD CONSTRAINT "webhook_deliveries_legacy_pkey" PRIMARY KEY ("id", "created_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "webhook_deliveries_legacy_event_endpoint" ON "webhook_deliveries_legacy" ("event_id", "endpoint_id", "created_at")`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_event_endpoint"`);
    await queryRunner.query(`CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT uuidv7(), "event_id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "organization_id" uuid NOT NULL,
      "event_type" character varying(64) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempt_count" integer NOT NULL DEFAULT '0', "max_attempts" integer NOT NULL,
      "next_attempt_at" TIMESTAMP WITH TIME ZONE, "locked_until" TIMESTAMP WITH TIME ZONE, "last_status_code" smallint, "last_error" character varying(300), "last_latency_ms" integer,
      "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "livemode" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_0b6a09d38a79c8b612ddec3a046" PRIMARY KEY ("id", "created_at")) PARTITION BY RANGE ("created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id")`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_org_created" ON "webhook_deliveries" ("organization_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_webhook_deliveries_event_endpoint" ON "webhook_deliveries" ("event_id", "endpoint_id", "created_at")`);

    await queryRunner.query(`ALTER TABLE "webhook_attempts" RENAME TO "webhook_attempts_legacy"`);
    // a constant default is kept in the catalog: no row is rewritten; dropped again so that no insert can leave it out
    await queryRunner.query(`ALTER TABLE "webhook_attempts_legacy" ADD "delivery_created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT '-infinity'`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts_legacy" ALTER COLUMN "delivery_created_at" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts_legacy" DROP CONSTRAINT "PK_2de7e7887ad97de459adab62638"`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts_legacy" ADD CONSTRAINT "webhook_attempts_legacy_pkey" PRIMARY KEY ("delivery_id", "delivery_created_at", "attempt_no")`);
    await queryRunner.query(`DROP INDEX "uq_webhook_attempts_delivery_no"`);
    await queryRunner.query(`CREATE TABLE "webhook_attempts" ("id" uuid NOT NULL DEFAULT uuidv7(), "delivery_id" uuid NOT NULL, "attempt_no" integer NOT NULL,
      "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" smallint, "error" character varying(300), "latency_ms" integer NOT NULL, "success" boolean NOT NULL,
      "response_excerpt" character varying(1024), "response_truncated" boolean NOT NULL DEFAULT false, "response_content_type" character varying(200),
      "delivery_created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_2e325a92c668ceec4e36ae76acf" PRIMARY KEY ("delivery_id", "delivery_created_at", "attempt_no")) PARTITION BY RANGE ("delivery_created_at")`);

    // past every old row: a writer whose transaction began after this one's may have committed before the rename took
    // the table (created_at is its own now()); none can write to it since
    const [{ bound, month }] = await queryRunner.query(
      `SELECT b::text AS bound, to_char(b, 'YYYYMM') AS month FROM (SELECT greatest(now(), max(created_at)) + interval '1 microsecond' AS b FROM "webhook_deliveries_legacy") x`,
    );
    for (const table of ['webhook_deliveries', 'webhook_attempts']) {
      await queryRunner.query(`ALTER TABLE "${table}" ATTACH PARTITION "${table}_legacy" FOR VALUES FROM (MINVALUE) TO ('${bound}')`);
      // this month (from the bound on) and the next two; the partition job keeps months ahead from then on
      await queryRunner.query(`CREATE TABLE "${table}_p${month}" PARTITION OF "${table}" FOR VALUES FROM ('${bound}') TO (date_trunc('month', '${bound}'::timestamptz) + interval '1 month')`);
      for (const ahead of [1, 2]) {
        const [{ name, start }] = await queryRunner.query(
          `SELECT to_char(m, 'YYYYMM') AS name, m::text AS start FROM (SELECT (date_trunc('month', $2::timestamptz) + make_interval(months => $1)) AT TIME ZONE 'UTC' AS m) x`,
          [ahead, bound],
        );
        await queryRunner.query(`CREATE TABLE "${table}_p${name}" PARTITION OF "${table}" FOR VALUES FROM ('${start}+00') TO (('${start}+00'::timestamptz) + interval '1 month')`);
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "webhook_attempts_unpartitioned" ("id" uuid NOT NULL DEFAULT uuidv7(), "delivery_id" uuid NOT NULL, "attempt_no" integer NOT NULL,
      "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" smallint, "error" character varying(300), "latency_ms" integer NOT NULL, "success" boolean NOT NULL,
      "response_excerpt" character varying(1024), "response_truncated" boolean NOT NULL DEFAULT false, "response_content_type" character varying(200),
      CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))`);
    await queryRunner.query(`INSERT INTO "webhook_attempts_unpartitioned" SELECT "id", "delivery_id", "attempt_no", "started_at", "status_code", "error", "latency_ms", "success",
      "response_excerpt", "response_truncated", "response_content_type" FROM "webhook_attempts"`);
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts_unpartitioned" RENAME TO "webhook_attempts"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_no" ON "webhook_attempts" ("delivery_id", "attempt_no")`);

    await queryRunner.query(`CREATE TABLE "webhook_deliveries_unpartitioned" ("id" uuid NOT NULL DEFAULT uuidv7(), "event_id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "organization_id" uuid NOT NULL,
      "event_type" character varying(64) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempt_count" integer NOT NULL DEFAULT '0', "max_attempts" integer NOT NULL,
      "next_attempt_at" TIMESTAMP WITH TIME ZONE, "locked_until" TIMESTAMP WITH TIME ZONE, "last_status_code" smallint, "last_error" character varying(300), "last_latency_ms" integer,
      "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "livemode" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`INSERT INTO "webhook_deliveries_unpartitioned" SELECT "id", "event_id", "endpoint_id", "organization_id", "event_type", "status", "attempt_count", "max_attempts",
      "next_attempt_at", "locked_until", "last_status_code", "last_error", "last_latency_ms", "delivered_at", "created_at", "updated_at", "livemode" FROM "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries_unpartitioned" RENAME TO "webhook_deliveries"`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id")`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_org_created" ON "webhook_deliveries" ("organization_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_webhook_deliveries_event_endpoint" ON "webhook_deliveries" ("event_id", "endpoint_id")`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_finished_created" ON "webhook_deliveries" ("created_at") WHERE status IN ('succeeded', 'failed')`);
  }
}
