import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stars (issue 17): viewers star published videos and moments on the public pages, one per viewer and day
 * (judged in Redis, never stored per viewer); microsite sections order by these counts.
 */
export class Stars1765700000001 implements MigrationInterface {
  name = 'Stars1765700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" ADD "stars" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "moments" ADD "stars" integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "moments" DROP COLUMN "stars"`);
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "stars"`);
  }
}
