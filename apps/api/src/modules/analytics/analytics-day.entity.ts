import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../../database/bigint-transformer';
import { AnalyticsSubjectKind } from './analytics-subject';

/** A subject's figures of one UTC day, added to by each roll-up. */
@Entity('analytics_days')
@Index('analytics_days_organization', ['organizationId', 'subjectKind', 'day'])
export class AnalyticsDay {
  @PrimaryColumn({ type: 'uuid' })
  subjectId!: string;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'varchar', length: 12 })
  subjectKind!: AnalyticsSubjectKind;

  @Column({ type: 'uuid' })
  organizationId!: string;

  /** The video of a video's or moment's row; null for the organization's. */
  @Column({ type: 'uuid', nullable: true })
  videoId!: string | null;

  @Column({ type: 'integer', default: 0 })
  plays!: number;

  @Column({ type: 'integer', default: 0 })
  uniqueViewers!: number;

  /** Time played, rewatching included. */
  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  watchTimeMs!: number;

  /** The distinct seconds each play watched, summed: the area under the retention curve. */
  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  watchedSeconds!: number;

  /** Each play's length in seconds, summed: what watchedSeconds is a part of (average percent watched). */
  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  playedSeconds!: number;

  @Column({ type: 'integer', default: 0 })
  completes!: number;

  @Column({ type: 'integer', default: 0 })
  seeks!: number;

  @Column({ type: 'integer', default: 0 })
  shares!: number;

  /** Plays that watched part of each second of the timeline (null for the organization's row). */
  @Column({ type: 'integer', array: true, nullable: true })
  retention!: number[] | null;
}
