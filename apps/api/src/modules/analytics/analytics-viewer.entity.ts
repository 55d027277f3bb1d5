import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A viewer counted on a day for a subject: the day's salted hash (never an address), kept while the day
 * may still receive events and pruned after, when the salt is gone too.
 */
@Entity('analytics_viewers')
export class AnalyticsViewer {
  @PrimaryColumn({ type: 'uuid' })
  subjectId!: string;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  viewer!: string;
}
