import { MigrationInterface, QueryRunner } from 'typeorm';
import { rekeyConcurrently } from './support/rekey.js';

// Issue 19: the profiles' primary key led by the account number (then the mode), as the scores' was, so that the
// recomputes after a report or a watchlist change find every organization's scored row of an account in one probe
// (account-score.repository.ts, lockAllOfAccount). Every other read names all three columns. The key's columns and name
// are unchanged; only their order is (built concurrently, then swapped: support/rekey.ts).
const KEY = 'PK_bc5334e270759d9f25cbcce3eee';

export class ProfilesByAccount1795621500000 implements MigrationInterface {
  name = 'ProfilesByAccount1795621500000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await rekeyConcurrently(queryRunner, 'fraud_account_profiles', KEY, '"account_number", "livemode", "organization_id"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await rekeyConcurrently(queryRunner, 'fraud_account_profiles', KEY, '"organization_id", "account_number", "livemode"');
  }
}
