import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportCaseLoanTerms1795595993670 implements MigrationInterface {
  name = 'ReportCaseLoanTerms1795595993670';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "loan_tenor_months" smallint`);
    await queryRunner.query(`ALTER TABLE "report_cases" ADD "loan_monthly_rate_percent" numeric(6,3)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "loan_monthly_rate_percent"`);
    await queryRunner.query(`ALTER TABLE "report_cases" DROP COLUMN "loan_tenor_months"`);
  }
}
