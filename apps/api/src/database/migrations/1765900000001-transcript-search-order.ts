import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transcripts search orders its hits by their video's creation (newest first): each transcription
 * keeps that time (a video's creation never changes), so that the search counts, ranks and pages its
 * matches in one statement (docs/decisions.md, "Lists at scale (issue 18)").
 */
export class TranscriptSearchOrder1765900000001 implements MigrationInterface {
  name = 'TranscriptSearchOrder1765900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "transcriptions" ADD "videoCreated" timestamptz`);
    await queryRunner.query(
      `UPDATE "transcriptions" t SET "videoCreated" = v."created" FROM "videos" v WHERE v."id" = t."videoId"`,
    );
    await queryRunner.query(`ALTER TABLE "transcriptions" ALTER "videoCreated" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "transcriptions" DROP "videoCreated"`);
  }
}
