import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The organizations' social media accounts and the visibility of their share icons (issue 14). */
export class SocialMedia1765300000000 implements MigrationInterface {
  name = 'SocialMedia1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "social_media_platforms" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "platformName" varchar(20) NOT NULL
          CHECK ("platformName" IN ('FACEBOOK', 'TWITTER', 'YOUTUBE', 'TIKTOK', 'INSTAGRAM')),
        "label" varchar(32) NOT NULL,
        "accountUrl" varchar(2048) NOT NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "social_media_platforms_organization_created" ON "social_media_platforms" ("organizationId", "created")`,
    );
    await queryRunner.query(`
      CREATE TABLE "share_social_media_icons" (
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "platformName" varchar(20) NOT NULL
          CHECK ("platformName" IN ('MAIL', 'TWITTER', 'REDDIT', 'WHATSAPP', 'LINKEDIN', 'FACEBOOK')),
        "visible" boolean NOT NULL,
        PRIMARY KEY ("organizationId", "platformName")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "share_social_media_icons"`);
    await queryRunner.query(`DROP TABLE "social_media_platforms"`);
  }
}
