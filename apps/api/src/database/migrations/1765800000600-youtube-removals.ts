import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * YouTube (issue 18): a deleted video's YouTube uploads are removed from YouTube after the video's rows
 * are gone (`youtube_removals` keeps what the removal job needs), and a caption YouTube refuses is kept on
 * its publication (`refusedCaptions`) for the Publish page to show.
 */
export class YouTubeRemovals1765800000600 implements MigrationInterface {
  name = 'YouTubeRemovals1765800000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "youtube_removals" (
        "publicationId" uuid PRIMARY KEY,
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "targetId" uuid NOT NULL REFERENCES "publishing_targets" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL,
        "externalId" text NOT NULL,
        "requestedAt" timestamptz NOT NULL,
        "failureReason" text,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "youtube_removals_target" ON "youtube_removals" ("targetId")`);
    await queryRunner.query(
      `ALTER TABLE "publications" ADD "refusedCaptions" jsonb NOT NULL DEFAULT '[]'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "publications" DROP COLUMN "refusedCaptions"`);
    await queryRunner.query(`DROP TABLE "youtube_removals"`);
  }
}
