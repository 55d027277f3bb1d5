import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moments of videos and their uploaded thumbnails. The moments of one video never overlap: the API checks
 * it under the video's row lock (for the message), and an exclusion constraint makes it a fact of the
 * data (btree_gist gives GiST the uuid equality; ranges are [start, end), so touching ones do not overlap).
 */
export class Moments1764700000000 implements MigrationInterface {
  name = 'Moments1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`
      CREATE TABLE "moments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "title" varchar(256) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "startMs" integer NOT NULL,
        "endMs" integer NOT NULL,
        "visible" boolean NOT NULL DEFAULT true,
        "tags" jsonb NOT NULL DEFAULT '[]',
        "internalTags" jsonb NOT NULL DEFAULT '[]',
        "source" "content_source" NOT NULL DEFAULT 'USER',
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now(),
        "updated" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "moments_range" CHECK ("startMs" >= 0 AND "endMs" > "startMs"),
        CONSTRAINT "moments_no_overlap" EXCLUDE USING gist (
          "videoId" WITH =, int4range("startMs", "endMs") WITH &&
        )
      )`);
    await queryRunner.query(
      `CREATE INDEX "moments_video_range" ON "moments" ("videoId", "startMs", "endMs")`,
    );
    await queryRunner.query(
      `CREATE INDEX "moments_organization_created" ON "moments" ("organizationId", "created")`,
    );
    await queryRunner.query(`CREATE INDEX "moments_created_by" ON "moments" ("createdById")`);
    await queryRunner.query(`
      CREATE TABLE "moment_thumbnails" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "momentId" uuid NOT NULL REFERENCES "moments" ("id") ON DELETE CASCADE,
        "fileKey" text NOT NULL,
        "size" integer NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "moment_thumbnails_moment" ON "moment_thumbnails" ("momentId", "created")`,
    );
    await queryRunner.query(
      `CREATE INDEX "moment_thumbnails_organization" ON "moment_thumbnails" ("organizationId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "moment_thumbnails_created_by" ON "moment_thumbnails" ("createdById")`,
    );
    await queryRunner.query(`
      ALTER TABLE "moments"
        ADD COLUMN "thumbnailId" uuid REFERENCES "moment_thumbnails" ("id") ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX "moments_thumbnail" ON "moments" ("thumbnailId")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "moments" DROP COLUMN "thumbnailId"`);
    await queryRunner.query(`DROP TABLE "moment_thumbnails"`);
    await queryRunner.query(`DROP TABLE "moments"`);
    // btree_gist stays: other tables may use it, and it holds no data.
  }
}
