import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: the network's aggregates kept per writing organization, and its flows kept a second time with every payment
// banded (a factor of two) when written. A reader reads its own rows exactly and every other organization's banded flows,
// so a member adding its own payments to an account, or waiting for another bank's row to be rewritten, finds another
// bank's band, never its amount. Rows written before this belong to no organization (the nil UUID) and read as
// another's: their banded flows are their sums' bands (such a row is never written again).
const BAND = (column: string) => `CASE WHEN ${column} > 0 THEN power(2::float8, floor(ln(${column}) / ln(2::float8)) + 0.5) ELSE 0 END`;

export class NetworkAccountsPerOrganization1795620900000 implements MigrationInterface {
  name = 'NetworkAccountsPerOrganization1795620900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD "organization_id" uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ALTER COLUMN "organization_id" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD "inflow_banded_6h" double precision NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD "outflow_banded_6h" double precision NOT NULL DEFAULT '0'`);
    await queryRunner.query(`UPDATE "fraud_network_accounts" SET inflow_banded_6h = ${BAND('inflow_6h')}, outflow_banded_6h = ${BAND('outflow_6h')}
      WHERE inflow_6h > 0 OR outflow_6h > 0`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP CONSTRAINT "PK_1cbe8452d98d024cd9aff97203f"`);
    await queryRunner.query(
      `ALTER TABLE "fraud_network_accounts" ADD CONSTRAINT "PK_2d1a77d9d1ee1df2e192c2662b8" PRIMARY KEY ("bank_code", "account_number", "livemode", "organization_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // one row per account again: every organization's rows merged into one (decayed counters brought to the latest update,
    // the amounts' running mean and M2 merged as pooled moments)
    await queryRunner.query(`CREATE TEMP TABLE network_merged AS
      SELECT bank_code, account_number, livemode, min(first_seen_at) AS first_seen_at, max(updated_at) AS updated_at,
        sum(payments_1d * exp(-extract(epoch FROM m - updated_at) / 86400)) AS payments_1d,
        sum(new_payers_1d * exp(-extract(epoch FROM m - updated_at) / 86400)) AS new_payers_1d,
        sum(new_payers_7d * exp(-extract(epoch FROM m - updated_at) / 604800)) AS new_payers_7d,
        sum(inflow_6h * exp(-extract(epoch FROM m - updated_at) / 21600)) AS inflow_6h,
        sum(outflow_6h * exp(-extract(epoch FROM m - updated_at) / 21600)) AS outflow_6h,
        sum(inbound_count)::int AS inbound_count, sum(outbound_count)::int AS outbound_count,
        coalesce(sum(inbound_count * in_log_mean) / nullif(sum(inbound_count), 0), 0) AS in_log_mean,
        sum(in_log_m2) + coalesce(sum(inbound_count * in_log_mean * in_log_mean) - sum(inbound_count * in_log_mean) ^ 2 / nullif(sum(inbound_count), 0), 0) AS in_log_m2,
        (SELECT coalesce((array_agg(DISTINCT o))[1:8], '{}') FROM fraud_network_accounts x, unnest(x.payer_orgs) o
          WHERE x.bank_code = r.bank_code AND x.account_number = r.account_number AND x.livemode = r.livemode) AS payer_orgs
      FROM (SELECT *, max(updated_at) OVER (PARTITION BY bank_code, account_number, livemode) AS m FROM fraud_network_accounts) r
      GROUP BY bank_code, account_number, livemode`);
    await queryRunner.query(`DELETE FROM "fraud_network_accounts"`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP CONSTRAINT "PK_2d1a77d9d1ee1df2e192c2662b8"`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP COLUMN "outflow_banded_6h"`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP COLUMN "inflow_banded_6h"`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" DROP COLUMN "organization_id"`);
    await queryRunner.query(`ALTER TABLE "fraud_network_accounts" ADD CONSTRAINT "PK_1cbe8452d98d024cd9aff97203f" PRIMARY KEY ("bank_code", "account_number", "livemode")`);
    await queryRunner.query(`INSERT INTO "fraud_network_accounts" (bank_code, account_number, livemode, first_seen_at, updated_at, payments_1d, new_payers_1d, new_payers_7d,
        inflow_6h, outflow_6h, inbound_count, outbound_count, in_log_mean, in_log_m2, payer_orgs)
      SELECT bank_code, account_number, livemode, first_seen_at, updated_at, payments_1d, new_payers_1d, new_payers_7d, inflow_6h, outflow_6h,
        inbound_count, outbound_count, in_log_mean, greatest(0, in_log_m2), payer_orgs FROM network_merged`);
    await queryRunner.query(`DROP TABLE network_merged`);
  }
}
