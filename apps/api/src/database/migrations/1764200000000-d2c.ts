import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The D2C transcription service: API keys and transcription jobs. */
export class D2C1764200000000 implements MigrationInterface {
  name = 'D2C1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "d2c_api_keys" (
        "id" uuid PRIMARY KEY,
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "name" varchar(100) NOT NULL,
        "keyCiphertext" text NOT NULL,
        "keyDigest" char(64) NOT NULL UNIQUE,
        "revoked" boolean NOT NULL DEFAULT false,
        "revokedAt" timestamptz,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "d2c_api_keys_organization_created" ON "d2c_api_keys" ("organizationId", "created")`,
    );
    // A name is taken by an active key only: a revoked key's name can be given to its replacement.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "d2c_api_keys_organization_name_active" ON "d2c_api_keys" ("organizationId", LOWER("name")) WHERE NOT "revoked"`,
    );
    // Declared in the order of a job's life, which is also the order `orderBy: status` sorts by.
    await queryRunner.query(
      `CREATE TYPE "d2c_transcription_status" AS ENUM ('VALIDATION', 'QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')`,
    );
    await queryRunner.query(`
      CREATE TABLE "d2c_transcriptions" (
        "id" uuid PRIMARY KEY,
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "apiKeyId" uuid REFERENCES "d2c_api_keys" ("id") ON DELETE SET NULL,
        "inputName" varchar(255) NOT NULL,
        "jobName" varchar(255) NOT NULL,
        "status" "d2c_transcription_status" NOT NULL,
        "sourceUrl" text,
        "sourceKey" text NOT NULL,
        "sourceSize" bigint,
        "durationMs" integer,
        "meteredSeconds" integer,
        "progress" smallint NOT NULL DEFAULT 0 CHECK ("progress" BETWEEN 0 AND 100),
        "failureReason" text,
        "transcriptKey" text,
        "languageCode" varchar(35),
        "engine" varchar(255),
        "created" timestamptz NOT NULL DEFAULT now(),
        "updated" timestamptz NOT NULL DEFAULT now(),
        "completedAt" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "d2c_transcriptions_organization_created" ON "d2c_transcriptions" ("organizationId", "created")`,
    );
    await queryRunner.query(`CREATE INDEX "d2c_transcriptions_api_key" ON "d2c_transcriptions" ("apiKeyId")`);
    // What the monitor reconciles at start: only the few jobs still in the pipeline.
    await queryRunner.query(
      `CREATE INDEX "d2c_transcriptions_in_pipeline" ON "d2c_transcriptions" ("status") WHERE "status" IN ('VALIDATION', 'QUEUED', 'IN_PROGRESS')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "d2c_transcriptions"`);
    await queryRunner.query(`DROP TYPE "d2c_transcription_status"`);
    await queryRunner.query(`DROP TABLE "d2c_api_keys"`);
  }
}
