import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: an account's score lives in its profile row (one organization, mode and account each), so an analysis reads the
// sender's and the receiver's profile and score in one probe each, and writes each side's in one row, not two.
// `scored_at` is null while the organization has never scored the account: a scored row links the account to the
// organization (the recomputes after a report or a watchlist change read those, fraud-score.service.ts).
// Nullable columns without a default: a change of the catalog alone, its exclusive lock held for no time (waited for at
// most 5 s: behind a long transaction it would queue every analysis behind it; the migration fails instead, and the next
// start retries it). The scores are copied by the next migration (AccountScoresCopied), in batches.
export class AccountScoresInProfiles1795621400000 implements MigrationInterface {
  name = 'AccountScoresInProfiles1795621400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL lock_timeout = '5s'`);
    await queryRunner.query(
      `ALTER TABLE "fraud_account_profiles" ADD "activity" real, ADD "score" real, ADD "risk_level" character varying(10), ADD "scored_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL lock_timeout = '5s'`);
    await queryRunner.query(`ALTER TABLE "fraud_account_profiles" DROP COLUMN "scored_at", DROP COLUMN "risk_level", DROP COLUMN "score", DROP COLUMN "activity"`);
  }
}
