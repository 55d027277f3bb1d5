import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Where the roll-up stopped in the events stream: the id of the last entry counted, written in the same
 * transaction as what it counted, so an entry is counted once whatever stops a roll-up midway.
 */
@Entity('analytics_rollup_cursors')
export class AnalyticsRollupCursor {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name!: string;

  /** A Redis stream id (`<ms>-<seq>`); `0-0` before the first roll-up. */
  @Column({ type: 'varchar', length: 40 })
  lastId!: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
