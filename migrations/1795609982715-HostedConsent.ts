import { MigrationInterface, QueryRunner } from 'typeorm';

export class HostedConsent1795609982715 implements MigrationInterface {
  name = 'HostedConsent1795609982715';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "redirect_url" character varying(2048)`);
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "consent_version" character varying(32)`);
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "consent_given_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "consent_given_at"`);
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "consent_version"`);
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "redirect_url"`);
  }
}
