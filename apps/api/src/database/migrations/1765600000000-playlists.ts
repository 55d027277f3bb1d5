import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Playlists (issue 16): an organization's playlists, manual or rule-based, and the items of the manual
 * ones in order. A video or a moment deleted leaves every playlist (the foreign keys cascade).
 */
export class Playlists1765600000000 implements MigrationInterface {
  name = 'Playlists1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "playlists" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "name" varchar(128) NOT NULL,
        "contentType" varchar(10) NOT NULL CHECK ("contentType" IN ('VIDEOS', 'MOMENTS')),
        "orderBy" varchar(30) NOT NULL CHECK ("orderBy" IN ('MANUAL', 'PUBLICATION_DATE',
          'PUBLICATION_DATE_DESC', 'TITLE', 'TITLE_DESC', 'VIEWS', 'VIEWS_DESC')),
        "filterBy" varchar(20) NOT NULL DEFAULT 'NULL' CHECK ("filterBy" IN ('TAG', 'INTERNAL_TAG', 'NULL')),
        "filterValue" varchar(60),
        "created" timestamptz NOT NULL DEFAULT now(),
        CHECK (("filterBy" = 'NULL') = ("filterValue" IS NULL)),
        CHECK ("orderBy" <> 'MANUAL' OR "filterBy" = 'NULL')
      )`);
    await queryRunner.query(
      `CREATE INDEX "playlists_organization_created" ON "playlists" ("organizationId", "created")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "playlists_organization_name" ON "playlists" ("organizationId", LOWER("name"))`,
    );
    await queryRunner.query(`
      CREATE TABLE "playlist_items" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "playlistId" uuid NOT NULL REFERENCES "playlists" ("id") ON DELETE CASCADE,
        "position" integer NOT NULL,
        "videoId" uuid REFERENCES "videos" ("id") ON DELETE CASCADE,
        "momentId" uuid REFERENCES "moments" ("id") ON DELETE CASCADE,
        CHECK (("videoId" IS NULL) <> ("momentId" IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "playlist_items_playlist_position" ON "playlist_items" ("playlistId", "position")`,
    );
    // An item is in a playlist once; the indexes also serve the pickers and the cascades.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "playlist_items_video" ON "playlist_items" ("videoId", "playlistId")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "playlist_items_moment" ON "playlist_items" ("momentId", "playlistId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "playlist_items"`);
    await queryRunner.query(`DROP TABLE "playlists"`);
  }
}
