import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763770000000 implements MigrationInterface {
  name = 'Foundation1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "organization_role" AS ENUM ('ORG_OWNER', 'ORG_ADMIN', 'VIDEO_EDITOR', 'CURATOR')`,
    );
    await queryRunner.query(
      `CREATE TYPE "subscription_plan" AS ENUM ('TRIAL', 'PREMIUM', 'UNLIMITED', 'D2C_TRIAL', 'D2C_PREMIUM', 'D2C_UNLIMITED')`,
    );
    await queryRunner.query(
      `CREATE TYPE "subscription_status" AS ENUM ('TRIAL', 'PREMIUM', 'UNLIMITED', 'INACTIVE', 'D2C_TRIAL', 'D2C_PREMIUM', 'D2C_UNLIMITED')`,
    );
    await queryRunner.query(
      `CREATE TYPE "user_token_purpose" AS ENUM ('ACCOUNT_VERIFICATION', 'MEMBER_INVITATION', 'PASSWORD_RESET', 'EMAIL_CHANGE')`,
    );
    await queryRunner.query(`
      CREATE TABLE "organizations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "ownerId" uuid,
        "logoKey" text,
        "isMonetizationEnabled" boolean NOT NULL DEFAULT false,
        "widgetApiKey" varchar(64) NOT NULL UNIQUE,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "organizations_name_unique" ON "organizations" (lower("name"))`,
    );
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "name" varchar(150) NOT NULL DEFAULT '',
        "passwordHash" text,
        "avatarKey" text,
        "isActive" boolean NOT NULL DEFAULT true,
        "isVerified" boolean NOT NULL DEFAULT false,
        "role" "organization_role",
        "organizationId" uuid REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "registeredPlan" "subscription_plan",
        "termsAcceptedAt" timestamptz,
        "privacyPolicyAcceptedAt" timestamptz,
        "sessionVersion" integer NOT NULL DEFAULT 0,
        "lastLoginAt" timestamptz,
        "dateJoined" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_organization_email_unique" ON "users" ("organizationId", "email")`,
    );
    await queryRunner.query(`CREATE INDEX "users_email" ON "users" ("email")`);
    // One pending (not yet verified) owner registration per address.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_pending_owner_email_unique" ON "users" ("email") WHERE "organizationId" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_fk" FOREIGN KEY ("ownerId") REFERENCES "users" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "subscriptions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL UNIQUE REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "plan" "subscription_plan" NOT NULL,
        "status" "subscription_status" NOT NULL,
        "cost" numeric(10, 2),
        "currency" varchar(3) NOT NULL DEFAULT 'usd',
        "endsAt" timestamptz,
        "stripeCustomerId" varchar(255),
        "stripeSubscriptionId" varchar(255),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "user_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "purpose" "user_token_purpose" NOT NULL,
        "tokenHash" char(64) NOT NULL,
        "data" jsonb,
        "expiresAt" timestamptz NOT NULL,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "user_tokens_hash_unique" ON "user_tokens" ("tokenHash")`);
    await queryRunner.query(`CREATE INDEX "user_tokens_user" ON "user_tokens" ("userId")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_tokens"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP CONSTRAINT "organizations_owner_fk"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "organizations"`);
    await queryRunner.query(`DROP TYPE "user_token_purpose"`);
    await queryRunner.query(`DROP TYPE "subscription_status"`);
    await queryRunner.query(`DROP TYPE "subscription_plan"`);
    await queryRunner.query(`DROP TYPE "organization_role"`);
  }
}
