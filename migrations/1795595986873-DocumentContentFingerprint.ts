import { MigrationInterface, QueryRunner } from 'typeorm';

export class DocumentContentFingerprint1795595986873 implements MigrationInterface {
  name = 'DocumentContentFingerprint1795595986873';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "document_detections" ADD "content_fingerprint" character(64)`);
    await queryRunner.query(`CREATE INDEX "ix_document_detections_content" ON "document_detections"  ("content_fingerprint", "organization_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_document_detections_content"`);
    await queryRunner.query(`ALTER TABLE "document_detections" DROP COLUMN "content_fingerprint"`);
  }
}
