import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Viewer analytics (issue 21): where the roll-up of the events stream stopped, the plays and viewers
 * still open to new events, and the figures per subject (video, moment, organization) and UTC day.
 */
export class Analytics1766000000000 implements MigrationInterface {
  name = 'Analytics1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "analytics_rollup_cursors" (
      "name" character varying(40) NOT NULL,
      "lastId" character varying(40) NOT NULL,
      "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_analytics_rollup_cursors" PRIMARY KEY ("name"))`);
    await queryRunner.query(
      `INSERT INTO "analytics_rollup_cursors" ("name", "lastId") VALUES ('events', '0-0')`,
    );
    await queryRunner.query(`CREATE TABLE "analytics_plays" (
      "subjectId" uuid NOT NULL,
      "day" date NOT NULL,
      "session" character varying(64) NOT NULL,
      "watched" bytea NOT NULL,
      "started" boolean NOT NULL,
      "completed" boolean NOT NULL,
      "overlays" text array NOT NULL,
      CONSTRAINT "PK_analytics_plays" PRIMARY KEY ("subjectId", "day", "session"))`);
    await queryRunner.query(`CREATE INDEX "analytics_plays_day" ON "analytics_plays" ("day")`);
    await queryRunner.query(`CREATE TABLE "analytics_viewers" (
      "subjectId" uuid NOT NULL,
      "day" date NOT NULL,
      "viewer" character varying(64) NOT NULL,
      CONSTRAINT "PK_analytics_viewers" PRIMARY KEY ("subjectId", "day", "viewer"))`);
    await queryRunner.query(`CREATE INDEX "analytics_viewers_day" ON "analytics_viewers" ("day")`);
    await queryRunner.query(`CREATE TABLE "analytics_days" (
      "subjectId" uuid NOT NULL,
      "day" date NOT NULL,
      "subjectKind" character varying(12) NOT NULL,
      "organizationId" uuid NOT NULL,
      "videoId" uuid,
      "plays" integer NOT NULL DEFAULT 0,
      "uniqueViewers" integer NOT NULL DEFAULT 0,
      "watchTimeMs" bigint NOT NULL DEFAULT 0,
      "watchedSeconds" bigint NOT NULL DEFAULT 0,
      "playedSeconds" bigint NOT NULL DEFAULT 0,
      "completes" integer NOT NULL DEFAULT 0,
      "seeks" integer NOT NULL DEFAULT 0,
      "shares" integer NOT NULL DEFAULT 0,
      "retention" integer array,
      CONSTRAINT "PK_analytics_days" PRIMARY KEY ("subjectId", "day"))`);
    await queryRunner.query(
      `CREATE INDEX "analytics_days_organization" ON "analytics_days" ("organizationId", "subjectKind", "day")`,
    );
    await queryRunner.query(`CREATE TABLE "analytics_overlay_days" (
      "subjectId" uuid NOT NULL,
      "day" date NOT NULL,
      "overlayKind" character varying(12) NOT NULL,
      "overlayId" uuid NOT NULL,
      "impressions" integer NOT NULL DEFAULT 0,
      "clicks" integer NOT NULL DEFAULT 0,
      CONSTRAINT "PK_analytics_overlay_days" PRIMARY KEY ("subjectId", "day", "overlayKind", "overlayId"))`);
    await queryRunner.query(`CREATE TABLE "analytics_host_days" (
      "subjectId" uuid NOT NULL,
      "day" date NOT NULL,
      "surface" character varying(12) NOT NULL,
      "host" character varying(253) NOT NULL,
      "plays" integer NOT NULL DEFAULT 0,
      CONSTRAINT "PK_analytics_host_days" PRIMARY KEY ("subjectId", "day", "surface", "host"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'analytics_host_days',
      'analytics_overlay_days',
      'analytics_days',
      'analytics_viewers',
      'analytics_plays',
      'analytics_rollup_cursors',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
