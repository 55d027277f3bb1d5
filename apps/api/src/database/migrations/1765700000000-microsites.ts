import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Microsites (issue 17): an organization's public sites, each under a subdomain unique on the server, and
 * their three sections (top, middle, bottom). An organization deleted takes its microsites and their
 * sections with it. A playlist a section shows cannot be deleted (PLAYLIST_IN_USE, and the foreign key
 * behind it). That key is checked at the commit: an organization's deletion cascades to its playlists and,
 * through its microsites, to the sections showing them, and a check made before the sections are gone
 * (RESTRICT, or NO ACTION at the end of the statement) would refuse it.
 */
export class Microsites1765700000000 implements MigrationInterface {
  name = 'Microsites1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "microsites" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "title" varchar(200) NOT NULL,
        "description" varchar(160) NOT NULL DEFAULT '',
        "subdomain" varchar(63) NOT NULL,
        "created" timestamptz NOT NULL DEFAULT now(),
        "healthy" boolean NOT NULL DEFAULT false,
        "logoKey" varchar(200),
        "faviconKey" varchar(200),
        "mainColor" varchar(7) NOT NULL,
        "googleAnalyticsId" varchar(32),
        "googleAnalytics4Id" varchar(32),
        "htmlCode" text NOT NULL DEFAULT '',
        "momentsLocationTop" boolean NOT NULL DEFAULT true
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "microsites_subdomain" ON "microsites" ("subdomain")`);
    await queryRunner.query(
      `CREATE INDEX "microsites_organization_created" ON "microsites" ("organizationId", "created")`,
    );
    await queryRunner.query(`
      CREATE TABLE "microsite_sections" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "micrositeId" uuid NOT NULL REFERENCES "microsites" ("id") ON DELETE CASCADE,
        "position" varchar(6) NOT NULL CHECK ("position" IN ('TOP', 'MIDDLE', 'BOTTOM')),
        "title" varchar(128) NOT NULL,
        "sortBy" varchar(30) NOT NULL CHECK ("sortBy" IN ('PUBLICATION_DATE', 'PUBLICATION_DATE_DESC',
          'VIEWS', 'VIEWS_DESC', 'STARS', 'STARS_DESC')),
        "contentType" varchar(20) NOT NULL CHECK ("contentType" IN ('VIDEOS', 'MOMENTS', 'VIDEOS_MOMENTS')),
        "internalTag" varchar(60),
        "regularTag" varchar(60),
        "playlistId" uuid CONSTRAINT "microsite_sections_playlist_fk" REFERENCES "playlists" ("id")
          DEFERRABLE INITIALLY DEFERRED
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "microsite_sections_microsite_position" ON "microsite_sections" ("micrositeId", "position")`,
    );
    await queryRunner.query(
      `CREATE INDEX "microsite_sections_playlist" ON "microsite_sections" ("playlistId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "microsite_sections"`);
    await queryRunner.query(`DROP TABLE "microsites"`);
  }
}
