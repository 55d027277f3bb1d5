import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An address may have several pending owner registrations, each with its own password; the first
 * verified wins and the others are deleted (docs/decisions.md, "Pending registrations are kept apart").
 */
export class PendingRegistrations1765100000000 implements MigrationInterface {
  name = 'PendingRegistrations1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_pending_owner_email_unique"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Only the newest pending registration of each address is kept, as the earlier schema allowed one.
    await queryRunner.query(`
      DELETE FROM "users" AS "user" USING "users" AS "newer"
      WHERE "user"."organizationId" IS NULL AND "newer"."organizationId" IS NULL
        AND "user"."email" = "newer"."email" AND "user"."dateJoined" < "newer"."dateJoined"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_pending_owner_email_unique" ON "users" ("email") WHERE "organizationId" IS NULL`,
    );
  }
}
