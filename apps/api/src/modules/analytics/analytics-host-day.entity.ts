import { PlayerSurface } from '@framehouse/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Plays of a subject on a day by where the player was: its surface and the page's host. */
@Entity('analytics_host_days')
export class AnalyticsHostDay {
  @PrimaryColumn({ type: 'uuid' })
  subjectId!: string;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  surface!: PlayerSurface;

  /** The embedding page's host; '' when not known. */
  @PrimaryColumn({ type: 'varchar', length: 253 })
  host!: string;

  @Column({ type: 'integer', default: 0 })
  plays!: number;
}
