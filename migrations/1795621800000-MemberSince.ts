import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12, twenty-sixth round: each organization's first analysed transfer per mode (fraud_member_since), its own
// tenure in the network. A new, empty table: nothing is locked but its creation. Deployments that had analysed before
// start counting at their first analysis after this migration (a week's wait for what reads the member's tenure).
export class MemberSince1795621800000 implements MigrationInterface {
  name = 'MemberSince1795621800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "fraud_member_since" ("organization_id" uuid NOT NULL, "livemode" boolean NOT NULL, "since" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_fraud_member_since" PRIMARY KEY ("organization_id", "livemode"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "fraud_member_since"`);
  }
}
