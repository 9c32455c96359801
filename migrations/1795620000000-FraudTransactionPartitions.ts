import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 17: fraud_transactions partitioned by month of created_at (the server's insertion time, not the client's
// occurred_at, which replays send weeks in the past), with time-ordered keys (UUIDv7). Runnable on a database with
// data: the old table becomes the partition FROM (MINVALUE) TO (this migration's time), its rows kept in place
// (created_at is a metadata-only column default: every old row reads the migration's time), so nothing is copied;
// attaching it scans it once to check the bound, and the new primary key (id, created_at) is one index build.
export class FraudTransactionPartitions1795620000000 implements MigrationInterface {
  name = 'FraudTransactionPartitions1795620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // bounds are UTC calendar months and days: timestamptz arithmetic follows the session's zone, so this migration's is UTC
    await queryRunner.query(`SET LOCAL TimeZone = 'UTC'`);
    // PostgreSQL 15 has no uuidv7() (18 has, in pg_catalog, which then comes first on the search path):
    // Unix time in milliseconds in the first 48 bits, version 7, the variant and 74 random bits of gen_random_uuid().
    await queryRunner.query(`CREATE OR REPLACE FUNCTION uuidv7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
      SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid
    $$`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions" RENAME TO "fraud_transactions_legacy"`);
    await queryRunner.query(`ALTER INDEX "ix_fraud_tx_org_receiver" RENAME TO "fraud_transactions_legacy_org_receiver"`);
    await queryRunner.query(`ALTER INDEX "ix_fraud_tx_org_sender" RENAME TO "fraud_transactions_legacy_org_sender"`);
    // now() is this migration's transaction's start: one constant, stored once in the catalog, not in each row
    await queryRunner.query(`ALTER TABLE "fraud_transactions_legacy" ADD "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions_legacy" ALTER COLUMN "id" SET DEFAULT uuidv7()`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions_legacy" DROP CONSTRAINT "PK_b2e7825c0760cbf8dd7fb83a6da"`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions_legacy" ADD CONSTRAINT "fraud_transactions_legacy_pkey" PRIMARY KEY ("id", "created_at")`);
    await queryRunner.query(`CREATE TABLE "fraud_transactions" ("id" uuid NOT NULL DEFAULT uuidv7(), "organization_id" uuid NOT NULL, "transaction_id" character varying(200) NOT NULL,
      "sender_account" character varying(10) NOT NULL, "receiver_account" character varying(10) NOT NULL, "amount" numeric(20,2) NOT NULL, "currency" character varying(3) NOT NULL,
      "channel" character varying(8) NOT NULL, "ip_address" character varying(64), "ip_country" character varying(2), "device_id" character varying(200), "risk_score" smallint NOT NULL,
      "risk_level" character varying(10) NOT NULL, "recommended_action" character varying(16) NOT NULL, "signals" jsonb NOT NULL, "shadow" jsonb,
      "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "livemode" boolean NOT NULL DEFAULT true, "label" character varying(16), "labelled_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e842f792c2a984834e8b1955ac8" PRIMARY KEY ("id", "created_at")) PARTITION BY RANGE ("created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_tx_org_receiver" ON "fraud_transactions" ("organization_id", "receiver_account", "occurred_at")`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_tx_org_sender" ON "fraud_transactions" ("organization_id", "sender_account", "occurred_at")`);
    // the old table's indexes match the new ones and are attached as their partitions, not rebuilt
    await queryRunner.query(`ALTER TABLE "fraud_transactions" ATTACH PARTITION "fraud_transactions_legacy" FOR VALUES FROM (MINVALUE) TO (now() + interval '1 microsecond')`);
    // this month (from the migration on) and the next two; the partition job keeps months ahead from then on
    const [{ month }] = await queryRunner.query(`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYYMM') AS month`);
    await queryRunner.query(`CREATE TABLE "fraud_transactions_p${month}" PARTITION OF "fraud_transactions"
      FOR VALUES FROM (now() + interval '1 microsecond') TO (date_trunc('month', now(), 'UTC') + interval '1 month')`);
    for (const ahead of [1, 2]) {
      const [{ name, start }] = await queryRunner.query(
        `SELECT to_char(m, 'YYYYMM') AS name, m::text AS start FROM (SELECT (date_trunc('month', now(), 'UTC') + make_interval(months => $1)) AT TIME ZONE 'UTC' AS m) x`,
        [ahead],
      );
      await queryRunner.query(`CREATE TABLE "fraud_transactions_p${name}" PARTITION OF "fraud_transactions"
        FOR VALUES FROM ('${start}+00') TO (('${start}+00'::timestamptz) + interval '1 month')`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "fraud_transactions_unpartitioned" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "transaction_id" character varying(200) NOT NULL,
      "sender_account" character varying(10) NOT NULL, "receiver_account" character varying(10) NOT NULL, "amount" numeric(20,2) NOT NULL, "currency" character varying(3) NOT NULL,
      "channel" character varying(8) NOT NULL, "ip_address" character varying(64), "ip_country" character varying(2), "device_id" character varying(200), "risk_score" smallint NOT NULL,
      "risk_level" character varying(10) NOT NULL, "recommended_action" character varying(16) NOT NULL, "signals" jsonb NOT NULL, "shadow" jsonb,
      "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "livemode" boolean NOT NULL DEFAULT true, "label" character varying(16), "labelled_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_b2e7825c0760cbf8dd7fb83a6da" PRIMARY KEY ("id"))`);
    await queryRunner.query(`INSERT INTO "fraud_transactions_unpartitioned" SELECT "id", "organization_id", "transaction_id", "sender_account", "receiver_account", "amount", "currency",
      "channel", "ip_address", "ip_country", "device_id", "risk_score", "risk_level", "recommended_action", "signals", "shadow", "occurred_at", "livemode", "label", "labelled_at"
      FROM "fraud_transactions"`);
    await queryRunner.query(`DROP TABLE "fraud_transactions"`);
    await queryRunner.query(`ALTER TABLE "fraud_transactions_unpartitioned" RENAME TO "fraud_transactions"`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_tx_org_receiver" ON "fraud_transactions" ("organization_id", "receiver_account", "occurred_at")`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_tx_org_sender" ON "fraud_transactions" ("organization_id", "sender_account", "occurred_at")`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS uuidv7()`);
  }
}
