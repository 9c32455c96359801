import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: an account's score lives in its profile row (one organization, mode and account each), so an analysis reads the
// sender's and the receiver's profile and score in one probe each, and writes each side's in one row, not two.
// `scored_at` is null while the organization has never scored the account: a scored row links the account to the
// organization (the recomputes after a report or a watchlist change read those, fraud-score.service.ts).
// fraud_account_scores is copied, not dropped: the migration Job runs before a rollout, and the replicas of the release
// before this one go on reading and writing that table until they are replaced (dropping it would fail each of their
// analyses). This release neither reads nor writes it. The release after drops it, first copying over the scores written
// to it after this migration (their updated_at later than the profile's scored_at).
// Each statement waits at most 5 s for its table's lock (behind a long transaction it would queue every analysis behind
// it; the migration fails instead, and the next start retries it).
export class AccountScoresInProfiles1795621400000 implements MigrationInterface {
  name = 'AccountScoresInProfiles1795621400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL lock_timeout = '5s'`);
    await queryRunner.query(
      `ALTER TABLE "fraud_account_profiles" ADD "activity" real, ADD "score" real, ADD "risk_level" character varying(10), ADD "scored_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`INSERT INTO "fraud_account_profiles" AS p ("organization_id", "livemode", "account_number", "activity", "score", "risk_level", "scored_at")
      SELECT "organization_id", "livemode", "account_number", "activity", "score", "risk_level", "updated_at" FROM "fraud_account_scores"
      ON CONFLICT ("organization_id", "livemode", "account_number") DO UPDATE SET
        "activity" = EXCLUDED."activity", "score" = EXCLUDED."score", "risk_level" = EXCLUDED."risk_level", "scored_at" = EXCLUDED."scored_at"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL lock_timeout = '5s'`);
    // the scores this release wrote, back where the release before reads them
    await queryRunner.query(`INSERT INTO "fraud_account_scores" AS s ("organization_id", "livemode", "account_number", "activity", "score", "risk_level", "updated_at")
      SELECT "organization_id", "livemode", "account_number", "activity", "score", "risk_level", "scored_at" FROM "fraud_account_profiles" WHERE "scored_at" IS NOT NULL
      ON CONFLICT ("organization_id", "livemode", "account_number") DO UPDATE SET
        "activity" = EXCLUDED."activity", "score" = EXCLUDED."score", "risk_level" = EXCLUDED."risk_level", "updated_at" = EXCLUDED."updated_at"
        WHERE s."updated_at" < EXCLUDED."updated_at"`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" DROP COLUMN "scored_at", DROP COLUMN "risk_level", DROP COLUMN "score", DROP COLUMN "activity"`);
  }
}
