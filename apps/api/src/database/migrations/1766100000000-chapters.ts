import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The chapters of videos (issue 21): a video's list, ordered by start, one chapter per start. */
export class Chapters1766100000000 implements MigrationInterface {
  name = 'Chapters1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "video_chapters" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "startMs" integer NOT NULL,
        "title" varchar(100) NOT NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "video_chapters_start" ON "video_chapters" ("videoId", "startMs")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_chapters"`);
  }
}
