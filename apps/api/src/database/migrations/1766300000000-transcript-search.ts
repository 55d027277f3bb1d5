import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The segments' search vectors move to a narrow table of their own, with the organization, video and
 * order the search filters and sorts by: a common word's search reads every match's vector, and in
 * `transcript_segments` each sits beside its timed words (some 1.5 kB a segment). The table is kept by
 * triggers on the segments, as the generated column it replaces was, whatever writes them (docs/decisions.md,
 * "The transcripts search reads a table of its own").
 */
export class TranscriptSearch1766300000000 implements MigrationInterface {
  name = 'TranscriptSearch1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "transcript_search" (
        "segmentId" uuid PRIMARY KEY REFERENCES "transcript_segments" ("id") ON DELETE CASCADE,
        "organizationId" uuid NOT NULL,
        "videoId" uuid NOT NULL,
        "videoCreated" timestamptz NOT NULL,
        "position" integer NOT NULL,
        "search" tsvector NOT NULL
      )`);
    // Statement triggers with transition tables: a transcript's segments arrive in a few multi-row
    // inserts, each joined to its transcription once. A transcription's organization, video and video
    // creation never change.
    await queryRunner.query(`
      CREATE FUNCTION "transcript_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "transcript_search" ("segmentId", "organizationId", "videoId", "videoCreated", "position", "search")
        SELECT s."id", t."organizationId", t."videoId", t."videoCreated", s."position", to_tsvector('simple', s."text")
          FROM "inserted" s JOIN "transcriptions" t ON t."id" = s."transcriptionId";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "transcript_search_insert" AFTER INSERT ON "transcript_segments"
        REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "transcript_search_insert"()`);
    await queryRunner.query(`
      CREATE FUNCTION "transcript_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "transcript_search" x SET "position" = s."position", "search" = to_tsvector('simple', s."text")
          FROM "updated" s WHERE x."segmentId" = s."id";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "transcript_search_update" AFTER UPDATE ON "transcript_segments"
        REFERENCING NEW TABLE AS "updated" FOR EACH STATEMENT EXECUTE FUNCTION "transcript_search_update"()`);
    await queryRunner.query(`
      INSERT INTO "transcript_search" ("segmentId", "organizationId", "videoId", "videoCreated", "position", "search")
      SELECT s."id", t."organizationId", t."videoId", t."videoCreated", s."position", s."search"
        FROM "transcript_segments" s JOIN "transcriptions" t ON t."id" = s."transcriptionId"`);
    await queryRunner.query(
      `CREATE INDEX "transcript_search_search" ON "transcript_search" USING GIN ("search")`,
    );
    // Its GIN index goes with it.
    await queryRunner.query(`ALTER TABLE "transcript_segments" DROP COLUMN "search"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "transcript_segments"
         ADD "search" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "text")) STORED`,
    );
    await queryRunner.query(
      `CREATE INDEX "transcript_segments_search" ON "transcript_segments" USING GIN ("search")`,
    );
    await queryRunner.query(`DROP TRIGGER "transcript_search_update" ON "transcript_segments"`);
    await queryRunner.query(`DROP TRIGGER "transcript_search_insert" ON "transcript_segments"`);
    await queryRunner.query(`DROP FUNCTION "transcript_search_update"()`);
    await queryRunner.query(`DROP FUNCTION "transcript_search_insert"()`);
    await queryRunner.query(`DROP TABLE "transcript_search"`);
  }
}
