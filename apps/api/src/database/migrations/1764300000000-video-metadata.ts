import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The video editor's metadata (tags, categories, the logo, the selected thumbnail), the versions of that
 * metadata, and the thumbnails members upload.
 */
export class VideoMetadata1764300000000 implements MigrationInterface {
  name = 'VideoMetadata1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "logo_position" AS ENUM ('BOTTOM_RIGHT', 'BOTTOM_LEFT', 'TOP_LEFT', 'TOP_RIGHT')`,
    );
    await queryRunner.query(`
      CREATE TABLE "video_thumbnails" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "fileKey" text NOT NULL,
        "size" integer NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "video_thumbnails_video" ON "video_thumbnails" ("videoId", "created")`,
    );
    await queryRunner.query(
      `CREATE INDEX "video_thumbnails_organization" ON "video_thumbnails" ("organizationId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "video_thumbnails_created_by" ON "video_thumbnails" ("createdById")`,
    );
    // The selected thumbnail: an uploaded one (deleting it falls back to the poster) or a transcoder
    // candidate by its position in "thumbnailKeys"; neither means the poster.
    await queryRunner.query(`
      ALTER TABLE "videos"
        ADD COLUMN "tags" jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN "internalTags" jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN "orgLogoEnabled" boolean NOT NULL DEFAULT false,
        ADD COLUMN "orgLogoPosition" "logo_position" NOT NULL DEFAULT 'BOTTOM_RIGHT',
        ADD COLUMN "thumbnailId" uuid REFERENCES "video_thumbnails" ("id") ON DELETE SET NULL,
        ADD COLUMN "thumbnailCandidate" smallint CHECK ("thumbnailCandidate" >= 0),
        ADD COLUMN "version" integer NOT NULL DEFAULT 0,
        ADD COLUMN "publishedVersion" integer`);
    await queryRunner.query(`CREATE INDEX "videos_thumbnail" ON "videos" ("thumbnailId")`);
    await queryRunner.query(`
      CREATE TABLE "video_versions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "version" integer NOT NULL,
        "metadata" jsonb NOT NULL,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "video_versions_number" UNIQUE ("videoId", "version")
      )`);
    await queryRunner.query(`CREATE INDEX "video_versions_created_by" ON "video_versions" ("createdById")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_versions"`);
    await queryRunner.query(`DROP INDEX "videos_thumbnail"`);
    await queryRunner.query(`
      ALTER TABLE "videos"
        DROP COLUMN "publishedVersion",
        DROP COLUMN "version",
        DROP COLUMN "thumbnailCandidate",
        DROP COLUMN "thumbnailId",
        DROP COLUMN "orgLogoPosition",
        DROP COLUMN "orgLogoEnabled",
        DROP COLUMN "internalTags",
        DROP COLUMN "tags"`);
    await queryRunner.query(`DROP TABLE "video_thumbnails"`);
    await queryRunner.query(`DROP TYPE "logo_position"`);
  }
}
