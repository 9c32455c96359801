import { MigrationInterface, QueryRunner } from 'typeorm';
import { rekeyConcurrently } from './support/rekey.js';

// Issue 12: the network's primary key led by the account number (then the mode), so that a NUBAN given without its bank
// reads every bank code's rows of it in one probe (network-account.ts, sameAccountRows). The key's columns and name are
// unchanged; only their order is (built concurrently, then swapped: support/rekey.ts).
const KEY = 'PK_2d1a77d9d1ee1df2e192c2662b8';

export class NetworkAccountsByNumber1795621000000 implements MigrationInterface {
  name = 'NetworkAccountsByNumber1795621000000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await rekeyConcurrently(queryRunner, 'fraud_network_accounts', KEY, '"account_number", "livemode", "bank_code", "organization_id"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await rekeyConcurrently(queryRunner, 'fraud_network_accounts', KEY, '"bank_code", "account_number", "livemode", "organization_id"');
  }
}
