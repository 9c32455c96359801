import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportCaseList1795615200000 implements MigrationInterface {
  name = 'ReportCaseList1795615200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_report_cases_org_created" ON "report_cases"  ("organization_id", "livemode", "created_at") `);
    // the delivery log's case_id filter: report events only, by their case
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_events_case" ON "webhook_events" ("organization_id", "livemode", ((body::jsonb ->> 'case_id'))) WHERE type IN ('report.ready', 'report.failed')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_events_case"`);
    await queryRunner.query(`DROP INDEX "public"."ix_report_cases_org_created"`);
  }
}
