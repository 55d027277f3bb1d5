import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The organizations' ad tags and the videos' ad settings. */
export class Monetization1764500000000 implements MigrationInterface {
  name = 'Monetization1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "organization_monetizations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "name" varchar(100) NOT NULL,
        "monetizationUrl" text NOT NULL,
        "default" boolean NOT NULL,
        "active" boolean NOT NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "organization_monetizations_organization_created" ON "organization_monetizations" ("organizationId", "created")`,
    );
    // At most one default per organization (the service keeps "at least one" while any tag exists).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "organization_monetizations_one_default" ON "organization_monetizations" ("organizationId") WHERE "default"`,
    );
    await queryRunner.query(`
      CREATE TABLE "video_monetizations" (
        "videoId" uuid PRIMARY KEY REFERENCES "videos" ("id") ON DELETE CASCADE,
        "orgMonetizationId" uuid REFERENCES "organization_monetizations" ("id") ON DELETE SET NULL,
        "useDefaultMonetization" boolean NOT NULL,
        "adType" varchar(20) NOT NULL CHECK ("adType" IN ('SKIPPABLE', 'NON_SKIPPABLE', 'BOTH')),
        "adDensity" varchar(20) NOT NULL,
        "adLocation" varchar(10)[] NOT NULL,
        "updated" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "video_monetizations_org_monetization" ON "video_monetizations" ("orgMonetizationId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_monetizations"`);
    await queryRunner.query(`DROP TABLE "organization_monetizations"`);
  }
}
