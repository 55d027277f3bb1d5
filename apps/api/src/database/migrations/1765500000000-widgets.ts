import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Widgets (issue 16): the organizations' widget presets and carousels, and the moments of each carousel
 * in order. A moment (or its video) deleted leaves every carousel; a preset deleted leaves its carousels
 * their own style (presetId null); an end card deleted leaves its presets none.
 */
export class Widgets1765500000000 implements MigrationInterface {
  name = 'Widgets1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "widget_presets" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "name" varchar(256) NOT NULL,
        "mainColor" varchar(7) NOT NULL,
        "colorTheme" varchar(5) NOT NULL CHECK ("colorTheme" IN ('LIGHT', 'DARK')),
        "googleAnalyticsTrackingId" varchar(32),
        "googleAnalytics4MeasurementId" varchar(32),
        "endCardId" uuid REFERENCES "end_cards" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "widget_presets_organization_created" ON "widget_presets" ("organizationId", "created")`,
    );
    await queryRunner.query(`CREATE INDEX "widget_presets_end_card" ON "widget_presets" ("endCardId")`);
    await queryRunner.query(`
      CREATE TABLE "carousels" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "publicId" varchar(32) NOT NULL UNIQUE,
        "name" varchar(256) NOT NULL,
        "title" varchar(256) NOT NULL DEFAULT '',
        "description" text NOT NULL DEFAULT '',
        "mainColor" varchar(7) NOT NULL,
        "colorTheme" varchar(5) NOT NULL CHECK ("colorTheme" IN ('LIGHT', 'DARK')),
        "googleAnalyticsTrackingId" varchar(32),
        "googleAnalytics4MeasurementId" varchar(32),
        "presetId" uuid REFERENCES "widget_presets" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "carousels_organization_created" ON "carousels" ("organizationId", "created")`,
    );
    await queryRunner.query(`CREATE INDEX "carousels_preset" ON "carousels" ("presetId")`);
    await queryRunner.query(`
      CREATE TABLE "carousel_moments" (
        "carouselId" uuid NOT NULL REFERENCES "carousels" ("id") ON DELETE CASCADE,
        "momentId" uuid NOT NULL REFERENCES "moments" ("id") ON DELETE CASCADE,
        "position" integer NOT NULL CHECK ("position" >= 0),
        PRIMARY KEY ("carouselId", "momentId")
      )`);
    await queryRunner.query(`CREATE INDEX "carousel_moments_moment" ON "carousel_moments" ("momentId")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "carousel_moments"`);
    await queryRunner.query(`DROP TABLE "carousels"`);
    await queryRunner.query(`DROP TABLE "widget_presets"`);
  }
}
