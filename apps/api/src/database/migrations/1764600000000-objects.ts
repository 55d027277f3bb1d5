import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Object annotations of videos (made by members, or found by the transcoder's detector), their
 * thumbnails, and where each video's object detection is.
 */
export class Objects1764600000000 implements MigrationInterface {
  name = 'Objects1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The COCO categories of libs/domain's ObjectCategory, in the data set's order.
    await queryRunner.query(
      `CREATE TYPE "object_category" AS ENUM ('PERSON', 'BICYCLE', 'CAR', 'MOTORCYCLE', 'AIRPLANE', 'BUS', 'TRAIN', 'TRUCK', 'BOAT', 'TRAFFIC_LIGHT', 'FIRE_HYDRANT', 'STOP_SIGN', 'PARKING_METER', 'BENCH', 'BIRD', 'CAT', 'DOG', 'HORSE', 'SHEEP', 'COW', 'ELEPHANT', 'BEAR', 'ZEBRA', 'GIRAFFE', 'BACKPACK', 'UMBRELLA', 'HANDBAG', 'TIE', 'SUITCASE', 'FRISBEE', 'SKIS', 'SNOWBOARD', 'SPORTS_BALL', 'KITE', 'BASEBALL_BAT', 'BASEBALL_GLOVE', 'SKATEBOARD', 'SURFBOARD', 'TENNIS_RACKET', 'BOTTLE', 'WINE_GLASS', 'CUP', 'FORK', 'KNIFE', 'SPOON', 'BOWL', 'BANANA', 'APPLE', 'SANDWICH', 'ORANGE', 'BROCCOLI', 'CARROT', 'HOT_DOG', 'PIZZA', 'DONUT', 'CAKE', 'CHAIR', 'COUCH', 'POTTED_PLANT', 'BED', 'DINING_TABLE', 'TOILET', 'TV', 'LAPTOP', 'MOUSE', 'REMOTE', 'KEYBOARD', 'CELL_PHONE', 'MICROWAVE', 'OVEN', 'TOASTER', 'SINK', 'REFRIGERATOR', 'BOOK', 'CLOCK', 'VASE', 'SCISSORS', 'TEDDY_BEAR', 'HAIR_DRIER', 'TOOTHBRUSH')`,
    );
    await queryRunner.query(
      `CREATE TYPE "object_detection_status" AS ENUM ('QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')`,
    );
    await queryRunner.query(`
      CREATE TABLE "object_annotations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "videoId" uuid NOT NULL REFERENCES "videos" ("id") ON DELETE CASCADE,
        "title" varchar(256) NOT NULL,
        "category" "object_category" NOT NULL,
        "startMs" integer NOT NULL,
        "endMs" integer NOT NULL,
        "url" text,
        "source" "content_source" NOT NULL,
        "visible" boolean NOT NULL DEFAULT true,
        "promote" boolean NOT NULL DEFAULT false,
        "score" real,
        "thumbnailId" uuid,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now(),
        "updated" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "object_annotations_range" CHECK ("startMs" >= 0 AND "startMs" < "endMs")
      )`);
    await queryRunner.query(
      `CREATE INDEX "object_annotations_video" ON "object_annotations" ("videoId", "startMs", "endMs")`,
    );
    await queryRunner.query(
      `CREATE INDEX "object_annotations_organization" ON "object_annotations" ("organizationId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "object_annotations_created_by" ON "object_annotations" ("createdById")`,
    );
    await queryRunner.query(`
      CREATE TABLE "object_thumbnails" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organizations" ("id") ON DELETE CASCADE,
        "objectId" uuid NOT NULL REFERENCES "object_annotations" ("id") ON DELETE CASCADE,
        "fileKey" text NOT NULL,
        "source" "content_source" NOT NULL,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "object_thumbnails_object" ON "object_thumbnails" ("objectId", "created")`,
    );
    await queryRunner.query(
      `CREATE INDEX "object_thumbnails_organization" ON "object_thumbnails" ("organizationId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "object_thumbnails_created_by" ON "object_thumbnails" ("createdById")`,
    );
    // The selected thumbnail; deleting it falls back to the object's first one.
    await queryRunner.query(`
      ALTER TABLE "object_annotations" ADD CONSTRAINT "object_annotations_thumbnail"
        FOREIGN KEY ("thumbnailId") REFERENCES "object_thumbnails" ("id") ON DELETE SET NULL`);
    await queryRunner.query(
      `CREATE INDEX "object_annotations_thumbnail" ON "object_annotations" ("thumbnailId")`,
    );
    await queryRunner.query(`
      CREATE TABLE "video_object_detections" (
        "videoId" uuid PRIMARY KEY REFERENCES "videos" ("id") ON DELETE CASCADE,
        "run" integer NOT NULL,
        "status" "object_detection_status" NOT NULL,
        "percent" smallint NOT NULL DEFAULT 0 CHECK ("percent" BETWEEN 0 AND 100),
        "failureReason" text,
        "updated" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "video_object_detections_status" ON "video_object_detections" ("status")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_object_detections"`);
    await queryRunner.query(
      `ALTER TABLE "object_annotations" DROP CONSTRAINT "object_annotations_thumbnail"`,
    );
    await queryRunner.query(`DROP TABLE "object_thumbnails"`);
    await queryRunner.query(`DROP TABLE "object_annotations"`);
    await queryRunner.query(`DROP TYPE "object_detection_status"`);
    await queryRunner.query(`DROP TYPE "object_category"`);
  }
}
