import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportCaseCreditConsent1795597292445 implements MigrationInterface {
  name = 'ReportCaseCreditConsent1795597292445';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "credit_consent_id" uuid`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "credit_consent_id"`);
  }
}
