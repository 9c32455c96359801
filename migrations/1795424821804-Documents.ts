import { MigrationInterface, QueryRunner } from 'typeorm';

export class Documents1795424821804 implements MigrationInterface {
  name = 'Documents1795424821804';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "document_detections" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "sha256" character(64) NOT NULL, "file_type" character varying(16) NOT NULL, "size_bytes" integer NOT NULL, "detection_data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_52ca39173ed50699d6504b5df0e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_document_detections_hash" ON "document_detections"  ("sha256", "organization_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_document_detections_org_hash" ON "document_detections"  ("organization_id", "sha256") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_document_detections_org_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_document_detections_hash"`);
    await queryRunner.query(`DROP TABLE "document_detections"`);
  }
}
