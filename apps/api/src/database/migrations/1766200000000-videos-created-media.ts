import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newest-first index of videos carries each video's media: a page deep in the one-video-per-media list
 * finds its keys, and checks that no newer video shares the media, in indexes alone, without reading the
 * rows it skips (docs/decisions.md, "Lists: the bench's warm-up, duplicates, deep pages, the transcript
 * search").
 */
export class VideosCreatedMedia1766200000000 implements MigrationInterface {
  name = 'VideosCreatedMedia1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "videos_organization_created"`);
    await queryRunner.query(
      `CREATE INDEX "videos_organization_created" ON "videos" ("organizationId", "created", "id") INCLUDE ("mediaId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "videos_organization_created"`);
    await queryRunner.query(
      `CREATE INDEX "videos_organization_created" ON "videos" ("organizationId", "created", "id")`,
    );
  }
}
