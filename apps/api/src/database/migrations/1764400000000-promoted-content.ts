import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Promo cards settings of videos; a video without a row has the defaults. */
export class PromotedContent1764400000000 implements MigrationInterface {
  name = 'PromotedContent1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "video_promoted_content" (
        "videoId" uuid PRIMARY KEY REFERENCES "videos" ("id") ON DELETE CASCADE,
        "promoteObjects" boolean NOT NULL,
        "promoteAtStart" boolean NOT NULL,
        "promoteAtEnd" boolean NOT NULL,
        "promotedObjectsLabel" varchar(25) NOT NULL,
        "updated" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_promoted_content"`);
  }
}
