import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Card payments: applied provider events, metered overage to report, the provider's subscription state. */
export class Billing1765200000000 implements MigrationInterface {
  name = 'Billing1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "providerState" varchar(32)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "subscriptions_stripe_subscription" ON "subscriptions" ("stripeSubscriptionId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "subscriptions_stripe_customer" ON "subscriptions" ("stripeCustomerId")`,
    );
    await queryRunner.query(`
      CREATE TABLE "stripe_events" (
        "id" varchar(255) PRIMARY KEY,
        "type" varchar(100) NOT NULL,
        "receivedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "metered_usage_reports" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
        "kind" "limit_kind" NOT NULL,
        "subjectId" uuid NOT NULL,
        "quantity" integer NOT NULL CHECK ("quantity" > 0),
        "stripeCustomerId" varchar(255) NOT NULL,
        "created" timestamptz NOT NULL DEFAULT now(),
        "billable" boolean NOT NULL DEFAULT false,
        "reportedAt" timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "metered_usage_reports_subject" ON "metered_usage_reports" ("kind", "subjectId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "metered_usage_reports_unreported" ON "metered_usage_reports" ("created") WHERE "billable" AND "reportedAt" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "metered_usage_reports"`);
    await queryRunner.query(`DROP TABLE "stripe_events"`);
    await queryRunner.query(`DROP INDEX "subscriptions_stripe_customer"`);
    await queryRunner.query(`DROP INDEX "subscriptions_stripe_subscription"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "providerState"`);
  }
}
