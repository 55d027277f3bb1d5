import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The videos list sorted by views reads the organization's videos in that order and stops after the page
 * (docs/decisions.md, "Lists at scale (issue 18)", "Views indexed after all"): it was a scan and a top-N
 * sort of every video of the organization.
 */
export class ViewsIndex1765900000000 implements MigrationInterface {
  name = 'ViewsIndex1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "videos_organization_views" ON "videos" ("organizationId", "views", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "videos_organization_views"`);
  }
}
