import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Linked YouTube accounts (tokens encrypted by the API) and the FK of their publishing targets. */
export class Youtube1765000000000 implements MigrationInterface {
  name = 'Youtube1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "youtube_accounts" (
        "id" uuid PRIMARY KEY,
        "organizationId" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL UNIQUE REFERENCES "users"("id") ON DELETE CASCADE,
        "accountName" varchar(255) NOT NULL,
        "channelId" varchar(64) NOT NULL,
        "accessTokenEncrypted" text NOT NULL,
        "refreshTokenEncrypted" text NOT NULL,
        "tokenExpiresAt" timestamptz NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "youtube_accounts_organization" ON "youtube_accounts" ("organizationId")`,
    );
    await queryRunner.query(`
      ALTER TABLE "publishing_targets"
        ADD CONSTRAINT "publishing_targets_youtube_account"
        FOREIGN KEY ("youtubeAccountId") REFERENCES "youtube_accounts"("id") ON DELETE CASCADE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "publishing_targets" DROP CONSTRAINT "publishing_targets_youtube_account"`,
    );
    await queryRunner.query(`DROP TABLE "youtube_accounts"`);
  }
}
