import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes of the dashboard's lists at scale (issue 18; docs/decisions.md, "Lists at scale (issue 18)"):
 * trigram GIN indexes for the lists' ILIKE search in titles and descriptions, the title order as the
 * lists sort it (LOWER, then id), and the id as the last key of the newest-first and one-per-media
 * indexes, so that their order and the "no newer video of the same media" check need no sort and no row.
 */
/** Columns the lists sort by, each indexed after the organization and before the tie breaker. */
const SORTED_COLUMNS = [
  ['videos', 'status'],
  ['videos', 'isMonetizationEnabled'],
  ['moments', 'visible'],
] as const;

export class ListIndexes1765800000912 implements MigrationInterface {
  name = 'ListIndexes1765800000912';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const table of ['videos', 'moments']) {
      for (const column of ['title', 'description']) {
        await queryRunner.query(
          `CREATE INDEX "${table}_${column}_trigrams" ON "${table}" USING GIN ("${column}" gin_trgm_ops)`,
        );
      }
      await queryRunner.query(
        `CREATE INDEX "${table}_organization_title" ON "${table}" ("organizationId", LOWER("title"), "id")`,
      );
      await queryRunner.query(`DROP INDEX "${table}_organization_created"`);
      await queryRunner.query(
        `CREATE INDEX "${table}_organization_created" ON "${table}" ("organizationId", "created", "id")`,
      );
    }
    await queryRunner.query(`DROP INDEX "videos_organization_media"`);
    await queryRunner.query(
      `CREATE INDEX "videos_organization_media" ON "videos" ("organizationId", "mediaId", "created", "id")`,
    );
    // The other orders the tables offer, but not views: the public player counts every view, and an
    // indexed column would make each count write every index of videos (no heap-only update).
    for (const [table, column] of SORTED_COLUMNS) {
      await queryRunner.query(
        `CREATE INDEX "${table}_organization_${column}" ON "${table}" ("organizationId", "${column}", "id")`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of SORTED_COLUMNS) {
      await queryRunner.query(`DROP INDEX "${table}_organization_${column}"`);
    }
    await queryRunner.query(`DROP INDEX "videos_organization_media"`);
    await queryRunner.query(
      `CREATE INDEX "videos_organization_media" ON "videos" ("organizationId", "mediaId", "created")`,
    );
    for (const table of ['moments', 'videos']) {
      await queryRunner.query(`DROP INDEX "${table}_organization_created"`);
      await queryRunner.query(
        `CREATE INDEX "${table}_organization_created" ON "${table}" ("organizationId", "created")`,
      );
      await queryRunner.query(`DROP INDEX "${table}_organization_title"`);
      await queryRunner.query(`DROP INDEX "${table}_description_trigrams"`);
      await queryRunner.query(`DROP INDEX "${table}_title_trigrams"`);
    }
    // pg_trgm stays: another schema object may use it by then.
  }
}
