import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 17: credit_access_log partitioned by month of created_at (already the server's insertion time), with UUIDv7
// keys (uuidv7() from FraudTransactionPartitions). The old table becomes the partition FROM (MINVALUE) TO (now), its
// rows kept in place; attaching it scans it once, and the primary key (id, created_at) is one index build.
export class CreditAccessLogPartitions1795620100000 implements MigrationInterface {
  name = 'CreditAccessLogPartitions1795620100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // bounds are UTC calendar months and days: timestamptz arithmetic follows the session's zone, so this migration's is UTC
    await queryRunner.query(`SET LOCAL TimeZone = 'UTC'`);
    await queryRunner.query(`ALTER TABLE "credit_access_log" RENAME TO "credit_access_log_legacy"`);
    await queryRunner.query(`ALTER INDEX "ix_credit_access_log_org_subject_time" RENAME TO "credit_access_log_legacy_org_subject_time"`);
    await queryRunner.query(`ALTER INDEX "ix_credit_access_log_org_time" RENAME TO "credit_access_log_legacy_org_time"`);
    await queryRunner.query(`ALTER TABLE "credit_access_log_legacy" ALTER COLUMN "id" SET DEFAULT uuidv7()`);
    await queryRunner.query(`ALTER TABLE "credit_access_log_legacy" DROP CONSTRAINT "PK_3461aa95a6879208c0da5fcb6c5"`);
    await queryRunner.query(`ALTER TABLE "credit_access_log_legacy" ADD CONSTRAINT "credit_access_log_legacy_pkey" PRIMARY KEY ("id", "created_at")`);
    await queryRunner.query(`CREATE TABLE "credit_access_log" ("id" uuid NOT NULL DEFAULT uuidv7(), "organization_id" uuid NOT NULL, "actor" character varying(80) NOT NULL,
      "action" character varying(40) NOT NULL, "subject_hash" character(64) NOT NULL, "subject_masked" character varying(16) NOT NULL, "consent_reference" character varying(80),
      "resource_id" character varying(64), "outcome" character varying(16) NOT NULL, "reason" character varying(40), "request_id" character varying(128) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "livemode" boolean NOT NULL DEFAULT true,
      CONSTRAINT "PK_4f979cb929d6a6f9ce3764fc851" PRIMARY KEY ("id", "created_at")) PARTITION BY RANGE ("created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_credit_access_log_org_subject_time" ON "credit_access_log" ("organization_id", "subject_hash", "created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_credit_access_log_org_time" ON "credit_access_log" ("organization_id", "created_at")`);
    // past every old row: a writer whose transaction began after this one's may have committed before the rename took
    // the table (created_at is its own now()); none can write to it since
    const [{ bound, month }] = await queryRunner.query(
      `SELECT b::text AS bound, to_char(b, 'YYYYMM') AS month FROM (SELECT greatest(now(), max(created_at)) + interval '1 microsecond' AS b FROM "credit_access_log_legacy") x`,
    );
    await queryRunner.query(`ALTER TABLE "credit_access_log" ATTACH PARTITION "credit_access_log_legacy" FOR VALUES FROM (MINVALUE) TO ('${bound}')`);
    await queryRunner.query(`CREATE TABLE "credit_access_log_p${month}" PARTITION OF "credit_access_log"
      FOR VALUES FROM ('${bound}') TO (date_trunc('month', '${bound}'::timestamptz) + interval '1 month')`);
    for (const ahead of [1, 2]) {
      const [{ name, start }] = await queryRunner.query(
        `SELECT to_char(m, 'YYYYMM') AS name, m::text AS start FROM (SELECT (date_trunc('month', $2::timestamptz) + make_interval(months => $1)) AT TIME ZONE 'UTC' AS m) x`,
        [ahead, bound],
      );
      await queryRunner.query(`CREATE TABLE "credit_access_log_p${name}" PARTITION OF "credit_access_log"
        FOR VALUES FROM ('${start}+00') TO (('${start}+00'::timestamptz) + interval '1 month')`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "credit_access_log_unpartitioned" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "actor" character varying(80) NOT NULL,
      "action" character varying(40) NOT NULL, "subject_hash" character(64) NOT NULL, "subject_masked" character varying(16) NOT NULL, "consent_reference" character varying(80),
      "resource_id" character varying(64), "outcome" character varying(16) NOT NULL, "reason" character varying(40), "request_id" character varying(128) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "livemode" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_3461aa95a6879208c0da5fcb6c5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`INSERT INTO "credit_access_log_unpartitioned" SELECT * FROM "credit_access_log"`);
    await queryRunner.query(`DROP TABLE "credit_access_log"`);
    await queryRunner.query(`ALTER TABLE "credit_access_log_unpartitioned" RENAME TO "credit_access_log"`);
    await queryRunner.query(`CREATE INDEX "ix_credit_access_log_org_subject_time" ON "credit_access_log" ("organization_id", "subject_hash", "created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_credit_access_log_org_time" ON "credit_access_log" ("organization_id", "created_at")`);
  }
}
