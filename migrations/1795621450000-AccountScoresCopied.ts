import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: every account score copied from fraud_account_scores into its profile row (AccountScoresInProfiles), making the
// row where an account had only a score. In batches of BATCH scores in the old key's order, each committed on its own
// (outside a transaction), so no analysis waits on more than one batch's rows; a profile already holding a later score
// keeps it. No statement timeout: a role's (README, PgBouncer) would fail a large table's copy on every start.
// fraud_account_scores itself is kept: the migration Job runs before a rollout, and the replicas of the release before
// this one go on reading and writing that table until they are replaced (dropping it would fail each of their analyses).
// This release neither reads nor writes it. The release after drops it, first copying over the scores written to it after
// this migration (their updated_at later than the profile's scored_at), as this one does.
const BATCH = 10_000;

const COLUMNS = '"organization_id", "livemode", "account_number", "activity", "score", "risk_level"';

/** A score's place in fraud_account_scores' key order. */
interface Key {
  account_number: string;
  organization_id: string;
  livemode: boolean;
}

/**
 * One batch, run again when PostgreSQL aborts it as one side of a deadlock: a batch locks its profile rows in account
 * order, and an analysis of the release before locks a payee's before its payer's (migrations cannot import src/'s retry).
 */
async function copyBatch<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export class AccountScoresCopied1795621450000 implements MigrationInterface {
  name = 'AccountScoresCopied1795621450000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET statement_timeout = 0`);
    try {
      // the old key's order from before its first key (no account number sorts before '')
      let after: Key | undefined = { account_number: '', organization_id: '00000000-0000-0000-0000-000000000000', livemode: false };
      while (after) {
        const from: Key = after;
        const [last]: (Key & { n: number })[] = await copyBatch(() => queryRunner.query(
          `WITH batch AS (
             SELECT ${COLUMNS}, "updated_at" FROM "fraud_account_scores"
              WHERE ("account_number", "organization_id", "livemode") > ($1::varchar, $2::uuid, $3::boolean)
              ORDER BY "account_number", "organization_id", "livemode" LIMIT ${BATCH}
           ), copied AS (
             INSERT INTO "fraud_account_profiles" AS p (${COLUMNS}, "scored_at") SELECT * FROM batch
             ON CONFLICT ("organization_id", "livemode", "account_number") DO UPDATE SET
               "activity" = EXCLUDED."activity", "score" = EXCLUDED."score", "risk_level" = EXCLUDED."risk_level", "scored_at" = EXCLUDED."scored_at"
               WHERE p."scored_at" IS NULL OR p."scored_at" < EXCLUDED."scored_at"
           )
           SELECT "account_number", "organization_id", "livemode", (SELECT count(*) FROM batch)::int AS n FROM batch
            ORDER BY "account_number" DESC, "organization_id" DESC, "livemode" DESC LIMIT 1`,
          [from.account_number, from.organization_id, from.livemode],
        ));
        after = last && last.n === BATCH ? last : undefined;
      }
    } finally {
      await queryRunner.query(`RESET statement_timeout`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // the scores this release wrote, back where the release before reads them
    await queryRunner.query(`SET statement_timeout = 0`);
    try {
      await queryRunner.query(`INSERT INTO "fraud_account_scores" AS s (${COLUMNS}, "updated_at")
        SELECT ${COLUMNS}, "scored_at" FROM "fraud_account_profiles" WHERE "scored_at" IS NOT NULL
        ON CONFLICT ("organization_id", "livemode", "account_number") DO UPDATE SET
          "activity" = EXCLUDED."activity", "score" = EXCLUDED."score", "risk_level" = EXCLUDED."risk_level", "updated_at" = EXCLUDED."updated_at"
          WHERE s."updated_at" < EXCLUDED."updated_at"`);
    } finally {
      await queryRunner.query(`RESET statement_timeout`);
    }
  }
}
