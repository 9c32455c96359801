import { MigrationInterface, QueryRunner } from 'typeorm';

export class FraudNetworkWeight1795592871410 implements MigrationInterface {
  name = 'FraudNetworkWeight1795592871410';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" ADD "network_approved" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "fraud_reports" ADD "counts_for_network" boolean NOT NULL DEFAULT false`);
    // Organizations that exist already keep feeding the network, as they did: their reports are in
    // other institutions' scores today, and nothing records which of them signed up on their own.
    // New sign-ups start unapproved.
    await queryRunner.query(`UPDATE "organizations" SET "network_approved" = true`);
    await queryRunner.query(`UPDATE "fraud_reports" SET "counts_for_network" = true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fraud_reports" DROP COLUMN "counts_for_network"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "network_approved"`);
  }
}
