import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Videos and the usage records plan limits count. */
export class Videos1763900000000 implements MigrationInterface {
  name = 'Videos1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Declared in the order of a video's life, which is also the order `orderBy: status` sorts by.
    await queryRunner.query(
      `CREATE TYPE "video_status" AS ENUM ('CREATED', 'UPLOADING', 'UPLOADED', 'PROCESSING', 'DRAFT', 'SCHEDULED', 'PUBLISHED', 'EDITED', 'FAILED')`,
    );
    await queryRunner.query(`CREATE TYPE "video_origin" AS ENUM ('DIRECT', 'REMOTE', 'YOUTUBE', 'VIMEO')`);
    await queryRunner.query(`CREATE TYPE "pipeline_type" AS ENUM ('BASIC')`);
    await queryRunner.query(
      `CREATE TYPE "limit_kind" AS ENUM ('VIDEOS_UPLOAD_LIMIT', 'VIDEOS_PUBLISH_LIMIT', 'END_CARDS_LIMIT', 'WIDGETS_CAROUSEL_LIMIT', 'WIDGET_PRESETS_LIMIT', 'MICROSITES_LIMIT', 'D2C_TRANSCRIPTION_DURATION_LIMIT')`,
    );
    await queryRunner.query(`
      CREATE TABLE "videos" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "mediaId" uuid NOT NULL,
        "title" varchar(256) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "status" "video_status" NOT NULL,
        "origin" "video_origin" NOT NULL,
        "pipelineType" "pipeline_type" NOT NULL DEFAULT 'BASIC',
        "sourceKey" text NOT NULL,
        "sourceFilename" varchar(255),
        "sourceSize" bigint,
        "uploadId" text,
        "remoteUrl" text,
        "durationMs" integer,
        "width" integer,
        "height" integer,
        "processingProgress" smallint NOT NULL DEFAULT 0 CHECK ("processingProgress" BETWEEN 0 AND 100),
        "processingRun" integer NOT NULL DEFAULT 0,
        "failureReason" text,
        "views" integer NOT NULL DEFAULT 0,
        "isMonetizationEnabled" boolean NOT NULL DEFAULT false,
        "masterKey" text,
        "renditions" jsonb NOT NULL DEFAULT '[]',
        "posterKey" text,
        "thumbnailKeys" jsonb NOT NULL DEFAULT '[]',
        "storyboardSpriteKey" text,
        "storyboardVttKey" text,
        "audioKey" text,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now(),
        "updated" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "videos_organization_created" ON "videos" ("organizationId", "created")`,
    );
    await queryRunner.query(
      `CREATE INDEX "videos_organization_media" ON "videos" ("organizationId", "mediaId", "created")`,
    );
    // What the processing monitor reconciles at start: only the few videos still in the pipeline.
    await queryRunner.query(
      `CREATE INDEX "videos_in_pipeline" ON "videos" ("status") WHERE "status" IN ('UPLOADED', 'PROCESSING')`,
    );
    await queryRunner.query(`CREATE INDEX "videos_created_by" ON "videos" ("createdById")`);
    await queryRunner.query(`
      CREATE TABLE "usage_records" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "kind" "limit_kind" NOT NULL,
        "quantity" integer NOT NULL DEFAULT 1,
        "subjectId" uuid,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "usage_records_organization_kind_created" ON "usage_records" ("organizationId", "kind", "created")`,
    );
    await queryRunner.query(`CREATE INDEX "usage_records_subject" ON "usage_records" ("subjectId")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "usage_records"`);
    await queryRunner.query(`DROP TABLE "videos"`);
    await queryRunner.query(`DROP TYPE "limit_kind"`);
    await queryRunner.query(`DROP TYPE "pipeline_type"`);
    await queryRunner.query(`DROP TYPE "video_origin"`);
    await queryRunner.query(`DROP TYPE "video_status"`);
  }
}
