import { MigrationInterface, QueryRunner } from 'typeorm';

export class OrganizationSuspension1795595687373 implements MigrationInterface {
  name = 'OrganizationSuspension1795595687373';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" ADD "suspended_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "suspended_at"`);
  }
}
