import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishing: the targets of an organization (its own pages, linked YouTube accounts), the publications of
 * videos on them, and the pending schedule of a video. Every existing organization gets its
 * SelfPublication target here; new ones get it on first use.
 */
export class Publishing1764900000000 implements MigrationInterface {
  name = 'Publishing1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "publishing_target_type" AS ENUM ('SelfPublication', 'YouTube')`);
    await queryRunner.query(`
      CREATE TABLE "publishing_targets" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "type" "publishing_target_type" NOT NULL,
        "name" varchar(255) NOT NULL,
        "youtubeAccountId" uuid UNIQUE,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "publishing_targets_organization" ON "publishing_targets" ("organizationId")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "publishing_targets_one_self_publication" ON "publishing_targets" ("organizationId") WHERE "type" = 'SelfPublication'`,
    );
    await queryRunner.query(`
      INSERT INTO "publishing_targets" ("organizationId", "type", "name")
      SELECT "id", 'SelfPublication', 'Self publication' FROM "organizations"
      ON CONFLICT DO NOTHING`);

    await queryRunner.query(
      `CREATE TYPE "publication_upload_status" AS ENUM ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'LOST')`,
    );
    await queryRunner.query(`
      CREATE TABLE "publications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "targetId" uuid NOT NULL REFERENCES "publishing_targets" ("id") ON DELETE CASCADE,
        "version" integer NOT NULL,
        "scheduledAt" timestamptz,
        "publishedAt" timestamptz,
        "uploadStatus" "publication_upload_status" NOT NULL,
        "publicUrl" text,
        "externalId" text,
        "studioUrl" text,
        "failureReason" text,
        "uploadSessionUrl" text,
        "uploadedBytes" bigint NOT NULL DEFAULT 0,
        "youtubeOptions" jsonb,
        "unpublishRequestedAt" timestamptz,
        "created" timestamptz NOT NULL DEFAULT now(),
        "updated" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "publications_video_target" UNIQUE ("videoId", "targetId")
      )`);
    await queryRunner.query(`CREATE INDEX "publications_organization" ON "publications" ("organizationId")`);
    await queryRunner.query(`CREATE INDEX "publications_target" ON "publications" ("targetId")`);

    // One row per video ever scheduled: `run` grows with each schedule so a stale delayed job is ignored.
    await queryRunner.query(`
      CREATE TABLE "publish_schedules" (
        "videoId" uuid PRIMARY KEY REFERENCES "videos" ("id") ON DELETE CASCADE,
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "run" integer NOT NULL DEFAULT 0,
        "scheduledAt" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "publish_schedules_pending" ON "publish_schedules" ("scheduledAt") WHERE "scheduledAt" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "publish_schedules"`);
    await queryRunner.query(`DROP TABLE "publications"`);
    await queryRunner.query(`DROP TYPE "publication_upload_status"`);
    await queryRunner.query(`DROP TABLE "publishing_targets"`);
    await queryRunner.query(`DROP TYPE "publishing_target_type"`);
  }
}
