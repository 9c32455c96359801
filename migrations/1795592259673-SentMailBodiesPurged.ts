import { MigrationInterface, QueryRunner } from 'typeorm';

// Sent mail bodies are purged (they may hold a verification token in plaintext; email_verifications
// has only ever kept its SHA-256). Bodies of mail already sent are purged here; pending ones are
// kept until the worker sends them.
export class SentMailBodiesPurged1795592259673 implements MigrationInterface {
  name = 'SentMailBodiesPurged1795592259673';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_outbox" ALTER COLUMN "body_text" DROP NOT NULL`);
    await queryRunner.query(`UPDATE "email_outbox" SET "body_text" = NULL WHERE "status" = 'sent'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "email_outbox" SET "body_text" = '' WHERE "body_text" IS NULL`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ALTER COLUMN "body_text" SET NOT NULL`);
  }
}
