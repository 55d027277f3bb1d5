import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The scene changes of videos, one of the signals of suggested moments (the suggestions are not stored). */
export class MomentSuggestions1764800000000 implements MigrationInterface {
  name = 'MomentSuggestions1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "scene_detection_status" AS ENUM ('QUEUED', 'COMPLETED', 'FAILED')`);
    await queryRunner.query(`
      CREATE TABLE "video_scene_detections" (
        "videoId" uuid PRIMARY KEY REFERENCES "videos" ("id") ON DELETE CASCADE,
        "run" integer NOT NULL,
        "status" "scene_detection_status" NOT NULL,
        "changes" jsonb NOT NULL DEFAULT '[]',
        "failureReason" text,
        "updated" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "video_scene_detections_queued" ON "video_scene_detections" ("status") WHERE "status" = 'QUEUED'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_scene_detections"`);
    await queryRunner.query(`DROP TYPE "scene_detection_status"`);
  }
}
