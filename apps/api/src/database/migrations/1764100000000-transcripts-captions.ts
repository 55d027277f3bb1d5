import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Video transcripts (searchable segments) and captions, and the transcription state of a video. */
export class TranscriptsCaptions1764100000000 implements MigrationInterface {
  name = 'TranscriptsCaptions1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "video_transcription_status" AS ENUM ('QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')`,
    );
    await queryRunner.query(`CREATE TYPE "content_source" AS ENUM ('YOUTUBE', 'SYSTEM', 'USER')`);
    await queryRunner.query(`
      ALTER TABLE "videos"
        ADD COLUMN "transcriptionStatus" "video_transcription_status",
        ADD COLUMN "transcriptionFailureReason" text`);
    // What the transcription monitor reconciles at start: only the few videos whose transcript is pending.
    await queryRunner.query(
      `CREATE INDEX "videos_transcription_pending" ON "videos" ("transcriptionStatus")
        WHERE "transcriptionStatus" IN ('QUEUED', 'IN_PROGRESS')`,
    );
    await queryRunner.query(`
      CREATE TABLE "transcriptions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL UNIQUE REFERENCES "videos" ("id") ON DELETE CASCADE,
        "languageCode" varchar(35) NOT NULL,
        "engine" varchar(200) NOT NULL,
        "durationMs" integer NOT NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "transcriptions_organization" ON "transcriptions" ("organizationId")`,
    );
    // The 'simple' configuration: words as spoken, lowercased, no stemming and no stop words, whatever
    // the language (docs/decisions.md, "Transcripts and captions (API)").
    await queryRunner.query(`
      CREATE TABLE "transcript_segments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "transcriptionId" uuid NOT NULL REFERENCES "transcriptions" ("id") ON DELETE CASCADE,
        "position" integer NOT NULL,
        "speakerLabel" varchar(64) NOT NULL,
        "startMs" integer NOT NULL,
        "endMs" integer NOT NULL,
        "text" text NOT NULL,
        "tokens" jsonb NOT NULL DEFAULT '[]',
        "search" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "text")) STORED,
        CONSTRAINT "transcript_segments_position" UNIQUE ("transcriptionId", "position"),
        CHECK ("startMs" >= 0 AND "endMs" >= "startMs")
      )`);
    await queryRunner.query(
      `CREATE INDEX "transcript_segments_search" ON "transcript_segments" USING GIN ("search")`,
    );
    await queryRunner.query(`
      CREATE TABLE "video_captions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "name" varchar(255) NOT NULL,
        "languageCode" varchar(35) NOT NULL,
        "source" "content_source" NOT NULL,
        "fileKey" text NOT NULL,
        "size" integer NOT NULL,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now(),
        "updated" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "video_captions_language" UNIQUE ("videoId", "languageCode")
      )`);
    await queryRunner.query(
      `CREATE INDEX "video_captions_organization" ON "video_captions" ("organizationId")`,
    );
    await queryRunner.query(`CREATE INDEX "video_captions_created_by" ON "video_captions" ("createdById")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_captions"`);
    await queryRunner.query(`DROP TABLE "transcript_segments"`);
    await queryRunner.query(`DROP TABLE "transcriptions"`);
    await queryRunner.query(`DROP INDEX "videos_transcription_pending"`);
    await queryRunner.query(
      `ALTER TABLE "videos" DROP COLUMN "transcriptionFailureReason", DROP COLUMN "transcriptionStatus"`,
    );
    await queryRunner.query(`DROP TYPE "content_source"`);
    await queryRunner.query(`DROP TYPE "video_transcription_status"`);
  }
}
