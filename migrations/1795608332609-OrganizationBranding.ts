import { MigrationInterface, QueryRunner } from 'typeorm';

export class OrganizationBranding1795608332609 implements MigrationInterface {
  name = 'OrganizationBranding1795608332609';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" ADD "display_name" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "organizations" ADD "logo_url" character varying(2000)`);
    await queryRunner.query(`ALTER TABLE "organizations" ADD "privacy_notice_url" character varying(2000)`);
    await queryRunner.query(`ALTER TABLE "organizations" ADD "terms_url" character varying(2000)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "terms_url"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "privacy_notice_url"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "logo_url"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "display_name"`);
  }
}
