import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Overlays (issue 15): the organizations' calls to action (buttons and images), their end cards, the
 * end card a video or a moment shows, and the CTAs placed over a video in timestamp groups.
 */
export class Overlays1765400000000 implements MigrationInterface {
  name = 'Overlays1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ctas" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "type" varchar(10) NOT NULL CHECK ("type" IN ('BUTTON', 'IMAGE')),
        "name" varchar(200) NOT NULL,
        "url" varchar(200),
        "design" jsonb,
        "imageKey" text,
        "publicUuid" uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        "created" timestamptz NOT NULL DEFAULT now(),
        CHECK (("type" = 'BUTTON') = ("design" IS NOT NULL)),
        CHECK (("type" = 'IMAGE') = ("imageKey" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "ctas_organization_created" ON "ctas" ("organizationId", "created")`,
    );
    await queryRunner.query(`
      CREATE TABLE "end_cards" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "name" varchar(200) NOT NULL,
        "origin" varchar(20) NOT NULL CHECK ("origin" IN ('GUI_BUILDER', 'CUSTOM_JS')),
        "customCode" text,
        "design" jsonb,
        "backgroundImageKey" text,
        "ctaButton1Id" uuid REFERENCES "ctas" ("id"),
        "ctaButton2Id" uuid REFERENCES "ctas" ("id"),
        "watchNextButtonVisible" boolean NOT NULL DEFAULT false,
        "promoCode" jsonb,
        "created" timestamptz NOT NULL DEFAULT now(),
        CHECK (("origin" = 'CUSTOM_JS') = ("customCode" IS NOT NULL)),
        CHECK (("origin" = 'GUI_BUILDER') = ("design" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "end_cards_organization_created" ON "end_cards" ("organizationId", "created")`,
    );
    await queryRunner.query(`CREATE INDEX "end_cards_cta_button_1" ON "end_cards" ("ctaButton1Id")`);
    await queryRunner.query(`CREATE INDEX "end_cards_cta_button_2" ON "end_cards" ("ctaButton2Id")`);
    // Deleting an end card detaches it from the videos and moments that showed it.
    for (const table of ['videos', 'moments']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "endCardId" uuid REFERENCES "end_cards" ("id") ON DELETE SET NULL`,
      );
      await queryRunner.query(`CREATE INDEX "${table}_end_card" ON "${table}" ("endCardId")`);
    }
    await queryRunner.query(`
      CREATE TABLE "video_cta_timestamps" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "position" smallint NOT NULL,
        "name" text NOT NULL,
        "startMs" integer NOT NULL,
        "endMs" integer NOT NULL,
        CHECK ("startMs" >= 0 AND "endMs" > "startMs"),
        UNIQUE ("videoId", "position")
      )`);
    await queryRunner.query(`
      CREATE TABLE "video_ctas" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "timestampId" uuid NOT NULL REFERENCES "video_cta_timestamps" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "ctaId" uuid NOT NULL REFERENCES "ctas" ("id"),
        "order" integer NOT NULL,
        "config" jsonb NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "video_ctas_timestamp" ON "video_ctas" ("timestampId")`);
    await queryRunner.query(`CREATE INDEX "video_ctas_cta_video" ON "video_ctas" ("ctaId", "videoId")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_ctas"`);
    await queryRunner.query(`DROP TABLE "video_cta_timestamps"`);
    for (const table of ['videos', 'moments']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "endCardId"`);
    }
    await queryRunner.query(`DROP TABLE "end_cards"`);
    await queryRunner.query(`DROP TABLE "ctas"`);
  }
}
