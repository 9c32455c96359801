import { MigrationInterface, QueryRunner } from 'typeorm';

export class HostedPublicToken1795591965647 implements MigrationInterface {
  name = 'HostedPublicToken1795591965647';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "public_token_hash" character(64)`);
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "public_token_expires_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "public_token_expires_at"`);
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "public_token_hash"`);
  }
}
